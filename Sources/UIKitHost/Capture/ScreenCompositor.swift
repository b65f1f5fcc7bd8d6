/// Renders a stack of window layers into one screen image.
@preconcurrency @MainActor
enum ScreenCompositor {
    /// With `incremental`, a screen of one window repaints only what changed since that
    /// renderer's last frame (the same pixels as a full render).
    package static func render(
        _ roots: [CALayer], size: CGSize, scale: CGFloat, incremental: IncrementalRenderer? = nil
    ) -> CGImage {
        if roots.count == 1, let incremental {
            return incremental.render(roots[0], size: size, scale: scale, background: .black)
        }
        incremental?.invalidate()
        let options = incremental?.options ?? LayerRenderer.Options()
        guard let first = roots.first else {
            let w = Int(size.width * scale), h = Int(size.height * scale)
            return CGImage(width: w, height: h, rgba: [UInt8](repeating: 0, count: w * h * 4))!
        }
        var image = LayerRenderer.render(first, size: size, scale: scale, background: .black, options: options)
        for root in roots.dropFirst() {
            image = over(LayerRenderer.render(root, size: size, scale: scale, background: nil, options: options), image)
        }
        return image
    }

    /// Straight-alpha "source over destination" for stacking window images.
    private static func over(_ top: CGImage, _ bottom: CGImage) -> CGImage {
        var out = bottom.pixels
        let src = top.pixels
        for i in stride(from: 0, to: min(out.count, src.count), by: 4) {
            let a = Int(src[i + 3])
            guard a > 0 else { continue }
            for c in 0..<3 { out[i + c] = UInt8((Int(src[i + c]) * a + Int(out[i + c]) * (255 - a)) / 255) }
            out[i + 3] = UInt8(min(255, a + Int(out[i + 3]) * (255 - a) / 255))
        }
        return CGImage(width: bottom.width, height: bottom.height, rgba: out)!
    }
}

extension PNGEncoder {
    /// Encodes a CGImage as PNG bytes.
    package static func encode(image: CGImage) -> [UInt8] {
        encode(rgba: image.pixels, width: image.width, height: image.height)
    }
}

/// Renders a stack of window layers into one screen image.
@MainActor
package enum ScreenCompositor {
    package static func render(_ roots: [CALayer], size: CGSize, scale: CGFloat) -> CGImage {
        LayerRenderer.render(roots, size: size, scale: scale, background: .black)
    }
}

extension PNGEncoder {
    /// Encodes a CGImage as PNG bytes.
    package static func encode(image: CGImage) -> [UInt8] {
        encode(rgba: image.pixels, width: image.width, height: image.height)
    }
}

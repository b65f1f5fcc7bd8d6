extension UIImage {
    /// How a stored bitmap is turned to show it upright, as `UIImage.Orientation` (the EXIF
    /// orientations 1...8 in UIKit's order).
    public enum Orientation: Int, Sendable {
        /// Stored upright.
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Shown after a quarter turn counterclockwise.
        case left = 2
        /// Shown after a quarter turn clockwise.
        case right = 3
        /// Mirrored left to right.
        case upMirrored = 4
        /// Mirrored top to bottom.
        case downMirrored = 5
        /// Mirrored across the top-left to bottom-right diagonal.
        case leftMirrored = 6
        /// Mirrored across the top-right to bottom-left diagonal.
        case rightMirrored = 7

        /// Whether showing the image swaps its width and height.
        var swapsAxes: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            default: return false
            }
        }

        /// The stored pixel shown at display pixel (x, y) of a `w` x `h` stored bitmap.
        func storedPixel(x: Int, y: Int, width w: Int, height h: Int) -> (x: Int, y: Int) {
            switch self {
            case .up: return (x, y)
            case .down: return (w - 1 - x, h - 1 - y)
            case .upMirrored: return (w - 1 - x, y)
            case .downMirrored: return (x, h - 1 - y)
            case .right: return (y, h - 1 - x)
            case .left: return (w - 1 - y, x)
            case .leftMirrored: return (y, x)
            case .rightMirrored: return (w - 1 - y, h - 1 - x)
            }
        }
    }

    /// How an image uses its colours, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Decided by where the image is used (symbol images are templates, bitmaps originals).
        case automatic = 0
        /// Always drawn with its own colours.
        case alwaysOriginal = 1
        /// Always drawn as a mask filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The bitmap turned upright per `imageOrientation` (the stored bitmap when already up).
    var uprightCGImage: CGImage? {
        guard let image = cgImage else { return nil }
        guard imageOrientation != .up else { return image }
        let w = image.width, h = image.height
        let (ow, oh) = imageOrientation.swapsAxes ? (h, w) : (w, h)
        var out = [UInt8](repeating: 0, count: ow * oh * 4)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<oh {
                for x in 0..<ow {
                    let s = imageOrientation.storedPixel(x: x, y: y, width: w, height: h)
                    let si = (s.y * w + s.x) * 4, di = (y * ow + x) * 4
                    out[di] = src[si]
                    out[di + 1] = src[si + 1]
                    out[di + 2] = src[si + 2]
                    out[di + 3] = src[si + 3]
                }
            }
        }
        return CGImage(width: ow, height: oh, rgba: out)
    }

    /// Whether a view with a tint colour should draw this image as a template.
    var drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return isSymbolImage && !hasBakedTint
        }
    }
}

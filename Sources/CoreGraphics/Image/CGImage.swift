/// An immutable bitmap of 8-bit straight-alpha RGBA pixels, as CoreGraphics' `CGImage`.
public final class CGImage: @unchecked Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component (always 8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (always 32).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row (always `width * 4`).
    public var bytesPerRow: Int { width * 4 }
    /// The pixel bytes, row-major from the top, RGBA order, straight (not premultiplied) alpha.
    public let pixels: [UInt8]

    /// Creates an image from straight RGBA8 pixels; nil when the byte count does not match.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = rgba
    }

    /// The colour of one pixel as `(r, g, b, a)` bytes; `(0,0,0,0)` outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Returns the part of the image inside `rect` (pixel units), as `cropping(to:)`.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) {
            let start = (y * width + x0) * 4
            out.append(contentsOf: pixels[start..<(start + w * 4)])
        }
        return CGImage(width: w, height: h, rgba: out)
    }

    public static func == (l: CGImage, r: CGImage) -> Bool {
        l.width == r.width && l.height == r.height && l.pixels == r.pixels
    }
}

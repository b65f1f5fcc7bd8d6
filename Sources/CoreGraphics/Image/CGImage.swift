import Foundation

/// An immutable bitmap of 8-bit RGBA pixels, as CoreGraphics' `CGImage`.
///
/// Decoded and drawn images hold straight-alpha RGBA bytes. Rendered images hold what the
/// renderer produced, premultiplied 32-bit words with alpha first in native byte order (as Core
/// Animation's own surfaces on Apple platforms), and are converted to straight RGBA only when
/// somebody reads `pixels`, so a frame shown on screen or compared with the next one is never
/// converted at all.
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
    /// Whether alpha comes last and straight (`.last`) or first and premultiplied
    /// (`.premultipliedFirst`, the renderer's images), as `CGImage.alphaInfo`.
    public var alphaInfo: CGImageAlphaInfo { premultipliedWords == nil ? .last : .premultipliedFirst }

    /// The renderer's premultiplied ARGB32 words, when that is how the image was made.
    package let premultipliedWords: [UInt32]?
    private let lock = NSLock()
    private var straight: [UInt8]?

    /// The pixel bytes, row-major from the top, RGBA order, straight (not premultiplied) alpha.
    public var pixels: [UInt8] {
        // Written once, in the initializer, for images made from bytes.
        if premultipliedWords == nil { return straight! }
        lock.lock()
        defer { lock.unlock() }
        if let straight { return straight }
        let converted = PremultipliedPixels.straightRGBA(premultipliedWords ?? [], count: width * height)
        straight = converted
        return converted
    }

    /// Creates an image from straight RGBA8 pixels; nil when the byte count does not match.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        straight = rgba
        premultipliedWords = nil
    }

    /// Creates an image from premultiplied ARGB32 words in native byte order (Cairo's and the
    /// renderer's format); nil when the count does not match.
    package init?(width: Int, height: Int, premultipliedARGB32 words: [UInt32]) {
        guard width >= 0, height >= 0, words.count == width * height else { return nil }
        self.width = width
        self.height = height
        premultipliedWords = words
    }

    /// The colour of one pixel as `(r, g, b, a)` bytes; `(0,0,0,0)` outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        if let words = premultipliedWords {
            let p = PremultipliedPixels.straight(words[y * width + x])
            return (p.r, p.g, p.b, p.a)
        }
        let pixels = self.pixels
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Returns the part of the image inside `rect` (pixel units), as `cropping(to:)`.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        if let words = premultipliedWords {
            var out = [UInt32]()
            out.reserveCapacity(w * h)
            for y in y0..<(y0 + h) { out.append(contentsOf: words[(y * width + x0)..<(y * width + x0 + w)]) }
            return CGImage(width: w, height: h, premultipliedARGB32: out)
        }
        let pixels = self.pixels
        var out = [UInt8]()
        out.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) {
            let start = (y * width + x0) * 4
            out.append(contentsOf: pixels[start..<(start + w * 4)])
        }
        return CGImage(width: w, height: h, rgba: out)
    }

    public static func == (l: CGImage, r: CGImage) -> Bool {
        guard l.width == r.width, l.height == r.height else { return false }
        if l === r { return true }
        // Two premultiplied pixels with the same straight value are the same word, so words
        // compare as the straight bytes would.
        if let a = l.premultipliedWords, let b = r.premultipliedWords { return a == b }
        return l.pixels == r.pixels
    }
}

/// How an image stores alpha, as CoreGraphics' `CGImageAlphaInfo`; images here are made
/// `.last` or `.premultipliedFirst`, and bitmap contexts accept every layout.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Premultiplied alpha in the last component of each pixel (RGBA).
    case premultipliedLast = 1
    /// Premultiplied alpha in the first component of each 32-bit pixel (ARGB).
    case premultipliedFirst = 2
    /// Straight alpha in the last byte of each pixel (RGBA).
    case last = 3
    /// Straight alpha in the first byte of each pixel (ARGB).
    case first = 4
    /// No alpha; the last byte of each pixel is unused.
    case noneSkipLast = 5
    /// No alpha; the first byte of each pixel is unused.
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}

/// How a bitmap stores its pixels, as CoreGraphics' `CGBitmapInfo` (accepted for bitmap
/// contexts; their pixels are always 8-bit RGBA here).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating-point numbers.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// 32-bit little-endian words.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit big-endian words.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension CGImage {
    /// The image's colour space (always device RGB here).
    public var colorSpace: CGColorSpace? { .deviceRGB }
    /// How the image stores its pixels: its alpha information in the alpha bits.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
}

extension CGContext {
    /// Creates a bitmap context of `width` by `height` pixels, as CoreGraphics' bitmap contexts
    /// do; `makeImage()` (QuartzCore) renders what was drawn. The context draws into its own
    /// pixels, so `data` must be nil, and it keeps UIKit's top-left origin
    /// (Documentation/Deviations.md).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard data == nil, width > 0, height > 0 else { return nil }
        self.init(size: CGSize(width: width, height: height))
    }
}

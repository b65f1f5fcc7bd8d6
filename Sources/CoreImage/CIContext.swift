import CoreGraphics
import Foundation

/// How rendered pixels are laid out, as Core Image's `CIFormat`.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Four bytes a pixel: red, green, blue, alpha (premultiplied).
    public static let RGBA8 = CIFormat(rawValue: 24)
    /// Four bytes a pixel: blue, green, red, alpha (premultiplied).
    public static let BGRA8 = CIFormat(rawValue: 8)
    /// Four bytes a pixel: alpha, red, green, blue (premultiplied).
    public static let ARGB8 = CIFormat(rawValue: 2)
}

/// What renders Core Image's images into bitmaps, as Core Image's `CIContext` (on the CPU).
public final class CIContext: @unchecked Sendable {
    /// Creates a context.
    public init() {}
    /// Creates a context; the options are accepted and not consulted.
    public init(options: [String: Any]?) {}

    /// A Core Graphics image of the part of `image` inside `fromRect`.
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let r = fromRect.integral
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        return image.pixelRegion(r).image
    }

    /// Writes the part of `image` inside `bounds` into `data` as rows of `rowBytes` bytes, in
    /// `format`, premultiplied as Core Image writes 8-bit pixels.
    public func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
        colorSpace: CGColorSpace?
    ) {
        let region = image.pixelRegion(bounds).image
        let pixels = region.pixels
        let order: [Int]
        switch format {
        case .BGRA8: order = [2, 1, 0, 3]
        case .ARGB8: order = [3, 0, 1, 2]
        default: order = [0, 1, 2, 3]
        }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for row in 0..<region.height {
            for column in 0..<region.width {
                let from = (row * region.width + column) * 4
                let alpha = Int(pixels[from + 3])
                let premultiplied = (0..<4).map { k -> UInt8 in
                    k == 3 ? UInt8(alpha) : UInt8((Int(pixels[from + k]) * alpha + 127) / 255)
                }
                let to = row * rowBytes + column * 4
                for k in 0..<4 { bytes[to + k] = premultiplied[order[k]] }
            }
        }
    }
}

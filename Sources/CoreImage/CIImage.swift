import CoreGraphics
import Foundation

/// An image Core Image can filter, as Core Image's `CIImage`: here always a bitmap, placed in
/// Core Image's coordinates (origin at the bottom left, y growing upwards).
public final class CIImage: @unchecked Sendable {
    /// The pixels, top row first, straight RGBA.
    let bitmap: CGImage
    /// The rectangle the image covers, in Core Image's coordinates.
    public let extent: CGRect

    /// Wraps a Core Graphics image, its bottom-left pixel at the origin.
    public init(cgImage: CGImage) {
        bitmap = cgImage
        extent = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
    }

    init(bitmap: CGImage, origin: CGPoint) {
        self.bitmap = bitmap
        extent = CGRect(origin: origin, size: CGSize(width: bitmap.width, height: bitmap.height))
    }

    /// The image restricted to `rect` (intersected with its extent).
    public func cropped(to rect: CGRect) -> CIImage {
        let region = pixelRegion(rect.intersection(extent))
        return CIImage(bitmap: region.image, origin: region.origin)
    }

    /// The straight RGBA pixels of `rect` (whole pixels, top row first) and where that region
    /// starts; pixels outside the extent are transparent.
    func pixelRegion(_ rect: CGRect) -> (image: CGImage, origin: CGPoint) {
        let r = rect.isNull ? CGRect.zero : rect.integral
        let width = Int(r.width), height = Int(r.height)
        let source = bitmap.pixels
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            // Core Image's rows count upwards; the bitmap's count down from its top.
            let y = Int(r.maxY) - 1 - row
            let sourceRow = Int(extent.maxY) - 1 - y
            guard sourceRow >= 0, sourceRow < bitmap.height else { continue }
            for column in 0..<width {
                let sourceColumn = Int(r.minX) + column - Int(extent.minX)
                guard sourceColumn >= 0, sourceColumn < bitmap.width else { continue }
                let from = (sourceRow * bitmap.width + sourceColumn) * 4
                let to = (row * width + column) * 4
                for k in 0..<4 { bytes[to + k] = source[from + k] }
            }
        }
        return (CGImage(width: width, height: height, rgba: bytes)!, r.origin)
    }
}

/// A vector of up to four numbers, as Core Image's `CIVector` (a filter's rectangle or point).
public final class CIVector: @unchecked Sendable {
    private let values: [CGFloat]

    /// The vector's components.
    public init(values: [CGFloat]) { self.values = values }
    /// A two-component vector (a point).
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    /// A four-component vector (a rectangle's origin and size).
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    /// The vector of a rectangle: its origin, then its size.
    public convenience init(cgRect r: CGRect) { self.init(x: r.minX, y: r.minY, z: r.width, w: r.height) }

    /// How many components the vector has.
    public var count: Int { values.count }
    /// The first component.
    public var x: CGFloat { value(at: 0) }
    /// The second component.
    public var y: CGFloat { value(at: 1) }
    /// The third component.
    public var z: CGFloat { value(at: 2) }
    /// The fourth component.
    public var w: CGFloat { value(at: 3) }
    /// The rectangle the four components describe.
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// The component at `index`, 0 past the end.
    public func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
}

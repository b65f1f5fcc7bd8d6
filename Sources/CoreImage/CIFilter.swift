import CoreGraphics
import Foundation

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of the rectangle (a `CIVector`) an area filter reads.
public let kCIInputExtentKey = "inputExtent"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"

/// An image filter named by Core Image's filter names, as Core Image's `CIFilter`.
///
/// Only the filters apps use to measure an image are built: `CIAreaAverage`. Other names give
/// nil, as Core Image does for a name it does not know (Documentation/Deviations.md).
open class CIFilter: @unchecked Sendable {
    /// The filter's name.
    public let name: String
    private var inputs: [String: Any] = [:]
    private static let known: Set<String> = ["CIAreaAverage"]

    /// The filter called `name`, or nil when there is none by that name.
    public init?(name: String) {
        guard CIFilter.known.contains(name) else { return nil }
        self.name = name
    }

    /// The filter called `name` with its inputs set from `parameters`, or nil.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The names of the inputs the filter reads.
    open var inputKeys: [String] { [kCIInputImageKey, kCIInputExtentKey] }
    /// The names of the filter's outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// Sets an input (`kCIInputImageKey`, `kCIInputExtentKey`).
    open func setValue(_ value: Any?, forKey key: String) { inputs[key] = value }

    /// An input's value, or the output image for `kCIOutputImageKey`.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : inputs[key]
    }

    /// Brings every input back to its default (none).
    open func setDefaults() { inputs.removeAll() }

    /// The filtered image; nil while the input image is missing.
    open var outputImage: CIImage? {
        guard let input = inputs[kCIInputImageKey] as? CIImage else { return nil }
        let area = (inputs[kCIInputExtentKey] as? CIVector)?.cgRectValue ?? input.extent
        return CIFilter.areaAverage(of: input, in: area)
    }

    /// One pixel at the area's origin holding the mean of its pixels, averaged premultiplied
    /// (transparent pixels weigh nothing), rounded to the nearest byte.
    private static func areaAverage(of image: CIImage, in area: CGRect) -> CIImage {
        let region = image.pixelRegion(area.intersection(image.extent)).image
        let pixels = region.pixels
        let count = region.width * region.height
        var sums = [Int](repeating: 0, count: 4)
        for i in 0..<count {
            let alpha = Int(pixels[i * 4 + 3])
            for k in 0..<3 { sums[k] += Int(pixels[i * 4 + k]) * alpha }
            sums[3] += alpha
        }
        var mean: [UInt8] = [0, 0, 0, 0]
        if count > 0, sums[3] > 0 {
            // The straight colour of the premultiplied mean is the alpha-weighted mean.
            for k in 0..<3 { mean[k] = UInt8((sums[k] + sums[3] / 2) / sums[3]) }
            mean[3] = UInt8((sums[3] + count / 2) / count)
        }
        let pixel = CGImage(width: 1, height: 1, rgba: mean)!
        return CIImage(bitmap: pixel, origin: area.isNull ? .zero : area.integral.origin)
    }
}

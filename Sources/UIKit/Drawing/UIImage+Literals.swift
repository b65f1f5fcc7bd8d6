// Xcode writes an asset dragged into code as `#imageLiteral(resourceName:)`; the compiler takes
// the literal's type from `_ImageLiteralType` and makes it through `_ExpressibleByImageLiteral`.

/// The type an image literal has when its context does not say: `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// The image resource a literal names, as `UIImage(named:)` finds it; an empty image when
    /// there is none (UIKit stops the app there; Documentation/Deviations.md).
    public convenience init(imageLiteralResourceName path: String) {
        guard let found = UIImage(named: path), let bitmap = found.cgImage else {
            self.init()
            return
        }
        self.init(
            cgImage: bitmap, scale: found.scale, orientation: found.imageOrientation, accessibilityName: path)
    }
}

extension UIImage {
    /// The Core Image image this image was made from: nil, as for every bitmap image in UIKit
    /// (an image made from a `CIImage` keeps it there; none is made here).
    public var ciImage: CIImage? { nil }
}

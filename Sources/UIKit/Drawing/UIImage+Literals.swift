import Foundation

// Xcode's image literals (`#imageLiteral(resourceName:)`) are UIImages in UIKit code: the
// compiler takes a literal's type from `_ImageLiteralType` when the context gives none.

/// The type an image literal has when its context does not say: `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// Creates the image an image literal names, loaded as `UIImage(named:)` does; a name no
    /// resource answers gives an empty image and a console line (iOS stops the app there).
    public convenience init(imageLiteralResourceName path: String) {
        if let image = UIImage(named: path) {
            self.init(
                cgImage: image.cgImage, scale: image.scale, orientation: image.imageOrientation,
                renderingMode: image.renderingMode, accessibilityName: image.accessibilityName)
            return
        }
        // Images may be made off the main thread; the console line belongs to the main one's world.
        if Thread.isMainThread {
            MainActor.assumeIsolated {
                Diagnostics.log(
                    in: MainLoop.current, "Could not load the \"\(path)\" image referenced from an image literal")
            }
        }
        self.init()
    }
}

extension UIImage {
    /// The Core Image image this image was made from: nil, as for every bitmap image in UIKit
    /// (an image made from a `CIImage` keeps it there; none is made here).
    public var ciImage: CIImage? { nil }
}

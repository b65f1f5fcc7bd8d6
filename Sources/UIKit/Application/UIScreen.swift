/// The display a world's windows appear on, as UIKit's `UIScreen`.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the current world.
    public class var main: UIScreen { UIApplication.current.screen }

    /// The screen's rectangle in points (it changes when the device rotates).
    public package(set) var bounds: CGRect { didSet { UIView.safeAreaEpoch &+= 1 } }
    /// Pixels per point.
    public let scale: CGFloat
    /// The screen's rectangle in pixels, in portrait.
    public var nativeBounds: CGRect {
        CGRect(
            x: 0, y: 0, width: min(bounds.width, bounds.height) * scale,
            height: max(bounds.width, bounds.height) * scale)
    }
    /// The native scale (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
    /// The maximum frames per second.
    public var maximumFramesPerSecond: Int { 60 }

    /// The screen's own safe-area insets (notch, home indicator), which full-screen windows get.
    var safeAreaInsets: UIEdgeInsets { didSet { UIView.safeAreaEpoch &+= 1 } }
    /// The appearance chosen in Settings (light unless a virtual device is set to dark).
    package var userInterfaceStyle = UIUserInterfaceStyle.light
    /// The text size chosen in Settings.
    package var preferredContentSizeCategory = UIContentSizeCategory.large

    package init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets? = nil) {
        self.bounds = bounds
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets ?? UIScreen.phoneSafeAreaInsets(for: bounds.size)
    }

    /// The insets of an iPhone 14/15-class screen (390 × 844 points): 47 at the top and 34 at
    /// the bottom in portrait; 47 at the sides and 21 at the bottom in landscape. Other sizes
    /// (test screens) have none.
    static func phoneSafeAreaInsets(for size: CGSize) -> UIEdgeInsets {
        switch (size.width, size.height) {
        case (390, 844): return UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        case (844, 390): return UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        default: return .zero
        }
    }
}

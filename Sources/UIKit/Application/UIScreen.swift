/// The display a world's windows appear on, as UIKit's `UIScreen`.
@MainActor
open class UIScreen {
    /// The screen of the current world.
    public class var main: UIScreen { UIApplication.current.screen }

    /// The screen's rectangle in points (it changes when the device rotates).
    public package(set) var bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The screen's rectangle in pixels, in portrait.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: min(bounds.width, bounds.height) * scale, height: max(bounds.width, bounds.height) * scale)
    }
    /// The native scale (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
    /// The maximum frames per second.
    public var maximumFramesPerSecond: Int { 60 }

    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}

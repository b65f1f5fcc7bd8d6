/// A scene that shows windows on a screen, as UIKit's `UIWindowScene`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowRefs: [WeakWindow] = []

    /// The scene's windows, back to front by window level.
    open var windows: [UIWindow] {
        windowRefs.compactMap(\.window).enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The screen the scene is on.
    open var screen: UIScreen { application.screen }

    /// The orientation of the scene's interface, which follows the rotations its controllers
    /// accept.
    open var interfaceOrientation: UIInterfaceOrientation { application.interfaceOrientation }

    /// The scene's traits.
    open var traitCollection: UITraitCollection { UITraitCollection.defaultTraits(for: screen) }

    /// The scene's status bar.
    open var statusBarManager: UIStatusBarManager? { statusBarManagerStorage }
    private lazy var statusBarManagerStorage = UIStatusBarManager(scene: self)

    /// The scene's coordinate space (the screen's).
    open var coordinateSpace: UICoordinateSpace { screen }

    func attach(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}

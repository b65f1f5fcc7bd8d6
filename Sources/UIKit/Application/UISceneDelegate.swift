/// The object told about a scene's life cycle, as UIKit's `UISceneDelegate`; every method is
/// optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was added to the app (where an app makes its window and root controller).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (an interruption, or going to the background).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate for a window scene, which keeps the scene's main window, as UIKit's
/// `UIWindowSceneDelegate`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (declare it as a stored `var window: UIWindow?`).
    var window: UIWindow? { get set }
    /// The scene's orientation, size or traits changed.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate declares one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Does nothing.
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
}

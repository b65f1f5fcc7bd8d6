import Foundation

// The Info.plist's storyboards: `UIMainStoryboardFile` for an app without scenes and a scene
// configuration's `UISceneStoryboardFile`. UIKit makes the window from them itself, so the
// delegates find `window` set with the storyboard's initial controller as root when they are
// first called, and the window is shown once they return.
extension UIApplication {
    /// Makes the app delegate's window from the main storyboard (before will-finish-launching).
    func installMainStoryboardWindow(_ storyboard: UIStoryboard, delegate: UIApplicationDelegate) {
        guard let root = storyboard.instantiateInitialViewController() else {
            Diagnostics.log(
                in: loop,
                "Failed to instantiate the default view controller for UIMainStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?"
            )
            return
        }
        let window = UIWindow(frame: screen.bounds)
        window.setRootViewController(root, loadingItsView: false)
        delegate.window = window
        if delegate.window !== window {
            Diagnostics.log(
                in: loop,
                "The app delegate must implement the window property if it wants to use a main storyboard file.")
        }
    }

    /// Makes the scene's window from the configuration's storyboard and hands it to the scene
    /// delegate (before `scene(_:willConnectTo:options:)`); nil without a storyboard.
    func installStoryboardWindow(_ storyboard: UIStoryboard?, in scene: UIScene) -> UIWindow? {
        guard let storyboard, let windowScene = scene as? UIWindowScene else { return nil }
        guard let root = storyboard.instantiateInitialViewController() else {
            Diagnostics.log(
                in: loop,
                "Failed to instantiate the default view controller for UISceneStoryboardFile '\(storyboard.name)' - perhaps the designated entry point is not set?"
            )
            return nil
        }
        guard let delegate = scene.delegate as? UIWindowSceneDelegate else {
            Diagnostics.log(
                in: loop,
                "The scene delegate must implement the window property if it wants to use a storyboard file.")
            return nil
        }
        let window = UIWindow(windowScene: windowScene)
        window.setRootViewController(root, loadingItsView: false)
        delegate.window = window
        return window
    }

    /// Shows the storyboard's window once the scene delegate is done connecting, unless the
    /// delegate replaced it with a window of its own.
    func showStoryboardWindow(_ window: UIWindow?, of scene: UIScene) {
        guard let window, let delegate = scene.delegate as? UIWindowSceneDelegate, delegate.window === window,
            !window.isKeyWindow
        else { return }
        window.makeKeyAndVisible()
    }
}

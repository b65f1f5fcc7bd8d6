import UIKit

/// The Transition Practice app: Main.storyboard's navigation controller over the menu of the
/// seed tutorial's scenes, in a window of the current world. Every scene past the menu comes
/// from one of the storyboard's segues.
@MainActor
public final class TransitionPracticeApp {
    public let window: UIWindow
    public let navigation: UINavigationController
    public let menu: MenuViewController

    /// Builds the app in `window` from Main.storyboard's initial controller, loading the gallery
    /// pictures from `imageFolder`.
    public init(window: UIWindow, imageFolder: URL) throws {
        let images = try SampleImages.write(to: imageFolder).map { url -> UIImage in
            guard let image = UIImage(contentsOfFile: url.path) else {
                throw AppError.unreadableImage(url.path)
            }
            return image
        }
        self.window = window
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        guard let navigation = storyboard.instantiateInitialViewController() as? UINavigationController,
            let menu = navigation.viewControllers.first as? MenuViewController
        else { throw AppError.storyboardUnavailable }
        menu.images = images
        self.navigation = navigation
        self.menu = menu
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// What can go wrong starting the app.
    public enum AppError: Error, CustomStringConvertible {
        case unreadableImage(String)
        /// Main.storyboard did not give a navigation controller over the menu.
        case storyboardUnavailable
        public var description: String {
            switch self {
            case .unreadableImage(let path): return "\(path): not a readable PNG image"
            case .storyboardUnavailable: return "Main.storyboard: no navigation controller over the menu"
            }
        }
    }

    /// The controller on top: the presented one, else the navigation stack's top.
    public var topController: UIViewController? {
        var vc: UIViewController? = navigation
        while let presented = vc?.presentedViewController { vc = presented }
        if let n = vc as? UINavigationController { return n.topViewController }
        return vc
    }
}

import UIKit

/// The Transition Practice app: a navigation controller over the menu of the seed tutorial's
/// scenes, in a window of the current world.
@MainActor
public final class TransitionPracticeApp {
    public let window: UIWindow
    public let navigation: UINavigationController
    public let menu: MenuViewController

    /// Builds the app in `window`, loading the gallery pictures from `imageFolder`.
    public init(window: UIWindow, imageFolder: URL) throws {
        let images = try SampleImages.write(to: imageFolder).map { url -> UIImage in
            guard let image = UIImage(contentsOfFile: url.path) else {
                throw AppError.unreadableImage(url.path)
            }
            return image
        }
        self.window = window
        menu = MenuViewController(images: images)
        navigation = UINavigationController(rootViewController: menu)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// What can go wrong starting the app.
    public enum AppError: Error, CustomStringConvertible {
        case unreadableImage(String)
        public var description: String {
            switch self {
            case .unreadableImage(let path): return "\(path): not a readable PNG image"
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

import Foundation

/// One instance of the app's user interface, with its life cycle, as UIKit's `UIScene`.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, held strongly, as in UIKit.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life cycle.
    public package(set) var activationState: ActivationState = .unattached
    /// The scene's title (shown by the system's app switcher).
    open var title: String! = ""

    /// Creates a scene for `session`; UIKit calls this when a scene connects.
    /// The world the scene connected in.
    private let homeLoop = MainLoop.current

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application, next in the responder chain.
    open override var next: UIResponder? { application }

    /// The application of the world the scene connected in.
    var application: UIApplication { UIApplication.of(homeLoop) }

    /// The states of a scene, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events (launching, interrupted).
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Why a scene connects (URLs, activities, shortcuts); none of these arrive here.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene.
        public let sourceApplication: String? = nil

        init(launching: Void) { super.init() }
    }
}

extension UIScene {
    /// Posted, with the scene as object, after a scene connects to the app.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted, with the scene as object, after a scene becomes active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted, with the scene as object, when a scene is about to stop being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted, with the scene as object, after a scene goes to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted, with the scene as object, when a scene is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted, with the scene as object, after a scene disconnected from the app.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
}

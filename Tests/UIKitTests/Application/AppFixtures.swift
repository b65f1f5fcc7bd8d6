import Foundation
import UIKitTesting

@testable import UIKit

/// An app delegate written as for iOS, logging every call as "app.<callback>".
@MainActor
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    let log: EventLog
    var window: UIWindow?
    /// Makes a window in didFinishLaunching, as an app without scenes does.
    var makesOwnWindow = false

    init(log: EventLog) { self.log = log }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record("app.willFinishLaunching state=\(application.applicationState)")
        return true
    }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record("app.didFinishLaunching")
        if makesOwnWindow {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.record("app.configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.record("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.record("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record("app.willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.record("app.willTerminate") }
}

/// A scene delegate written as Xcode's template writes it, logging as "scene.<callback>".
@MainActor
final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: EventLog?
    let makeRoot: () -> UIViewController

    init(log: EventLog?, root: @escaping () -> UIViewController = { UIViewController() }) {
        self.log = log
        makeRoot = root
        super.init()
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        log?.record("scene.willConnect state=\(scene.activationState)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = makeRoot()
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { log?.record("scene.didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log?.record("scene.didBecomeActive state=\(scene.activationState)") }
    func sceneWillResignActive(_ scene: UIScene) {
        log?.record("scene.willResignActive state=\(scene.activationState)")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log?.record("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) {
        log?.record("scene.didEnterBackground state=\(scene.activationState)")
    }
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {
        log?.record("scene.didUpdate from=\(previousInterfaceOrientation) to=\(windowScene.interfaceOrientation)")
    }
}

/// Records notifications posted with one object, as "note.<name>"; removes its observers when
/// stopped so nothing outlives the test.
@MainActor
final class NotificationRecorder {
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [Notification.Name], object: AnyObject, log: EventLog) {
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
                    let short = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                    MainActor.assumeIsolated { log.record("note.\(short)") }
                })
        }
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens.removeAll()
    }
}

extension UIApplication {
    static let lifeCycleNotifications: [Notification.Name] = [
        didFinishLaunchingNotification, didBecomeActiveNotification, willResignActiveNotification,
        didEnterBackgroundNotification, willEnterForegroundNotification, willTerminateNotification,
    ]
}

extension UIScene {
    static let lifeCycleNotifications: [Notification.Name] = [
        willConnectNotification, didActivateNotification, willDeactivateNotification,
        didEnterBackgroundNotification, willEnterForegroundNotification, didDisconnectNotification,
    ]
}

/// A controller that supports only the orientations it is given.
@MainActor
final class OrientationLockedController: UIViewController {
    let mask: UIInterfaceOrientationMask
    var sizeTransitions: [CGSize] = []
    init(_ mask: UIInterfaceOrientationMask) {
        self.mask = mask
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        sizeTransitions.append(size)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A scene delegate exactly as Xcode's iOS template declares one (no initializer of its own).
@MainActor
class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}

/// An app delegate exactly as Xcode's iOS template declares one.
@MainActor
class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// The object told about the app's life cycle, as UIKit's `UIApplicationDelegate`; every
/// member is optional.
///
/// When the app uses scenes (it declared a scene delegate), UIKit sends the foreground,
/// background and activity calls to the scene delegates instead of the four app-level
/// methods, as iOS 13 and later do; the app-level notifications are posted either way.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window in an app without scenes (declare it as a stored property).
    var window: UIWindow? { get set }
    /// Launch has begun; return false to refuse a URL or activity in the options.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launch is nearly done.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (apps without scenes).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground (apps without scenes).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration for a scene about to be created.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user discarded scenes from the app switcher.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations the app allows in `window` (intersected with the controllers').
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    /// The app is low on memory: release what can be made again.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Asks the delegate to open a URL handed to the app; returns whether it did.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// Whether the app's state may be saved for restoration (never asked here).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether saved state may be restored at launch (never asked here).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
}

extension UIApplicationDelegate {
    /// No window unless the delegate declares one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Returns true.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Returns true.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// The configuration the launch declared (the Info.plist's "Default Configuration").
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Every orientation (the Info.plist's list; the controllers narrow it).
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    { .all }
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Returns false: the URL is not opened.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    { false }
    /// Returns false.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        false
    }
    /// Returns false.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder)
        -> Bool
    { false }
}

extension UIApplication {
    /// The keys of the launch-options dictionary, as `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that launched this one.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}

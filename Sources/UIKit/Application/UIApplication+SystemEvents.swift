import Foundation

extension UIApplication {
    /// The keys of the options passed with a URL to open, as `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The property-list annotation the source app attached.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file must be opened in place rather than copied.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
        /// Whether the URL is a universal link only.
        public static let universalLinksOnly = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Posted (by the application) when the app receives a low-memory warning.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a low-memory warning as iOS does: the delegate, then the notification, then
    /// `didReceiveMemoryWarning()` on every view controller in the app's windows (children and
    /// presented controllers included), parents before children.
    package func deliverMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        var seen = Set<ObjectIdentifier>()
        func visit(_ controller: UIViewController?) {
            guard let controller, seen.insert(ObjectIdentifier(controller)).inserted else { return }
            controller.didReceiveMemoryWarning()
            controller.children.forEach(visit)
            visit(controller.presentedViewController)
        }
        windows.forEach { visit($0.rootViewController) }
    }
}

import Foundation

// No other app is installed on this platform, so no URL can be handed to one: `canOpenURL(_:)`
// is false and `open(_:options:completionHandler:)` completes with false, as iOS does for a URL
// no installed app handles. The request is kept for tests and hosts (`openURLRequests`).

extension UIApplication {
    /// The keys of the options for opening a URL in another app, as
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Whether only a universal link's app may open the URL (never a browser).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Whether some installed app can open the URL: none here.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Asks the system to open the URL in the app that handles it; the handler is called on the
    /// main queue with whether it opened (false here: no other app is installed).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openURLRequests.append(url)
        guard let completion else { return }
        loop.schedule(after: 0) { completion(false) }
    }
}

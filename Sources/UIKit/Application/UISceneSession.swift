import Foundation

/// The record of one scene of the app, which outlives the scene's connection, as UIKit's
/// `UISceneSession`.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene the session is for.
    public let role: Role
    /// The configuration the scene was created from.
    public package(set) var configuration: UISceneConfiguration
    /// A unique identifier that stays the same across launches of the scene.
    public let persistentIdentifier: String
    /// The connected scene, or nil while the session has none (weak, as in UIKit).
    public package(set) weak var scene: UIScene?
    /// App data kept with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }

    /// The kinds of scene, as `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main, interactive window scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive scene on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

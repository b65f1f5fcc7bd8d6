import Foundation

/// The launch keys of an iOS app's Info.plist, read with Foundation's property-list parser:
/// the main storyboard and the window scene configuration (delegate class and storyboard).
public struct InfoPlist: Equatable, Sendable {
    /// `UIMainStoryboardFile`.
    public var mainStoryboardName: String?
    /// The first window scene configuration's `UISceneConfigurationName`.
    public var sceneConfigurationName: String?
    /// Its `UISceneDelegateClassName`, without the `$(PRODUCT_MODULE_NAME).` prefix.
    public var sceneDelegateClassName: String?
    /// Its `UISceneStoryboardFile`.
    public var sceneStoryboardName: String?
    /// Whether the plist has a `UIApplicationSceneManifest` with a window scene configuration.
    public var hasSceneManifest: Bool

    /// Reads XML or binary plist data.
    public init(data: Data) throws {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        let root = object as? [String: Any] ?? [:]
        func text(_ value: Any?) -> String? {
            guard let string = value as? String, !string.isEmpty else { return nil }
            return string
        }
        mainStoryboardName = text(root["UIMainStoryboardFile"])
        let manifest = root["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        let first = (roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
        hasSceneManifest = first != nil
        sceneConfigurationName = text(first?["UISceneConfigurationName"])
        sceneDelegateClassName = text(first?["UISceneDelegateClassName"]).map {
            $0.split(separator: ".").last.map(String.init) ?? $0
        }
        sceneStoryboardName = text(first?["UISceneStoryboardFile"])
    }

    /// Whether the plist says anything about launching (the app's own, not a framework's).
    var describesLaunch: Bool { mainStoryboardName != nil || hasSceneManifest }
}

import Foundation

/// What an iOS app's Info.plist says about launching it: the main storyboard of an app without
/// scenes, or the window scene configuration of its `UIApplicationSceneManifest`.
public struct AppInfoPlist: Sendable {
    /// A window scene configuration from the scene manifest.
    public struct SceneConfiguration: Sendable, Equatable {
        /// `UISceneConfigurationName` ("Default Configuration" in Xcode's template).
        public var name: String
        /// `UISceneDelegateClassName` without its `$(PRODUCT_MODULE_NAME).` or module prefix.
        public var delegateClassName: String?
        /// `UISceneStoryboardFile`: the storyboard UIKit makes the scene's window from.
        public var storyboardName: String?
    }

    /// `UIMainStoryboardFile`.
    public var mainStoryboardName: String?
    /// The first `UIWindowSceneSessionRoleApplication` configuration, nil without a manifest.
    public var windowSceneConfiguration: SceneConfiguration?
    /// `UIAppFonts`: the font files, relative to the bundle, that iOS registers at launch.
    public var appFonts: [String] = []

    /// Reads an XML or binary property list.
    public init(contentsOf url: URL) throws {
        try self.init(data: Data(contentsOf: url))
    }

    /// Reads property-list data.
    public init(data: Data) throws {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        self.init(dictionary: object as? [String: Any] ?? [:])
    }

    /// Reads an already parsed dictionary.
    public init(dictionary: [String: Any]) {
        mainStoryboardName = Self.nonEmpty(dictionary["UIMainStoryboardFile"])
        appFonts = (dictionary["UIAppFonts"] as? [Any] ?? []).compactMap(Self.nonEmpty)
        let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        if let first = (roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first {
            windowSceneConfiguration = SceneConfiguration(
                name: Self.nonEmpty(first["UISceneConfigurationName"]) ?? "Default Configuration",
                delegateClassName: Self.nonEmpty(first["UISceneDelegateClassName"]).map(Self.unqualified),
                storyboardName: Self.nonEmpty(first["UISceneStoryboardFile"]))
        }
    }

    /// `$(PRODUCT_MODULE_NAME).SceneDelegate` or `MyApp.SceneDelegate` -> `SceneDelegate`.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private static func nonEmpty(_ value: Any?) -> String? {
        guard let text = value as? String, !text.isEmpty else { return nil }
        return text
    }
}

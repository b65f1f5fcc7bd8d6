import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Launching from an Info.plist: UIKit makes the window from the named storyboard before the
/// delegates run, as on iOS.
@MainActor
@Suite struct AppLauncherTests {
    /// A scene delegate that only looks at the window UIKit gave it.
    final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var rootWhenConnecting: UIViewController?
        var windowWasKeyWhenConnecting = false
        var windowSceneWhenConnecting: UIWindowScene?
        var rootViewLoadedWhenConnecting: Bool?

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            rootWhenConnecting = window?.rootViewController
            windowWasKeyWhenConnecting = window?.isKeyWindow ?? false
            windowSceneWhenConnecting = window?.windowScene
            rootViewLoadedWhenConnecting = window?.rootViewController?.isViewLoaded
        }
    }

    /// An app delegate without scenes that looks at its window in will-finish-launching.
    final class MainStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var rootWhenLaunching: UIViewController?
        var rootViewLoadedWhenFinishing: Bool?

        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            rootWhenLaunching = window?.rootViewController
            return true
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            rootViewLoadedWhenFinishing = window?.rootViewController?.isViewLoaded
            return true
        }
    }

    private static let sceneManifest: [String: Any] = [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).StoryboardSceneDelegate",
                        "UISceneStoryboardFile": "Main",
                    ]
                ]
            ],
        ]
    ]

    @Test func sceneStoryboardWindowIsTheRootBeforeWillConnect() {
        let sceneDelegate = StoryboardSceneDelegate()
        let device = AppLauncher.launch(
            info: AppInfoPlist(dictionary: Self.sceneManifest), bundle: .module,
            appDelegate: MainStoryboardAppDelegate(), sceneDelegate: { sceneDelegate })
        let navigation = sceneDelegate.rootWhenConnecting as? UINavigationController
        #expect(navigation?.topViewController is SBHomeViewController)
        #expect(sceneDelegate.windowSceneWhenConnecting != nil)
        #expect(sceneDelegate.rootViewLoadedWhenConnecting == false)
        #expect(sceneDelegate.window?.rootViewController?.viewIfLoaded?.window === sceneDelegate.window)
        // Shown only once the delegate returns, as UIKit does.
        #expect(!sceneDelegate.windowWasKeyWhenConnecting)
        #expect(sceneDelegate.window?.isKeyWindow == true)
        #expect(device.window === sceneDelegate.window)
    }

    @Test func mainStoryboardWindowIsSetBeforeWillFinishLaunching() {
        let appDelegate = MainStoryboardAppDelegate()
        let device = AppLauncher.launch(
            info: AppInfoPlist(dictionary: ["UIMainStoryboardFile": "Main"]), bundle: .module,
            appDelegate: appDelegate)
        #expect(appDelegate.rootWhenLaunching is UINavigationController)
        // The root's view loads when the window is shown, after the delegate has handed the
        // root what its viewDidLoad needs (as Xcode's templates do), not when UIKit sets it.
        #expect(appDelegate.rootViewLoadedWhenFinishing == false)
        #expect(appDelegate.window?.rootViewController?.viewIfLoaded?.window === appDelegate.window)
        #expect(appDelegate.window?.isKeyWindow == true)
        #expect(device.window === appDelegate.window)
    }

    @Test func sceneManifestWinsOverTheMainStoryboard() {
        var info = AppInfoPlist(dictionary: Self.sceneManifest)
        info.mainStoryboardName = "Profile"
        let sceneDelegate = StoryboardSceneDelegate()
        let appDelegate = MainStoryboardAppDelegate()
        let device = AppLauncher.launch(
            info: info, bundle: .module, appDelegate: appDelegate, sceneDelegate: { sceneDelegate })
        #expect(appDelegate.window == nil)
        #expect(sceneDelegate.window?.rootViewController is UINavigationController)
        #expect(device.window === sceneDelegate.window)
    }

    @Test func infoPlistXMLGivesTheSceneDelegateWithoutItsModule() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIMainStoryboardFile</key><string>Main</string>
            <key>UIApplicationSceneManifest</key><dict>
            <key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneConfigurationName</key><string>Default Configuration</string>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            <key>UISceneStoryboardFile</key><string>Main</string>
            </dict></array></dict></dict>
            </dict></plist>
            """
        let info = try AppInfoPlist(data: Data(xml.utf8))
        #expect(info.mainStoryboardName == "Main")
        let configuration = info.windowSceneConfiguration
        #expect(configuration?.name == "Default Configuration")
        #expect(configuration?.delegateClassName == "SceneDelegate")
        #expect(configuration?.storyboardName == "Main")
    }
}

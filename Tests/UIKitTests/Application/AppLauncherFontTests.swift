import Foundation
import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// Fonts an app ships and lists under `UIAppFonts`: iOS registers them before the app delegate
/// runs, and apps force-unwrap `UIFont(name:size:)` for them in their first screen.
@MainActor
@Suite struct AppLauncherFontTests {
    final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

    @Test func fontsTheInfoPlistListsAreRegisteredAtLaunch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppFonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = SyntheticFont.bytes(
            family: "Launch Sans", fullName: "Launch Sans Light", postScriptName: "LaunchSans-Light")
        try bytes.write(to: folder.appendingPathComponent("LaunchSans-Light.otf"))
        let bundle = try #require(Bundle(path: folder.path))
        let info = AppInfoPlist(dictionary: ["UIAppFonts": ["LaunchSans-Light.otf", "Missing.ttf"]])
        #expect(info.appFonts == ["LaunchSans-Light.otf", "Missing.ttf"])
        #expect(UIFont(name: "LaunchSans-Light", size: 12) == nil)
        let device = AppLauncher.launch(info: info, bundle: bundle, appDelegate: PlainAppDelegate())
        #expect(UIFont(name: "LaunchSans-Light", size: 40)?.pointSize == 40)
        _ = device
    }
}

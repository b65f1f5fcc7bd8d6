import Foundation
import Testing

@testable import UIKitPorting

/// The Info.plist a packaged app carries is the one Xcode would build: its `$(NAME)` references
/// replaced by the app target's build settings, so `Bundle.main` answers as on iOS.
@Suite struct AppPackagerInfoPlistTests {
    /// A project with an app target "Tip Calc" whose Release and Debug configurations differ,
    /// over project-level settings.
    private static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tPR /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; developmentRegion = fr; targets = ( T1 ); };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = ( PD /* Debug */, PR2 /* Release */, ); defaultConfigurationName = Release; };
        \t\tPD /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { CURRENT_PROJECT_VERSION = 7; }; name = Debug; };
        \t\tPR2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\t\tCURRENT_PROJECT_VERSION = 42;
        \t\t\t\t"OTHER_FLAGS[sdk=iphoneos*]" = "-x";
        \t\t\t}; name = Release; };
        \t\tT1 /* Tip Calc */ = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = ( ); name = "Tip Calc"; productType = "com.apple.product-type.application"; };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = ( TD /* Debug */, TR /* Release */, ); defaultConfigurationName = Release; };
        \t\tTD /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "Tip Calc/Info.plist"; MARKETING_VERSION = 0.9; }; name = Debug; };
        \t\tTR /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\t\tINFOPLIST_FILE = "Tip Calc/Info.plist";
        \t\t\t\tMARKETING_VERSION = 2.1;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "org.example.${PRODUCT_NAME:rfc1034identifier}";
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = ( "$(inherited)", RELEASE, );
        \t\t\t}; name = Release; };
        \t};
        }
        """

    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>
        <key>CFBundleExecutable</key><string>${EXECUTABLE_NAME}</string>
        <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
        <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>
        <key>CFBundleVersion</key><string>$(CURRENT_PROJECT_VERSION)</string>
        <key>Module</key><string>$(PRODUCT_MODULE_NAME)</string>
        <key>Unknown</key><array><string>[$(NOT_A_SETTING)]</string></array>
        <key>UIMainStoryboardFile</key><string>Main</string>
        </dict></plist>
        """

    /// Packages an app folder `Tip Calc` beside `Tip Calc.xcodeproj` and returns its packaged plist.
    private func packagedInfo(project: String, infoPlist: String?) throws -> (AppPackager.Result, [String: Any]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InfoPlistTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Tip Calc")
        let projectFolder = folder.appendingPathComponent("Tip Calc.xcodeproj")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
        try project.write(
            to: projectFolder.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        try "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n".write(
            to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        if let infoPlist {
            try infoPlist.write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        }
        let output = folder.appendingPathComponent("Package")
        let result = try AppPackager.package(
            app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
        let packaged = output.appendingPathComponent("Sources/Tip_Calc/Resources/Info-iOS.plist")
        let object = try PropertyListSerialization.propertyList(from: Data(contentsOf: packaged), format: nil)
        return (result, object as? [String: Any] ?? [:])
    }

    @Test func theInfoPlistIsPackagedWithTheAppTargetsReleaseSettingsExpanded() throws {
        let (result, info) = try packagedInfo(project: Self.project, infoPlist: Self.infoPlist)
        #expect(info["CFBundleShortVersionString"] as? String == "2.1")
        #expect(info["CFBundleVersion"] as? String == "42")
        #expect(info["CFBundleName"] as? String == "Tip Calc")
        #expect(info["CFBundleExecutable"] as? String == "Tip Calc")
        #expect(info["CFBundleIdentifier"] as? String == "org.example.Tip-Calc")
        #expect(info["Module"] as? String == "Tip_Calc")
        #expect(info["CFBundleDevelopmentRegion"] as? String == "fr")
        #expect(info["Unknown"] as? [String] == ["[]"])
        #expect(result.infoPlist?.mainStoryboardName == "Main")
    }

    @Test func aGeneratedInfoPlistCarriesXcodesKeysAndTheInfoPlistKeySettings() throws {
        let generating = Self.project.replacingOccurrences(
            of: "\t\t\t\tMARKETING_VERSION = 2.1;",
            with: "\t\t\t\tMARKETING_VERSION = 2.1;\n\t\t\t\tGENERATE_INFOPLIST_FILE = YES;\n"
                + "\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;\n\t\t\t\tINFOPLIST_KEY_LSRequiresIPhoneOS = YES;")
        let (result, info) = try packagedInfo(project: generating, infoPlist: nil)
        #expect(info["CFBundleShortVersionString"] as? String == "2.1")
        #expect(info["CFBundleIdentifier"] as? String == "org.example.Tip-Calc")
        #expect(info["LSRequiresIPhoneOS"] as? Bool == true)
        #expect(result.infoPlist?.mainStoryboardName == "Main")
        #expect(result.resources.contains("Info-iOS.plist"))
    }

    @Test func theLauncherProvidesTheMainBundlesInfoBeforeAnythingReadsTheBundle() throws {
        let main = PackageTemplate.main(target: "Tip_Calc", appDelegate: "AppDelegate", sceneDelegate: nil)
        let provide = try #require(main.range(of: #"AppLauncher.provideMainBundleInfo(target: "Tip_Calc")"#))
        let module = try #require(main.range(of: "AppLauncher.info(in: .module)"))
        #expect(provide.lowerBound < module.lowerBound)
    }

    @Test func buildSettingsExpandTheirOwnReferencesAndModifiers() {
        let settings = ["A": "$(B:lower)-${C}", "B": "XY", "C": "$(inherited)", "D": "9 lives"]
        #expect(XcodeBuildSettings.expand("$(A)/$(D:c99extidentifier)/$5", in: settings) == "xy-/_9_lives/$5")
    }
}

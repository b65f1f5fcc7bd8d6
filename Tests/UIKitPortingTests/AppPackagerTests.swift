import Foundation
import Testing

@testable import UIKitPorting

/// `uikit-port <app> --package <dir>` on a tiny app folder made by the test.
@Suite struct AppPackagerTests {
    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIApplicationSceneManifest</key><dict>
        <key>UIApplicationSupportsMultipleScenes</key><false/>
        <key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneConfigurationName</key><string>Default Configuration</string>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        <key>UISceneStoryboardFile</key><string>Main</string>
        </dict></array></dict></dict>
        </dict></plist>
        """

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc1">
        <scenes><scene sceneID="s1"><objects>
        <viewController id="vc1" customClass="ViewController" customModule="Tiny_App" customModuleProvider="target" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    /// Writes the app folder: sources, Info.plist, a storyboard, an asset catalog and tests.
    private func makeApp(in folder: URL, mainSwift: Bool = false) throws -> URL {
        let app = folder.appendingPathComponent("Tiny App")
        func write(_ relative: String, _ text: String) throws {
            let url = app.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        if mainSwift {
            try write(
                "main.swift",
                "import UIKit\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(TinyDelegate.self))\n"
            )
            try write("TinyDelegate.swift", "import UIKit\nclass TinyDelegate: UIResponder, UIApplicationDelegate {}\n")
        } else {
            try write(
                "AppDelegate.swift",
                "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        }
        try write(
            "SceneDelegate.swift",
            "import UIKit\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n")
        try write(
            "ViewController.swift",
            "import UIKit\nclass ViewController: UIViewController {\n    @IBOutlet weak var label: UILabel!\n}\n")
        try write("Info.plist", Self.infoPlist)
        try write("Base.lproj/Main.storyboard", Self.storyboard)
        try write("Assets.xcassets/Contents.json", "{}")
        try write(
            "Assets.xcassets/Star.imageset/Contents.json",
            #"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"star-big.png","scale":"2x"},{"idiom":"universal","filename":"star-huge.png","scale":"3x"}]}"#
        )
        try write("Assets.xcassets/Star.imageset/star-big.png", "png")
        try write("Assets.xcassets/Star.imageset/star-huge.png", "png")
        try write("Assets.xcassets/Tint.colorset/Contents.json", "{}")
        try write("Tiny AppTests/TinyTests.swift", "import XCTest\n")
        return app
    }

    private func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppPackagerTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func packageHasOneExecutableTargetNamedAfterTheStoryboardModule() throws {
        try withFolder { folder in
            let app = try makeApp(in: folder)
            let output = folder.appendingPathComponent("Package")
            let result = try AppPackager.package(
                app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
            #expect(result.targetName == "Tiny_App")
            let manifest = try read(output.appendingPathComponent("Package.swift"))
            #expect(manifest.contains(#".package(path: "/src/OpenUIKit")"#))
            #expect(manifest.contains(#".executableTarget("#))
            #expect(manifest.contains(#"name: "Tiny_App""#))
            #expect(manifest.contains(#".product(name: "UIKitLive", package: "OpenUIKit")"#))
            #expect(manifest.contains(#"resources: [.process("Resources")]"#))
            #expect(manifest.contains(#".plugin(name: "IBConnections", package: "OpenUIKit")"#))
            #expect(manifest.contains(".swiftLanguageMode(.v5)"))
        }
    }

    @Test func standInFrameworksTheAppImportsBecomeDependencies() throws {
        try withFolder { folder in
            let app = try makeApp(in: folder)
            try "import UIKit\nimport WebKit\n@preconcurrency import MessageUI\nclass Page: UIViewController {}\n"
                .write(
                    to: app.appendingPathComponent("Page.swift"), atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("Package")
            let result = try AppPackager.package(
                app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
            let manifest = try read(output.appendingPathComponent("Package.swift"))
            #expect(manifest.contains(#".product(name: "WebKit", package: "OpenUIKit")"#))
            // The manifest lists them, so the porter's notes asking for the products are left out.
            #expect(result.files.flatMap(\.notes).allSatisfy { !$0.advice.contains("package: \"OpenUIKit\"") })
            #expect(manifest.contains(#".product(name: "MessageUI", package: "OpenUIKit")"#))
            #expect(!manifest.contains(#".product(name: "SafariServices""#))
        }
    }

    @Test func anAppImportingNoStandInDependsOnUIKitAlone() {
        #expect(
            AppSourceScan.standInFrameworks(importedBy: ["import UIKit\n// WebKit is not used\nlet webKitName = 1\n"])
                .isEmpty)
        #expect(
            AppSourceScan.standInFrameworks(importedBy: ["import class SafariServices.SFSafariViewController\n"]) == [
                "SafariServices"
            ])
    }

    @Test func sourcesArePortedResourcesFlattenedAndTestsLeftOut() throws {
        try withFolder { folder in
            let app = try makeApp(in: folder)
            let output = folder.appendingPathComponent("Package")
            _ = try AppPackager.package(app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
            let target = output.appendingPathComponent("Sources/Tiny_App")
            let files = try FileManager.default.subpathsOfDirectory(atPath: target.path).sorted()
            #expect(
                files == [
                    "App", "App/AppDelegate.swift", "App/SceneDelegate.swift", "App/ViewController.swift",
                    "Resources", "Resources/Info-iOS.plist", "Resources/Main.storyboard", "Resources/Star@2x.png",
                    "Resources/Star@3x.png", "Resources/Tint.colorset.json", "main.swift",
                ])
            let delegate = try read(target.appendingPathComponent("App/AppDelegate.swift"))
            #expect(!delegate.contains("\n@UIApplicationMain\n"))
            #expect(delegate.contains("class AppDelegate: UIResponder, UIApplicationDelegate {}"))
            let controller = try read(target.appendingPathComponent("App/ViewController.swift"))
            #expect(controller.contains("    weak var label: UILabel!"))
        }
    }

    @Test func launcherMakesTheDelegatesTheInfoPlistNames() throws {
        try withFolder { folder in
            let app = try makeApp(in: folder)
            let output = folder.appendingPathComponent("Package")
            let result = try AppPackager.package(
                app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
            #expect(result.appDelegateClass == "AppDelegate")
            #expect(result.sceneDelegateClass == "SceneDelegate")
            #expect(result.infoPlist?.sceneStoryboardName == "Main")
            // Colour sets are carried (for `UIColor(named:)`), so no note leaves one out.
            #expect(!result.notes.contains { $0.contains("colorset") })
            let main = try read(output.appendingPathComponent("Sources/Tiny_App/main.swift"))
            #expect(main.contains("import UIKitHost"))
            #expect(main.contains("let info = AppLauncher.info(in: .module)"))
            #expect(
                main.contains(
                    "AppLauncher.launch(info: info, bundle: .module, appDelegate: AppDelegate(), sceneDelegate: { SceneDelegate() })"
                ))
            #expect(main.contains("LiveHost(device: device, options: options).run()"))
            #expect(main.contains("AppLauncher.explore(device, arguments: CommandLine.arguments)"))
        }
    }

    @Test func appMainSwiftIsReplacedAndItsDelegateLaunched() throws {
        try withFolder { folder in
            let app = try makeApp(in: folder, mainSwift: true)
            let output = folder.appendingPathComponent("Package")
            let result = try AppPackager.package(
                app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
            #expect(result.appDelegateClass == "TinyDelegate")
            #expect(result.notes.contains("main.swift: replaced by the generated launcher (main.swift)"))
            let main = try read(output.appendingPathComponent("Sources/Tiny_App/main.swift"))
            #expect(main.contains("appDelegate: TinyDelegate()"))
            #expect(
                !FileManager.default.fileExists(
                    atPath: output.appendingPathComponent("Sources/Tiny_App/App/main.swift").path))
        }
    }

    @Test func entryPointAttributesComeOffOnlyAsWholeWords() {
        #expect(
            AppSourceScan.removingEntryPointAttributes("@main\nclass A {}")
                == "// @main: the package's main.swift launches the app\nclass A {}")
        #expect(AppSourceScan.removingEntryPointAttributes("@main final class A {}") == "final class A {}")
        #expect(AppSourceScan.removingEntryPointAttributes("@mainActorish var x = 0") == "@mainActorish var x = 0")
    }

    @Test func urlLoadingGetsFoundationNetworkingAfterTheImports() {
        let source = "import UIKit\nimport Foundation\n\nlet task = URLSession.shared.dataTask(with: url)\n"
        #expect(
            AppSourceScan.addingNetworkingImport(source)
                == "import UIKit\nimport Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\nlet task = URLSession.shared.dataTask(with: url)\n"
        )
        #expect(AppSourceScan.addingNetworkingImport("import UIKit\nlet x = 1\n") == "import UIKit\nlet x = 1\n")
    }

    @Test func filesTheXcodeProjectDoesNotCompileAreLeftOut() throws {
        try withFolder { folder in
            let app = try makeApp(in: folder)
            try "class ViewController {}\n".write(
                to: app.appendingPathComponent("OldViewController.swift"), atomically: true, encoding: .utf8)
            let project = folder.appendingPathComponent("Tiny App.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            let names = ["AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift"]
            try names.map { "\t\tA1 /* \($0) in Sources */ = {isa = PBXBuildFile; };" }.joined(separator: "\n").write(
                to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("Package")
            let result = try AppPackager.package(
                app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
            #expect(result.files.map(\.file) == names)
            #expect(result.notes.contains("OldViewController.swift: not compiled by the Xcode project; left out"))
        }
    }

    @Test func swiftFilesTheProjectCompilesFromBesideTheAppFolderAreCarriedOver() throws {
        try withFolder { folder in
            let app = try makeApp(in: folder)
            try "let sharedGreeting = \"hi\"\n".write(
                to: folder.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
            let project = folder.appendingPathComponent("Tiny App.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            // A root group holding the app's group and a file the project names as `../Shared.swift`
            // from inside that group, as Xcode writes a file dragged in from beside the folder.
            let pbxproj = """
                // !$*UTF8*$!
                {
                \tobjects = {
                \t\tB1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
                \t\tB2 /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* SceneDelegate.swift */; };
                \t\tB3 /* ViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* ViewController.swift */; };
                \t\tB4 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F4 /* Shared.swift */; };
                \t\tF1 /* AppDelegate.swift */ = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                \t\tF2 /* SceneDelegate.swift */ = {isa = PBXFileReference; path = SceneDelegate.swift; sourceTree = "<group>"; };
                \t\tF3 /* ViewController.swift */ = {isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
                \t\tF4 /* Shared.swift */ = {isa = PBXFileReference; name = Shared.swift; path = ../Shared.swift; sourceTree = "<group>"; };
                \t\tG0 = {
                \t\t\tisa = PBXGroup;
                \t\t\tchildren = (
                \t\t\t\tG1 /* Tiny App */,
                \t\t\t);
                \t\t\tsourceTree = "<group>";
                \t\t};
                \t\tG1 /* Tiny App */ = {
                \t\t\tisa = PBXGroup;
                \t\t\tchildren = (
                \t\t\t\tF1 /* AppDelegate.swift */,
                \t\t\t\tF2 /* SceneDelegate.swift */,
                \t\t\t\tF3 /* ViewController.swift */,
                \t\t\t\tF4 /* Shared.swift */,
                \t\t\t);
                \t\t\tpath = "Tiny App";
                \t\t\tsourceTree = "<group>";
                \t\t};
                \t};
                }
                """
            try pbxproj.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("Package")
            let result = try AppPackager.package(
                app: app, output: output, openUIKit: URL(fileURLWithPath: "/src/OpenUIKit"))
            #expect(result.files.map(\.file).contains("External/Shared.swift"))
            let copied = output.appendingPathComponent("Sources/Tiny_App/App/External/Shared.swift")
            #expect(FileManager.default.fileExists(atPath: copied.path))
        }
    }

    @Test func resourceLookUpsInTheMainBundleReadThePackagesResources() {
        let source = """
            let url = Bundle.main.url(forResource: "artists", withExtension: "json")
            let path = Bundle.main.path(forResource: "notes", ofType: "txt")
            let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString")
            """
        let ported = AppSourceScan.lookingUpResourcesInModuleBundle(source)
        #expect(ported.contains("Bundle.module.url(forResource: \"artists\""))
        #expect(ported.contains("Bundle.module.path(forResource: \"notes\""))
        #expect(ported.contains("Bundle.main.object(forInfoDictionaryKey:"))
    }

    @Test func moduleNameReplacesWhatIsNotAnIdentifier() {
        #expect(AppPackager.moduleName(for: "Custom Transitions") == "Custom_Transitions")
        #expect(AppPackager.moduleName(for: "2048-Game") == "_2048_Game")
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKitHost

/// A packaged app's Info.plist becomes its main bundle's, as on iOS, where apps read
/// `Bundle.main.object(forInfoDictionaryKey:)` and force-cast the answer.
@Suite struct AppLauncherMainBundleTests {
    private static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleShortVersionString</key><string>1.7</string>
        <key>CFBundleIdentifier</key><string>org.example.split</string>
        </dict></plist>
        """

    /// A folder laid out as SwiftPM builds an app: the executable and its resource bundle.
    private func withBuildFolder(_ body: (URL, URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("MainBundle-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("Apps_Split.resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try Self.plist.write(to: resources.appendingPathComponent("Info-iOS.plist"), atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("Split")
        try Data().write(to: executable)
        try body(folder, executable)
    }

    @Test func theExecutablesBundleAnswersWithThePackagedInfoPlist() throws {
        try withBuildFolder { folder, executable in
            #expect(AppLauncher.provideMainBundleInfo(target: "Split", name: "Info-iOS", executable: executable))
            // Foundation makes the main bundle from this folder: a bundle made from it reads the same file.
            let bundle = try #require(Bundle(path: folder.path))
            #expect(bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String == "1.7")
            #expect(bundle.bundleIdentifier == "org.example.split")
        }
    }

    @Test func providingTheInfoPlistAgainLeavesTheFileAsItIs() throws {
        try withBuildFolder { folder, executable in
            let installed = folder.appendingPathComponent("Info.plist")
            #expect(AppLauncher.provideMainBundleInfo(target: "Split", name: "Info-iOS", executable: executable))
            let past = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: installed.path)
            #expect(AppLauncher.provideMainBundleInfo(target: "Split", name: "Info-iOS", executable: executable))
            let attributes = try FileManager.default.attributesOfItem(atPath: installed.path)
            #expect(attributes[.modificationDate] as? Date == past)
        }
    }

    @Test func anotherTargetsResourceBundleIsNotTaken() throws {
        try withBuildFolder { folder, executable in
            #expect(!AppLauncher.provideMainBundleInfo(target: "Other", name: "Info-iOS", executable: executable))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Info.plist").path))
        }
    }
}

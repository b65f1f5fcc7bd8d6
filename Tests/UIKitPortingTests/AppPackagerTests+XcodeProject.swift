import Foundation
import Testing

@testable import UIKitPorting

/// Which Swift files the packager takes from an Xcode project, and the colour sets it carries.
@Suite struct AppPackagerXcodeProjectTests {
    /// An app target and a unit-test target, each with its sources phase, as Xcode writes them.
    private static let projectWithTests = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tB1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.swift */; };
        \t\tB2 /* OrdersTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* OrdersTests.swift */; };
        \t\tF1 /* AppDelegate.swift */ = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tF2 /* OrdersTests.swift */ = {isa = PBXFileReference; path = OrdersTests.swift; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = ( G1 /* Store */, G2 /* StoreTests */, ); sourceTree = "<group>"; };
        \t\tG1 /* Store */ = {isa = PBXGroup; children = ( F1 /* AppDelegate.swift */, ); path = Store; sourceTree = "<group>"; };
        \t\tG2 /* StoreTests */ = {isa = PBXGroup; children = ( F2 /* OrdersTests.swift */, ); path = StoreTests; sourceTree = "<group>"; };
        \t\tP1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( B1 /* AppDelegate.swift in Sources */, ); };
        \t\tP2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( B2 /* OrdersTests.swift in Sources */, ); };
        \t\tT1 /* Store */ = {isa = PBXNativeTarget; buildPhases = ( P1 /* Sources */, ); name = Store; productType = "com.apple.product-type.application"; };
        \t\tT2 /* StoreTests */ = {isa = PBXNativeTarget; buildPhases = ( P2 /* Sources */, ); name = StoreTests; productType = "com.apple.product-type.bundle.unit-test"; };
        \t};
        }
        """

    @Test func onlyTheApplicationTargetsSourcesAreCompiledFiles() {
        let files = XcodeProjectFiles(project: Self.projectWithTests)
        #expect(files.compiledSwiftPaths == ["Store/AppDelegate.swift"])
    }

    @Test func aProjectWithoutTargetsListsEveryBuildFile() {
        let withoutTargets = Self.projectWithTests.split(separator: "\n").filter { !$0.contains("PBXNativeTarget") }
            .joined(separator: "\n")
        #expect(
            XcodeProjectFiles(project: withoutTargets).compiledSwiftPaths == [
                "Store/AppDelegate.swift", "StoreTests/OrdersTests.swift",
            ])
    }

    @Test func colorSetsAreCarriedAsTheirContentsForUIColorNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Colors-\(UUID()).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"colors":[]}"#.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let catalog = try AssetCatalog(folder: folder)
        #expect(catalog.colors.map(\.resourceName) == ["Accent.colorset.json"])
        #expect(catalog.colors.first?.source.lastPathComponent == "Contents.json")
        #expect(catalog.skipped.isEmpty)
    }
}

extension AppPackagerXcodeProjectTests {
    @Test func theApplicationTargetsResourcesAreListedWithTheirPaths() {
        let project = """
            {
            \tobjects = {
            \t\tB1 /* Fira.otf in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* Fira.otf */; };
            \t\tF1 /* Fira.otf */ = {isa = PBXFileReference; path = "../Common/Fonts/Fira.otf"; sourceTree = "<group>"; };
            \t\tG0 = {isa = PBXGroup; children = ( F1 /* Fira.otf */, ); path = App; sourceTree = "<group>"; };
            \t\tP1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = ( B1 /* Fira.otf in Resources */, ); };
            \t\tT1 /* App */ = {isa = PBXNativeTarget; buildPhases = ( P1 /* Resources */, ); productType = "com.apple.product-type.application"; };
            \t};
            }
            """
        let files = XcodeProjectFiles(project: project)
        #expect(files.resourcePaths == ["App/../Common/Fonts/Fira.otf"])
        #expect(files.compiledSwiftPaths.isEmpty)
    }
}

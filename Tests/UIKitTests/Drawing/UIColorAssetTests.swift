import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `UIColor(named:)` reading an asset catalog's colour sets as `uikit-port --package` carries
/// them (`<Name>.colorset.json`).
@MainActor
@Suite struct UIColorAssetTests {
    /// A folder holding one colour set with a light and a dark entry, as Xcode writes them.
    private func bundleWithColorSet() throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("colorsets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let contents = """
            { "colors" : [
                { "idiom" : "universal", "color" : { "color-space" : "srgb",
                  "components" : { "red" : "0x20", "green" : "128", "blue" : "0.500", "alpha" : "1.000" } } },
                { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "red" : "0xE0", "green" : "0xE0", "blue" : "0xE0", "alpha" : "1.000" } } }
              ], "info" : { "author" : "xcode", "version" : 1 } }
            """
        try contents.write(to: folder.appendingPathComponent("Text.colorset.json"), atomically: true, encoding: .utf8)
        return try #require(Bundle(path: folder.path))
    }

    @Test func aColorSetsComponentsAreReadInEveryFormXcodeWrites() throws {
        let color = try #require(UIColor(named: "Text", in: bundleWithColorSet(), compatibleWith: nil))
        let light = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
        #expect(abs(light.r - 32.0 / 255) < 0.001)
        #expect(abs(light.g - 128.0 / 255) < 0.001)
        #expect(abs(light.b - 0.5) < 0.001)
        #expect(light.a == 1)
    }

    @Test func aDarkAppearanceEntryMakesTheColorDynamic() throws {
        let color = try #require(UIColor(named: "Text", in: bundleWithColorSet(), compatibleWith: nil))
        let dark = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba
        #expect(abs(dark.r - 224.0 / 255) < 0.001)
        let fixed = try #require(
            UIColor(
                named: "Text", in: bundleWithColorSet(), compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(abs(fixed.rgba.r - 224.0 / 255) < 0.001)
    }

    @Test func aNameWithNoColorSetIsNil() throws {
        #expect(UIColor(named: "NoSuchColor", in: try bundleWithColorSet(), compatibleWith: nil) == nil)
        #expect(UIColor(named: "NoSuchColor") == nil)
    }
}

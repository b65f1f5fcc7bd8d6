import Foundation
import TestSupport
import Testing

@testable import CoreGraphics

@Suite struct CGFontTests {
    @Test func aFaceReadsItsNamesFromTheNameTable() throws {
        let data = SyntheticFont.bytes(
            family: "Example", fullName: "Example Regular", postScriptName: "Example-Regular")
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName.map { $0 as String } == "Example-Regular")
        #expect(font.fullName.map { $0 as String } == "Example Regular")
        #expect(font.familyName == "Example")
    }

    @Test func bytesThatAreNotAFontMakeNoFace() throws {
        let provider = try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))
        #expect(CGFont(provider) == nil)
        #expect(CGDataProvider(url: URL(fileURLWithPath: "/nonexistent/font.ttf")) == nil)
    }

    @Test func anInstalledTrueTypeFaceReadsItsPostScriptName() throws {
        let url = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let provider = try #require(CGDataProvider(url: url))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName.map { $0 as String } == "DejaVuSans")
    }
}

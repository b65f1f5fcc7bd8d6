import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Font descriptors: traits, sizes, designs and fonts made from them.
@MainActor
@Suite struct UIFontDescriptorTests {
    @Test func systemFontGainsBoldAndItalicTraits() throws {
        let font = UIFont.systemFont(ofSize: 15)
        let descriptor = try #require(font.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 15)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(bold.familyName == font.familyName)
        // The traits given replace the face's: italic alone drops bold.
        let italic = try #require(UIFont.boldSystemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(!italic.symbolicTraits.contains(.traitBold) && italic.symbolicTraits.contains(.traitItalic))
    }

    @Test func droppingBoldReturnsTheRegularFace() throws {
        let bold = UIFont.boldSystemFont(ofSize: 12)
        let plain = try #require(bold.fontDescriptor.withSymbolicTraits([]))
        #expect(!plain.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: plain, size: 20).pointSize == 20)
    }

    @Test func namedFamiliesPickTheirFaceOrNone() throws {
        let descriptor = UIFontDescriptor(name: "DejaVu Sans Mono", size: 11)
        #expect(descriptor.symbolicTraits.contains(.traitMonoSpace))
        let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
        #expect(bold.postscriptName == "DejaVuSansMono-Bold")
        let extraLight = try #require(UIFont(name: "DejaVuSans-ExtraLight", size: 10))
        #expect(
            extraLight.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])?.postscriptName
                == "DejaVuSans-BoldOblique")
    }

    @Test func designsAndAttributesDescribeTheFont() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(body.withSize(30).pointSize == 30)
        let mono = try #require(body.withDesign(.monospaced))
        #expect(mono.symbolicTraits.contains(.traitMonoSpace))
        #expect(body.withDesign(.rounded) != nil)
        #expect(body.fontAttributes[.size] as? CGFloat == 17)
        #expect(UIFontDescriptor(name: "DejaVu Sans", size: 9).withDesign(.serif) == nil)
    }
}

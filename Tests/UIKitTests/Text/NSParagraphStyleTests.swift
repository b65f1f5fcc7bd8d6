import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Paragraph styles, and the label taking font, colour and paragraph style from attributed text.
@MainActor
@Suite(.checksLifetimes) struct NSParagraphStyleTests {
    @Test func mutableCopyOfTheDefaultStyleCanBeChanged() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(style.alignment == .natural && style.lineBreakMode == .byWordWrapping && style.lineSpacing == 0)
        style.lineSpacing = 6
        style.alignment = .center
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        style.lineSpacing = 1
        #expect(frozen.lineSpacing == 6 && frozen.alignment == .center)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.isEqual(frozen.copy()))
    }

    @Test func labelTakesItsStyleFromAttributedText() {
        let device = VirtualDevice()
        let label = UILabel()
        device.window.addSubview(label)
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        style.lineBreakMode = .byTruncatingMiddle
        let font = UIFont.boldSystemFont(ofSize: 20)
        label.attributedText = NSAttributedString(
            string: "Queen of hearts",
            attributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style])
        #expect(label.text == "Queen of hearts")
        #expect(label.font == font)
        #expect(label.textColor == .red)
        #expect(label.textAlignment == .right)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(
            label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle === style)
        label.text = "Jack"
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) == nil)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func lineSpacingAddsToTheHeightOfWrappedLines() {
        let device = VirtualDevice()
        let text = "one two three four five six seven eight nine ten"
        let plain = UILabel(), spaced = UILabel()
        [plain, spaced].forEach {
            $0.numberOfLines = 0
            $0.preferredMaxLayoutWidth = 80
            device.window.addSubview($0)
        }
        plain.text = text
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        spaced.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
        let lines = (plain.intrinsicContentSize.height / plain.font.lineHeight).rounded()
        #expect(lines > 1)
        #expect(spaced.intrinsicContentSize.height >= plain.intrinsicContentSize.height + 10 * (lines - 1) - 1)
    }
}

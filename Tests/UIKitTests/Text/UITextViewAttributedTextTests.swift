import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A read-only text view filled with one styled run, as article screens write it: the run's
/// font, colour and alignment become the view's, and the container's padding can be taken away.
@MainActor
@Suite(.checksLifetimes) struct UITextViewAttributedTextTests {
    private func makeTextView(in device: VirtualDevice) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        device.window.addSubview(textView)
        return textView
    }

    @Test func attributedTextSetsTheTextAndItsStyle() {
        let device = VirtualDevice()
        let textView = makeTextView(in: device)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let font = UIFont.systemFont(ofSize: 20)
        textView.attributedText = NSAttributedString(
            string: "Chapter one",
            attributes: [.font: font, .foregroundColor: UIColor.red, .paragraphStyle: style, .kern: 0.5])
        #expect(textView.text == "Chapter one")
        #expect(textView.font == font)
        #expect(textView.textColor == .red)
        #expect(textView.textAlignment == .center)
        #expect(textView.attributedText.string == "Chapter one")
        #expect(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    }

    @Test func plainTextReadsBackAsAttributedTextInTheViewsFont() {
        let device = VirtualDevice()
        let textView = makeTextView(in: device)
        textView.font = UIFont.systemFont(ofSize: 14)
        textView.text = "Plain"
        #expect(textView.attributedText.string == "Plain")
        #expect(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == textView.font)
    }

    @Test func lineFragmentPaddingOfTheTextContainerMovesTheText() {
        let device = VirtualDevice()
        let textView = makeTextView(in: device)
        textView.textContainerInset = .zero
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainerRect.minX == 5)
        textView.textContainer.lineFragmentPadding = 0
        textView.layoutIfNeeded()
        #expect(textView.textContainerRect.minX == 0)
        #expect(textView.textContainerRect.width == 200)
    }

    @Test func kernIsAnAttributeKeyWithUIKitsName() {
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Logs a text view delegate's calls.
@MainActor
final class TextViewDelegateLog: UITextViewDelegate {
    let log: EventLog
    var allowsBegin = true

    init(_ log: EventLog) { self.log = log }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.record("shouldBegin")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.record("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.record("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.record("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.record("shouldChange \(range.location) '\(text)'")
        return text != "!"
    }
    func textViewDidChange(_ textView: UITextView) { log.record("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.record("didChangeSelection") }
}

/// Text views: multi-line text that wraps, editing by tap with the delegate, typing with line
/// breaks, read-only text views and ending editing.
@MainActor
@Suite(.checksLifetimes) struct UITextViewTests {
    private func makeTextView(in device: VirtualDevice) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 150))
        textView.contentInsetAdjustmentBehavior = .never
        device.window.addSubview(textView)
        return textView
    }

    @Test func longTextWrapsInsideTheContainer() {
        let device = VirtualDevice()
        let textView = makeTextView(in: device)
        textView.text = "short"
        textView.layoutIfNeeded()
        let oneLine = textView.textLabel.frame
        #expect(oneLine.minX == 5 && oneLine.minY == 8)
        #expect(oneLine.width == 190)
        textView.text = String(repeating: "wrapping words ", count: 12)
        textView.layoutIfNeeded()
        #expect(textView.textLabel.frame.height > oneLine.height * 3)
        #expect(textView.contentSize.height == textView.textLabel.frame.maxY + 8)
        textView.text = nil
        #expect(textView.text == "")
    }

    @Test func aTapBeginsEditingAndTypingGoesThroughTheDelegate() {
        let device = VirtualDevice()
        let log = EventLog()
        let textView = makeTextView(in: device)
        let delegate = TextViewDelegateLog(log)
        textView.delegate = delegate
        var notes = 0
        let token = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification, object: textView, queue: nil
        ) { _ in MainActor.assumeIsolated { notes += 1 } }
        defer { NotificationCenter.default.removeObserver(token) }
        device.tap(at: CGPoint(x: 100, y: 250))
        #expect(textView.isFirstResponder)
        #expect(log.entries == ["shouldBegin", "didBegin"])
        log.clear()
        device.typeText("a\nb!")
        #expect(textView.text == "a\nb")
        #expect(
            log.entries == [
                "shouldChange 0 'a'", "didChangeSelection", "didChange", "shouldChange 1 '\n'", "didChangeSelection",
                "didChange", "shouldChange 2 'b'", "didChangeSelection", "didChange", "shouldChange 3 '!'",
            ])
        #expect(notes == 3)
        device.typeReturn()
        #expect(textView.text == "a\nb\n")
        device.typeBackspace()
        #expect(textView.text == "a\nb")
        log.clear()
        textView.endEditing(false)
        #expect(log.entries == ["shouldEnd", "didEnd"])
        #expect(!textView.isFirstResponder)
    }

    @Test func aReadOnlyTextViewDoesNotEdit() {
        let device = VirtualDevice()
        let textView = makeTextView(in: device)
        textView.isEditable = false
        #expect(!textView.canBecomeFirstResponder)
        device.tap(at: CGPoint(x: 100, y: 250))
        #expect(!textView.isFirstResponder)
        #expect(!device.isKeyboardShown)
        textView.isEditable = true
        textView.becomeFirstResponder()
        #expect(device.isKeyboardShown)
        textView.isEditable = false
        #expect(!textView.isFirstResponder)
    }

    @Test func theTextIsDrawnFromTheTopLeft() {
        let device = VirtualDevice()
        device.window.backgroundColor = .systemGray5
        let textView = makeTextView(in: device)
        textView.font = .systemFont(ofSize: 20)
        textView.text = "Hello\nWorld"
        device.runUntilIdle()
        let image = device.screenshot()
        #expect(pixelIs(image.pixel(x: 200, y: 340), 255, 255, 255))
        var dark = 0
        for x in 25..<100 { for y in 208..<260 where image.pixel(x: x, y: y).r < 80 { dark += 1 } }
        #expect(dark > 30)
    }

    @Test func typingPastTheBottomScrollsTheInsertionPointIntoView() {
        let device = VirtualDevice()
        let textView = makeTextView(in: device)
        textView.becomeFirstResponder()
        device.typeText("one\ntwo")
        #expect(textView.contentOffset.y == 0)
        device.typeText(String(repeating: "\nmore", count: 12))
        let caret = textView.caretView.frame
        #expect(textView.contentOffset.y > 0)
        #expect(caret.maxY + 8 == textView.contentOffset.y + 150)
        #expect(textView.contentSize.height == textView.contentOffset.y + 150)
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Logs a text field delegate's calls.
@MainActor
final class FieldDelegateLog: UITextFieldDelegate {
    let log: EventLog
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowedCharacters: CharacterSet?

    init(_ log: EventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.record("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.record("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.record("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.record("didEnd")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.record("shouldChange \(range.location),\(range.length) '\(string)'")
        guard let allowed = allowedCharacters else { return true }
        return string.unicodeScalars.allSatisfy { allowed.contains($0) }
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.record("shouldClear")
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.record("shouldReturn")
        return allowsReturn
    }
}

/// Text fields: text and placeholder, focusing by tap with the delegate, events and
/// notifications in order, typing through the delegate, return, clearing, secure entry,
/// ending editing and what they draw.
@MainActor
@Suite(.checksLifetimes) struct UITextFieldTests {
    private func makeField(in device: VirtualDevice, y: CGFloat = 200) -> UITextField {
        device.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
        field.borderStyle = .roundedRect
        device.window.addSubview(field)
        return field
    }

    private func observe(_ names: [Notification.Name], object: AnyObject, into log: EventLog) -> [NSObjectProtocol] {
        names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
                let posted = note.name.rawValue
                MainActor.assumeIsolated { log.record(posted) }
            }
        }
    }

    @Test func textIsNeverNilAndThePlaceholderShowsWhileEmpty() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        #expect(field.text == "")
        field.placeholder = "Name"
        #expect(!field.placeholderLabel.isHidden)
        field.text = "Ada"
        #expect(field.placeholderLabel.isHidden)
        #expect(field.hasText)
        field.text = nil
        #expect(field.text == "")
        #expect(!field.placeholderLabel.isHidden)
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.intrinsicContentSize.height >= 34)
    }

    @Test func aPickerGivenAsTheInputViewIsKeptAndEditingStillBegins() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        let picker = UIPickerView()
        field.inputView = picker
        field.inputAccessoryView = UIToolbar()
        #expect(field.inputView === picker && field.inputAccessoryView is UIToolbar)
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing)
    }

    @Test func aTapBeginsEditingInUIKitsOrder() {
        let device = VirtualDevice()
        let log = EventLog()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(log)
        field.delegate = delegate
        ControlEventRecorder.record(field, into: log, only: ["editingDidBegin", "editingDidEnd"])
        let tokens = observe([UITextField.textDidBeginEditingNotification], object: field, into: log)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        device.tap(at: CGPoint(x: 100, y: 217))
        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        #expect(
            log.entries == ["shouldBegin", "didBegin", "editingDidBegin", "UITextFieldTextDidBeginEditingNotification"])
        // A second tap changes nothing.
        log.clear()
        device.tap(at: CGPoint(x: 100, y: 217))
        #expect(log.entries.isEmpty)
    }

    @Test func aDelegateCanRefuseToBeginOrEnd() {
        let device = VirtualDevice()
        let log = EventLog()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(log)
        field.delegate = delegate
        delegate.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        delegate.allowsBegin = true
        #expect(field.becomeFirstResponder())
        delegate.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        #expect(!device.window.endEditing(false))
        #expect(field.isEditing)
        // Forcing does not ask.
        log.clear()
        #expect(device.window.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(log.entries == ["didEnd"])
    }

    @Test func typingAsksTheDelegateAndAnnouncesEachChange() {
        let device = VirtualDevice()
        let log = EventLog()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(log)
        field.delegate = delegate
        field.becomeFirstResponder()
        ControlEventRecorder.record(field, into: log, only: ["editingChanged"])
        let tokens = observe([UITextField.textDidChangeNotification], object: field, into: log)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        log.clear()
        device.typeText("hi")
        #expect(field.text == "hi")
        #expect(
            log.entries == [
                "shouldChange 0,0 'h'", "editingChanged", "UITextFieldTextDidChangeNotification",
                "shouldChange 1,0 'i'", "editingChanged", "UITextFieldTextDidChangeNotification",
            ])
        log.clear()
        device.typeBackspace()
        #expect(field.text == "h")
        #expect(log.entries.first == "shouldChange 1,1 ''")
    }

    @Test func aDelegateCanRejectCharacters() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(EventLog())
        delegate.allowedCharacters = .decimalDigits
        field.delegate = delegate
        field.becomeFirstResponder()
        device.typeText("a1b2")
        #expect(field.text == "12")
    }

    @Test func backspaceRemovesAWholeCharacter() {
        let device = VirtualDevice()
        let log = EventLog()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(log)
        field.delegate = delegate
        field.text = "ok👍"
        field.becomeFirstResponder()
        log.clear()
        device.typeBackspace()
        #expect(field.text == "ok")
        // The emoji is two UTF-16 units.
        #expect(log.entries == ["shouldChange 2,2 ''"])
    }

    @Test func returnEndsEditingOnlyWhenSomethingListensForDidEndOnExit() {
        let device = VirtualDevice()
        let log = EventLog()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(log)
        field.delegate = delegate
        field.becomeFirstResponder()
        log.clear()
        device.typeReturn()
        #expect(log.entries == ["shouldReturn"])
        #expect(field.isFirstResponder)
        #expect(field.text == "")
        ControlEventRecorder.record(field, into: log, only: ["editingDidEndOnExit", "editingDidEnd"])
        log.clear()
        device.typeReturn()
        #expect(log.entries == ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd"])
        #expect(!field.isFirstResponder)
        // A delegate that refuses return keeps editing.
        field.becomeFirstResponder()
        delegate.allowsReturn = false
        log.clear()
        device.typeText("\n")
        #expect(log.entries == ["shouldReturn"])
        #expect(field.isFirstResponder)
    }

    @Test func movingToAnotherFieldEndsTheFirstThenBeginsTheSecond() {
        let device = VirtualDevice()
        let log = EventLog()
        let first = makeField(in: device, y: 200)
        let second = makeField(in: device, y: 300)
        ControlEventRecorder.record(first, into: log, only: ["editingDidBegin", "editingDidEnd"])
        second.addAction(UIAction { _ in log.record("second began") }, for: .editingDidBegin)
        device.tap(at: CGPoint(x: 100, y: 217))
        device.tap(at: CGPoint(x: 100, y: 317))
        #expect(second.isFirstResponder)
        #expect(!first.isEditing)
        #expect(log.entries == ["editingDidBegin", "editingDidEnd", "second began"])
        device.typeText("x")
        #expect(second.text == "x")
        #expect(first.text == "")
    }

    @Test func theClearButtonEmptiesTheField() {
        let device = VirtualDevice()
        let log = EventLog()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(log)
        field.delegate = delegate
        field.text = "something"
        field.clearButtonMode = .whileEditing
        field.layoutIfNeeded()
        #expect(field.clearButtonView.isHidden)
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(!field.clearButtonView.isHidden)
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button.maxX == 293)
        log.clear()
        device.tap(at: CGPoint(x: 20 + button.midX, y: 200 + button.midY))
        #expect(field.text == "")
        #expect(log.entries == ["shouldClear"])
    }

    @Test func secureEntryDrawsDots() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        device.typeText("pass")
        #expect(field.text == "pass")
        #expect(field.textLabel.text == "••••")
    }

    @Test func theFieldDrawsItsTextPlaceholderAndCaret() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        device.window.backgroundColor = .systemGray5
        field.placeholder = "Email"
        device.runUntilIdle()
        func count(_ image: CGImage, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
            var n = 0
            for x in 21..<140 { for y in 202..<232 where test(image.pixel(x: x, y: y)) { n += 1 } }
            return n
        }
        var image = device.screenshot()
        // The white rounded field on the grey window, the placeholder in light grey.
        #expect(pixelIs(image.pixel(x: 300, y: 205), 255, 255, 255))
        #expect(pixelIs(image.pixel(x: 10, y: 205), 229, 229, 234))
        #expect(count(image) { $0.r < 230 && $0.r > 120 } > 10)
        #expect(count(image) { $0.r < 60 } == 0)
        field.becomeFirstResponder()
        device.typeText("hello")
        device.runUntilIdle()
        image = device.screenshot()
        #expect(count(image) { $0.r < 60 && $0.g < 60 } > 20)
        // The caret after the text, in the tint.
        let caret = field.caretView.frame
        #expect(!field.caretView.isHidden)
        #expect(caret.minX > 7 + 20)
        #expect(pixelIs(image.pixel(x: Int((20 + caret.minX).rounded(.up)), y: 217), 0, 122, 255, tolerance: 20))
    }

    @Test func leftAndRightViewsShowByTheirModesAndNarrowTheText() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let unit = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 34))
        field.leftView = icon
        field.rightView = unit
        field.layoutIfNeeded()
        #expect(icon.superview === field)
        #expect(icon.isHidden && unit.isHidden)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 286, height: 34))
        field.leftViewMode = .always
        field.rightViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(!icon.isHidden && unit.isHidden)
        #expect(icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 263, height: 34))
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(!unit.isHidden)
        #expect(unit.frame == CGRect(x: 260, y: 0, width: 40, height: 34))
        #expect(field.textLabel.frame == CGRect(x: 30, y: 0, width: 230, height: 34))
        field.leftView = nil
        #expect(icon.superview == nil)
    }

    @Test func inputTraitsAreKeptAndTheVirtualKeyboardTypesExactly() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.textContentType == nil)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.autocapitalizationType = .allCharacters
        field.autocorrectionType = .no
        field.becomeFirstResponder()
        device.typeText("ada@example.com")
        #expect(field.text == "ada@example.com")
        #expect(field.textContentType?.rawValue == "email")
    }

    @Test func aDelegateWithOnlyThePlainDidEndHearsIt() {
        final class PlainDelegate: UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let device = VirtualDevice()
        let field = makeField(in: device)
        let delegate = PlainDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(delegate.ended == 1)
    }
}

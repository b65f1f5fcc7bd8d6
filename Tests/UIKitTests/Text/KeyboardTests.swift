import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The software keyboard: it shows while a text input is first responder, posts UIKit's
/// notifications with the frames, duration and curve, slides on the clock, is drawn as a grey
/// panel, stays up between text inputs, and moves the keyboard layout guide.
@MainActor
@Suite(.checksLifetimes) struct KeyboardTests {
    static let names: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    /// Records keyboard notifications of `device`'s screen: name and user info.
    @MainActor final class Recorder {
        var entries: [String] = []
        var infos: [[AnyHashable: Any]] = []
        var tokens: [NSObjectProtocol] = []

        init(_ device: VirtualDevice) {
            let screen = device.perform { UIScreen.main }
            for name in KeyboardTests.names {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: screen, queue: nil) {
                        [unowned self] note in
                        let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                            .replacingOccurrences(of: "Notification", with: "")
                        // The keyboard posts on the main actor; the user info never leaves it.
                        nonisolated(unsafe) let info = note.userInfo ?? [:]
                        MainActor.assumeIsolated {
                            self.entries.append(short)
                            self.infos.append(info)
                        }
                    })
            }
        }

        func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    private func makeField(in device: VirtualDevice, y: CGFloat = 200) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
        device.window.addSubview(field)
        return field
    }

    @Test func focusingATextFieldShowsTheKeyboardWithUIKitsNotifications() throws {
        let device = VirtualDevice()
        let field = makeField(in: device)
        let recorder = Recorder(device)
        defer { recorder.stop() }
        #expect(!device.isKeyboardShown)
        device.tap(at: CGPoint(x: 100, y: 217))
        #expect(device.isKeyboardShown)
        #expect(recorder.entries == ["WillChangeFrame", "WillShow"])
        let info = recorder.infos[1]
        let begin = try #require(info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue).cgRectValue
        let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue).cgRectValue
        #expect(begin == CGRect(x: 0, y: 844, width: 390, height: 291))
        #expect(end == CGRect(x: 0, y: 553, width: 390, height: 291))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        device.advance(by: 0.2)
        #expect(recorder.entries.count == 2)
        device.advance(by: 0.1)
        #expect(recorder.entries == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(device.keyboardFrame == end)

        recorder.entries = []
        recorder.infos = []
        field.resignFirstResponder()
        #expect(!device.isKeyboardShown)
        device.runUntilIdle()
        #expect(recorder.entries == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        let hide = recorder.infos[1]
        #expect((hide[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == end)
        #expect((hide[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == begin)
    }

    @Test func theKeyboardStaysUpWhileFocusMovesBetweenTextInputs() {
        let device = VirtualDevice()
        let first = makeField(in: device, y: 100)
        let second = makeField(in: device, y: 160)
        let recorder = Recorder(device)
        defer { recorder.stop() }
        first.becomeFirstResponder()
        device.runUntilIdle()
        second.becomeFirstResponder()
        device.runUntilIdle()
        #expect(device.isKeyboardShown)
        #expect(recorder.entries == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        // A responder that takes no text puts the keyboard away.
        let plain = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        device.window.addSubview(plain)
        #expect(plain.becomeFirstResponder())
        #expect(!device.isKeyboardShown)
    }

    @Test func theKeyboardIsAGreyPanelThatSlidesUpOnTheClock() {
        let device = VirtualDevice()
        device.window.backgroundColor = .white
        let field = makeField(in: device)
        device.runUntilIdle()
        #expect(pixelIs(device.screenshot().pixel(x: 195, y: 800), 255, 255, 255))
        field.becomeFirstResponder()
        device.advance(by: 0.1)
        var image = device.screenshot()
        // Partway: the bottom is covered, the keyboard's final top edge not yet.
        #expect(pixelIs(image.pixel(x: 195, y: 840), 209, 211, 217))
        #expect(pixelIs(image.pixel(x: 195, y: 556), 255, 255, 255))
        device.runUntilIdle()
        image = device.screenshot()
        #expect(pixelIs(image.pixel(x: 195, y: 556), 209, 211, 217))
        #expect(pixelIs(image.pixel(x: 195, y: 550), 255, 255, 255))
        field.resignFirstResponder()
        device.runUntilIdle()
        #expect(pixelIs(device.screenshot().pixel(x: 195, y: 800), 255, 255, 255))
    }

    @Test func typingWithNothingFocusedDoesNothing() {
        let device = VirtualDevice()
        let field = makeField(in: device)
        device.typeText("lost")
        #expect(field.text == "")
        #expect(!device.isKeyboardShown)
    }

    @Test func theKeyboardLayoutGuideFollowsTheKeyboard() {
        let device = VirtualDevice()
        let root = device.window
        let field = makeField(in: device)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        let safeBottom = 844 - root.safeAreaInsets.bottom
        #expect(bar.frame.maxY == safeBottom)
        #expect(root.keyboardLayoutGuide.layoutFrame.minY == safeBottom)
        #expect(root.layoutGuides.contains { $0 === root.keyboardLayoutGuide })
        field.becomeFirstResponder()
        root.layoutIfNeeded()
        #expect(bar.frame.maxY == 553)
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 553, width: 390, height: 291))
        // The bar rides up with the keyboard.
        device.runUntilIdle()
        field.resignFirstResponder()
        device.advance(by: 0.1)
        let y = bar.layer.presentation()?.frame.maxY ?? 0
        #expect(y > 553 && y < safeBottom)
        device.runUntilIdle()
        #expect(bar.frame.maxY == safeBottom)
    }

    @Test func aSheetRisesToRestOnTheKeyboard() throws {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let form = UIViewController()
        let sheet = try #require(form.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        root.present(form, animated: true)
        device.runUntilIdle()
        let resting = form.view.frame
        #expect(resting.maxY == 844)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        form.view.addSubview(field)
        field.becomeFirstResponder()
        device.advance(by: 0.1)
        let moving = try #require(form.view.layer.presentation()).frame.maxY
        #expect(moving < 844 && moving > 553)
        device.runUntilIdle()
        #expect(form.view.frame == resting.offsetBy(dx: 0, dy: -291))
        // At the large detent the sheet is already as high as it goes.
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        device.runUntilIdle()
        #expect(form.view.frame.minY == sheet.topGap)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        device.runUntilIdle()
        field.resignFirstResponder()
        device.runUntilIdle()
        #expect(form.view.frame == resting)
        root.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func removingTheEditingFieldEndsEditingAndHidesTheKeyboard() {
        let device = VirtualDevice()
        let log = EventLog()
        let field = makeField(in: device)
        let delegate = FieldDelegateLog(log)
        delegate.allowsEnd = false
        field.delegate = delegate
        field.becomeFirstResponder()
        device.runUntilIdle()
        log.clear()
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(log.entries == ["didEnd"])
        #expect(!device.isKeyboardShown)
    }

    @Test func anyKeyInputResponderGetsTheKeyboardAndTyping() {
        let device = VirtualDevice()
        let pad = KeyPadView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        device.window.addSubview(pad)
        #expect(pad.becomeFirstResponder())
        #expect(device.isKeyboardShown)
        device.typeText("ab\n")
        device.typeBackspace()
        #expect(pad.typed == ["a", "b", "\n", "⌫"])
        #expect(pad.resignFirstResponder())
        #expect(!device.isKeyboardShown)
    }

    @Test func aRotationMovesTheKeyboardToTheNewScreen() throws {
        let device = VirtualDevice()
        device.window.rootViewController = UIViewController()
        let field = makeField(in: device)
        field.becomeFirstResponder()
        device.runUntilIdle()
        let recorder = Recorder(device)
        defer { recorder.stop() }
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(device.keyboardFrame == CGRect(x: 0, y: 181, width: 844, height: 209))
        #expect(recorder.entries == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let begin = try #require(recorder.infos.first?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
        #expect(begin.cgRectValue == CGRect(x: 0, y: 553, width: 390, height: 291))
        field.resignFirstResponder()
        device.runUntilIdle()
        #expect(device.keyboardFrame == CGRect(x: 0, y: 390, width: 844, height: 209))
    }

    @Test func touchesOnTheKeyboardDoNotReachTheApp() {
        let device = VirtualDevice()
        var taps = 0
        let button = UIButton(
            frame: CGRect(x: 0, y: 600, width: 390, height: 100), primaryAction: UIAction { _ in taps += 1 })
        device.window.addSubview(button)
        let field = makeField(in: device)
        device.tap(at: CGPoint(x: 195, y: 650))
        #expect(taps == 1)
        field.becomeFirstResponder()
        device.runUntilIdle()
        device.tap(at: CGPoint(x: 195, y: 650))
        #expect(taps == 1)
        #expect(field.isFirstResponder)
        field.resignFirstResponder()
        device.runUntilIdle()
        device.tap(at: CGPoint(x: 195, y: 650))
        #expect(taps == 2)
    }

    @Test func aFormInASheetTakesTypingAndItsButtonRidesOnTheKeyboard() throws {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let form = UIViewController()
        form.sheetPresentationController?.detents = [.large()]
        let name = UITextField(frame: CGRect(x: 16, y: 40, width: 300, height: 34))
        name.borderStyle = .roundedRect
        let agree = UISwitch(frame: CGRect(x: 16, y: 90, width: 0, height: 0))
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.translatesAutoresizingMaskIntoConstraints = false
        var saved: [String] = []
        save.addAction(
            UIAction { [unowned name, unowned agree] _ in saved.append("\(name.text ?? "") \(agree.isOn)") },
            for: .touchUpInside)
        for view in [name, agree, save] { form.view.addSubview(view) }
        NSLayoutConstraint.activate([
            save.centerXAnchor.constraint(equalTo: form.view.centerXAnchor),
            save.bottomAnchor.constraint(equalTo: form.view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        root.present(form, animated: false)
        device.runUntilIdle()
        let sheetTop = form.view.frame.minY
        let restingSave = form.view.convert(save.bounds, from: save).maxY
        #expect(restingSave > 700 - sheetTop)
        device.tap(at: CGPoint(x: 100, y: sheetTop + 57))
        #expect(name.isFirstResponder)
        device.runUntilIdle()
        device.typeText("Ada")
        device.tap(at: CGPoint(x: 40, y: sheetTop + 105))
        #expect(agree.isOn)
        // The switch takes no text: the field stays first responder while it is toggled.
        #expect(name.isFirstResponder)
        // The button sits 8 points above the keyboard, in screen coordinates.
        let saveOnScreen = save.convert(save.bounds, to: nil)
        #expect(abs(saveOnScreen.maxY - (553 - 8)) < 0.001)
        device.tap(at: CGPoint(x: saveOnScreen.midX, y: saveOnScreen.midY))
        #expect(saved == ["Ada true"])
        form.view.endEditing(true)
        device.runUntilIdle()
        #expect(!device.isKeyboardShown)
        #expect(abs(save.convert(save.bounds, to: nil).maxY - (restingSave + sheetTop)) < 0.001)
        root.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func dismissingAControllerEndsItsEditingAsTheDismissalStarts() {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let form = UIViewController()
        let field = UITextField(frame: CGRect(x: 16, y: 40, width: 300, height: 34))
        form.view.addSubview(field)
        root.present(form, animated: false)
        device.runUntilIdle()
        field.becomeFirstResponder()
        device.runUntilIdle()
        let recorder = Recorder(device)
        defer { recorder.stop() }
        root.dismiss(animated: true)
        #expect(!field.isEditing)
        #expect(!device.isKeyboardShown)
        #expect(recorder.entries == ["WillChangeFrame", "WillHide"])
        device.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }
}

/// A view that may be first responder but takes no text.
final class FirstResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A custom view that takes typing, as apps write with `UIKeyInput`.
final class KeyPadView: UIView, UIKeyInput {
    var typed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed.append(text) }
    func deleteBackward() { typed.append("⌫") }
}

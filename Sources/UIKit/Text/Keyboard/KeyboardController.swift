@_spi(Testing) import QuartzCore

/// One world's software keyboard: shown while a text input (`UIKeyInput`) is first responder
/// of a visible window, hidden otherwise.
///
/// Each change posts UIKit's will-notifications, slides the keyboard panel (a grey view in
/// screen coordinates that the host draws above the windows) over 0.25 s with UIKit's keyboard
/// curve, moves keyboard layout guides in the same animation, and posts the did-notifications
/// when it lands. The keyboard is 291 points high in portrait, the height of iOS 17's English
/// keyboard without the predictive bar on a 390 x 844 point iPhone (the home-indicator strip
/// included), and 209 points in landscape.
@preconcurrency @MainActor
package final class KeyboardController {
    static let portraitHeight: CGFloat = 291
    static let landscapeHeight: CGFloat = 209
    /// The duration UIKit reports for keyboard animations.
    static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit reports: 7, its private keyboard curve.
    static let animationCurve = 7
    /// A cubic Bézier close to UIKit's keyboard curve (fast start, long gentle landing).
    static let timingFunction = CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)

    unowned let application: UIApplication
    /// Whether the keyboard is (or is moving to be) on screen.
    package private(set) var isShown = false
    /// The keyboard's frame in screen coordinates, where it is going.
    package private(set) var frame: CGRect
    /// The grey panel the host composites above the windows.
    package let panel: UIView
    /// Above zero while one responder hands first-responder status to another, so the
    /// keyboard does not hide between them.
    var handOffDepth = 0
    private var generation = 0
    private var guides: [WeakKeyboardGuide] = []

    init(application: UIApplication) {
        self.application = application
        let panel = application.loop.perform { UIView() }
        panel.backgroundColor = UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
        panel.isHidden = true
        self.panel = panel
        frame = .zero
        frame = hiddenFrame
        panel.frame = frame
    }

    /// The keyboard's height on this screen in its current orientation.
    var height: CGFloat {
        let size = application.screen.bounds.size
        return size.height >= size.width ? KeyboardController.portraitHeight : KeyboardController.landscapeHeight
    }

    private var shownFrame: CGRect {
        let screen = application.screen.bounds
        return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    private var hiddenFrame: CGRect {
        let screen = application.screen.bounds
        return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: height)
    }

    /// The text input that wants the keyboard: the first responder of a visible window, if
    /// it takes typing.
    package var activeInput: UIKeyInput? {
        for window in application.windowList where !window.isHidden {
            if let input = window.currentFirstResponder as? UIKeyInput { return input }
        }
        return nil
    }

    /// Shows or hides the keyboard after first responders changed.
    func textInputDidChange() {
        guard handOffDepth == 0 else { return }
        let wanted = activeInput != nil
        guard wanted != isShown else { return }
        move(shown: wanted)
    }

    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakKeyboardGuide(guide: guide))
    }

    /// The screen turned: a keyboard that is up takes its new place (announced as showing
    /// again, as UIKit does on rotation); one that is down waits below the new screen.
    func screenDidChangeSize() {
        guard isShown else {
            frame = hiddenFrame
            UIView.performWithoutAnimation { panel.frame = frame }
            return
        }
        guard frame != shownFrame else { return }
        move(shown: true)
    }

    private func move(shown: Bool) {
        let begin = frame
        let end = shown ? shownFrame : hiddenFrame
        let screen = application.screen
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: KeyboardController.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: KeyboardController.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: info)
        center.post(
            name: shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
            object: screen, userInfo: info)
        isShown = shown
        frame = end
        generation += 1
        let current = generation
        panel.isHidden = false
        application.loop.perform {
            UIViewAnimationContext.run(
                duration: KeyboardController.animationDuration, delay: 0, options: [.beginFromCurrentState],
                pacing: .curve(KeyboardController.timingFunction), tracker: nil
            ) {
                panel.frame = end
                layoutGuides()
                layoutSheets()
            }
        }
        _ = application.loop.schedule(after: KeyboardController.animationDuration) { [weak self] in
            guard let self, self.generation == current else { return }
            if !shown { self.panel.isHidden = true }
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: info)
            center.post(
                name: shown ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                object: screen, userInfo: info)
        }
    }

    /// Moves the views constrained to keyboard guides (inside the keyboard's animation).
    private func layoutGuides() {
        guides.removeAll { $0.guide?.owningView == nil }
        let views = guides.compactMap { $0.guide?.owningView }
        for view in views { view.noteLayoutInputsChanged() }
        for view in views where view.window != nil { view.window?.layoutIfNeeded() }
    }

    /// Puts the keyboard away at once, without notifications (the world is going away).
    func reset() {
        generation += 1
        isShown = false
        frame = hiddenFrame
        panel.isHidden = true
        guides = []
    }
}

private struct WeakKeyboardGuide {
    weak var guide: UIKeyboardLayoutGuide?
}

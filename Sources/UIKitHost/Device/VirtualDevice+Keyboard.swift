@_spi(Testing) import QuartzCore

/// The software keyboard, as a user types on it: keys go to the first responder that takes
/// text (`UIKeyInput`), through its delegate and events exactly as typing would.
extension VirtualDevice {
    /// Types `text` key by key into the first responder; a newline presses return.
    public func typeText(_ text: String) {
        enter()
        for character in text {
            guard let input = application.keyboard.activeInput else { break }
            // A text field takes a typed newline as the return key.
            input.insertText(String(character))
            loop.drainTurns()
        }
    }

    /// Presses the return key: a text field asks its delegate and may end editing; a text view
    /// gets a line break.
    public func typeReturn() {
        enter()
        application.keyboard.activeInput?.insertText("\n")
        loop.drainTurns()
    }

    /// Presses the delete key: the character before the insertion point goes.
    public func typeBackspace() {
        enter()
        application.keyboard.activeInput?.deleteBackward()
        loop.drainTurns()
    }

    /// Whether the keyboard is on screen or on its way there.
    public var isKeyboardShown: Bool {
        enter()
        return application.keyboard.isShown
    }

    /// The keyboard's frame in screen coordinates once it lands (below the screen when hidden).
    public var keyboardFrame: CGRect {
        enter()
        return application.keyboard.frame
    }

    /// Whether a finger coming down at `point` (screen coordinates) lands on the keyboard.
    func keyboardTakesTouch(at point: CGPoint) -> Bool {
        let keyboard = application.keyboard
        return keyboard.isShown && keyboard.frame.contains(point)
    }

    /// The keyboard panel's layer, drawn above the windows while it is on screen.
    var keyboardLayers: [CALayer] {
        let panel = application.keyboard.panel
        return panel.isHidden ? [] : [panel.layer]
    }

}

extension UITextField {
    // MARK: Typing

    /// Inserts typed text at the end, if the delegate agrees; a newline is the return key.
    public func insertText(_ text: String) {
        guard isEditingStorage else { return }
        if text == "\n" {
            pressReturn()
            return
        }
        // A field holds one line: line breaks typed or pasted become spaces.
        let typed = text.replacingOccurrences(of: "\n", with: " ")
        let range = NSRange(location: (textStorage as NSString).length, length: 0)
        replace(range, with: typed)
    }

    /// Deletes the last character, if the delegate agrees.
    public func deleteBackward() {
        guard isEditingStorage, let range = lastCharacterRange(of: textStorage) else { return }
        replace(range, with: "")
    }

    /// Asks the delegate, then changes the text and announces it: `.editingChanged`,
    /// `textDidChangeNotification`, then `textFieldDidChangeSelection`.
    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return
        }
        textStorage = (textStorage as NSString).replacingCharacters(in: range, with: string)
        updateContent()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The return key: when `textFieldShouldReturn` agrees the field sends
    /// `.editingDidEndOnExit`, and if anything listens for that event the field resigns (the
    /// way UIKit dismisses the keyboard for a "Did End On Exit" action).
    func pressReturn() {
        guard isEditingStorage, delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listens = actionEntries.contains { $0.events.contains(.editingDidEndOnExit) }
        sendActions(for: .editingDidEndOnExit)
        if listens && isFirstResponder { resignFirstResponder() }
    }

    /// Clears the text when the delegate's `textFieldShouldClear` agrees (the clear button).
    func clearByButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        guard hasText else { return }
        textStorage = ""
        updateContent()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: Appearance

    /// Pushes the text, placeholder and styling into the subviews.
    func updateContent() {
        let shown = isSecureTextEntry ? String(repeating: UITextField.secureDot, count: textStorage.count) : textStorage
        textLabel.text = shown
        textLabel.font = fontStorage
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        placeholderLabel.text = placeholder
        placeholderLabel.font = fontStorage
        placeholderLabel.textAlignment = textAlignment
        placeholderLabel.isHidden = hasText
        caretView.backgroundColor = tintColor
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func updateBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            layer.cornerRadius = 0
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            // The light grey hairline and white fill of iOS's rounded-rectangle field.
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray4.cgColor
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
        updateContent()
    }

    // MARK: Overlay views

    /// Whether an overlay view shows now, by its mode and whether the field is editing.
    func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditingStorage
        case .unlessEditing: return !isEditingStorage
        }
    }

    /// An overlay view's size: its frame's, else what it says fits.
    func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        return view.frame.size == .zero ? view.sizeThatFits(.zero) : view.bounds.size
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }
}

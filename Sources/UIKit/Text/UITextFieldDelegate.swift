/// The object a text field asks about editing and tells about its progress, as UIKit's
/// `UITextFieldDelegate`. Every method is optional (the extension supplies UIKit's defaults).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (true by default).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended for `reason`; by default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may be replaced by `string` (true by default).
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The selection (here always the insertion point at the end) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (true by default).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field handles the return key (true by default).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does for delegates without this method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows the change.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Allows clearing.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Handles the return key.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

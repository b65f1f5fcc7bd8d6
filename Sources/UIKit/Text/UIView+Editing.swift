/// UIKit's own text inputs: `endEditing(true)` can make them resign without asking their
/// delegate, and they move the keyboard themselves once their editing began or ended.
@MainActor
protocol ForceEndableInput: UIResponder {
    var isForcedToEnd: Bool { get set }
}

extension UITextField: ForceEndableInput {}
extension UITextView: ForceEndableInput {}

extension UIView {
    /// Makes the first responder resign when it is this view or inside it; with `force` the
    /// text input's delegate is not asked. Returns whether no first responder is left here.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder as? UIView,
            responder === self || responder.isDescendant(of: self)
        else { return true }
        let forced = responder as? ForceEndableInput
        if force { forced?.isForcedToEnd = true }
        defer { if force { forced?.isForcedToEnd = false } }
        return responder.resignFirstResponder()
    }
}

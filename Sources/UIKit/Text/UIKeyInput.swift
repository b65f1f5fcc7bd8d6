/// A responder that takes typed text, as UIKit's `UIKeyInput`: the keyboard shows while one
/// is first responder, and typing arrives through these methods.
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// Returns the UTF-16 range of the last character of `text`, the one a backspace removes.
func lastCharacterRange(of text: String) -> NSRange? {
    guard let last = text.last else { return nil }
    let length = (text as NSString).length
    let lastLength = String(last).utf16.count
    return NSRange(location: length - lastLength, length: lastLength)
}

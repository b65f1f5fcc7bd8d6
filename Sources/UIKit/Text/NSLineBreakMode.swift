/// How text that does not fit wraps or is cut, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (breaking a word only when it is wider than a line).
    case byWordWrapping = 0
    /// Wraps between any two characters.
    case byCharWrapping = 1
    /// Cuts lines off at the edge.
    case byClipping = 2
    /// Replaces the start of the last line with an ellipsis.
    case byTruncatingHead = 3
    /// Replaces the end of the last line with an ellipsis.
    case byTruncatingTail = 4
    /// Replaces the middle of the last line with an ellipsis.
    case byTruncatingMiddle = 5
}

/// How lines of text line up horizontally, as UIKit's `NSTextAlignment` (iOS raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width, except the last line of a paragraph.
    case justified = 3
    /// The writing direction's default (left here, where text is left-to-right).
    case natural = 4

    /// The alignment code a `CGTextRun` takes, with `natural` resolved for left-to-right text.
    var textRunAlignment: Int {
        self == .natural ? NSTextAlignment.left.rawValue : rawValue
    }
}

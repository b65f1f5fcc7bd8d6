import Foundation

extension NSAttributedString.Key {
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The text's font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's layout (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline under the text (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The line through the text (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The link the text leads to (a `URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The space added between characters, in points (an `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
}

/// How an underline or strikethrough is drawn: a line style with an optional pattern, as
/// `NSUnderlineStyle` (the attributes keep it; labels do not draw lines yet).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not under the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

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
    /// The extra points between characters (a number); kept, not drawn (Documentation/Deviations.md).
    public static let kern = NSAttributedString.Key("NSKern")
}

import Foundation

/// The layout of a paragraph of text (alignment, line breaking and spacing), as UIKit's
/// `NSParagraphStyle`; attach it with `NSAttributedString.Key.paragraphStyle`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
    }
    var values = Values()

    /// Creates the default style.
    public override init() { super.init() }

    /// The default style: natural alignment, word wrapping, no extra spacing.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines line up horizontally.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines wrap and how text that does not fit is cut.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra points between the lines of a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra points after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra points before the paragraph.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of the first line.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the lines after the first.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent (negative: from the trailing margin).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The smallest line height (0: no minimum).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height (0: no maximum).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The factor applied to the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// How eagerly words are hyphenated (0...1).
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// Returns an immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// Returns a mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.values == values }

    /// A hash agreeing with `isEqual(_:)`.
    open override var hash: Int { Int(values.lineSpacing * 64) ^ values.alignment.rawValue }
}

/// A paragraph style whose values can be changed, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines line up horizontally.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// How lines wrap and how text that does not fit is cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// Extra points between the lines of a paragraph.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = max(0, newValue) }
    }
    /// Extra points after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    /// Extra points before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    /// The indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    /// The indent of the lines after the first.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    /// The trailing indent (negative: from the trailing margin).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// The smallest line height (0: no minimum).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    /// The largest line height (0: no maximum).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    /// The factor applied to the natural line height (0: none).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    /// How eagerly words are hyphenated (0...1).
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
}

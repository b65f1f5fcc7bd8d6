import Foundation

/// How `boundingRect(with:options:attributes:context:)` lays text out, as UIKit's
/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lays the text out in lines within the size's width (without it: one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading between lines.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses the glyphs' image bounds instead of their typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates and adds an ellipsis to the last line that fits.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra settings and results of string drawing, as UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale factor the text may shrink to (not applied here).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale factor the last drawing used.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds the last measurement produced.
    open internal(set) var totalBounds: CGRect = .zero
}

extension String {
    /// The rectangle the string takes with `attributes` (font and paragraph style) laid out in
    /// `size`, measured as the renderer lays text out: wrapped at the width with
    /// `.usesLineFragmentOrigin`, on one line without it.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
        var run = font.textRun(self, color: UIColor.black.cgColor, rect: .zero, numberOfLines: 0, lineBreakMode: 0)
        run.lineSpacing = paragraph?.lineSpacing ?? 0
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width < .greatestFiniteMagnitude
        var measured = TextMeasurement.measure(run, width: wraps ? size.width : nil).size
        if options.contains(.usesLineFragmentOrigin), size.height > 0 {
            measured.height = min(measured.height, size.height)
        }
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }

    /// The size of the string drawn on one line with `attributes`.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), options: [],
            attributes: attributes, context: nil
        ).size
    }
}

extension NSString {
    /// The rectangle the string takes with `attributes` laid out in `size` (see `String`'s).
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size of the string drawn on one line with `attributes`.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The rectangle the attributed string takes laid out in `size`, measured with its first
    /// character's attributes (font and paragraph style; runs of other fonts are not measured
    /// apart here).
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        return string.boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// The size of the attributed string drawn on one line.
    @preconcurrency @MainActor
    public func size() -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), context: nil
        )
        .size
    }
}

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// Text is measured and drawn with Pango through QuartzCore (`TextMeasurement`), in the DejaVu
/// face standing in for the label's font, so sizes follow DejaVu's metrics. Sizes are rounded
/// up to whole pixels of the display scale, as UIKit does.
@preconcurrency @MainActor
open class UILabel: UIView {
    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The text shown; nil or empty shows nothing.
    open var text: String? {
        didSet {
            if attributedTextStorage?.string != text { attributedTextStorage = nil }
            textDidChange()
        }
    }

    /// The font of the text (17 pt system font by default; nil restores it).
    open var font: UIFont! {
        get { fontStorage }
        set {
            appearanceDidSet(\UILabel.font, newValue)
            fontStorage = newValue ?? UILabel.defaultFont
            textDidChange()
        }
    }

    /// Whether the font follows the content size category (stored: text styles here keep their
    /// default size, so there is nothing to follow yet).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { unimplemented(#function) } }
    }

    /// The colour of the text (`.label` by default; nil restores it).
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            appearanceDidSet(\UILabel.textColor, newValue)
            textColorStorage = newValue ?? .label
            setNeedsDisplay()
        }
    }

    /// How lines line up horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            measurements.removeAll()
            setNeedsDisplay()
        }
    }

    /// The most lines to show; 0 for as many as the text needs.
    open var numberOfLines: Int = 1 {
        didSet { textDidChange() }
    }

    /// How lines wrap and how text that does not fit is cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// The width the intrinsic height was last measured at (automatic preferred width).
    private var measuredWidth: CGFloat = 0
    /// The last few sizes the text was measured at: a self-sizing cell's labels are asked at
    /// the same widths many times in one pass (fitting, then layout), and shaping the text
    /// with Pango is most of a layout's cost. Forgotten whenever the text or how it is set
    /// changes.
    private var measurements: [(width: CGFloat?, lines: Int, scale: CGFloat, size: CGSize)] = []

    /// The width at which multi-line text wraps for `intrinsicContentSize`; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } }
    }

    /// The colour of the text while highlighted (nil: the normal text colour).
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label draws in its highlighted colour.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the shadow drawn under the text, offset by `shadowOffset` (nil: none).
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// How far the text's shadow is drawn from the text, in points (UIKit's default is one
    /// point up).
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label is enabled (the text is drawn the same either way here).
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// Whether the font shrinks to fit the width (not built yet: the font is never shrunk).
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth { unimplemented(#function) } }
    }

    /// The smallest scale the font may shrink to when adjusting to fit.
    open var minimumScaleFactor: CGFloat = 0

    /// Whether letters may be tightened before truncating (letters are never tightened here).
    open var allowsDefaultTighteningForTruncation = false

    /// The text as an attributed string. The first character's font, colour and paragraph
    /// style (alignment, line break mode, line spacing) become the label's, as UIKit does for
    /// uniform text; runs with other attributes are drawn in those too.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? text.map { NSAttributedString(string: $0) } }
        set { applyAttributedText(newValue) }
    }

    private var attributedTextStorage: NSAttributedString?
    /// The paragraph style's extra points between lines.
    private var lineSpacing: CGFloat = 0 {
        didSet { if lineSpacing != oldValue { textDidChange() } }
    }

    private func applyAttributedText(_ string: NSAttributedString?) {
        lineSpacing = 0
        if let string, string.length > 0 {
            var range = NSRange(location: 0, length: 0)
            let attributes = string.attributes(at: 0, effectiveRange: &range)
            if range.length < string.length { unimplemented("UILabel.attributedText with several runs") }
            if let font = attributes[.font] as? UIFont { fontStorage = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColorStorage = color }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = style.alignment
                lineBreakMode = style.lineBreakMode
                lineSpacing = style.lineSpacing
            }
        }
        text = string?.string
        attributedTextStorage = string
    }

    private var fontStorage: UIFont = UILabel.defaultFont
    private var textColorStorage: UIColor = .label

    /// Creates a label with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    /// Creates a label from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
    }

    private func configureDefaults() {
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    private func textDidChange() {
        measurements.removeAll()
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Sizing

    /// The size of the text on one line or, when the label shows several lines, wrapped at
    /// `preferredMaxLayoutWidth` (when 0, at the width Auto Layout last gave the label, as
    /// UIKit's automatic preferred width does); zero when there is no text.
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines != 1 else { return textSize(width: nil, lines: 1) }
        if preferredMaxLayoutWidth > 0 { return textSize(width: preferredMaxLayoutWidth, lines: numberOfLines) }
        let laidOut = translatesAutoresizingMaskIntoConstraints ? 0 : bounds.width
        return textSize(width: laidOut > 0 ? laidOut : nil, lines: numberOfLines)
    }

    /// A multi-line label given a new width by Auto Layout re-measures its height at that
    /// width: the engine then runs a second round in the same layout pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints,
            width != measuredWidth
        else { return }
        measuredWidth = width
        invalidateIntrinsicContentSize()
    }

    /// The size the text needs: multi-line labels wrap at `size.width`, single-line labels
    /// take the whole line's width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines != 1 && size.width > 0 && size.width.isFinite ? size.width : nil
        return textSize(width: width, lines: numberOfLines)
    }

    /// The rectangle the text takes inside `bounds`, at most `numberOfLines` lines (0: any).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        var size = textSize(width: bounds.width, lines: numberOfLines)
        size.width = min(size.width, bounds.width)
        size.height = min(size.height, bounds.height)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The intrinsic size at a width Auto Layout has just solved for the label, when its
    /// wrapping depends on that width (fitting sizes it before any layout gave it a width);
    /// nil when it does not.
    func intrinsicContentSize(atLayoutWidth width: CGFloat) -> CGSize? {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints, width > 0
        else { return nil }
        return textSize(width: width, lines: numberOfLines)
    }

    private func textSize(width: CGFloat?, lines: Int) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let scale = traitCollection.displayScale
        if let known = measurements.first(where: { $0.width == width && $0.lines == lines && $0.scale == scale }) {
            return known.size
        }
        let run = textRun(text, rect: .zero, lines: lines)
        let measured = TextMeasurement.measure(run, width: width).size
        let size = CGSize(width: roundUpToPixel(measured.width), height: roundUpToPixel(measured.height))
        if measurements.count == 4 { measurements.removeFirst() }
        measurements.append((width, lines, scale, size))
        return size
    }

    private func roundUpToPixel(_ value: CGFloat) -> CGFloat {
        let scale = max(traitCollection.displayScale, 1)
        // The small allowance keeps values that are already on a pixel from growing by one.
        return ((value * scale) - 1e-6).rounded(.up) / scale
    }

    private func textRun(_ string: String, rect: CGRect, lines: Int, color override: UIColor? = nil) -> CGTextRun {
        let color = override ?? (isHighlighted ? highlightedTextColor : nil) ?? textColorStorage
        var run = fontStorage.textRun(
            string, color: color.cgColor, rect: rect, alignment: textAlignment.textRunAlignment,
            numberOfLines: lines, lineBreakMode: lineBreakMode.rawValue)
        run.lineSpacing = lineSpacing
        return run
    }

    // MARK: Drawing

    /// Draws the text.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text centred vertically in `rect`; override to change where it goes.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let textRect = self.textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let top = rect.minY + max(0, (rect.height - textRect.height) / 2)
        let box = CGRect(x: rect.minX, y: top, width: rect.width, height: textRect.height)
        if let shadowColor {
            let shadowBox = box.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
            context.drawText(textRun(text, rect: shadowBox, lines: numberOfLines, color: shadowColor))
        }
        context.drawText(textRun(text, rect: box, lines: numberOfLines))
    }
}

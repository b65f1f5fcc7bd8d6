/// A scrollable view of multi-line, optionally editable text, as UIKit's `UITextView`.
///
/// The text wraps at the view's width inside `textContainerInset` and a 5 point line-fragment
/// padding, as UIKit lays it out. An editable text view becomes first responder when tapped
/// (its delegate agreeing); typing arrives through `UIKeyInput`, where the return key inserts
/// a line break. The insertion point is always at the end (there is no selection here).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted (object: the text view) when editing begins.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when the user changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// UIKit draws a text view without a font in 12 point Helvetica; the system font stands in.
    static let defaultFont = UIFont.systemFont(ofSize: 12)
    /// The region the text lays out in: its line-fragment padding and line limits.
    public let textContainer = NSTextContainer()

    let textLabel = UILabel()
    let caretView = UIView()
    private var textStorage = ""
    private var isEditingStorage = false
    var isForcedToEnd = false

    /// The text shown; setting nil makes it empty, and setting it tells no delegate.
    open var text: String! {
        get { textStorage }
        set {
            textStorage = newValue ?? ""
            updateContent()
        }
    }

    /// The text with its attributes. Setting it takes the first run's font, colour and
    /// paragraph alignment as the view's (the view draws one style, as a label's single run).
    open var attributedText: NSAttributedString! {
        get {
            if let attributedTextStorage, attributedTextStorage.string == textStorage { return attributedTextStorage }
            let attributes: [NSAttributedString.Key: Any] = [
                .font: font ?? UITextView.defaultFont, .foregroundColor: textColor ?? .label,
            ]
            return NSAttributedString(string: textStorage, attributes: attributes)
        }
        set {
            if let string = newValue, string.length > 0 {
                let attributes = string.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
            }
            attributedTextStorage = newValue
            text = newValue?.string
        }
    }
    private var attributedTextStorage: NSAttributedString?

    /// The font of the text (nil: the 12 point default).
    open var font: UIFont? {
        didSet { updateContent() }
    }

    /// The colour of the text (nil: `.label`).
    open var textColor: UIColor? {
        didSet { updateContent() }
    }

    /// How lines line up horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateContent() }
    }

    /// Whether the user can edit the text.
    open var isEditable = true {
        didSet { if !isEditable && isFirstResponder { resignFirstResponder() } }
    }

    /// Whether the user can select the text (kept; there is no selection here).
    open var isSelectable = true
    /// The kinds of data shown as links (kept; text is not scanned here, see Deviations).
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// The space between the view's edges and its text (8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// The object asked about and told of editing (held weakly).
    open weak var delegate: UITextViewDelegate?

    /// The keyboard the text view asks for.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// How typed text is capitalized (the virtual keyboard types what it is given).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typed text is autocorrected (the virtual keyboard never corrects).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether typed text is spell-checked (nothing is checked here).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's appearance (the panel is drawn light).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// What the text view holds, for suggestions.
    open var textContentType: UITextContentType?

    /// Whether there is any text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Creates a text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a text view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        textContainer.textView = self
        backgroundColor = .systemBackground
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.isUserInteractionEnabled = false
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(textLabel)
        addSubview(caretView)
        updateContent()
    }

    // MARK: First responder

    /// A text view leaving its window while editing ends editing, as in UIKit, without asking
    /// its delegate.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard newWindow == nil, isFirstResponder else { return }
        isForcedToEnd = true
        resignFirstResponder()
        isForcedToEnd = false
    }

    /// An editable text view can be first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: `textViewShouldBeginEditing`, then (as first responder)
    /// `textViewDidBeginEditing` and `textDidBeginEditingNotification`; the keyboard shows.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditingStorage = true
        updateContent()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        world.keyboard.textInputDidChange()
        return true
    }

    /// Ends editing unless `textViewShouldEndEditing` refuses: then `textViewDidEndEditing`
    /// and `textDidEndEditingNotification`; the keyboard hides.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingStorage else { return super.resignFirstResponder() }
        if !isForcedToEnd {
            guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        _ = super.resignFirstResponder()
        isEditingStorage = false
        updateContent()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        world.keyboard.textInputDidChange()
        return true
    }

    /// A tap on an editable text view begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEditable, let touch = touches.first, bounds.contains(touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
        becomeFirstResponder()
    }

    // MARK: Typing

    /// Inserts typed text (a newline is a line break) at the end, if the delegate agrees.
    public func insertText(_ text: String) {
        guard isEditingStorage else { return }
        replace(NSRange(location: (textStorage as NSString).length, length: 0), with: text)
    }

    /// Deletes the last character, if the delegate agrees.
    public func deleteBackward() {
        guard isEditingStorage, let range = lastCharacterRange(of: textStorage) else { return }
        replace(range, with: "")
    }

    /// Asks `textView(_:shouldChangeTextIn:replacementText:)`, then changes the text and
    /// tells `textViewDidChangeSelection`, `textViewDidChange` and the notification.
    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        textStorage = (textStorage as NSString).replacingCharacters(in: range, with: string)
        updateContent()
        scrollToInsertionPoint()
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    // MARK: Layout

    /// The rectangle the text wraps in.
    var textContainerRect: CGRect {
        let inset = textContainerInset
        return CGRect(
            x: inset.left + textContainer.lineFragmentPadding, y: inset.top,
            width: max(0, bounds.width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding),
            height: 0)
    }

    /// Wraps the text at the container's width, grows the content to fit, places the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var rect = textContainerRect
        let fitted = textLabel.sizeThatFits(CGSize(width: rect.width, height: .greatestFiniteMagnitude))
        let font = self.font ?? UITextView.defaultFont
        rect.size.height = max(fitted.height, font.lineHeight)
        textLabel.frame = rect
        let lastLine = textStorage.hasSuffix("\n") || textStorage.isEmpty
        // The measured text already includes the empty line a trailing line break opens.
        let caretY = rect.maxY - font.lineHeight
        caretView.frame = CGRect(
            x: lastLine ? rect.minX : rect.minX + min(rect.width, lastLineWidth(font: font)), y: caretY,
            width: 2, height: font.lineHeight)
        caretView.isHidden = !isEditingStorage
        contentSize = CGSize(width: bounds.width, height: rect.maxY + textContainerInset.bottom)
    }

    /// The width of the text's last line when it fits on one line within the container
    /// (wrapped lines put the caret at their start edge, an approximation).
    private func lastLineWidth(font: UIFont) -> CGFloat {
        let last = textStorage.components(separatedBy: "\n").last ?? ""
        let probe = UILabel()
        probe.font = font
        probe.text = last
        return probe.intrinsicContentSize.width
    }

    /// Keeps the insertion point in view as typing grows the text past the bottom edge.
    private func scrollToInsertionPoint() {
        layoutIfNeeded()
        let bottom = caretView.frame.maxY + textContainerInset.bottom
        let visibleBottom = contentOffset.y + bounds.height
        if bottom > visibleBottom { contentOffset = CGPoint(x: contentOffset.x, y: bottom - bounds.height) }
    }

    /// Re-tints the caret.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }

    private func updateContent() {
        textLabel.text = textStorage
        textLabel.font = font ?? UITextView.defaultFont
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        caretView.backgroundColor = tintColor
        setNeedsLayout()
    }

    /// The container's padding or line limits changed: the text is laid out again.
    func textContainerDidChange() {
        updateContent()
    }
}

/// The object a text view asks about editing and tells about its progress, as UIKit's
/// `UITextViewDelegate`. Every method is optional (the extension supplies UIKit's defaults).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (true by default).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (true by default).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16) may be replaced by `text` (true by default).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection (here always the insertion point at the end) changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Allows editing to begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Allows editing to end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows the change.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

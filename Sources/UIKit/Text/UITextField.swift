/// A control showing one line of editable text, as UIKit's `UITextField`.
///
/// A tap makes it first responder (its delegate agreeing), which shows the keyboard; typing
/// arrives through `UIKeyInput` (`insertText(_:)`, `deleteBackward()`), each change asked of
/// the delegate and announced with `.editingChanged` and `textDidChangeNotification`. The
/// insertion point is always at the end of the text (there is no selection here). Secure
/// fields draw one dot per character.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The borders a text field can draw, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay (the clear button) shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended, as `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
    }

    /// Posted (object: the field) when editing begins.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when the user changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// [U] UIKit's default font for a field made in code; 17 points, as the system body text.
    static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// The text's inset from the sides inside a border.
    static let borderTextInset: CGFloat = 7
    static let clearButtonSide: CGFloat = 19
    static let secureDot: Character = "\u{2022}"

    let textLabel = UILabel()
    let placeholderLabel = UILabel()
    let caretView = UIView()
    let clearButtonView = UIView()
    var textStorage = ""
    var isEditingStorage = false
    /// Set while `endEditing(true)` resigns the field: the delegate is not asked.
    var isForcedToEnd = false

    /// The text shown; setting nil makes it empty, and setting it sends no events.
    open var text: String? {
        get { textStorage }
        set {
            textStorage = newValue ?? ""
            updateContent()
        }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        didSet { updateContent() }
    }

    /// The placeholder with attributes: its string becomes `placeholder` and its foreground
    /// colour (of the first character) colours it; other attributes are kept, not drawn.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: placeholderAttributes) } }
        set {
            placeholderAttributes =
                newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
            placeholderLabel.textColor = placeholderAttributes[.foregroundColor] as? UIColor ?? .placeholderText
            placeholder = newValue?.string
        }
    }
    var placeholderAttributes: [NSAttributedString.Key: Any] = [:]

    /// The border drawn around the field.
    open var borderStyle: BorderStyle = .none {
        didSet { updateBorder() }
    }

    /// The font of the text (nil restores the default).
    open var font: UIFont? {
        get { fontStorage }
        set {
            appearanceDidSet(\UITextField.font, newValue)
            fontStorage = newValue ?? UITextField.defaultFont
            updateContent()
        }
    }
    var fontStorage = UITextField.defaultFont

    /// The colour of the text (`.label` by default).
    open var textColor: UIColor? {
        didSet {
            updateContent()
            appearanceDidSet(\UITextField.textColor, textColor)
        }
    }

    /// How the text lines up horizontally.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateContent() }
    }

    /// When the clear button shows (never by default).
    open var clearButtonMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view shown at the leading end (an icon, a label), per `leftViewMode`.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }

    /// When the left view shows (never by default).
    open var leftViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// A view shown at the trailing end, per `rightViewMode`.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }

    /// When the right view shows (never by default).
    open var rightViewMode: ViewMode = .never {
        didSet { setNeedsLayout() }
    }

    /// Whether the text is hidden behind dots.
    open var isSecureTextEntry = false {
        didSet { updateContent() }
    }

    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false

    /// The object asked about and told of editing (held weakly).
    open weak var delegate: UITextFieldDelegate?

    /// The keyboard the field asks for.
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
    /// What the field holds, for suggestions.
    open var textContentType: UITextContentType?
    /// A view shown in place of the keyboard while the field edits (kept; the virtual keyboard
    /// still shows, see Deviations.md).
    open var inputView: UIView?
    /// A view shown above the keyboard while the field edits (kept, not shown).
    open var inputAccessoryView: UIView?

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { isEditingStorage }

    /// Whether there is any text.
    open var hasText: Bool { !textStorage.isEmpty }

    /// Creates a text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a text field from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        contentVerticalAlignment = .center
        for view in [placeholderLabel, textLabel, caretView, clearButtonView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        placeholderLabel.textColor = .placeholderText
        clearButtonView.backgroundColor = .systemGray3
        clearButtonView.layer.cornerRadius = UITextField.clearButtonSide / 2
        updateContent()
    }

    // MARK: Rectangles

    private var horizontalInset: CGFloat { borderStyle == .none ? 0 : UITextField.borderTextInset }

    /// The rectangle of the border (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn when not editing: inside the border's inset, left of the clear
    /// button when it shows.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalInset, dy: 0)
        if shows(leftView, leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= left - rect.minX
            rect.origin.x = left
        }
        if shows(rightView, rightViewMode) { rect.size.width = rightViewRect(forBounds: bounds).minX - rect.minX }
        if showsClearButton { rect.size.width -= UITextField.clearButtonSide + 6 }
        return rect
    }

    /// Where the text is drawn while editing (as when not editing).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn (as the text).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the clear button is: at the trailing end, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = UITextField.clearButtonSide
        // [U] Beside a right view the clear button sits just before it.
        let end =
            shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - horizontalInset
        return CGRect(x: end - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Where the left view goes: at the leading edge, its own size, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes: at the trailing edge, its own size, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(rightView)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether the clear button shows now, by `clearButtonMode` and the text.
    var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditingStorage
        case .unlessEditing: return !isEditingStorage
        }
    }

    /// The text's height plus the border's padding; as wide as the text or placeholder.
    open override var intrinsicContentSize: CGSize {
        let height = fontStorage.lineHeight + (borderStyle == .roundedRect ? 14 : 0)
        let shown = textLabel.intrinsicContentSize.width
        let placeholder = placeholderLabel.intrinsicContentSize.width
        return CGSize(width: ceil(max(shown, placeholder) + 2 * horizontalInset), height: ceil(height))
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the text, placeholder, caret and clear button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rect = isEditingStorage ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        textLabel.frame = rect
        placeholderLabel.frame = placeholderRect(forBounds: bounds)
        clearButtonView.isHidden = !showsClearButton
        clearButtonView.frame = clearButtonRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !shows(leftView, leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightView, rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        let textWidth = min(textLabel.intrinsicContentSize.width, rect.width)
        let lineHeight = fontStorage.lineHeight
        let caretX: CGFloat
        switch textAlignment {
        case .center: caretX = rect.midX + textWidth / 2
        case .right: caretX = rect.maxX
        default: caretX = rect.minX + textWidth
        }
        caretView.frame = CGRect(x: caretX, y: rect.midY - lineHeight / 2, width: 2, height: lineHeight)
        caretView.isHidden = !isEditingStorage
    }

    /// Re-tints the caret.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
    }

    // MARK: First responder

    /// A field leaving its window while editing ends editing, as in UIKit, without asking
    /// its delegate.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard newWindow == nil, isFirstResponder else { return }
        isForcedToEnd = true
        resignFirstResponder()
        isForcedToEnd = false
    }

    /// A field can be first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: the delegate's `textFieldShouldBeginEditing` first, then (as first
    /// responder) `textFieldDidBeginEditing`, `.editingDidBegin` and
    /// `textDidBeginEditingNotification`, and the keyboard shows.
    ///
    /// [U] UIKit does not document the order of the delegate call, the control event and the
    /// notification; this is the order they are commonly observed in.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditingStorage = true
        if clearsOnBeginEditing { textStorage = "" }
        updateContent()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        world.keyboard.textInputDidChange()
        return true
    }

    /// Ends editing unless the delegate's `textFieldShouldEndEditing` refuses: then
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and
    /// `textDidEndEditingNotification`, and the keyboard hides (unless another text input is
    /// taking over).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingStorage else { return super.resignFirstResponder() }
        if !isForcedToEnd {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        _ = super.resignFirstResponder()
        isEditingStorage = false
        updateContent()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        world.keyboard.textInputDidChange()
        return true
    }

    // MARK: Touches

    /// A tap inside the field focuses it; a tap on the clear button clears the text.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        if showsClearButton
            && clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(touch.location(in: self))
        {
            clearByButton()
        }
        if !isFirstResponder { becomeFirstResponder() }
    }
}

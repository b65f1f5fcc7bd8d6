/// A bar with a search field and an optional Cancel button, as UIKit's `UISearchBar`.
///
/// The field is a `UISearchTextField` whose delegate questions go to the bar's delegate:
/// typing (through the keyboard) sends `searchBar(_:textDidChange:)`, the Search key
/// `searchBarSearchButtonClicked(_:)`, and the Cancel button `searchBarCancelButtonClicked(_:)`.
/// Setting `text` in code tells the delegate nothing. Scope buttons are a segmented control
/// below the field, shown while `showsScopeBar` is true.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// How the bar's background is drawn, as `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// Prominent (the system's default).
        case `default` = 0
        /// A filled background behind the field.
        case prominent = 1
        /// No background: the field alone.
        case minimal = 2
    }

    /// The bar's height without a prompt (UIKit's; undocumented).
    static let barHeight: CGFloat = 56
    /// The prompt line's height above the field.
    static let promptHeight: CGFloat = 20
    static let margin: CGFloat = 8
    /// The scope buttons' row below the field (UIKit's; undocumented).
    static let scopeBarHeight: CGFloat = 44

    /// The field the user types in.
    public let searchTextField = UISearchTextField()
    let cancelButton = UIButton(type: .system)
    let promptLabel = UILabel()
    /// The scope buttons, below the field.
    let scopeBar = UISegmentedControl()
    lazy var relay = SearchFieldRelay(searchBar: self)
    /// The search controller that owns the bar, told when editing begins and the text changes.
    weak var searchController: UISearchController?

    /// The object told about editing and the bar's buttons; held weakly.
    open weak var delegate: UISearchBarDelegate?

    /// The field's text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty (nil shows "Search").
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }

    /// A line of text shown above the field.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Whether the Cancel button shows beside the field.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// The titles of the scope buttons (nil or empty: no scope bar to show).
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeBar() }
    }

    /// The selected scope button; setting it tells the delegate nothing.
    open var selectedScopeButtonIndex: Int = 0 {
        didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// Whether the scope buttons show below the field.
    open var showsScopeBar: Bool = false {
        didSet {
            if showsScopeBar != oldValue { updateScopeBarVisibility() }
        }
    }

    /// How the background is drawn.
    open var searchBarStyle: Style = .default {
        didSet {
            applyStyle()
            appearanceDidSet(\UISearchBar.searchBarStyle, searchBarStyle)
        }
    }

    /// The colour of the bar's background (nil: the system background).
    open var barTintColor: UIColor? {
        didSet {
            applyStyle()
            appearanceDidSet(\UISearchBar.barTintColor, barTintColor)
        }
    }

    /// Whether the bar is translucent (kept; the bar is drawn opaque).
    open var isTranslucent = true { didSet { appearanceDidSet(\UISearchBar.isTranslucent, isTranslucent) } }

    /// The keyboard's return key and other traits are the field's.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    /// How the field capitalizes typed text.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a search bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        searchTextField.delegate = relay
        searchTextField.addTarget(self, action: UISearchBar.fieldChanged, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addTarget(self, action: UISearchBar.cancelTapped, for: .touchUpInside)
        promptLabel.isHidden = true
        promptLabel.textAlignment = .center
        promptLabel.font = UIFont.systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        scopeBar.isHidden = true
        scopeBar.addTarget(self, action: UISearchBar.scopeChanged, for: .valueChanged)
        for view in [promptLabel, searchTextField, cancelButton, scopeBar] as [UIView] { addSubview(view) }
        applyStyle()
    }

    /// Shows or hides the Cancel button (fading over 0.25 s when `animated`).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != !cancelButton.isHidden else { return }
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    /// Shows or hides the scope buttons (resizing over 0.25 s when `animated`).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    private func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
        updateScopeBarVisibility()
    }

    /// The scope bar shows when asked to and when it has buttons.
    private func updateScopeBarVisibility() {
        let hidden = !showsScopeBar || (scopeButtonTitles ?? []).isEmpty
        guard hidden != scopeBar.isHidden else { return setNeedsLayout() }
        scopeBar.isHidden = hidden
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func scopeChanged() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
    }

    private func fieldChanged() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    private func applyStyle() {
        switch searchBarStyle {
        case .minimal: backgroundColor = barTintColor
        case .default, .prominent: backgroundColor = barTintColor ?? .systemBackground
        }
    }

    // MARK: Geometry

    /// No intrinsic width; 56 points high, more with a prompt or the scope buttons.
    open override var intrinsicContentSize: CGSize {
        let height =
            Self.barHeight + (prompt == nil ? 0 : Self.promptHeight) + (scopeBar.isHidden ? 0 : Self.scopeBarHeight)
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// The given width and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: intrinsicContentSize.height)
    }

    /// The prompt on top, the field centred below it, the Cancel button after the field.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var area = bounds
        if prompt != nil {
            promptLabel.frame = CGRect(x: area.minX, y: area.minY + 2, width: area.width, height: Self.promptHeight)
            area = area.inset(by: UIEdgeInsets(top: Self.promptHeight, left: 0, bottom: 0, right: 0))
        }
        if !scopeBar.isHidden {
            scopeBar.frame = CGRect(
                x: area.minX + Self.margin, y: area.maxY - Self.scopeBarHeight + 6, width: area.width - 2 * Self.margin,
                height: Self.scopeBarHeight - 12)
            area.size.height -= Self.scopeBarHeight
        }
        var fieldWidth = area.width - 2 * Self.margin
        if !cancelButton.isHidden {
            let width = cancelButton.intrinsicContentSize.width
            fieldWidth -= width + Self.margin
            cancelButton.frame = CGRect(
                x: area.maxX - Self.margin - width, y: area.midY - UISearchTextField.height / 2, width: width,
                height: UISearchTextField.height)
        }
        searchTextField.frame = CGRect(
            x: area.minX + Self.margin, y: area.midY - UISearchTextField.height / 2, width: max(0, fieldWidth),
            height: UISearchTextField.height)
    }

    // MARK: Responding

    /// Makes the field first responder (the bar itself never is).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
}

/// A control that performs an action when tapped, as UIKit's `UIButton`.
///
/// The title is a `UILabel` subview and the image a `UIImageView` subview, laid out side by side
/// (image first) and centred by default. Content comes either from the classic per-state
/// setters (`setTitle(_:for:)`, `setImage(_:for:)`, …) or from a `UIButton.Configuration`.
/// Metrics approximate UIKit's (see Documentation/Deviations.md).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button, as `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No system styling: white title, images shown as they are.
        case custom = 0
        /// The standard button: tinted title and template images.
        case system
        /// A detail-disclosure button.
        case detailDisclosure
        /// An information button on light content.
        case infoLight
        /// An information button on dark content.
        case infoDark
        /// A contact-add button.
        case contactAdd
        /// A plain button without a highlight effect.
        case plain
        /// A close button: an x in a grey circle.
        case close
        /// The former rounded-rectangle button (now the system button).
        public static let roundedRect = ButtonType.system
    }

    /// The kind of button.
    open var buttonType: ButtonType { buttonTypeStorage }
    var buttonTypeStorage: ButtonType = .custom
    var titles = ButtonStateValues<String>()
    var titleColors = ButtonStateValues<UIColor>()
    var images = ButtonStateValues<UIImage>()
    var backgroundImages = ButtonStateValues<UIImage>()
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var backgroundViewStorage: UIView?

    /// The configuration that styles the button; setting one replaces the classic styling.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called when the button's state changes, to update its configuration.
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the configuration follows state changes automatically.
    open var automaticallyUpdatesConfiguration = true

    /// Whether a tap toggles `isSelected` before the primary action.
    open var changesSelectionAsPrimaryAction = false

    /// Creates a custom button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a button of a given type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
        switch buttonType {
        case .close:
            frame.size = CGSize(width: 30, height: 30)
            setImage(UIImage(systemName: "xmark"), for: .normal)
        case .detailDisclosure, .infoLight, .infoDark:
            // Placeholder glyphs stand in for the system's info symbol.
            setImage(UIImage(systemName: "info.circle"), for: .normal)
        case .contactAdd:
            setImage(UIImage(systemName: "plus.circle"), for: .normal)
        default: break
        }
        updateContent()
    }

    /// Creates a button of a given type whose primary action is `primaryAction`, showing its
    /// title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a system button with the given frame whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system)
        self.frame = frame
        adopt(primaryAction)
    }

    /// Creates a system button styled by `configuration`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        // Observers do not run for the initializer's own assignments.
        self.configuration = configuration
        updateContent()
        adopt(primaryAction)
    }

    private func adopt(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if configuration == nil {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
    }

    // MARK: Subviews

    /// The label showing the title (created on first use).
    open var titleLabel: UILabel? {
        if let label = titleLabelStorage { return label }
        let label = makeTitleLabel()
        updateContent()
        return label
    }

    /// The image view showing the image (created on first use).
    open var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = makeImageView()
        updateContent()
        return view
    }

    func makeTitleLabel() -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        titleLabelStorage = label
        addSubview(label)
        return label
    }

    func makeImageView() -> UIImageView {
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        imageViewStorage = view
        if let label = titleLabelStorage { insertSubview(view, belowSubview: label) } else { addSubview(view) }
        return view
    }

    // MARK: Configuration

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        updateContent()
    }

    /// Applies the configuration update handler; the default also restyles the button.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    // MARK: Layout

    /// Margins around the title and image together, replacing the classic padding (ignored
    /// when the button has a configuration, as in UIKit).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// Margins that move the image within the content without changing the button's size.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Margins that move the title within the content without changing the button's size.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The size of the content (title and image) plus the style's padding.
    open override var intrinsicContentSize: CGSize { contentFittingSize() }

    /// The content's size, as `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentFittingSize() }

    /// Places the image and title in the content rectangle by the content alignments.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// Re-tints the title and template images.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    override func controlStateDidChange() {
        if configuration != nil && automaticallyUpdatesConfiguration {
            updateConfiguration()
        }
        updateContent()
    }

    override var primaryActionOnTouchUpInside: Bool { true }

    override func primaryActionWillTrigger() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }
}

/// Values a button keeps per control state, looked up as UIKit does: the exact state, else
/// `.normal`.
struct ButtonStateValues<Value> {
    private var values: [UInt: Value] = [:]

    init() {}

    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }

    func exactValue(for state: UIControl.State) -> Value? { values[state.rawValue] }

    mutating func set(_ value: Value?, for state: UIControl.State) {
        values[state.rawValue] = value
    }
}

/// One row of a table view, as UIKit's `UITableViewCell`: a content view with built-in labels
/// and image laid out by style, an accessory, a selected background and a separator line.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The view to add custom content to; it ends before the accessory.
    public let contentView = UIView()
    /// The layout of the built-in labels.
    public let style: CellStyle
    /// The identifier the cell was created and is reused with.
    public package(set) var reuseIdentifier: String?

    /// The view behind the content (nil: the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// The view drawn behind the content while selected or highlighted (nil: the system grey).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// What a selected cell draws.
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance(animated: false) }
    }
    /// The standard accessory at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { updateAccessory() }
    }
    /// A custom accessory view, used instead of `accessoryType`.
    open var accessoryView: UIView? {
        didSet { updateAccessory() }
    }
    /// The insets of the separator line under the cell (left 20 points by default).
    open var separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0) {
        didSet {
            setNeedsLayout()
            appearanceDidSet(\UITableViewCell.separatorInset, separatorInset)
        }
    }
    /// Whether the cell is selected; setting it does not animate.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is on it); setting it does not animate.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    /// The content configuration; setting one replaces the built-in labels with its view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentConfiguration() }
    }

    private var selectedStorage = false
    private var highlightedStorage = false
    var editingStorage = false
    private var textLabelStorage: UILabel?
    private var detailLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    private var configuredContentView: (any UIView & UIContentView)?
    private let systemSelectedBackground = UIView()
    let separatorView = UIView()
    private var accessoryStorage: UIView?

    /// Whether the table draws a separator under this cell.
    var showsSeparator = true {
        didSet { separatorView.isHidden = !showsSeparator }
    }

    /// Creates a cell of a style; table views call this for registered classes.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// Creates a default-style cell with no reuse identifier (`UITableViewCell()` in a data
    /// source that does not reuse cells).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style =
            StoryboardCoder.attribute("style", of: coder).flatMap {
                [
                    "IBUITableViewCellStyleSubtitle": CellStyle.subtitle, "IBUITableViewCellStyleValue1": .value1,
                    "IBUITableViewCellStyleValue2": .value2,
                ][$0]
            } ?? .default
        reuseIdentifier = StoryboardCoder.attribute("reuseIdentifier", of: coder)
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        systemSelectedBackground.backgroundColor = .systemGray4
        systemSelectedBackground.alpha = 0
        addSubview(systemSelectedBackground)
        contentView.frame = bounds
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
    }

    /// The primary label of the built-in styles.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .preferredFont(forTextStyle: .body)
        if style == .value2 { label.textColor = .tintColor }
        label.textAlignment = style == .value2 ? .right : .natural
        textLabelStorage = label
        contentView.addSubview(label)
        return label
    }

    /// The secondary label (nil for the default style).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailLabelStorage { return detailLabelStorage }
        let label = UILabel()
        switch style {
        case .subtitle: label.font = .preferredFont(forTextStyle: .subheadline)
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
        default: label.font = .systemFont(ofSize: 15)
        }
        detailLabelStorage = label
        contentView.addSubview(label)
        return label
    }

    /// The image before the text.
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        imageViewStorage = view
        contentView.addSubview(view)
        return view
    }

    /// A list content configuration styled like this cell, to fill and set as
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Whether the cell is in editing mode; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (the table does this for its visible cells): a row whose
    /// editing style is `.delete` shows the red delete control at its leading edge.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        updateEditingControls()
    }

    /// The editing control the row shows in editing mode (the table sets it from its data
    /// source's `canEditRowAt` and its delegate's `editingStyleForRowAt`).
    open var editingStyle: EditingStyle { editingStyleStorage }
    var editingStyleStorage = EditingStyle.none
    var deleteControl: TableDeleteControl?
    var deleteButton: UIButton?

    /// Resets the cell before the table hands it out again.
    open func prepareForReuse() {}

    /// Selects or deselects the cell, fading the selected background when animated.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights or unhighlights the cell, as a finger touching it does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateSelectionAppearance(animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var contentWidth = bounds.width
        if let accessory = accessoryStorage {
            let size = accessory.bounds.size == .zero ? CGSize(width: 20, height: 20) : accessory.bounds.size
            accessory.frame = CGRect(
                x: bounds.width - 16 - size.width, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                height: size.height)
            contentWidth = accessory.frame.minX - 4
        }
        contentView.frame = layoutEditingControls(
            content: CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height))
        backgroundView?.frame = bounds
        systemSelectedBackground.frame = bounds
        selectedBackgroundView?.frame = bounds
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        separatorView.frame = CGRect(
            x: separatorInset.left, y: bounds.height - hairline,
            width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: hairline)
        if let configuredContentView {
            configuredContentView.frame = contentView.bounds
        } else {
            ListContentLayout.place(builtInParts, in: contentView.bounds.size)
        }
    }

    /// The height the cell wants at `width`, for rows sized automatically: the built-in
    /// content's height, or what the content view's constraints need, and at least 44 points.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let contentWidth = accessoryStorage == nil ? width : width - 40
        if let configuredContentView {
            return configuredContentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        }
        if textLabelStorage != nil || imageViewStorage?.image != nil {
            return ListContentLayout.height(builtInParts, width: contentWidth)
        }
        guard !contentView.layoutState.constraints.isEmpty else { return ListContentLayout.minimumRowHeight }
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? ceil(fitted.height) : ListContentLayout.minimumRowHeight
    }

    private var builtInParts: ListContentLayout.Parts {
        var parts = ListContentLayout.Parts(
            image: imageViewStorage, text: textLabelStorage, secondary: detailLabelStorage,
            layout: style == .subtitle ? .subtitle : style == .default ? .cell : .value)
        parts.value2 = style == .value2
        return parts
    }

    private func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let view = configuredContentView, type(of: view.configuration) == type(of: configuration) {
            view.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            configuredContentView = view
            contentView.addSubview(view)
        }
        for v in [textLabelStorage, detailLabelStorage, imageViewStorage] as [UIView?] { v?.isHidden = true }
        setNeedsLayout()
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    private func updateSelectionAppearance(animated: Bool) {
        let on = (selectedStorage || highlightedStorage) && selectionStyle != .none
        let background = selectedBackgroundView ?? systemSelectedBackground
        if let custom = selectedBackgroundView, custom.superview !== self {
            insertSubview(custom, belowSubview: contentView)
            custom.frame = bounds
        }
        textLabelStorage?.isHighlighted = on
        detailLabelStorage?.isHighlighted = on
        let change = { background.alpha = on ? 1 : 0 }
        if animated {
            UIView.animate(withDuration: 0.3, animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
    }

    private func updateAccessory() {
        accessoryStorage?.removeFromSuperview()
        accessoryStorage = accessoryView ?? UITableViewCell.makeAccessory(accessoryType)
        if let accessoryStorage { addSubview(accessoryStorage) }
        setNeedsLayout()
    }

    private static func makeAccessory(_ type: AccessoryType) -> UIView? {
        let name: String
        let tint: UIColor
        switch type {
        case .none: return nil
        case .disclosureIndicator: (name, tint) = ("chevron.right", .tertiaryLabel)
        case .checkmark: (name, tint) = ("checkmark", .tintColor)
        case .detailButton, .detailDisclosureButton: (name, tint) = ("info.circle", .tintColor)
        }
        let view = UIImageView(image: UIImage(systemName: name))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.contentMode = .scaleAspectFit
        view.tintColor = tint
        return view
    }
}

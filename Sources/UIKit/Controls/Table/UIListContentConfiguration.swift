/// The content of a list cell, header or footer as a value, as `UIContentConfiguration`.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration adjusted for a state (selection, highlight).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
}

/// The state a configuration is updated for, as `UIConfigurationState`.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view the state belongs to.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for configurations, as `UICellConfigurationState`.
public struct UICellConfigurationState: UIConfigurationState {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Creates a state with traits.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A list row's image, text and secondary text, as `UIListContentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a piece of text is drawn, as `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment, as `TextProperties.TextAlignment`.
        public var alignment: NSTextAlignment = .natural
        /// The most lines; 0 for as many as needed.
        public var numberOfLines = 0
        /// How lines break.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    }

    /// How the image is drawn, as `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        /// The tint of template and symbol images (nil: the view's tint).
        public var tintColor: UIColor?
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
    }

    enum Layout { case cell, subtitle, value }

    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image before the text.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// Space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Space between the image and the text.
    public var imageToTextPadding: CGFloat = 16
    /// Margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    var layout: Layout

    private init(layout: Layout, secondaryFont: UIFont, secondaryColor: UIColor) {
        self.layout = layout
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    }

    /// The look of a default cell: image and one line of text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .cell, secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .label)
    }

    /// Text with smaller secondary text beneath it.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .subtitle, secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .label)
    }

    /// Text with grey secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            layout: .value, secondaryFont: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel)
    }

    /// A list content view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration unchanged (list content does not vary with cell state here).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view that shows a `UIListContentConfiguration`, as `UIListContentView`.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// The configuration shown (a list content configuration).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// Creates a view showing a list content configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(v) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    private func apply() {
        let c = listConfiguration
        style(textLabel, c.text, c.textProperties)
        style(secondaryLabel, c.secondaryText, c.secondaryTextProperties)
        imageView.image = c.image
        imageView.tintColor = c.imageProperties.tintColor
        imageView.isHidden = c.image == nil
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ p: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.font = p.font
        label.textColor = p.color
        label.textAlignment = p.alignment
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.isHidden = text == nil
    }

    private var parts: ListContentLayout.Parts {
        ListContentLayout.Parts(
            image: listConfiguration.image == nil ? nil : imageView, text: textLabel,
            secondary: listConfiguration.secondaryText == nil ? nil : secondaryLabel,
            layout: listConfiguration.layout, margins: listConfiguration.directionalLayoutMargins,
            imagePadding: listConfiguration.imageToTextPadding,
            verticalPadding: listConfiguration.textToSecondaryTextVerticalPadding)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        ListContentLayout.place(parts, in: bounds.size)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: ListContentLayout.height(parts, width: size.width))
    }
}

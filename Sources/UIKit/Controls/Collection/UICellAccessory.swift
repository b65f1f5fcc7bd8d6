/// A standard view at the edge of a list cell (a disclosure chevron, a check mark, a label), as
/// UIKit's `UICellAccessory`.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows, as `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable {
        /// Whether or not the cell is editing.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing
    }

    /// How a disclosure indicator looks, as `UICellAccessory.DisclosureIndicatorOptions`.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden (it keeps no room then).
        public var isHidden: Bool?
        /// The chevron's colour (nil: tertiary label colour).
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a check mark looks, as `UICellAccessory.CheckmarkOptions`.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (it keeps no room then).
        public var isHidden: Bool?
        /// The check mark's colour (nil: the cell's tint).
        public var tintColor: UIColor?
        /// Creates options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// How a label accessory looks, as `UICellAccessory.LabelOptions`.
    public struct LabelOptions {
        /// Whether the accessory is hidden (it keeps no room then).
        public var isHidden: Bool?
        /// The text's colour (nil: secondary label colour).
        public var tintColor: UIColor?
        /// The text's font (nil: body).
        public var font: UIFont?
        /// Creates options.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    /// Where a custom view accessory goes, as `UICellAccessory.Placement`.
    public enum Placement {
        /// Before the content.
        case leading
        /// After the content.
        case trailing
    }

    enum Kind {
        case symbol(name: String, tint: UIColor?, defaultTint: UIColor)
        case label(String, LabelOptions)
        case custom(UIView)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool

    /// A chevron saying the row leads somewhere.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .symbol(name: "chevron.right", tint: options.tintColor, defaultTint: .tertiaryLabel),
            displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// A check mark saying the row is chosen.
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .symbol(name: "checkmark", tint: options.tintColor, defaultTint: .tintColor),
            displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// A short text at the trailing edge (a count, a value).
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// An app's own view at the leading or trailing edge.
    public static func customView(
        configuration: CustomViewConfiguration
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .custom(configuration.customView), displayed: configuration.displayedState,
            isHidden: configuration.isHidden ?? false)
    }

    /// An app's own view as an accessory, as `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        /// The view shown.
        public var customView: UIView
        /// Where it goes (shown at the trailing edge here whatever the placement).
        public var placement: Placement
        /// When it shows.
        public var displayedState: DisplayedState
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// Creates a configuration for a view.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, displayedState: DisplayedState = .always
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.displayedState = displayedState
        }
    }

    /// Whether the accessory shows in a cell that is or is not editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// A new view drawing the accessory, sized to fit.
    func makeView() -> UIView {
        switch kind {
        case .symbol(let name, let tint, let defaultTint):
            let view = UIImageView(image: UIImage(systemName: name))
            view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            view.contentMode = .scaleAspectFit
            view.tintColor = tint ?? defaultTint
            return view
        case .label(let text, let options):
            let label = UILabel()
            label.text = text
            label.font = options.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = options.tintColor ?? .secondaryLabel
            label.sizeToFit()
            return label
        case .custom(let view):
            if view.bounds.size == .zero { view.sizeToFit() }
            return view
        }
    }
}

/// Hears taps on a tab bar's items, as `UITabBarDelegate`.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called when the user selected an item.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The bar of items at the bottom of a tab bar controller, as UIKit's `UITabBar`: items share
/// the width equally, each an image over a title, tinted with `tintColor` when selected and
/// `unselectedItemTintColor` (grey by default) otherwise, with an optional badge.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's items, above the bottom safe area.
    static let contentHeight: CGFloat = 49

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        didSet {
            for item in items ?? [] { item.owningBar = self }
            if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
            rebuildButtons()
        }
    }
    /// The item drawn as selected.
    open var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }
    /// Hears item taps; a tab bar controller's bar reports to its controller instead.
    open weak var delegate: UITabBarDelegate? {
        didSet {
            if controller != nil, delegate != nil {
                Diagnostics.log(
                    in: loop, "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
                delegate = nil
            }
        }
    }
    /// The colour of unselected items (nil: grey).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            setNeedsLayout()
            appearanceDidSet(\UITabBar.unselectedItemTintColor, unselectedItemTintColor)
        }
    }
    /// The bar's background colour (nil: the default translucent white).
    open var barTintColor: UIColor? {
        didSet {
            backgroundColor = barTintColor ?? Self.defaultBackground
            appearanceDidSet(\UITabBar.barTintColor, barTintColor)
        }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true { didSet { appearanceDidSet(\UITabBar.isTranslucent, isTranslucent) } }
    /// The bar's background and hairline once set (until then the bar keeps its default look).
    open var standardAppearance = UITabBarAppearance() {
        didSet {
            restyle()
            appearanceDidSet(\UITabBar.standardAppearance, standardAppearance)
        }
    }
    /// The look for when scrolled content meets the bar's edge (stored: this tab bar always
    /// shows its standard appearance, as this navigation bar does).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { appearanceDidSet(\UITabBar.scrollEdgeAppearance, scrollEdgeAppearance) }
    }

    /// Hiding the bar of a tab bar controller gives its height back to the tabs.
    open override var isHidden: Bool {
        didSet { if oldValue != isHidden { controller?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// The tab bar controller that owns the bar.
    weak var controller: UITabBarController?
    private(set) var buttons: [TabBarButton] = []
    private let separator = UIView()
    private static let defaultBackground = UIColor(white: 0.97, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackground
        separator.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(separator)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func restyle() {
        backgroundColor = barTintColor ?? standardAppearance.resolvedBackgroundColor
        separator.backgroundColor = standardAppearance.shadowColor
        separator.isHidden = standardAppearance.shadowColor == nil
    }

    /// Replaces the items (animation of the change is not drawn).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    private func rebuildButtons() {
        for b in buttons { b.removeFromSuperview() }
        buttons = (items ?? []).map { TabBarButton(item: $0) }
        for b in buttons { addSubview(b) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A hairline: one pixel.
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: Self.contentHeight)
            let selected = b.item === selectedItem
            b.update(selected: selected, tint: selected ? tintColor : (unselectedItemTintColor ?? .systemGray))
        }
    }

    /// The item whose area contains `point` (in the bar's coordinates).
    func item(at point: CGPoint) -> UITabBarItem? {
        buttons.first { $0.frame.contains(point) }?.item
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let item = item(at: touch.location(in: self)), item.isEnabled else {
            return super.touchesEnded(touches, with: event)
        }
        if let controller {
            controller.userSelected(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// One item's area in the bar: the image centred above the title, and the badge.
@preconcurrency @MainActor
final class TabBarButton: UIView {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        imageView.contentMode = .scaleAspectFit
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.layer.cornerRadius = 9
        badgeLabel.clipsToBounds = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeLabel)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func update(selected: Bool, tint: UIColor) {
        let image = item.displayedImage(selected: selected)
        imageView.image = image
        imageView.tintColor = tint
        titleLabel.text = item.displayedTitle
        titleLabel.textColor = tint
        alpha = item.isEnabled ? 1 : 0.4
        let iconSide: CGFloat = 25
        imageView.frame = CGRect(x: (bounds.width - iconSide) / 2, y: 6, width: iconSide, height: iconSide)
        titleLabel.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 12)
        if let badge = item.badgeValue {
            badgeLabel.isHidden = false
            badgeLabel.text = badge
            badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
            let width = max(18, badgeLabel.intrinsicContentSize.width + 10)
            badgeLabel.frame = CGRect(x: bounds.width / 2 + 6, y: 2, width: width, height: 18)
        } else {
            badgeLabel.isHidden = true
        }
    }
}

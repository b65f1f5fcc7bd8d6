/// A bar of buttons, as UIKit's `UIToolbar`: items laid out from the leading margin, fixed
/// spaces taking their width and flexible spaces sharing what is left, tinted with `tintColor`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, leading first; setting it is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { itemViews.isEmpty ? nil : itemViews.map(\.item) }
        set { setItems(newValue, animated: false) }
    }
    /// The background colour, over the appearance's.
    open var barTintColor: UIColor? {
        didSet {
            restyle()
            appearanceDidSet(\UIToolbar.barTintColor, barTintColor)
        }
    }
    /// The bar's style: `.black` draws a dark background where no tint colour is set.
    open var barStyle: UIBarStyle = .default {
        didSet {
            restyle()
            appearanceDidSet(\UIToolbar.barStyle, barStyle)
        }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true { didSet { appearanceDidSet(\UIToolbar.isTranslucent, isTranslucent) } }
    /// The bar's look.
    open var standardAppearance = UIToolbarAppearance() {
        didSet {
            restyle()
            appearanceDidSet(\UIToolbar.standardAppearance, standardAppearance)
        }
    }
    /// The look while content is scrolled to the bottom edge (kept; the standard look is drawn).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { appearanceDidSet(\UIToolbar.scrollEdgeAppearance, scrollEdgeAppearance) }
    }
    /// The look in compact height (kept; the standard look is drawn).
    open var compactAppearance: UIToolbarAppearance? {
        didSet { appearanceDidSet(\UIToolbar.compactAppearance, compactAppearance) }
    }

    /// The height of the bar's row, above the bottom safe area (UIKit's well-known 44 points,
    /// 32 in compact height).
    var contentHeight: CGFloat { traitCollection.verticalSizeClass == .compact ? 32 : 44 }
    /// The outer margins and the space between items (UIKit's well-known metrics).
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8

    /// The images `setBackgroundImage(_:forToolbarPosition:barMetrics:)` and
    /// `setShadowImage(_:forToolbarPosition:)` set, by position (and metrics).
    var backgroundImages: [BarImageKey: UIImage] = [:] { didSet { restyle() } }
    var shadowImages: [UIBarPosition: UIImage] = [:] { didSet { restyle() } }

    private(set) var itemViews: [BarButtonItemView] = []
    let backgroundView = UIView()
    let shadowView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        restyle()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The toolbar's height: its row.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: contentHeight) }

    /// No intrinsic width; the height of the row.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: contentHeight) }

    /// Replaces the items, cross-fading them when animated.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        replaceItems(items ?? [], animated: animated && window != nil, coordinator: nil)
    }

    /// Shows `items`: at once, or cross-fading from the old ones alongside `coordinator`'s
    /// transition (a push or pop) or in an animation of its own.
    func replaceItems(
        _ items: [UIBarButtonItem], animated: Bool, coordinator: UIViewControllerTransitionCoordinator?
    ) {
        let old = itemViews
        itemViews = items.map { BarButtonItemView(item: $0) }
        for item in items { item.owningBar = self }
        for v in itemViews { addSubview(v) }
        layoutItems()
        guard animated, !old.isEmpty || !itemViews.isEmpty else { return removeStaleItemViews() }
        let new = itemViews
        UIView.performWithoutAnimation { for v in new { v.alpha = 0 } }
        let animations = {
            for v in old { v.alpha = 0 }
            for v in new { v.alpha = 1 }
        }
        if let coordinator,
            coordinator.animateAlongsideTransition(
                in: self, animation: { _ in animations() },
                completion: { [weak self] _ in self?.removeStaleItemViews() })
        {
            return
        }
        UIView.animate(withDuration: 0.2, animations: animations) { [weak self] _ in self?.removeStaleItemViews() }
    }

    /// Removes the views of items no longer shown (a cross-fade ended, or a newer change came).
    private func removeStaleItemViews() {
        for case let v as BarButtonItemView in subviews where !itemViews.contains(where: { $0 === v }) {
            v.removeFromSuperview()
        }
        UIView.performWithoutAnimation { for v in itemViews { v.alpha = 1 } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let line = 1 / max(1, traitCollection.displayScale)
        shadowView.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
        // Items changed in place (a new title or image) are rebuilt.
        let stale = itemViews.contains { $0.needsRebuild }
        if stale {
            setItems(items, animated: false)
        } else {
            layoutItems()
        }
    }

    /// Lays the items out in the row: fixed widths first, the rest shared by flexible spaces
    /// (none: the items stay packed at the leading margin).
    private func layoutItems() {
        let widths = itemViews.map { $0.preferredWidth }
        let flexible = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        let gaps = CGFloat(max(0, itemViews.count - 1)) * Self.spacing
        // The margins are inside the safe area (the sensor housing in landscape).
        let safe = safeAreaInsets
        let free = max(0, bounds.width - safe.left - safe.right - 2 * Self.margin - widths.reduce(0, +) - gaps)
        let share = flexible > 0 ? free / CGFloat(flexible) : 0
        var x = safe.left + Self.margin
        for (v, width) in zip(itemViews, widths) {
            let w = v.item.systemItem == .flexibleSpace ? share : width
            v.frame = CGRect(x: x, y: 0, width: w, height: contentHeight)
            x += w + Self.spacing
        }
    }

    private func restyle() {
        let styled =
            barStyle != .default ? UIColor(white: 0.11, alpha: 0.94) : standardAppearance.resolvedBackgroundColor
        backgroundView.backgroundColor = barTintColor ?? styled
        shadowView.backgroundColor = standardAppearance.shadowColor
        shadowView.isHidden = standardAppearance.shadowColor == nil
        // A background image replaces the bar's background (an empty image leaves it clear);
        // a shadow image replaces the hairline (an empty one removes it).
        if let image = backgroundImage(forToolbarPosition: .bottom, barMetrics: traitMetrics) {
            backgroundView.backgroundColor = nil
            backgroundView.layer.contents = image.cgImage
        } else {
            backgroundView.layer.contents = nil
        }
        if let shadow = shadowImage(forToolbarPosition: .bottom) {
            shadowView.backgroundColor = nil
            shadowView.layer.contents = shadow.cgImage
            shadowView.isHidden = shadow.cgImage == nil
        }
    }

    /// A tap between items does nothing (the bar swallows it).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The back button a navigation bar draws: the chevron and the previous item's back title, in
/// the bar's tint; a tap pops.
@preconcurrency @MainActor
final class NavigationBackButton: BarPressView {
    let chevron = UIImageView(image: UIImage(systemName: "chevron.left"))
    let titleLabel = UILabel()
    var action: (() -> Void)?
    /// The titles to try, longest wanted first.
    let titles: [String]

    /// The chevron's box; its ink starts a third of the way in.
    static let chevronSide: CGFloat = 24

    init(titles: [String], image: UIImage?) {
        self.titles = titles
        super.init(frame: .zero)
        if let image { chevron.image = image }
        chevron.contentMode = .scaleAspectFit
        titleLabel.text = titles.first
        titleLabel.font = .systemFont(ofSize: 17)
        addSubview(chevron)
        addSubview(titleLabel)
        restyle()
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    var preferredWidth: CGFloat {
        Self.chevronSide + 2 + (titleLabel.text?.isEmpty == false ? ceil(titleLabel.intrinsicContentSize.width) : 0)
    }

    /// Shows the first title whose button is at most `limit` wide (the last one otherwise).
    func fitTitle(within limit: CGFloat) {
        for title in titles {
            titleLabel.text = title
            if preferredWidth <= limit { return }
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chevron.frame = CGRect(
            x: 0, y: (bounds.height - Self.chevronSide) / 2, width: Self.chevronSide, height: Self.chevronSide)
        titleLabel.frame = CGRect(
            x: Self.chevronSide + 2, y: 0, width: max(0, bounds.width - Self.chevronSide - 2), height: bounds.height)
    }

    override func restyle() {
        titleLabel.textColor = tintColor
        chevron.tintColor = tintColor
        alpha = touchIsInside ? 0.2 : 1
    }

    override func pressed() { action?() }
}

/// Everything a navigation bar draws for one item on top: the back button (titled after the
/// item below), the left and right items, and the centred title (or title view), plus the large
/// title below the bar's 44-point row when the bar shows it. Bars cross-fade two of these
/// during a push or pop.
@preconcurrency @MainActor
final class NavigationBarContent: UIView {
    let item: UINavigationItem
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    private(set) var backButton: NavigationBackButton?
    private(set) var leftViews: [BarButtonItemView] = []
    private(set) var rightViews: [BarButtonItemView] = []
    /// Whether the large title row shows.
    let showsLargeTitle: Bool

    /// The height of the row of items and title.
    let rowHeight: CGFloat

    /// UIKit's well-known metrics (undocumented): a 44-point row (32 in compact height),
    /// 16-point margins for items (8 for the back chevron), 8 points between items, a 52-point
    /// large title row.
    static let regularRowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    static let margin: CGFloat = 16
    static let backMargin: CGFloat = 8
    static let spacing: CGFloat = 8
    static let largeTitleHeight: CGFloat = 52

    init(
        item: UINavigationItem, backItem: UINavigationItem?, largeTitle: Bool, titleColor: UIColor?, rowHeight: CGFloat
    ) {
        self.item = item
        self.rowHeight = rowHeight
        showsLargeTitle = largeTitle
        super.init(frame: .zero)
        if let backItem, !item.hidesBackButton {
            let back = NavigationBackButton(titles: backItem.backTitles, image: backItem.backBarButtonItem?.image)
            back.tintColor = backItem.backBarButtonItem?.tintColor
            backButton = back
            addSubview(back)
        }
        let left = item.leftBarButtonItems ?? []
        if !left.isEmpty, !item.leftItemsSupplementBackButton {
            backButton?.removeFromSuperview()
            backButton = nil
        }
        leftViews = left.map { BarButtonItemView(item: $0) }
        rightViews = (item.rightBarButtonItems ?? []).map { BarButtonItemView(item: $0) }
        for v in leftViews + rightViews { addSubview(v) }
        if let titleView = item.titleView, !largeTitle {
            addSubview(titleView)
        } else {
            titleLabel.text = largeTitle ? nil : item.displayedTitle
            titleLabel.font = .boldSystemFont(ofSize: 17)
            titleLabel.textAlignment = .center
            titleLabel.textColor = titleColor ?? .label
            addSubview(titleLabel)
        }
        if largeTitle {
            largeTitleLabel.text = item.displayedTitle
            largeTitleLabel.font = .boldSystemFont(ofSize: 34)
            largeTitleLabel.textColor = titleColor ?? .label
            addSubview(largeTitleLabel)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// The item views from the leading edge in, then the trailing ones from the trailing edge in.
    override func layoutSubviews() {
        super.layoutSubviews()
        let row = rowHeight
        // The margins are inside the safe area (the sensor housing in landscape).
        let safe = safeAreaInsets
        var leading = safe.left + Self.margin
        if let backButton {
            // The back title gives way to "Back", then to the chevron alone, rather than crowd
            // the centred title.
            let titleWidth =
                item.titleView?.superview === self
                ? item.titleView?.bounds.width ?? 0 : ceil(titleLabel.intrinsicContentSize.width)
            backButton.fitTitle(within: (bounds.width - titleWidth) / 2 - Self.spacing - safe.left - Self.backMargin)
            let width = backButton.preferredWidth
            backButton.frame = CGRect(x: safe.left + Self.backMargin, y: 0, width: width, height: row)
            leading = backButton.frame.maxX + Self.spacing
        }
        for v in leftViews {
            let width = v.preferredWidth
            v.frame = CGRect(x: leading, y: 0, width: width, height: row)
            leading = v.frame.maxX + Self.spacing
        }
        var trailing = bounds.width - safe.right - Self.margin
        for v in rightViews {
            let width = v.preferredWidth
            v.frame = CGRect(x: trailing - width, y: 0, width: width, height: row)
            trailing = v.frame.minX - Self.spacing
        }
        // Centred in the bar, moved (then clipped) to stay clear of the items.
        let available = max(0, trailing - leading)
        if let titleView = item.titleView, titleView.superview === self {
            let size = titleView.bounds.size
            let width = min(size.width, available)
            let x = min(max((bounds.width - width) / 2, leading), trailing - width)
            titleView.frame = CGRect(x: x, y: (row - size.height) / 2, width: width, height: size.height)
        } else {
            let width = min(ceil(titleLabel.intrinsicContentSize.width), available)
            let x = min(max((bounds.width - width) / 2, leading), trailing - width)
            titleLabel.frame = CGRect(x: x, y: 0, width: width, height: row)
        }
        largeTitleLabel.frame = CGRect(
            x: safe.left + Self.margin, y: row, width: max(0, bounds.width - safe.left - safe.right - 2 * Self.margin),
            height: Self.largeTitleHeight)
    }

    /// The view showing the title (the label or the title view), which slides during a push or pop.
    var titleContent: UIView {
        if let titleView = item.titleView, titleView.superview === self { return titleView }
        return showsLargeTitle ? largeTitleLabel : titleLabel
    }

    /// A tap that reaches no item or button does nothing (the bar swallows it).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

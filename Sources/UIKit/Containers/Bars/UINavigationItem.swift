/// The title and buttons a navigation bar shows for one controller, as UIKit's
/// `UINavigationItem`: its own title (or title view) and left/right items, and the back button
/// the *next* item shows.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// When a bar with `prefersLargeTitles` draws this item's title large, as
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item in the stack (large for the first item).
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
        /// In the bar, never large (iOS 17).
        case inline
    }

    /// What the back button pointing at this item shows, as `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back title, or "Back" when it does not fit.
        case `default`
        /// "Back".
        case generic
        /// The chevron alone.
        case minimal
    }

    /// The title in the middle of the bar.
    open var title: String? { didSet { changed() } }
    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text above the bar (not drawn yet).
    open var prompt: String? {
        didSet { if prompt != nil { unimplemented(#function) } }
    }
    /// The search controller whose bar the navigation bar shows under the title (kept; the
    /// bar is not drawn in the navigation bar here).
    open var searchController: UISearchController?
    /// Whether the search bar hides until the content is pulled down (kept, not acted on).
    open var hidesSearchBarWhenScrolling = true
    /// When a bar preferring large titles shows this item's title large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// The title of the back button the next item shows (nil: this item's title).
    open var backButtonTitle: String? { didSet { changed() } }
    /// The back button the next item shows, replacing the default one (its title and image).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// How the back button pointing at this item shows its title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton: Bool {
        get { hidesBackButtonStorage }
        set { setHidesBackButton(newValue, animated: false) }
    }
    /// Whether the left items show beside the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// The items at the leading edge, first outermost.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItems.isEmpty ? nil : leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The items at the trailing edge, first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItems.isEmpty ? nil : rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    /// The outermost leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItems.first }
        set { setLeftBarButtonItem(newValue, animated: false) }
    }
    /// The outermost trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItems.first }
        set { setRightBarButtonItem(newValue, animated: false) }
    }
    /// The bar's appearance while this item is on top (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance while content is scrolled to the top edge (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance in a compact-height bar (nil: the bar's).
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance in a compact-height bar at the scroll edge (nil: the bar's).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    private var hidesBackButtonStorage = false
    private var leftItems: [UIBarButtonItem] = []
    private var rightItems: [UIBarButtonItem] = []
    /// The bar showing the item (set while the item is in its stack).
    weak var owningBar: UINavigationBar?
    /// The controller whose item this is.
    weak var controller: UIViewController?

    /// The title the bar shows: the item's, else its controller's.
    var displayedTitle: String? { title ?? controller?.title }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override init() { super.init() }

    /// Shows or hides the back button, cross-fading it when animated.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        hidesBackButtonStorage = hidesBackButton
        changed(animated: animated)
    }

    /// Replaces the leading items, cross-fading them when animated.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftItems = items ?? []
        changed(animated: animated)
    }

    /// Replaces the trailing items, cross-fading them when animated.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightItems = items ?? []
        changed(animated: animated)
    }

    /// Replaces the leading items with one item.
    open func setLeftBarButtonItem(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Replaces the trailing items with one item.
    open func setRightBarButtonItem(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// The titles the back button pointing at this item may show, in order of preference: the
    /// bar takes the first that fits beside the title ("Back", then the chevron alone, when the
    /// item's own is too long).
    var backTitles: [String] {
        switch backButtonDisplayMode {
        case .minimal: return [""]
        case .generic: return ["Back", ""]
        case .default:
            let own = backBarButtonItem?.title ?? backButtonTitle ?? displayedTitle ?? "Back"
            return own == "Back" ? ["Back", ""] : [own, "Back", ""]
        }
    }

    private func changed(animated: Bool = false) {
        owningBar?.itemDidChange(self, animated: animated)
    }
}

extension UIViewController {
    /// The item a navigation bar shows for this controller (titled with the controller's title).
    var navigationItemMakingIt: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        item.controller = self
        navigationItemStorage = item
        return item
    }
}

/// The title, image and tag shared by bar items, as UIKit's `UIBarItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown on the item.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown on the item.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// A number the app uses to identify the item.
    open var tag = 0
    /// Whether the item responds to taps.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The name assistive technologies read for the item (nil: its title).
    open var accessibilityLabel: String?
    /// A short description of what the item does.
    open var accessibilityHint: String?
    /// A string that identifies the item to UI tests; never spoken.
    open var accessibilityIdentifier: String?

    /// What appearance proxies know about the item (see `AppearanceRegistry.swift`).
    var appearanceState: AppearanceProxyState?

    /// Creates an item with no title or image.
    public override init() {}

    /// Creates an item from a storyboard's or nib's archive.
    public required init?(coder: NSCoder) {}

    /// Tells the bar showing the item to redraw it.
    func itemDidChange() {
        revision += 1
        owningBar?.setNeedsLayout()
    }
    /// Counts changes, so a bar can tell that its drawing of the item is out of date.
    private(set) var revision = 0
    /// The bar showing the item; an item takes appearance values when a bar starts showing it.
    weak var owningBar: UIView? {
        didSet {
            if let bar = owningBar, bar !== oldValue { applyAppearance(shownBy: bar) }
        }
    }
}

/// An item of a tab bar: a title, an image for each state and a badge, as `UITabBarItem`.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system items, whose title and image UIKit supplies, as `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }

    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge at the item's top trailing corner (nil: no badge).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background colour (nil: the system red).
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// The system item this item was made from, if any.
    private(set) var systemItem: SystemItem?

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item from a storyboard's or nib's archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and a selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item showing a system item's title and image (placeholders here).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The title the bar draws: the item's, else the system item's.
    var displayedTitle: String? { title ?? systemItem?.title }
    /// The image the bar draws for a state: the item's, else the system item's placeholder.
    func displayedImage(selected: Bool) -> UIImage? {
        if selected, let selectedImage { return selectedImage }
        return image ?? systemItem.flatMap { _ in UIImage(systemName: "circle") }
    }
}

extension UITabBarItem.SystemItem {
    /// The English title UIKit shows for the system item.
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}

/// The smallest piece of a compositional layout, as `NSCollectionLayoutItem`: one cell's size,
/// the insets of its content, and the supplementary views pinned on it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, resolved against its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary views pinned on the item (badges and the like).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets between the item's slot and the cell's frame.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing kept around the item's slot.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Creates an item of a size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of a size with supplementary views pinned on it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Items laid out side by side or one above another, as `NSCollectionLayoutGroup`. A group with
/// room to spare repeats its subitems until the next would not fit; one made with `count:` holds
/// exactly that many, sized to share its length.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The count of a group made with `count:` (nil: as many as fit).
    let count: Int?
    /// The items and groups the group lays out.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group laying `subitems` out from leading to trailing, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    { NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil) }

    /// A group of exactly `count` copies of `subitem` side by side, sharing the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    { NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count) }

    /// A group of `count` copies of `subitem` side by side, each keeping its own width.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .horizontal, layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count), count: nil)
    }

    /// A group laying `subitems` out from top to bottom, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    { NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil) }

    /// A group of exactly `count` copies of `subitem` stacked, sharing the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    { NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count) }

    /// A group of `count` copies of `subitem` stacked, each keeping its own height.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .vertical, layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count), count: nil)
    }
}

/// A view pinned on an item, such as a badge, as `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source's supplementary view provider is asked for.
    public let elementKind: String
    /// Where the view sits on the item.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Where on the view the anchor point falls (nil: the container anchor's edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The view's stacking order among the item's views.
    open var zIndex = 1

    /// Creates a supplementary item anchored on its container.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates a supplementary item anchored on its container at a point of its own.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header, footer or side view of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which side of the section the view sits on.
    public let alignment: NSRectAlignment
    /// An offset in points from its aligned place.
    public let offset: CGPoint
    /// Whether the view stays in sight while its section scrolls by (a sticky header).
    open var pinToVisibleBounds = false
    /// Whether the view takes room of its own beside the section's content.
    open var extendsBoundary = true

    /// Creates a boundary item of a size and kind on a side of its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item moved by `absoluteOffset` points from its aligned place.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: .top), itemAnchor: nil)
    }

    /// Whether the view goes above its section (the other sides: below).
    var isAbove: Bool { ![.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// A view drawn behind a section, as `NSCollectionLayoutDecorationItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind registered with the layout's `register(_:forDecorationViewOfKind:)`.
    public let elementKind: String
    /// The view's stacking order (behind the cells by default).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A view filling its section's background.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// How a section scrolls across the layout's own direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups follow one another in the layout's direction.
    case none
    /// The groups form one row that scrolls freely.
    case continuous
    /// The row scrolls and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The row scrolls a page (the collection view's width) at a time.
    case paging
    /// The row scrolls a group at a time.
    case groupPaging
    /// The row scrolls a group at a time, each centred.
    case groupPagingCentered
}

/// The space a section or the layout is laid out in, as `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size inside its content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows of the collection view, as `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The space the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// An element of a section in view, as a section's visible-items handler sees it
/// (`NSCollectionLayoutVisibleItem`).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's frame.
    var frame: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Whether the element is a cell or a supplementary view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary view's kind (nil for a cell).
    var representedElementKind: String? { get }
}

/// The closure a section calls as its elements scroll, as
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated
/// until the section's items are placed, with insets, spacing, headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's content.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the groups form a row scrolling across the layout's direction.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by the section's content insets too.
    open var supplementariesFollowContentInsets = true
    /// Views drawn behind the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called as the section's elements scroll (not built: see Deviations.md).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        didSet { if visibleItemsInvalidationHandler != nil { unimplemented(#function) } }
    }

    /// Creates a section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section laid out as a list of full-width rows, as `NSCollectionLayoutSection.list`.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}

/// The environment given to section providers: the collection view's size and traits.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

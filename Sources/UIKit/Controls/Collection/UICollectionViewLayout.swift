/// What a set of layout attributes places, as `UICollectionView.ElementCategory`.
extension UICollectionView {
    /// The kinds of element a layout places.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
        /// A decoration view (laid out; the collection view does not show them yet).
        case decorationView
    }

    /// The direction a layout scrolls in, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }
}

/// Where one element sits, as `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's index path.
    public let indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary view's kind (nil for a cell).
    public let representedElementKind: String?
    /// The element's frame in the collection view's content.
    open var frame: CGRect
    /// The element's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Creates attributes for a cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Creates attributes for a supplementary view of a kind.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        frame = .zero
    }

    /// Creates attributes for a decoration view of a kind.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        frame = .zero
    }
}

/// Decides where a collection view's items go, as `UICollectionViewLayout`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    public package(set) weak var collectionView: UICollectionView?
    /// Creates a layout.
    public override init() {}
    /// Computes the layout.
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the items and supplementary views in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of one supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Asks for a new layout pass.
    open func invalidateLayout() { collectionView?.setNeedsLayout() }
    /// Registers the view class of a decoration kind (not built: decoration views are not shown).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        unimplemented(#function)
    }
}

/// Where one item sits, as `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    public let indexPath: IndexPath
    /// The item's frame in the collection view's content.
    open var frame: CGRect
    /// Creates attributes for a cell.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
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
    /// The attributes of the items in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Asks for a new layout pass.
    open func invalidateLayout() { collectionView?.setNeedsLayout() }
}

/// The flow layout's sizing questions, as `UICollectionViewDelegateFlowLayout`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of an item.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
}

/// Lays items out in rows (vertical scrolling), as `UICollectionViewFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The scrolling direction, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// The default item size (50 × 50, as UIKit).
    open var itemSize = CGSize(width: 50, height: 50)
    /// Space between rows.
    open var minimumLineSpacing: CGFloat = 10
    /// Space between items in a row.
    open var minimumInteritemSpacing: CGFloat = 10
    /// Insets around each section.
    open var sectionInset: UIEdgeInsets = .zero
    /// The scrolling direction (vertical is what is laid out here).
    open var scrollDirection: ScrollDirection = .vertical

    private var frames: [IndexPath: CGRect] = [:]
    private var contentSize: CGSize = .zero

    open override func prepare() {
        frames.removeAll()
        guard let cv = collectionView else { return }
        let width = cv.bounds.width
        var y: CGFloat = 0
        let flowDelegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        for section in 0..<cv.numberOfSections {
            y += sectionInset.top
            var x = sectionInset.left
            var rowHeight: CGFloat = 0
            for item in 0..<cv.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let size = flowDelegate?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                if x > sectionInset.left && x + size.width > width - sectionInset.right + 0.001 {
                    x = sectionInset.left
                    y += rowHeight + minimumLineSpacing
                    rowHeight = 0
                }
                frames[path] = CGRect(origin: CGPoint(x: x, y: y), size: size)
                x += size.width + minimumInteritemSpacing
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight + sectionInset.bottom
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.filter { $0.value.intersects(rect) }.sorted { $0.key < $1.key }.map { path, frame in
            let a = UICollectionViewLayoutAttributes(forCellWith: path)
            a.frame = frame
            return a
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }
}

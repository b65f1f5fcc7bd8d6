/// The flow layout's sizing questions, as `UICollectionViewDelegateFlowLayout`. Every method is
/// optional: the layout's own values answer by default.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of an item.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets around a section's items.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The space between a section's rows.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The space between items in a row of a section.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of a section's header (its height counts; zero: no header).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of a section's footer (its height counts; zero: no footer).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// Lays items out in rows (vertical scrolling), with an optional header above and footer below
/// each section, as `UICollectionViewFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The scrolling direction, as UIKit's older spelling of `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection
    /// The default item size (50 × 50, as UIKit).
    open var itemSize = CGSize(width: 50, height: 50)
    /// Space between rows.
    open var minimumLineSpacing: CGFloat = 10
    /// Space between items in a row.
    open var minimumInteritemSpacing: CGFloat = 10
    /// Insets around each section.
    open var sectionInset: UIEdgeInsets = .zero
    /// The size of each section's header; its height counts (zero: no headers).
    open var headerReferenceSize: CGSize = .zero
    /// The size of each section's footer; its height counts (zero: no footers).
    open var footerReferenceSize: CGSize = .zero
    /// The scrolling direction (vertical is what is laid out here).
    open var scrollDirection: ScrollDirection = .vertical

    private var frames: [IndexPath: CGRect] = [:]
    private var supplementaryFrames: [SupplementaryKey: CGRect] = [:]
    private var contentSize: CGSize = .zero

    /// Places each section's header, its items row by row (a row wraps when the next item
    /// would pass the trailing inset), then its footer.
    open override func prepare() {
        frames.removeAll()
        supplementaryFrames.removeAll()
        guard let cv = collectionView else { return }
        let width = cv.bounds.width
        var y: CGFloat = 0
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        for section in 0..<cv.numberOfSections {
            let sectionPath = IndexPath(item: 0, section: section)
            let header =
                flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            if header.height > 0 {
                let key = SupplementaryKey(kind: UICollectionView.elementKindSectionHeader, indexPath: sectionPath)
                supplementaryFrames[key] = CGRect(x: 0, y: y, width: width, height: header.height)
                y += header.height
            }
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing =
                flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            y += inset.top
            var x = inset.left
            var rowHeight: CGFloat = 0
            for item in 0..<cv.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                let size = flow?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                if x > inset.left && x + size.width > width - inset.right + 0.001 {
                    x = inset.left
                    y += rowHeight + lineSpacing
                    rowHeight = 0
                }
                frames[path] = CGRect(origin: CGPoint(x: x, y: y), size: size)
                x += size.width + itemSpacing
                rowHeight = max(rowHeight, size.height)
            }
            y += rowHeight + inset.bottom
            let footer =
                flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            if footer.height > 0 {
                let key = SupplementaryKey(kind: UICollectionView.elementKindSectionFooter, indexPath: sectionPath)
                supplementaryFrames[key] = CGRect(x: 0, y: y, width: width, height: footer.height)
                y += footer.height
            }
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items' and headers' and footers' attributes in `rect`, items first in index order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let items = frames.filter { $0.value.intersects(rect) }.sorted { $0.key < $1.key }.map { path, frame in
            let a = UICollectionViewLayoutAttributes(forCellWith: path)
            a.frame = frame
            return a
        }
        let supplementary = supplementaryFrames.filter { $0.value.intersects(rect) }
            .sorted { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
            .map { key, frame in
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: key.kind, with: key.indexPath)
                a.frame = frame
                return a
            }
        return items + supplementary
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let frame = supplementaryFrames[SupplementaryKey(kind: elementKind, indexPath: indexPath)] else {
            return nil
        }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        a.frame = frame
        return a
    }
}

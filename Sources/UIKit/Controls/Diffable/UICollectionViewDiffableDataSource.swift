/// A collection view's data source driven by snapshots of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: applying a snapshot animates the differences.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header, footer or other supplementary view of a kind.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes the supplementary views the layout asks for (nil: none are expected).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes the collection view's data source, making cells with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
        collectionView.reloadData()
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows a snapshot, animating the items inserted, deleted, moved and reloaded (or changing
    /// them at once), then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        if let view = collectionView { for message in snapshot.misuse { Diagnostics.log(in: view.loop, message) } }
        guard let collectionView, !collectionView.needsReload else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        let update = SnapshotDiff.update(from: current, to: snapshot)
        let body = {
            collectionView.performBatchUpdates({
                self.current = snapshot
                self.current.clearReloads()
                collectionView.deleteSections(update.deletedSections)
                collectionView.insertSections(update.insertedSections)
                collectionView.reloadSections(update.reloadedSections)
                collectionView.deleteItems(at: update.deletedItems)
                collectionView.insertItems(at: update.insertedItems)
                collectionView.reloadItems(at: update.reloadedItems)
                for move in update.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            }) { _ in completion?() }
        }
        if animatingDifferences { body() } else { UIView.performWithoutAnimation(body) }
    }

    /// Shows a snapshot by reloading the collection view, without animation.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        current.clearReloads()
        collectionView?.reloadData()
        completion?()
    }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section),
            current.items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            Diagnostics.log(
                in: collectionView.loop,
                "UICollectionView (\(collectionView)) failed to obtain a cell from its dataSource (\(self))"
            )
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.missingSupplementaryView(ofKind: kind)
    }
}

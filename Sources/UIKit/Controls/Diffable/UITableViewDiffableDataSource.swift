/// A table's data source driven by snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`: applying a snapshot animates the differences.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted, deleted and reloaded rows animate.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Becomes the table's data source, making cells with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows a snapshot, animating the rows inserted, deleted, moved and reloaded (or changing
    /// them at once), then calls `completion`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        if let view = tableView { for message in snapshot.misuse { Diagnostics.log(in: view.loop, message) } }
        guard let tableView, !tableView.needsReload else {
            current = snapshot
            current.clearReloads()
            self.tableView?.reloadData()
            completion?()
            return
        }
        let update = SnapshotDiff.update(from: current, to: snapshot)
        let animation = defaultRowAnimation
        let body = {
            tableView.performBatchUpdates({
                self.current = snapshot
                self.current.clearReloads()
                tableView.deleteSections(update.deletedSections, with: animation)
                tableView.insertSections(update.insertedSections, with: animation)
                tableView.reloadSections(update.reloadedSections, with: animation)
                tableView.deleteRows(at: update.deletedItems, with: animation)
                tableView.insertRows(at: update.insertedItems, with: animation)
                tableView.reloadRows(at: update.reloadedItems, with: animation)
                for move in update.movedItems { tableView.moveRow(at: move.from, to: move.to) }
            }) { _ in completion?() }
        }
        if animatingDifferences { body() } else { UIView.performWithoutAnimation(body) }
    }

    /// Shows a snapshot by reloading the table, without animation.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        current.clearReloads()
        tableView?.reloadData()
        completion?()
    }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section),
            current.items[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            Diagnostics.log(
                in: tableView.loop,
                "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))"
            )
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}

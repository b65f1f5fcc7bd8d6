import Foundation

/// A snapshot as an object with untyped identifiers, as UIKit's
/// `NSDiffableDataSourceSnapshotReference` (what a fetched results controller hands its
/// delegate); `NSDiffableDataSourceSnapshot(reference)` makes the typed value of it.
open class NSDiffableDataSourceSnapshotReference: NSObject {
    /// An untyped identifier; the reference is not `Sendable`, so neither need its contents be.
    struct Key: Hashable, @unchecked Sendable {
        let value: AnyHashable
        var base: Any { value.base }
    }

    var storage = NSDiffableDataSourceSnapshot<Key, Key>()

    /// An empty snapshot.
    public override init() { super.init() }

    /// The number of items in all sections.
    open var numberOfItems: Int { storage.numberOfItems }
    /// The number of sections.
    open var numberOfSections: Int { storage.numberOfSections }
    /// The sections, in order.
    open var sectionIdentifiers: [Any] { storage.sectionIdentifiers.map(\.base) }
    /// The items of all sections, in order.
    open var itemIdentifiers: [Any] { storage.itemIdentifiers.map(\.base) }

    /// The number of items in a section.
    open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
        hashable(sectionIdentifier).map { storage.numberOfItems(inSection: $0) } ?? 0
    }

    /// The items of a section, in order.
    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        hashable(sectionIdentifier).map { storage.itemIdentifiers(inSection: $0).map(\.base) } ?? []
    }

    /// The section holding an item, if any.
    open func sectionIdentifierForSection(containingItemIdentifier itemIdentifier: Any) -> Any? {
        hashable(itemIdentifier).flatMap { storage.sectionIdentifier(containingItem: $0)?.base }
    }

    /// The index of an item among all items (`NSNotFound` when absent).
    open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
        hashable(itemIdentifier).flatMap { storage.indexOfItem($0) } ?? NSNotFound
    }

    /// The index of a section (`NSNotFound` when absent).
    open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
        hashable(sectionIdentifier).flatMap { storage.indexOfSection($0) } ?? NSNotFound
    }

    /// Adds items at the end of the last section.
    open func appendItems(withIdentifiers identifiers: [Any]) {
        storage.appendItems(identifiers.compactMap(hashable))
    }

    /// Adds items at the end of a section.
    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        guard let section = hashable(sectionIdentifier) else { return }
        storage.appendItems(identifiers.compactMap(hashable), toSection: section)
    }

    /// Adds sections at the end.
    open func appendSections(withIdentifiers identifiers: [Any]) {
        storage.appendSections(identifiers.compactMap(hashable))
    }

    /// Removes items.
    open func deleteItems(withIdentifiers identifiers: [Any]) { storage.deleteItems(identifiers.compactMap(hashable)) }

    /// Removes sections and their items.
    open func deleteSections(withIdentifiers identifiers: [Any]) {
        storage.deleteSections(identifiers.compactMap(hashable))
    }

    /// Removes every section and item.
    open func deleteAllItems() { storage.deleteAllItems() }

    /// Marks items to be reloaded when the snapshot is applied.
    open func reloadItems(withIdentifiers identifiers: [Any]) { storage.reloadItems(identifiers.compactMap(hashable)) }

    /// Identifiers must be hashable, as UIKit requires of them; another is refused with the
    /// console line a data source logs when the snapshot is applied.
    private func hashable(_ identifier: Any) -> Key? {
        guard let hashable = identifier as? AnyHashable else {
            storage.misuse.append("Invalid identifier \(identifier): diffable identifiers must be hashable.")
            return nil
        }
        return Key(value: hashable)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The typed snapshot of a snapshot reference; identifiers of other types are left out (in
    /// UIKit this is the bridging cast `reference as NSDiffableDataSourceSnapshot<S, I>`).
    public init(_ reference: NSDiffableDataSourceSnapshotReference) {
        self.init()
        for section in reference.storage.sectionIdentifiers {
            guard let typed = section.base as? SectionIdentifierType else { continue }
            appendSections([typed])
            appendItems(
                reference.storage.itemIdentifiers(inSection: section).compactMap { $0.base as? ItemIdentifierType },
                toSection: typed)
        }
    }
}

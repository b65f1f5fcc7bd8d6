/// The sections and items of a table or collection view at one moment, by identifier, as
/// `NSDiffableDataSourceSnapshot`.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    /// Misuse found while building the snapshot: snapshots may be built on any thread, away from
    /// any world, so the data source logs these into its view's world when the snapshot is
    /// applied.
    var misuse: [String] = []
    /// The identifiers of the items to reload when applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The identifiers of the items to reconfigure when applied.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The identifiers of the sections to reload when applied.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The items of all sections in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in a section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSection(identifier).map { items[$0].count } ?? 0
    }

    /// The items of a section in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }

    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sections[$0.section] }
    }

    /// The index of an item among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let at = location(of: identifier) else { return nil }
        return items[..<at.section].reduce(0) { $0 + $1.count } + at.item
    }

    /// The index of a section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    func location(of item: ItemIdentifierType) -> IndexPath? {
        for (s, list) in items.enumerated() {
            if let i = list.firstIndex(of: item) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section by default).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard
            let section = sectionIdentifier.map({ indexOfSection($0) }) ?? (sections.isEmpty ? nil : sections.count - 1)
        else {
            misuse.append(
                sectionIdentifier == nil
                    ? "There are currently no sections in the data source. Please add a section first."
                    : "Invalid section identifier \(sectionIdentifier!) - section does not exist in the snapshot.")
            return
        }
        guard checkNew(identifiers) else { return }
        items[section] += identifiers
    }

    /// Inserts items before an item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, offset: 0)
    }

    /// Inserts items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, offset: 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for s in items.indices { items[s].removeAll { doomed.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, location(of: identifier) != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, offset: 0)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, location(of: identifier) != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, offset: 1)
    }

    /// Marks items whose cells the data source makes again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// Marks items whose cells are updated when applied (reloaded here).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard checkNewSections(identifiers) else { return }
        sections += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier), checkNewSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Inserts sections after a section.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier), checkNewSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers, at: index + 1)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            sections.remove(at: index)
            items.remove(at: index)
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, offset: 0)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, offset: 1)
    }

    /// Marks sections whose items are all made again when applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers
    }

    /// Forgets the reload marks once applied.
    mutating func clearReloads() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
        misuse = []
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to target: SectionIdentifierType, offset: Int
    ) {
        guard identifier != target, let from = indexOfSection(identifier) else { return }
        let moving = items.remove(at: from)
        sections.remove(at: from)
        guard let index = indexOfSection(target) else {
            sections.insert(identifier, at: from)
            items.insert(moving, at: from)
            return
        }
        sections.insert(identifier, at: index + offset)
        items.insert(moving, at: index + offset)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        guard let at = location(of: anchor) else {
            misuse.append("Invalid item identifier \(anchor) - item does not exist in the snapshot.")
            return
        }
        guard checkNew(identifiers) else { return }
        items[at.section].insert(contentsOf: identifiers, at: at.item + offset)
    }

    /// Identifiers must be unique: UIKit raises on duplicates; here the change is refused.
    private mutating func checkNew(_ identifiers: [ItemIdentifierType]) -> Bool {
        let existing = Set(itemIdentifiers)
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers where existing.contains(identifier) || !seen.insert(identifier).inserted {
            misuse.append(
                "Diffable data source detected item identifiers that are not unique. Item identifiers must be unique. Duplicate identifier: \(identifier)"
            )
            return false
        }
        return true
    }

    private mutating func checkNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen = Set(sections)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            misuse.append(
                "Diffable data source detected section identifiers that are not unique. Section identifiers must be unique. Duplicate identifier: \(identifier)"
            )
            return false
        }
        return true
    }
}

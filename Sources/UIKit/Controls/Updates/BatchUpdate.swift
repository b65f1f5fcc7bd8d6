import Foundation

/// One batch of structural changes to a table or collection view, as `performBatchUpdates(_:)`
/// collects them: deletions and reloads name index paths before the update, insertions after
/// it, moves one of each.
struct BatchUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    init() {}

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Which words the console message uses: UIKit says "rows" and "table view" for tables and
    /// "items" and "collection view" for collections.
    struct Vocabulary: Sendable {
        var items: String
        var container: String
        static let table = Vocabulary(items: "rows", container: "table view")
        static let collection = Vocabulary(items: "items", container: "collection view")
    }

    /// Where each item that stays goes, or UIKit's message when the data source's new counts do
    /// not add up with the changes.
    struct Mapping {
        /// New index path of every item kept in place or moved (reloaded items are not kept).
        var oldToNew: [IndexPath: IndexPath] = [:]
        /// Reloaded items: old index path to the new one their fresh cell takes.
        var reloaded: [IndexPath: IndexPath] = [:]
    }

    /// Maps old items to new ones given the section and item counts before and after, or returns
    /// UIKit's "Invalid update" text.
    func mapping(oldCounts: [Int], newCounts: [Int], vocabulary: Vocabulary) -> Result<Mapping, UpdateError> {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard newCounts.count == expectedSections else {
            return .failure(
                UpdateError(
                    message:
                        "Invalid update: invalid number of sections. The number of sections contained in the \(vocabulary.container) after the update (\(newCounts.count)) must be equal to the number of sections contained in the \(vocabulary.container) before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
                ))
        }
        let oldSurvivors = oldCounts.indices.filter { !deletedSections.contains($0) }
        let newSurvivors = newCounts.indices.filter { !insertedSections.contains($0) }
        let sectionMap = Dictionary(uniqueKeysWithValues: zip(oldSurvivors, newSurvivors))
        let movesOut = Dictionary(grouping: movedItems.map(\.from), by: \.section)
        let movesIn = Dictionary(grouping: movedItems.map(\.to), by: \.section)
        let deletes = Dictionary(grouping: deletedItems, by: \.section)
        let inserts = Dictionary(grouping: insertedItems, by: \.section)
        let reloads = Set(reloadedItems)
        var mapping = Mapping()
        for old in oldSurvivors where !reloadedSections.contains(old) {
            let new = sectionMap[old]!
            let gone = Set((deletes[old] ?? []).map(\.item)).union((movesOut[old] ?? []).map(\.item))
            let arriving = Set((inserts[new] ?? []).map(\.item)).union((movesIn[new] ?? []).map(\.item))
            let inserted = inserts[new]?.count ?? 0
            let deleted = deletes[old]?.count ?? 0
            let movedIn = movesIn[new]?.count ?? 0
            let movedOut = movesOut[old]?.count ?? 0
            let expected = oldCounts[old] - deleted + inserted - movedOut + movedIn
            guard newCounts[new] == expected else {
                let n = vocabulary.items
                return .failure(
                    UpdateError(
                        message:
                            "Invalid update: invalid number of \(n) in section \(new). The number of \(n) contained in an existing section after the update (\(newCounts[new])) must be equal to the number of \(n) contained in that section before the update (\(oldCounts[old])), plus or minus the number of \(n) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(n) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                    ))
            }
            let staying = (0..<oldCounts[old]).filter { !gone.contains($0) }
            let slots = (0..<newCounts[new]).filter { !arriving.contains($0) }
            for (from, to) in zip(staying, slots) {
                let oldPath = IndexPath(item: from, section: old)
                let newPath = IndexPath(item: to, section: new)
                if reloads.contains(oldPath) {
                    mapping.reloaded[oldPath] = newPath
                } else {
                    mapping.oldToNew[oldPath] = newPath
                }
            }
        }
        for move in movedItems
        where sectionMap[move.from.section] != nil && !reloadedSections.contains(move.from.section) {
            mapping.oldToNew[move.from] = move.to
        }
        return .success(mapping)
    }
}

/// An update whose counts do not add up: UIKit raises `NSInternalInconsistencyException` with
/// this reason.
struct UpdateError: Error {
    var message: String
}

import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct NSDiffableDataSourceSnapshotTests {
    @Test func snapshotsHoldSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([6], afterItem: 5)
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 5, 6])
        #expect(snapshot.numberOfItems == 7)
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems(inSection: "b") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.indexOfItem(4) == 4)
        #expect(snapshot.indexOfSection("b") == 1)
        snapshot.deleteItems([2, 5])
        snapshot.moveItem(0, afterItem: 6)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 6, 0])
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a"])
        snapshot.reloadItems([1])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [1, 3])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func duplicateIdentifiersAndMissingSectionsAreRefusedAndLoggedWhenApplied() {
        let device = VirtualDevice()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        device.window.addSubview(table)
        let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendItems([1])
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 1])
        #expect(snapshot.numberOfItems == 0)
        source.apply(snapshot)
        #expect(
            device.diagnostics == [
                "There are currently no sections in the data source. Please add a section first.",
                "Diffable data source detected item identifiers that are not unique. Item identifiers must be unique. Duplicate identifier: 1",
            ])
    }

    @Test func theDiffFindsInsertsDeletesAndTheFewestMoves() {
        var old = NSDiffableDataSourceSnapshot<String, String>()
        old.appendSections(["s"])
        old.appendItems(["a", "b", "c", "d", "e"])
        var new = NSDiffableDataSourceSnapshot<String, String>()
        new.appendSections(["s", "t"])
        new.appendItems(["b", "x", "c", "e", "a"], toSection: "s")
        new.appendItems(["d"], toSection: "t")
        let update = SnapshotDiff.update(from: old, to: new)
        #expect(update.insertedSections == IndexSet(integer: 1))
        // "d" moves into a new section: deleted from the old one, inserted with its section.
        #expect(update.deletedItems == [IndexPath(item: 3, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(Set(update.movedItems.map { "\($0.from.item)->\($0.to.section).\($0.to.item)" }) == ["0->0.4"])
        let mapping = try? update.mapping(oldCounts: [5], newCounts: [5, 1], vocabulary: .table).get()
        #expect(mapping?.oldToNew[IndexPath(item: 2, section: 0)] == IndexPath(item: 2, section: 0))
        #expect(SnapshotDiff.longestIncreasing([3, 1, 2, 5, 4]) == [1, 2, 4])
    }
}

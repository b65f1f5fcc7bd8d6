import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func applyingSnapshotsAnimatesATableToTheNewRows() {
        let device = VirtualDevice()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = item
            return cell
        }
        device.window.addSubview(table)
        source.apply(snapshot([("main", ["a", "b", "c"])]))
        device.runUntilIdle()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var done = false
        source.apply(snapshot([("main", ["c", "b", "d"]), ("more", ["e"])])) { done = true }
        #expect(table.numberOfSections == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
        device.advance(by: 0.1)
        #expect(!done)
        device.runUntilIdle()
        #expect(done)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "b", "d", "e"])
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "e")
        #expect(source.indexPath(for: "d") == IndexPath(row: 2, section: 0))
        #expect(source.snapshot().itemIdentifiers == ["c", "b", "d", "e"])
        #expect(device.diagnostics.isEmpty)
        // Without animation the rows change at once.
        source.apply(snapshot([("main", ["z"])]), animatingDifferences: false)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["z"])
    }

    @Test func reloadingAnItemAsksForItsCellAgain() {
        let device = VirtualDevice()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var made: [String] = []
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, path, item in
            made.append(item)
            return table.dequeueReusableCell(withIdentifier: "cell", for: path)
        }
        device.window.addSubview(table)
        source.apply(snapshot([("main", ["a", "b"])]))
        device.runUntilIdle()
        made.removeAll()
        var next = source.snapshot()
        next.reloadItems(["b"])
        source.apply(next)
        #expect(made == ["b"])
        device.runUntilIdle()
    }

    @Test func collectionViewsApplySnapshotsToo() {
        let device = VirtualDevice()
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: cv) { cv, path, item in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.accessibilityIdentifierForTests = item
            return cell
        }
        device.window.addSubview(cv)
        source.apply(snapshot([("main", ["a", "b", "c"])]))
        device.runUntilIdle()
        let cellA = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(cellA.frame.origin == .zero)
        source.apply(snapshot([("main", ["x", "a", "c"])]))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cellA)
        device.advance(by: 0.15)
        let x = cellA.layer.presentation()!.frame.minX
        #expect(x > 0 && x < 60)
        device.runUntilIdle()
        #expect(cellA.frame.minX == 60)
        let items = (0..<3).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.accessibilityIdentifierForTests }
        #expect(items == ["x", "a", "c"])
        #expect(cv.visibleCells.count == 3)
    }

    @Test func collectionViewUpdatesCheckTheirCounts() {
        let device = VirtualDevice()
        final class Source: UICollectionViewDataSource {
            var count = 3
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        }
        let source = Source()
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        device.window.addSubview(cv)
        device.runUntilIdle()
        source.count = 5
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(
            device.diagnostics.last
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        var finished: Bool?
        source.count = 4
        cv.performBatchUpdates({ cv.deleteItems(at: [IndexPath(item: 4, section: 0)]) }) { finished = $0 }
        device.runUntilIdle()
        #expect(finished == true)
        #expect(cv.visibleCells.count == 4)
    }
}

extension UIView {
    /// A label for a cell in tests.
    fileprivate var accessibilityIdentifierForTests: String? {
        get { layer.name }
        set { layer.name = newValue }
    }
}

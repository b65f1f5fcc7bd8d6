import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UITableViewUpdateTests {
    @Test func anInsertedRowFadesInWhileTheRowsBelowSlideDown() {
        let device = VirtualDevice()
        let source = TableSource(count: 5)
        let table = makeTable(device, source: source)
        let oldFirst = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        source.rows[0].insert("New", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(inserted.textLabel?.text == "New")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldFirst)
        #expect(oldFirst.frame.minY == 44)
        device.advance(by: 0.15)
        let moving = oldFirst.layer.presentation()!.frame.minY
        #expect(moving > 0 && moving < 44)
        let opacity = inserted.layer.presentation()!.opacity
        #expect(opacity > 0 && opacity < 1)
        device.runUntilIdle()
        #expect(oldFirst.layer.presentation()!.frame.minY == 44)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["New", "Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
    }

    @Test func aDeletedRowFadesOutAndIsReusedAfterTheAnimation() {
        let device = VirtualDevice()
        let source = TableSource(count: 5)
        let table = makeTable(device, source: source)
        let doomed = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var finished: Bool?
        source.rows[0].remove(at: 1)
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left) }) {
            finished = $0
        }
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === below)
        device.advance(by: 0.15)
        #expect(doomed.superview === table)
        let x = doomed.layer.presentation()!.frame.minX
        #expect(x < 0 && x > -390)
        #expect(below.layer.presentation()!.frame.minY > 44 && below.layer.presentation()!.frame.minY < 88)
        #expect(finished == nil)
        device.runUntilIdle()
        #expect(finished == true)
        #expect(doomed.superview == nil)
        #expect(table.visibleCells.count == 4)
    }

    @Test func batchesCombineDeletesInsertsMovesAndSections() {
        let device = VirtualDevice()
        let source = TableSource([["a", "b", "c"], ["d"]])
        let table = makeTable(device, source: source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let c = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.rows = [["c", "x", "b"], ["s"], ["d"]]
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        table.insertSections(IndexSet(integer: 1), with: .fade)
        table.endUpdates()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        device.runUntilIdle()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "x", "b", "s", "d"])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func countsThatDoNotAddUpLogUIKitsInvalidUpdateMessage() {
        let device = VirtualDevice()
        let source = TableSource(count: 5)
        let table = makeTable(device, source: source)
        source.rows[0].append("extra")
        source.rows[0].append("extra 2")
        table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        #expect(
            device.diagnostics.last
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (7) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
        // The table recovers by reloading.
        #expect(table.numberOfRows(inSection: 0) == 7)
        source.rows.append(["z"])
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(
            device.diagnostics.last
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
    }

    @Test func deletingASectionTakesItsHeaderAndRowsAway() {
        let device = VirtualDevice()
        let source = TableSource([["a", "b"], ["c"], ["d"]])
        source.headerTitles = ["One", "Two", "Three"]
        let table = makeTable(device, source: source)
        let d = table.cellForRow(at: IndexPath(row: 0, section: 2))!
        source.rows.remove(at: 1)
        source.headerTitles.remove(at: 1)
        table.deleteSections(IndexSet(integer: 1), with: .fade)
        #expect(table.numberOfSections == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === d)
        device.runUntilIdle()
        #expect(d.frame.minY == 144)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "d"])
        let titles = table.subviews.compactMap { ($0 as? SectionTitleView)?.label.text }
        #expect(titles.sorted() == ["One", "Three"])
    }

    @Test func reloadRowsAsksForAFreshCell() {
        let device = VirtualDevice()
        let source = TableSource(count: 3)
        let table = makeTable(device, source: source)
        let asked = source.cellsAsked
        source.rows[0][1] = "Changed"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(source.cellsAsked == asked + 1)
        device.runUntilIdle()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Changed")
        #expect(table.visibleCells.count == 3)
    }
}

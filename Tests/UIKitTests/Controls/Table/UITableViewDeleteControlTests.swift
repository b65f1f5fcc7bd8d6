import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The delete control of a table in editing mode: drawn at each editable row's leading edge; a
/// tap shows the red Delete button, whose tap asks the data source to commit the deletion.
@MainActor
@Suite(.checksLifetimes) struct UITableViewDeleteControlTests {
    final class Rows: UITableViewController {
        var rows = ["Apples", "Pears", "Plums"]
        var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 2
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            committed.append((editingStyle, indexPath))
        }
    }

    private func isRed(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { p.0 > 200 && p.1 < 90 && p.2 < 90 }
    private func isWhite(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { p.0 > 240 && p.1 > 240 && p.2 > 240 }

    @Test func editingDrawsARedMinusCircleOnEditableRowsOnly() throws {
        let device = VirtualDevice()
        let controller = Rows(style: .plain)
        device.window.rootViewController = controller
        device.runUntilIdle()
        controller.setEditing(true, animated: false)
        device.runUntilIdle()
        let table = try #require(controller.tableView)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(first.editingStyle == .delete && last.editingStyle == .none)
        let image = device.screenshot()
        let centre = first.convert(CGPoint(x: 23, y: first.bounds.midY), to: nil)
        // The disc's edge is red and the bar across its middle white.
        #expect(isRed(image.pixel(x: Int(centre.x) - 8, y: Int(centre.y))))
        #expect(isWhite(image.pixel(x: Int(centre.x), y: Int(centre.y))))
        #expect(isRed(image.pixel(x: Int(centre.x), y: Int(centre.y) - 6)))
        // The content moves aside for it; the row that cannot be edited has none.
        #expect(first.contentView.frame.minX == 38 && last.contentView.frame.minX == 0)
        let plain = last.convert(CGPoint(x: 23, y: last.bounds.midY), to: nil)
        #expect(!isRed(image.pixel(x: Int(plain.x) - 8, y: Int(plain.y))))
        controller.setEditing(false, animated: false)
        device.runUntilIdle()
        #expect(first.contentView.frame.minX == 0)
        #expect(!isRed(device.screenshot().pixel(x: Int(centre.x) - 8, y: Int(centre.y))))
    }

    @Test func tappingTheControlShowsDeleteAndTappingDeleteCommitsTheDeletion() throws {
        let device = VirtualDevice()
        let controller = Rows(style: .plain)
        device.window.rootViewController = controller
        device.runUntilIdle()
        controller.setEditing(true, animated: false)
        device.runUntilIdle()
        let table = try #require(controller.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        device.tap(at: cell.convert(CGPoint(x: 23, y: cell.bounds.midY), to: nil))
        device.runUntilIdle()
        let button = try #require(cell.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.title(for: .normal) == "Delete")
        #expect(button.frame.maxX == cell.bounds.width && button.frame.height == cell.bounds.height)
        let image = device.screenshot()
        let inside = cell.convert(CGPoint(x: button.frame.minX + 4, y: cell.bounds.midY - 10), to: nil)
        #expect(isRed(image.pixel(x: Int(inside.x), y: Int(inside.y))))
        #expect(controller.committed.isEmpty)
        device.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(controller.committed.count == 1)
        #expect(
            controller.committed.first?.0 == .delete && controller.committed.first?.1 == IndexPath(row: 1, section: 0))
    }
}

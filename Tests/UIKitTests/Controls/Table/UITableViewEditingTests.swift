import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The table's background view, separator effect and editing mode, and its controller's.
@MainActor
@Suite(.checksLifetimes) struct UITableViewEditingTests {
    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func backgroundViewFillsTheBoundsAndStaysWhileScrolling() {
        let device = VirtualDevice()
        let controller = Rows(style: .plain)
        device.window.rootViewController = controller
        let table = controller.tableView!
        let background = UIView()
        table.backgroundView = background
        device.runUntilIdle()
        #expect(background.superview === table)
        #expect(table.subviews.first === background)
        #expect(background.frame == table.bounds)
        table.contentOffset = CGPoint(x: 0, y: 200)
        device.runUntilIdle()
        #expect(background.frame == table.bounds)
        table.backgroundView = nil
        #expect(background.superview == nil)
        table.separatorEffect = UIBlurEffect(style: .light)
        #expect(table.separatorEffect != nil)
    }

    @Test func editingReachesTheTableAndItsVisibleCells() {
        let device = VirtualDevice()
        let controller = Rows(style: .plain)
        device.window.rootViewController = controller
        device.runUntilIdle()
        let table = controller.tableView!
        #expect(!table.isEditing)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && table.isEditing)
        #expect(!table.visibleCells.isEmpty)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.contentOffset = CGPoint(x: 0, y: 400)
        device.runUntilIdle()
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.isEditing = false
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test func editButtonItemTogglesEditingAndItsTitle() {
        let device = VirtualDevice()
        let controller = Rows(style: .plain)
        device.window.rootViewController = UINavigationController(rootViewController: controller)
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        device.runUntilIdle()
        #expect(controller.editButtonItem === controller.editButtonItem)
        #expect(controller.editButtonItem.title == "Edit")
        controller.isEditing = true
        #expect(controller.editButtonItem.title == "Done")
        #expect(controller.editButtonItem.style == .done)
        #expect(controller.tableView.isEditing)
    }

    /// A list that deletes its rows as iOS code writes it: an override of the data source's
    /// commit method on its `UITableViewController` subclass.
    final class DeletingRows: UITableViewController {
        var rows = ["a", "b", "c"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @Test func aControllerOverridesTheDataSourcesCommitOfAnEdit() {
        let device = VirtualDevice()
        let controller = DeletingRows(style: .plain)
        device.window.rootViewController = controller
        device.runUntilIdle()
        let table = controller.tableView!
        let source: UITableViewDataSource = controller
        source.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        device.runUntilIdle()
        #expect(controller.rows == ["a", "c"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        // Other styles are the override's to handle; this one ignores them.
        source.tableView(table, commit: .insert, forRowAt: IndexPath(row: 0, section: 0))
        #expect(controller.rows == ["a", "c"])
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// The pull-to-refresh control: its state, its event, and its place in a table controller.
@MainActor
@Suite(.checksLifetimes) struct UIRefreshControlTests {
    final class Screen: UITableViewController {
        var refreshes = 0
        func reload() { refreshes += 1 }
    }

    @Test func beginAndEndRefreshingChangeTheStateWithoutAnEvent() {
        let control = UIRefreshControl()
        let screen = Screen()
        control.addTarget(screen, action: Screen.reload, for: .valueChanged)
        control.beginRefreshing()
        #expect(control.isRefreshing && screen.refreshes == 0)
        control.endRefreshing()
        #expect(!control.isRefreshing)
    }

    @Test func aUserRefreshSendsValueChangedOnceUntilItEnds() {
        let control = UIRefreshControl()
        let screen = Screen()
        control.addTarget(screen, action: Screen.reload, for: .valueChanged)
        control.userDidPull()
        control.userDidPull()
        #expect(control.isRefreshing && screen.refreshes == 1)
        control.endRefreshing()
        control.userDidPull()
        #expect(screen.refreshes == 2)
    }

    @Test func aTableControllersRefreshControlIsInItsTable() {
        let device = VirtualDevice()
        let screen = Screen(style: .plain)
        screen.refreshControl = UIRefreshControl()
        device.window.rootViewController = screen
        #expect(device.runUntilIdle())
        #expect(screen.refreshControl?.superview === screen.tableView)
        let replacement = UIRefreshControl()
        let old = screen.refreshControl
        screen.refreshControl = replacement
        #expect(old?.superview == nil && replacement.superview === screen.tableView)
    }
}

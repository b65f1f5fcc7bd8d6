import AVFoundation
import SwiftUI
import UIKit
import UIKitTesting
import XCTest

/// The AVFoundation and SwiftUI stand-ins and the list protocols ported apps reach for, used
/// from another package in Swift 5 mode with no actor annotations, as such app code is written.
final class StandInMediaAndListTests: XCTestCase {
    /// A table controller overriding the data source's commit of an edit, as apps with swipe to
    /// delete do; the override must be reachable from outside OpenUIKit.
    final class DeckListController: UITableViewController, UITableViewDataSourcePrefetching {
        var cards = ["Ace", "King", "Queen"]
        var prefetched: [IndexPath] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            cards.count
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
            forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete else { return }
            cards.remove(at: indexPath.row)
        }

        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched += indexPaths
        }
    }

    func testAVMakeRectCentresTheLargestRectOfTheAspectRatioInTheBox() {
        let fitted = AVMakeRect(
            aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 10, y: 0, width: 320, height: 320))
        XCTAssertEqual(fitted, CGRect(x: 10, y: 70, width: 320, height: 180))
    }

    func testAHostingControllerIsShownAsAnEmptyViewAndSaysSwiftUIIsNotDrawn() {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let hosting = UIHostingController(rootView: Text("Deck"))
        root.present(hosting, animated: true)
        device.runUntilIdle()
        XCTAssertTrue(root.presentedViewController === hosting)
        XCTAssertTrue(hosting.view.window === device.window)
        XCTAssertEqual(device.diagnostics.filter { $0.contains("SwiftUI") }.count, 1)
    }

    func testAControllersCommitOverrideAndPrefetchDataSourceAreReachedThroughTheTable() {
        let controller = DeckListController(style: .plain)
        let table = controller.tableView!
        table.prefetchDataSource = controller
        controller.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(controller.cards, ["Ace", "Queen"])
        table.prefetchDataSource?.tableView(table, prefetchRowsAt: [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(controller.prefetched, [IndexPath(row: 0, section: 0)])
        XCTAssertTrue(table.prefetchDataSource === controller)
    }
}

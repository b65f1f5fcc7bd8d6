import Testing
import UIKitTesting

@testable import UIKit

/// UISearchController: editing in its bar makes it active, each change asks the updater,
/// Cancel ends the search, and a navigation item keeps it.
@MainActor
@Suite(.checksLifetimes) struct UISearchControllerTests {
    final class Updater: UISearchResultsUpdating, UISearchControllerDelegate {
        var queries: [String] = []
        var events: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            queries.append(searchController.searchBar.text ?? "")
        }
        func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
    }

    @Test func typingActivatesTheSearchAndAsksTheUpdaterForEachChange() {
        let device = VirtualDevice()
        let search = UISearchController(searchResultsController: nil)
        let updater = Updater()
        search.searchResultsUpdater = updater
        search.delegate = updater
        search.obscuresBackgroundDuringPresentation = false
        #expect(!search.isActive && search.hidesNavigationBarDuringPresentation)
        search.searchBar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        device.window.addSubview(search.searchBar)
        device.searchFields.firstMatch.typeText("ab")
        #expect(search.isActive)
        #expect(search.searchBar.showsCancelButton)
        #expect(updater.events == ["willPresent", "didPresent"])
        #expect(updater.queries == ["", "a", "ab"])
        device.buttons["Cancel"].tap()
        #expect(!search.isActive && search.searchBar.text == "")
        #expect(updater.events == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(!search.searchBar.searchTextField.isFirstResponder)
        search.searchBar.removeFromSuperview()
    }

    @Test func aResultsControllerCannotBePresentedYetAndSaysSo() {
        let device = VirtualDevice()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.searchResultsController === results)
        search.isActive = true
        #expect(search.isActive)
        #expect(device.diagnostics.contains { $0.contains("UISearchController") })
        search.isActive = false
        device.runUntilIdle()
    }

    @Test func aNavigationItemKeepsItsSearchController() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let controller = UIViewController()
        let search = UISearchController()
        controller.navigationItem.searchController = search
        controller.navigationItem.hidesSearchBarWhenScrolling = false
        #expect(controller.navigationItem.searchController === search)
        #expect(!controller.navigationItem.hidesSearchBarWhenScrolling)
    }
}

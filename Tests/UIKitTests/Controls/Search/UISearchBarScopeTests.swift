import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A search bar's scope buttons: a segmented control below the field, shown on request or while
/// its search controller is active, telling the delegate when the user picks another scope.
@MainActor
@Suite(.checksLifetimes) struct UISearchBarScopeTests {
    final class ScopeListener: UISearchBarDelegate {
        var picked: [Int] = []
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            picked.append(selectedScope)
        }
    }

    @Test func scopeButtonsShowBelowTheFieldAndGrowTheBar() {
        let device = VirtualDevice()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        device.window.addSubview(bar)
        bar.scopeButtonTitles = ["All", "Chocolate", "Hard"]
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(bar.intrinsicContentSize.height == 56)
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.scopeBar.numberOfSegments == 3)
        #expect(bar.scopeBar.titleForSegment(at: 1) == "Chocolate")
        #expect(bar.scopeBar.frame.minY > bar.searchTextField.frame.maxY)
    }

    @Test func tappingAScopeTellsTheDelegateButSettingItInCodeDoesNot() {
        let device = VirtualDevice()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        let listener = ScopeListener()
        bar.delegate = listener
        bar.scopeButtonTitles = ["All", "Chocolate", "Hard"]
        bar.showsScopeBar = true
        device.window.addSubview(bar)
        bar.sizeToFit()
        bar.layoutIfNeeded()
        bar.selectedScopeButtonIndex = 1
        #expect(listener.picked.isEmpty)
        let hard = bar.scopeBar.convert(
            CGPoint(x: bar.scopeBar.bounds.width * 5 / 6, y: bar.scopeBar.bounds.midY), to: device.window)
        device.tap(at: hard)
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(listener.picked == [2])
    }

    @Test func aSearchControllerShowsTheScopesWhileActive() {
        let device = VirtualDevice()
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.scopeButtonTitles = ["All", "Other"]
        device.window.addSubview(search.searchBar)
        #expect(!search.searchBar.showsScopeBar)
        search.isActive = true
        #expect(search.searchBar.showsScopeBar)
        search.isActive = false
        #expect(!search.searchBar.showsScopeBar)
    }
}

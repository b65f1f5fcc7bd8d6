import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Queries by type, identifier and label over the accessibility tree of the screen.
@MainActor
@Suite(.checksLifetimes) struct XCUIElementQueryTests {
    @Test func eachKindOfElementIsFoundByItsType() {
        let (device, _, _) = menuScene()
        #expect(device.buttons["Open"].exists)
        #expect(device.buttons["open"].exists)
        #expect(device.buttons["Edit"].exists)
        #expect(device.staticTexts["Welcome"].exists)
        #expect(device.switches["Wi-Fi"].exists)
        #expect(device.textFields.count == 1)
        #expect(device.images["Sunset"].exists)
        #expect(device.otherElements["card"].exists)
        #expect(device.navigationBars["Menu"].exists)
        #expect(device.segmentedControls.count == 1)
        #expect(device.windows.count == 1)
        // A label is not a button, and nothing is named "Close" yet.
        #expect(!device.buttons["Welcome"].exists)
        #expect(!device.buttons["Close"].exists)
    }

    @Test func theNavigationBarHoldsItsTitleAsAHeaderAndItsButtons() {
        let (device, _, _) = menuScene()
        let bar = device.navigationBars["Menu"]
        #expect(bar.staticTexts["Menu"].exists)
        #expect(bar.buttons["Edit"].exists)
        #expect(!bar.buttons["Open"].exists)
    }

    @Test func matchingByIdentifierOrByLabelAlone() {
        let (device, _, _) = menuScene()
        #expect(device.buttons.matching(identifier: "open").count == 1)
        #expect(device.buttons.matching(identifier: "Open").count == 0)
        #expect(device.buttons.matching(label: "Open").count == 1)
    }

    @Test func queriesNestInsideElementsAndQueries() {
        let (device, _, _) = menuScene()
        #expect(device.otherElements["card"].staticTexts["Caption"].exists)
        #expect(device.otherElements.staticTexts["Caption"].exists)
        #expect(!device.otherElements["card"].staticTexts["Welcome"].exists)
        #expect(device.otherElements["card"].descendants(matching: .any).count == 1)
    }

    @Test func childrenAreOnlyTheElementsDirectlyInside() {
        let (device, _, _) = menuScene()
        #expect(device.children(matching: .window).count == 1)
        let window = device.windows.element
        #expect(window.children(matching: .staticText)["Welcome"].exists)
        #expect(!window.children(matching: .staticText)["Caption"].exists)
        #expect(window.children(matching: .other)["card"].exists)
        #expect(device.otherElements.children(matching: .staticText).count == 1)
    }

    @Test func segmentsAreButtonsInsideTheSegmentedControl() {
        let (device, menu, _) = menuScene()
        menu.mode.selectedSegmentIndex = 0
        let segments = device.segmentedControls.element.buttons
        #expect(segments.count == 2)
        #expect(segments.element(boundBy: 0).label == "Day")
        #expect(segments.element(boundBy: 0).isSelected)
        #expect(!segments["Week"].isSelected)
        #expect(segments["Week"].frame == CGRect(x: 120, y: 420, width: 100, height: 32))
    }

    @Test func countFirstMatchAndBoundElementsFollowReadingOrder() {
        let (device, _, _) = menuScene()
        let texts = device.staticTexts
        let labels = texts.allElementsBoundByIndex.map(\.label)
        #expect(labels.contains("Welcome"))
        #expect(labels.firstIndex(of: "Welcome")! < labels.firstIndex(of: "Caption")!)
        #expect(texts.count == labels.count)
        #expect(texts.firstMatch.label == labels[0])
        #expect(!texts.element(boundBy: texts.count).exists)
    }

    @Test func tableCellsAreElementsWithTheirLabelsInside() {
        let device = VirtualDevice()
        let list = ListController()
        device.window.rootViewController = list
        device.runUntilIdle()
        #expect(device.cells.count == 3)
        #expect(device.cells["Beta"].exists)
        #expect(device.cells.element(boundBy: 2).label == "Gamma")
        #expect(device.cells.staticTexts["Alpha"].exists)
        #expect(device.cells.containing(.staticText, identifier: "Gamma").element.label == "Gamma")
        #expect(device.cells.containing(.staticText, identifier: nil).count == 3)
        #expect(device.cells.containing(.button, identifier: nil).count == 0)
        #expect(device.descendants(matching: .any).matching(.cell, identifier: "Beta").count == 1)
        #expect(device.tables.count == 1)
        device.cells["Beta"].tap()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(device.cells["Beta"].isSelected)
    }

    @Test func tabBarItemsAreButtonsAndTappingOneSwitchesTabs() {
        let device = VirtualDevice()
        let tabs = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        second.tabBarItem.accessibilityIdentifier = "settings-tab"
        tabs.viewControllers = [first, second]
        device.window.rootViewController = tabs
        device.runUntilIdle()
        let bar = device.tabBars.element
        #expect(bar.buttons.count == 2)
        #expect(bar.buttons["Home"].isSelected)
        #expect(bar.buttons["settings-tab"].label == "Settings")
        bar.buttons["Settings"].tap()
        #expect(tabs.selectedIndex == 1)
        #expect(bar.buttons["Settings"].isSelected)
        #expect(!bar.buttons["Home"].isSelected)
    }

    @Test func hiddenTransparentAndHiddenFromAccessibilityViewsAreLeftOut() {
        let (device, menu, _) = menuScene()
        menu.welcome.isHidden = true
        #expect(!device.staticTexts["Welcome"].exists)
        menu.welcome.isHidden = false
        menu.welcome.alpha = 0
        #expect(!device.staticTexts["Welcome"].exists)
        menu.welcome.alpha = 1
        menu.card.accessibilityElementsHidden = true
        #expect(!device.otherElements["card"].exists)
        #expect(!device.staticTexts["Caption"].exists)
        #expect(device.staticTexts["Welcome"].exists)
    }

    @Test func aModalViewHidesItsSiblings() {
        let (device, menu, _) = menuScene()
        let panel = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        panel.accessibilityIdentifier = "panel"
        menu.view.addSubview(panel)
        panel.accessibilityViewIsModal = true
        #expect(device.otherElements["panel"].exists)
        #expect(!device.buttons["Open"].exists)
        // The navigation bar is not a sibling of the panel.
        #expect(device.buttons["Edit"].exists)
    }

    @Test func customAccessibilityElementsReplaceTheSubviews() {
        let (device, menu, _) = menuScene()
        let monday = UIAccessibilityElement(accessibilityContainer: menu.card)
        monday.accessibilityLabel = "Monday"
        monday.accessibilityTraits = .button
        monday.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 60, height: 60)
        menu.card.accessibilityElements = [monday]
        #expect(device.buttons["Monday"].frame == CGRect(x: 100, y: 340, width: 60, height: 60))
        #expect(!device.staticTexts["Caption"].exists)
    }
}

/// A table of three rows.
@MainActor
final class ListController: UITableViewController {
    let names = ["Alpha", "Beta", "Gamma"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

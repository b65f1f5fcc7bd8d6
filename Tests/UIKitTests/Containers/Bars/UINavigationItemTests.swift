import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// UINavigationItem: the controller's title feeding it, the items and their setters, the back
/// button it gives the next item, and the bar following its changes.
@MainActor
@Suite(.checksLifetimes) struct UINavigationItemTests {
    @Test func theControllersTitleFeedsTheItem() {
        let vc = UIViewController()
        vc.title = "Early"
        #expect(vc.navigationItem.title == "Early")
        vc.title = "Later"
        #expect(vc.navigationItem.title == "Later")
        // The item's own title stays until the controller's changes.
        vc.navigationItem.title = "Own"
        #expect(vc.title == "Later" && vc.navigationItem.title == "Own")
        #expect(UINavigationItem(title: "T").title == "T" && UINavigationItem().title == nil)
    }

    @Test func anItemWithoutATitleShowsItsControllersTitle() {
        let s = BarScene(rootTitle: "Inbox")
        s.root.navigationItem.title = nil
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.content?.titleLabel.text == "Inbox")
        s.push(BarScene.page("Message"))
        #expect(s.nav.navigationBar.content?.backButton?.titleLabel.text == "Inbox")
    }

    @Test func singleAndPluralItemPropertiesAreOneList() {
        let item = UINavigationItem()
        let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        #expect(item.rightBarButtonItems == nil && item.rightBarButtonItem == nil)
        item.rightBarButtonItems = [a, b]
        #expect(item.rightBarButtonItem === a)
        item.rightBarButtonItem = b
        #expect(item.rightBarButtonItems == [b])
        item.setLeftBarButtonItems([b, a], animated: false)
        #expect(item.leftBarButtonItem === b && item.leftBarButtonItems == [b, a])
        item.setLeftBarButtonItem(nil, animated: false)
        #expect(item.leftBarButtonItems == nil)
        #expect(item.largeTitleDisplayMode == .automatic && !item.hidesBackButton)
        #expect(!item.leftItemsSupplementBackButton)
    }

    @Test func theBackButtonTakesTheBackItemThenTheBackTitleThenTheTitle() {
        let s = BarScene(rootTitle: "Inbox")
        s.push(BarScene.page("Message"))
        let back = { s.nav.navigationBar.content?.backButton?.titleLabel.text }
        #expect(back() == "Inbox")
        s.root.navigationItem.backButtonTitle = "List"
        #expect(back() == "List")
        s.root.navigationItem.backBarButtonItem = UIBarButtonItem(
            title: "Home", style: .plain, target: nil, action: nil)
        #expect(back() == "Home")
        s.root.navigationItem.backButtonDisplayMode = .generic
        #expect(back() == "Back")
        s.root.navigationItem.backButtonDisplayMode = .minimal
        #expect(back() == "")
    }

    @Test func anUntitledPreviousItemGivesBack() {
        let s = BarScene(rootTitle: nil)
        s.push(BarScene.page("Message"))
        #expect(s.nav.navigationBar.content?.backButton?.titleLabel.text == "Back")
    }

    @Test func aBackTitleTooLongToFitGivesWayToBackThenToTheChevronAlone() {
        let s = BarScene(rootTitle: "Settings and Privacy Options")
        let detail = BarScene.page("Message")
        s.push(detail)
        let back = { s.nav.navigationBar.content?.backButton?.titleLabel.text }
        #expect(back() == "Back")
        detail.title = "A message with a subject line that fills the bar"
        s.device.runUntilIdle()
        #expect(back() == "")
        #expect(s.nav.navigationBar.content?.backButton?.frame.width == 26)
    }

    @Test func hidingTheBackButtonAndLeftItemsReplacingOrSupplementingIt() throws {
        let s = BarScene()
        let detail = BarScene.page("Message")
        s.push(detail)
        detail.navigationItem.setHidesBackButton(true, animated: false)
        #expect(s.nav.navigationBar.content?.backButton == nil)
        detail.navigationItem.hidesBackButton = false
        #expect(s.nav.navigationBar.content?.backButton != nil)
        let close = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
        detail.navigationItem.leftBarButtonItem = close
        #expect(s.nav.navigationBar.content?.backButton == nil)
        #expect(s.nav.navigationBar.content?.leftViews.first?.frame.minX == 16)
        detail.navigationItem.leftItemsSupplementBackButton = true
        s.device.runUntilIdle()
        let content = try #require(s.nav.navigationBar.content)
        let back = try #require(content.backButton)
        #expect(content.leftViews.first!.frame.minX == back.frame.maxX + 8)
    }

    @Test func changingTheTopItemRedrawsTheBar() {
        let s = BarScene(rootTitle: "Inbox")
        s.root.title = "Archive"
        #expect(s.nav.navigationBar.content?.titleLabel.text == "Archive")
        s.root.navigationItem.title = "Sent"
        #expect(s.nav.navigationBar.content?.titleLabel.text == "Sent")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        s.root.navigationItem.titleView = view
        s.device.runUntilIdle()
        #expect(view.superview === s.nav.navigationBar.content)
        #expect(view.frame == CGRect(x: 145, y: 7, width: 100, height: 30))
    }

    @Test func theTopItemsAppearanceWinsOverTheBars() {
        let s = BarScene()
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .red
        let detail = BarScene.page("Detail")
        detail.navigationItem.standardAppearance = red
        s.push(detail)
        #expect(BarPixels.isRed(s.device.screenshot().pixel(x: 5, y: 60)))
        s.nav.popViewController(animated: false)
        s.device.runUntilIdle()
        #expect(!BarPixels.isRed(s.device.screenshot().pixel(x: 5, y: 60)))
        // A copy is independent of the original.
        // (NSObject's `copy() -> Any` makes an unannotated `copy()` ambiguous here.)
        let copy: UINavigationBarAppearance = red.copy()
        copy.backgroundColor = .blue
        #expect(red.backgroundColor == .red && copy.shadowColor == red.shadowColor)
        let transparent = UIToolbarAppearance(barAppearance: red)
        #expect(transparent.backgroundColor == .red)
    }

    @Test func settingItemsAnimatedCrossFadesThem() throws {
        let s = BarScene()
        let old = try #require(s.nav.navigationBar.content)
        s.root.navigationItem.setRightBarButtonItems(
            [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: true)
        s.device.advance(by: 0.1)
        #expect(s.contents.count == 2)
        let fading = old.layer.presentation()?.opacity ?? 1
        #expect(fading > 0.1 && fading < 0.9)
        s.device.runUntilIdle()
        #expect(s.contents.count == 1 && s.nav.navigationBar.content?.rightViews.count == 1)
    }

    @Test func anItemNoLongerInTheBarDoesNotRedrawIt() {
        let s = BarScene()
        let detail = BarScene.page("Message")
        s.push(detail)
        s.nav.popViewController(animated: false)
        s.device.runUntilIdle()
        let content = s.nav.navigationBar.content
        detail.navigationItem.title = "Changed"
        #expect(s.nav.navigationBar.content === content && content?.titleLabel.text == "Inbox")
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import TransitionPractice
@testable import UIKit

extension TourTests {
    /// On an iPad the split shows the list beside the colour; a row replaces the secondary.
    @Test func iPadSplitShowsTheListBesideTheChosenColour() throws {
        let (device, app) = try makeApp(model: .iPadPro11)
        run("ipad-present-split", app, device)
        weak var weakSplit: ColorSplitViewController?
        do {
            let split = try #require(app.menu.presentedViewController as? ColorSplitViewController)
            #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
            #expect(split.shownSwatch?.swatch.name == "Coral")
            run("ipad-split-show-indigo", app, device)
            let secondary = try #require(split.columnControllers[.secondary] as? UINavigationController)
            #expect(secondary.viewControllers.count == 1 && split.shownSwatch?.swatch.name == "Indigo")
            let detailX = split.primaryColumnWidth + (834 - split.primaryColumnWidth) / 2
            #expect(matches(rgb(device, detailX, 1000), Swatch.all[2].color))
            // The list stays where it was, left of the colour.
            #expect(rgb(device, 20, 1000).allSatisfy { $0 > 200 })
            run("ipad-split-show-gold", app, device)
            #expect(secondary.viewControllers.count == 1 && split.shownSwatch?.swatch.name == "Gold")
            #expect(matches(rgb(device, detailX, 1000), Swatch.all[3].color))
            weakSplit = split
        }
        run("ipad-split-done", app, device)
        #expect(app.menu.presentedViewController == nil)
        #expect(weakSplit == nil)
        #expect(device.diagnostics.isEmpty)
    }

    /// The Pro Max in landscape shows both columns; turned to portrait the split collapses onto
    /// one stack, and a row then pushes the colour instead of replacing a column.
    @Test func proMaxSplitCollapsesOnRotationAndThenShowDetailPushes() throws {
        let (device, app) = try makeApp(model: .iPhoneProMax, landscape: true)
        run("promax-present-split", app, device)
        let split = try #require(app.menu.presentedViewController as? ColorSplitViewController)
        #expect(!split.isCollapsed)
        run("promax-split-show-teal", app, device)
        #expect(split.shownSwatch?.swatch.name == "Teal")
        _ = Trace.shared.drain()
        run("promax-rotate-portrait", app, device)
        #expect(split.isCollapsed)
        #expect(Trace.shared.drain().contains("Split.collapse(top: secondary)"))
        let stack = try #require(split.list.navigationController)
        #expect(stack.viewControllers.map { $0.title } == ["Colours", "Teal"])
        #expect(matches(rgb(device, 215, 800), Swatch.all[1].color))
        run("promax-collapsed-back-to-list", app, device)
        #expect(stack.viewControllers == [split.list])
        run("promax-collapsed-olive-pushes", app, device)
        #expect(stack.viewControllers.map { $0.title } == ["Colours", "Olive"])
        #expect(split.presentedViewController == nil)
        #expect(matches(rgb(device, 215, 800), Swatch.all[4].color))
        run("promax-dismiss-split", app, device)
        #expect(app.menu.presentedViewController == nil)
        #expect(device.diagnostics.isEmpty)
    }

    /// Tabs slide on a tap through the delegate's animator; a short swipe slides back and a
    /// long one finishes the switch to the next tab.
    @Test func tabsSlideOnATapAndFollowASwipe() throws {
        let (device, app) = try makeApp(model: .iPadPro11)
        run("ipad-present-tabs", app, device)
        weak var weakTabs: SlidingTabBarController?
        do {
            let tabs = try #require(app.menu.presentedViewController as? SlidingTabBarController)
            _ = Trace.shared.drain()
            run("ipad-tab-tap-teal", app, device, settle: false)
            device.advance(by: 0.15)
            // Mid-slide the old tab's coral still shows on the left, the new teal on the right.
            #expect(matches(rgb(device, 20, 300), Swatch.all[0].color))
            #expect(matches(rgb(device, 814, 300), Swatch.all[1].color))
            device.runUntilIdle()
            #expect(tabs.selectedIndex == 1)
            #expect(Trace.shared.drain().first == "Tabs.animationController(0 → 1)")
            run("ipad-tab-swipe-cancelled", app, device)
            #expect(tabs.selectedIndex == 1 && matches(rgb(device, 417, 300), Swatch.all[1].color))
            let cancelled = Trace.shared.drain()
            #expect(cancelled.first == "Tabs.animationController(1 → 2)")
            #expect(cancelled.last == "Swatch(Teal).viewDidAppear")
            run("ipad-tab-swipe-next", app, device)
            #expect(tabs.selectedIndex == 2 && matches(rgb(device, 417, 300), Swatch.all[2].color))
            #expect(tabs.selectedViewController?.view.frame.minX == 0)
            weakTabs = tabs
        }
        run("ipad-tabs-done", app, device)
        #expect(app.menu.presentedViewController == nil && weakTabs == nil)
        #expect(device.diagnostics.isEmpty)
    }

    /// A sideways swipe scrolls to the next page; a tap near the right edge curls it over.
    @Test func pagesTurnByScrollAndByCurl() throws {
        let (device, app) = try makeApp(model: .iPadPro11)
        run("ipad-present-page-view", app, device)
        let book = try #require(app.topController as? BookViewController)
        #expect(book.transitionStyle == .scroll && book.pageIndex == 0)
        _ = Trace.shared.drain()
        run("ipad-page-scroll", app, device)
        #expect(book.pageIndex == 1 && matches(rgb(device, 417, 300), Swatch.all[1].color))
        #expect(Trace.shared.drain().contains("Book.didFinishAnimating(completed: true, page: 1)"))
        run("ipad-page-view-done", app, device)
        #expect(app.menu.presentedViewController == nil)
        run("ipad-present-page-curl", app, device)
        let curl = try #require(app.topController as? BookViewController)
        #expect(curl.transitionStyle == .pageCurl)
        run("ipad-page-curl-tap", app, device, settle: false)
        device.advance(by: 0.2)
        // Mid-curl the page swings about the spine: coral still by it, teal at the outer edge.
        #expect(matches(rgb(device, 20, 600), Swatch.all[0].color))
        #expect(matches(rgb(device, 814, 600), Swatch.all[1].color))
        device.runUntilIdle()
        #expect(curl.pageIndex == 1 && matches(rgb(device, 417, 300), Swatch.all[1].color))
        run("ipad-page-curl-done", app, device)
        #expect(app.menu.presentedViewController == nil)
        #expect(device.diagnostics.isEmpty)
    }
}

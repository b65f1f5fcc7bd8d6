import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// UIToolbar: items laid out from the margins with fixed and flexible spaces, taps, and the
/// navigation controller's toolbar showing the top controller's `toolbarItems`.
@MainActor
@Suite(.checksLifetimes) struct UIToolbarTests {
    func item(_ title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
    }

    func toolbar(_ items: [UIBarButtonItem]) -> UIToolbar {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.items = items
        bar.layoutIfNeeded()
        return bar
    }

    @Test func flexibleSpacesShareTheFreeWidth() {
        let a = item("Left")
        let b = item("Mid")
        let c = item("Right")
        let bar = toolbar([a, .flexibleSpace(), b, .flexibleSpace(), c])
        let frames = bar.itemViews.map(\.frame)
        #expect(frames[0].minX == 16 && frames[4].maxX == 374)
        #expect(frames.allSatisfy { $0.minY == 0 && $0.height == 44 })
        // The two flexible spaces are equally wide, so the middle item sits in the middle.
        #expect(abs(frames[1].width - frames[3].width) < 0.001)
        #expect(abs(frames[2].minX - (frames[1].maxX + 8)) < 0.001)
        #expect(abs(frames[3].minX - (frames[2].maxX + 8)) < 0.001)
    }

    @Test func fixedSpacesTakeTheirWidthAndWithoutFlexibleSpacesItemsPackAtTheLeadingMargin() {
        let a = item("A")
        let b = item("B")
        let bar = toolbar([a, .fixedSpace(40), b])
        let frames = bar.itemViews.map(\.frame)
        #expect(frames[0].minX == 16)
        #expect(frames[1].width == 40 && frames[1].minX == frames[0].maxX + 8)
        #expect(frames[2].minX == frames[1].maxX + 8)
    }

    @Test func aToolbarIsOneRowTallAndSizesToFitIt() {
        let bar = UIToolbar()
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 44))
        #expect(bar.intrinsicContentSize.height == 44)
        let navBar = UINavigationBar()
        navBar.sizeToFit()
        #expect(navBar.frame.height == 44)
    }

    @Test func theNavigationControllersToolbarShowsTheTopControllersItemsAboveTheBottomSafeArea() throws {
        let s = BarScene()
        let target = UIBarButtonItemTests.Target()
        let reply = UIBarButtonItem(
            title: "Reply", style: .plain, target: target, action: UIBarButtonItemTests.Target.tapped)
        s.root.toolbarItems = [.flexibleSpace(), reply]
        #expect(s.nav.isToolbarHidden && s.nav.toolbar.isHidden)
        s.nav.setToolbarHidden(false, animated: false)
        s.device.runUntilIdle()
        #expect(!s.nav.isToolbarHidden && !s.nav.toolbar.isHidden)
        #expect(s.nav.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 78))
        #expect(approx(s.root.view.safeAreaInsets.bottom, 34 + 44))
        #expect(s.nav.toolbar.items == s.root.toolbarItems)
        let frame = s.nav.toolbar.itemViews[1].frame
        #expect(frame.maxX == 374)
        s.device.tap(at: CGPoint(x: frame.midX, y: 766 + frame.midY))
        #expect(target.senders.first === reply)
        #expect(
            s.device.screenshot().points(in: CGRect(x: 300, y: 766, width: 90, height: 44), where: BarPixels.isTint)
                .count > 20)
    }

    @Test func pushingAndPoppingSwapsTheToolbarItems() {
        let s = BarScene()
        let first = item("First")
        s.root.toolbarItems = [first]
        s.nav.isToolbarHidden = false
        let detail = BarScene.page("Detail")
        let second = item("Second")
        detail.toolbarItems = [second]
        s.push(detail, animated: true)
        #expect(s.nav.toolbar.items == [second])
        s.nav.popViewController(animated: true)
        s.device.runUntilIdle()
        #expect(s.nav.toolbar.items == [first])
        let third = item("Third")
        s.root.setToolbarItems([third], animated: true)
        s.device.runUntilIdle()
        #expect(s.nav.toolbar.items == [third])
    }

    @Test func theToolbarItemsCrossFadeAlongsideAPushAndComeBackWhenASwipeBackIsCancelled() {
        let s = BarScene()
        s.root.toolbarItems = [item("First")]
        s.nav.isToolbarHidden = false
        let detail = BarScene.page("Detail")
        detail.toolbarItems = [item("Second"), .flexibleSpace(), item("Third")]
        s.push(detail, animated: false)
        let views = { s.nav.toolbar.subviews.compactMap { $0 as? BarButtonItemView } }
        #expect(views().count == 3)
        // An edge swipe scrubs the cross-fade back to the root's item.
        s.device.beginTouches(at: [CGPoint(x: 4, y: 400)])
        for x in stride(from: 8, through: 100, by: 4) {
            s.device.advance(by: 1.0 / 60)
            s.device.moveTouches(to: [CGPoint(x: CGFloat(x), y: 400)])
        }
        #expect(views().count == 4)
        let leaving = views()[0].layer.presentation()?.opacity ?? 0
        #expect(leaving > 0.3 && leaving < 0.95)
        s.device.endTouches()
        s.device.runUntilIdle()
        #expect(s.nav.topViewController === detail)
        #expect(views().map(\.item) == detail.toolbarItems && s.nav.toolbar.items == detail.toolbarItems)
        #expect(views().allSatisfy { $0.alpha == 1 && $0.layer.presentation()?.opacity ?? 1 == 1 })
        s.nav.popViewController(animated: true)
        s.device.advance(by: 0.175)
        #expect(views().count == 4)
        s.device.runUntilIdle()
        #expect(views().map(\.item) == s.root.toolbarItems)
    }

    @Test func aControllerThatHidesTheBottomBarHidesTheToolbar() {
        let s = BarScene()
        s.nav.isToolbarHidden = false
        s.device.runUntilIdle()
        let detail = BarScene.page("Detail")
        detail.hidesBottomBarWhenPushed = true
        s.push(detail, animated: true)
        #expect(s.nav.toolbar.frame.minY == 844)
        #expect(approx(detail.view.safeAreaInsets.bottom, 34))
        s.nav.popViewController(animated: true)
        s.device.runUntilIdle()
        #expect(s.nav.toolbar.frame.minY == 766 && approx(s.root.view.safeAreaInsets.bottom, 78))
    }

    @Test func aToolbarItemChangedInPlaceIsRedrawn() {
        let s = BarScene()
        let edit = item("Edit")
        s.root.toolbarItems = [edit]
        s.nav.isToolbarHidden = false
        s.device.runUntilIdle()
        edit.title = "Done"
        s.device.runUntilIdle()
        #expect(s.nav.toolbar.itemViews.first?.titleLabel.text == "Done")
    }
}

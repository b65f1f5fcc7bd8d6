import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// Hiding and showing a navigation controller's bars: the bars slide over
/// `hideShowBarDuration` and the children's safe area follows.
@MainActor
@Suite(.checksLifetimes) struct NavigationBarHidingTests {
    @Test func hidingTheBarAnimatedSlidesItUpAndGivesTheSpaceToTheChildren() throws {
        let s = BarScene()
        let pinned = UIView()
        s.root.view.addSubview(pinned)
        pinned.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: s.root.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: s.root.view.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        s.device.runUntilIdle()
        #expect(pinned.frame.minY == 91)
        s.nav.setNavigationBarHidden(true, animated: true)
        #expect(s.nav.isNavigationBarHidden && !s.nav.navigationBar.isHidden)
        #expect(approx(s.root.view.safeAreaInsets.top, 47))
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        s.device.advance(by: 0.1)
        let y = try #require(s.nav.navigationBar.layer.presentation()).frame.minY
        #expect(y < 40 && y > -91)
        // The children lay out in the same animation.
        let pinnedY = try #require(pinned.layer.presentation()).frame.minY
        #expect(pinnedY > 48 && pinnedY < 90)
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.isHidden && pinned.frame.minY == 47)
    }

    @Test func showingTheBarAnimatedSlidesItDown() throws {
        let s = BarScene()
        s.nav.isNavigationBarHidden = true
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.isHidden && approx(s.root.view.safeAreaInsets.top, 47))
        s.nav.setNavigationBarHidden(false, animated: true)
        #expect(!s.nav.navigationBar.isHidden && approx(s.root.view.safeAreaInsets.top, 91))
        s.device.advance(by: 0.1)
        let y = try #require(s.nav.navigationBar.layer.presentation()).frame.minY
        #expect(y < 40 && y > -91)
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.frame.minY == 47)
        #expect(
            s.device.screenshot().points(in: CGRect(x: 150, y: 47, width: 90, height: 44), where: BarPixels.isDark)
                .count > 20)
    }

    @Test func hidingTheBarBeforeTheViewLoadsKeepsItHidden() {
        let s = BarScene { nav, _ in nav.isNavigationBarHidden = true }
        #expect(s.nav.navigationBar.isHidden && approx(s.root.view.safeAreaInsets.top, 47))
        let detail = BarScene.page("Detail")
        s.push(detail)
        #expect(approx(detail.view.safeAreaInsets.top, 47))
    }

    @Test func hidingTheToolbarAnimatedSlidesItDownAndTheBottomSafeAreaFollows() throws {
        let s = BarScene()
        s.nav.setToolbarHidden(false, animated: true)
        #expect(approx(s.root.view.safeAreaInsets.bottom, 78))
        s.device.runUntilIdle()
        #expect(s.nav.toolbar.frame.minY == 766)
        s.nav.setToolbarHidden(true, animated: true)
        #expect(s.nav.isToolbarHidden && approx(s.root.view.safeAreaInsets.bottom, 34))
        s.device.advance(by: 0.1)
        let y = try #require(s.nav.toolbar.layer.presentation()).frame.minY
        #expect(y > 766 && y < 844)
        s.device.runUntilIdle()
        #expect(s.nav.toolbar.isHidden && s.nav.toolbar.frame.minY == 844)
    }

    /// A controller that shows or hides the bar in `viewWillAppear(_:)`, as apps do.
    final class BarPreferring: UIViewController {
        let hidesBar: Bool
        init(hidesBar: Bool) {
            self.hidesBar = hidesBar
            super.init(nibName: nil, bundle: nil)
            view.backgroundColor = .white
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(hidesBar, animated: animated)
        }
    }

    @Test func hidingTheBarDuringAPushMovesItAlongsideThePush() throws {
        let s = BarScene()
        let detail = BarPreferring(hidesBar: true)
        s.nav.pushViewController(detail, animated: true)
        #expect(s.nav.isNavigationBarHidden)
        // Past hideShowBarDuration but inside the push's 0.35 s, the bar is still on its way.
        s.device.advance(by: 0.27)
        let y = try #require(s.nav.navigationBar.layer.presentation()).frame.minY
        #expect(y < 40 && y > -91)
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.isHidden && approx(detail.view.safeAreaInsets.top, 47))
    }

    @Test func aCancelledSwipeBackKeepsTheBarOfTheControllerThatStays() {
        let device = VirtualDevice()
        let root = BarPreferring(hidesBar: false)
        let detail = BarPreferring(hidesBar: true)
        let nav = UINavigationController(rootViewController: root)
        device.window.rootViewController = nav
        nav.pushViewController(detail, animated: false)
        device.runUntilIdle()
        #expect(nav.navigationBar.isHidden)
        device.beginTouches(at: [CGPoint(x: 4, y: 400)])
        for x in stride(from: 8, through: 100, by: 4) {
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: CGFloat(x), y: 400)])
        }
        // The swipe scrubs the bar in, with the pop.
        #expect(!nav.navigationBar.isHidden && !nav.isNavigationBarHidden)
        device.endTouches()
        device.runUntilIdle()
        #expect(nav.topViewController === detail)
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        #expect(approx(detail.view.safeAreaInsets.top, 47))
        // A completed swipe shows it.
        device.beginTouches(at: [CGPoint(x: 4, y: 400)])
        for x in stride(from: 16, through: 300, by: 12) {
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: CGFloat(x), y: 400)])
        }
        device.endTouches()
        device.runUntilIdle()
        #expect(nav.topViewController === root && !nav.navigationBar.isHidden)
        #expect(nav.navigationBar.frame.minY == 47 && approx(root.view.safeAreaInsets.top, 91))
        device.window.rootViewController = nil
        device.runUntilIdle()
    }

    @Test func theBarsAreReleasedWithTheController() {
        weak var weakNav: UINavigationController?
        weak var weakItem: UIBarButtonItem?
        do {
            let s = BarScene()
            let item = UIBarButtonItem(title: "Edit", style: .plain, target: s.root, action: UIViewController.loadView)
            s.root.navigationItem.rightBarButtonItem = item
            s.root.toolbarItems = [item]
            s.nav.isToolbarHidden = false
            s.device.runUntilIdle()
            weakNav = s.nav
            weakItem = item
            s.device.window.rootViewController = nil
            s.device.runUntilIdle()
        }
        #expect(weakNav == nil && weakItem == nil)
    }
}

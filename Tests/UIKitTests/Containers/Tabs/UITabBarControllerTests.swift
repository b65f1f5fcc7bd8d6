import Testing
import UIKitTesting

@testable import UIKit

/// UITabBarController: tabs as children, selection with appearance callbacks in UIKit's order,
/// the bar's geometry, drawing and taps, items, and the bar hidden for pushed controllers.
@MainActor
@Suite(.checksLifetimes) struct UITabBarControllerTests {
    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let tabs: UITabBarController
        let a: RecordingViewController
        let b: RecordingViewController
    }

    func scene(third: UIViewController? = nil) -> Scene {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        a.title = "First"
        b.title = "Second"
        a.tabBarItem.image = UIImage(systemName: "star.fill")
        b.tabBarItem.image = UIImage(systemName: "star.fill")
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b] + (third.map { [$0] } ?? [])
        device.window.rootViewController = tabs
        device.runUntilIdle()
        log.clear()
        return Scene(device: device, log: log, tabs: tabs, a: a, b: b)
    }

    func appearance(_ log: EventLog) -> [String] {
        log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0.hasPrefix("delegate") }
    }

    @Test func tabsAreChildrenAndOnlyTheSelectedOneAppears() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        #expect(
            log.entries == [
                "A.willMove(toParent: vc)", "B.willMove(toParent: vc)", "A.didMove(toParent: vc)",
                "B.didMove(toParent: vc)",
            ])
        log.clear()
        device.window.rootViewController = tabs
        device.runUntilIdle()
        #expect(appearance(log) == ["A.viewWillAppear", "A.viewDidAppear"])
        #expect(tabs.children.count == 2 && a.tabBarController === tabs && b.tabBarController === tabs)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(!b.isViewLoaded && a.view.superview === tabs.transitionView)
    }

    @Test func selectingATabSendsOldWillDisappearNewWillAppearOldDidDisappearNewDidAppear() {
        let s = scene()
        s.tabs.selectedIndex = 1
        #expect(
            appearance(s.log) == [
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(s.tabs.selectedViewController === s.b && s.a.view.superview == nil)
        #expect(s.b.view.superview === s.tabs.transitionView && s.b.view.frame == s.tabs.view.bounds)
        #expect(s.tabs.tabBar.selectedItem === s.b.tabBarItem)
        s.log.clear()
        s.tabs.selectedViewController = s.a
        #expect(
            appearance(s.log) == [
                "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
            ])
        #expect(s.tabs.containerTransitions.isEmpty)
    }

    @Test func selectingTheSelectedTabOrAnIndexOutOfRangeDoesNothing() {
        let s = scene()
        s.tabs.selectedIndex = 0
        s.tabs.selectedIndex = 7
        s.tabs.selectedViewController = UIViewController()
        #expect(s.log.entries.isEmpty && s.tabs.selectedIndex == 0)
        #expect(UITabBarController().selectedIndex == NSNotFound)
    }

    @Test func setViewControllersKeepsTheSelectedControllerElseTheIndexElseTheFirst() {
        let s = scene()
        let c = RecordingViewController("C", log: s.log)
        s.tabs.selectedIndex = 1
        s.tabs.viewControllers = [c, s.b]
        #expect(s.tabs.selectedViewController === s.b && s.tabs.selectedIndex == 1)
        #expect(s.a.parent == nil && c.parent === s.tabs)
        s.log.clear()
        let d = RecordingViewController("D", log: s.log)
        s.tabs.setViewControllers([c, d], animated: false)
        #expect(s.tabs.selectedViewController === d)
        #expect(
            appearance(s.log) == ["B.viewWillDisappear", "D.viewWillAppear", "B.viewDidDisappear", "D.viewDidAppear"])
        #expect(s.b.parent == nil && s.b.view.superview == nil)
        s.tabs.viewControllers = [c]
        #expect(s.tabs.selectedViewController === c && s.tabs.selectedIndex == 0)
    }

    @Test func tabBarItemsTakeTheControllersTitleAndSystemItemsTheirOwn() {
        let vc = UIViewController()
        vc.title = "Inbox"
        #expect(vc.tabBarItem.title == "Inbox")
        vc.title = "Mail"
        #expect(vc.tabBarItem.title == "Mail")
        let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(system.tag == 3 && system.title == nil && system.displayedTitle == "Favorites")
        let item = UITabBarItem(title: "Home", image: nil, selectedImage: UIImage(systemName: "star.fill"))
        item.badgeValue = "3"
        #expect(item.badgeValue == "3" && item.displayedImage(selected: true) === item.selectedImage)
        let plain = UITabBarItem(title: "T", image: nil, tag: 9)
        #expect(plain.tag == 9 && plain.title == "T")
    }

    @Test func theBarSitsAtTheBottomAndTheTabsSafeAreaLeavesItOut() {
        let s = scene()
        #expect(s.tabs.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(s.a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(s.a.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(s.tabs.tabBar.items?.map(\.title) == ["First", "Second"])
        s.tabs.tabBar.isHidden = true
        s.device.runUntilIdle()
        #expect(s.a.view.safeAreaInsets.bottom == 34)
    }

    @Test func theBarDrawsTheSelectedItemInTheTintAndTheOthersGrey() {
        let s = scene()
        s.tabs.view.backgroundColor = .white
        s.a.view.backgroundColor = .white
        s.device.runUntilIdle()
        let image = s.device.screenshot()
        func count(in xs: Range<Int>, _ match: (UInt8, UInt8, UInt8) -> Bool) -> Int {
            var n = 0
            for x in xs { for y in 761..<800 { let p = image.pixel(x: x, y: y); if match(p.r, p.g, p.b) { n += 1 } } }
            return n
        }
        let blue = { (r: UInt8, g: UInt8, b: UInt8) in b > 200 && r < 60 && g > 90 && g < 150 }
        let grey = { (r: UInt8, g: UInt8, b: UInt8) in r > 120 && r < 160 && abs(Int(r) - Int(b)) < 12 }
        #expect(count(in: 0..<195, blue) > 40)
        #expect(count(in: 195..<390, blue) == 0)
        #expect(count(in: 195..<390, grey) > 40)
        // The bar's background, below the items (the home-indicator area).
        let p = image.pixel(x: 100, y: 830)
        #expect(p.r > 240 && p.g > 240 && p.b > 240)
        // The separator line at the top of the bar.
        #expect(image.pixel(x: 100, y: 761).r < 200)
    }

    @Test func tappingATabSelectsItThroughTheDelegate() {
        final class Delegate: UITabBarControllerDelegate {
            let log: EventLog
            var allows = true
            init(log: EventLog) { self.log = log }
            func tabBarController(_ c: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
                log.record("delegate.shouldSelect \(vc.title ?? "")")
                return allows
            }
            func tabBarController(_ c: UITabBarController, didSelect vc: UIViewController) {
                log.record("delegate.didSelect \(vc.title ?? "")")
            }
        }
        let s = scene()
        let delegate = Delegate(log: s.log)
        s.tabs.delegate = delegate
        s.device.tap(at: CGPoint(x: 290, y: 780))
        s.device.runUntilIdle()
        #expect(
            appearance(s.log) == [
                "delegate.shouldSelect Second", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                "B.viewDidAppear", "delegate.didSelect Second",
            ])
        #expect(s.tabs.selectedIndex == 1)
        s.log.clear()
        delegate.allows = false
        s.device.tap(at: CGPoint(x: 90, y: 780))
        s.device.runUntilIdle()
        #expect(appearance(s.log) == ["delegate.shouldSelect First"])
        #expect(s.tabs.selectedIndex == 1)
    }

    @Test func tappingTheSelectedNavigationTabPopsItToTheRoot() {
        let log = EventLog()
        let root = RecordingViewController("R", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.title = "Nav"
        let s = scene(third: nav)
        s.tabs.selectedIndex = 2
        nav.pushViewController(UIViewController(), animated: false)
        nav.pushViewController(UIViewController(), animated: false)
        s.device.runUntilIdle()
        s.device.tap(at: CGPoint(x: 325, y: 780))
        s.device.runUntilIdle()
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
        #expect(s.tabs.selectedIndex == 2)
    }

    @Test func theBarHidesWhileAControllerThatAsksForItIsPushed() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let s = scene(third: nav)
        s.tabs.selectedIndex = 2
        s.device.runUntilIdle()
        #expect(s.tabs.tabBar.frame.minY == 761)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        s.device.runUntilIdle()
        #expect(s.tabs.tabBar.frame.minY == 844)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        nav.popViewController(animated: true)
        s.device.runUntilIdle()
        #expect(s.tabs.tabBar.frame.minY == 761)
        #expect(nav.topViewController?.view.safeAreaInsets.bottom == 83)
    }

    @Test func aManagedBarRefusesAnotherDelegate() {
        final class D: UITabBarDelegate {}
        let s = scene()
        let d = D()
        s.tabs.tabBar.delegate = d
        #expect(s.tabs.tabBar.delegate == nil)
        #expect(
            s.device.diagnostics.last
                == "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
    }

    @Test func controllersAreReleasedAfterTheTabBarControllerGoes() {
        weak var weakTabs: UITabBarController?
        weak var weakA: UIViewController?
        do {
            let s = scene()
            s.tabs.selectedIndex = 1
            s.device.runUntilIdle()
            weakTabs = s.tabs
            weakA = s.a
            s.device.window.rootViewController = nil
            s.device.runUntilIdle()
        }
        #expect(weakTabs == nil && weakA == nil)
    }

    @Test func aCancelledEdgeSwipeBackToAControllerThatHidesTheBarKeepsItHidden() {
        let nav = UINavigationController(rootViewController: UIViewController())
        let s = scene(third: nav)
        s.tabs.selectedIndex = 2
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: false)
        s.device.runUntilIdle()
        #expect(s.tabs.tabBar.frame.minY == 844)
        let pop = UIPercentDrivenInteractiveTransition()
        nav.pendingInteractivePop = pop
        nav.popViewController(animated: true)
        #expect(s.tabs.tabBar.frame.minY == 761)
        pop.update(0.2)
        pop.cancel()
        s.device.runUntilIdle()
        #expect(nav.topViewController === detail && s.tabs.tabBar.frame.minY == 844)
    }

    @Test func switchingToANavigationTabForwardsAppearanceToItsTopController() {
        let log = EventLog()
        let root = RecordingViewController("R", log: log)
        let top = RecordingViewController("T", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(top, animated: false)
        let s = scene(third: nav)
        log.clear()
        s.tabs.selectedIndex = 2
        #expect(log.entries.filter { $0.hasSuffix("Appear") } == ["T.viewWillAppear", "T.viewDidAppear"])
        #expect(appearance(s.log) == ["A.viewWillDisappear", "A.viewDidDisappear"])
        log.clear()
        s.tabs.selectedIndex = 0
        #expect(log.entries.filter { $0.hasSuffix("Disappear") } == ["T.viewWillDisappear", "T.viewDidDisappear"])
    }

    @Test func theBarFollowsARotation() {
        let s = scene()
        s.device.rotate(to: .landscapeLeft)
        s.device.runUntilIdle()
        #expect(s.tabs.tabBar.frame == CGRect(x: 0, y: 390 - 70, width: 844, height: 70))
        #expect(s.a.view.safeAreaInsets.bottom == 70)
    }

    @Test func aPresentedTabBarControllerSwitchesTabs() {
        let device = VirtualDevice()
        let log = EventLog()
        let presenter = UIViewController()
        device.window.rootViewController = presenter
        device.runUntilIdle()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        presenter.present(tabs, animated: true)
        device.runUntilIdle()
        log.clear()
        tabs.selectedIndex = 1
        #expect(
            appearance(log) == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        tabs.dismiss(animated: true)
        device.runUntilIdle()
        #expect(b.appearance.state == .disappeared && presenter.presentedViewController == nil)
    }
}

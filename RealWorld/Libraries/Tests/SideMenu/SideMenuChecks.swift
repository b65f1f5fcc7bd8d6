// What SideMenu's README promises, checked through its public API on a virtual phone.
// SideMenuManager.default is shared, so checks that set its menus put them back to nil.
import SideMenu
import Testing
import UIKit
import UIKitTesting

/// Records the menu delegate's calls in order.
private final class MenuLog: SideMenuNavigationControllerDelegate {
    var calls: [String] = []
    func sideMenuWillAppear(menu: SideMenuNavigationController, animated: Bool) { calls.append("willAppear") }
    func sideMenuDidAppear(menu: SideMenuNavigationController, animated: Bool) { calls.append("didAppear") }
    func sideMenuWillDisappear(menu: SideMenuNavigationController, animated: Bool) { calls.append("willDisappear") }
    func sideMenuDidDisappear(menu: SideMenuNavigationController, animated: Bool) { calls.append("didDisappear") }
}

@MainActor
@Suite(.serialized) struct SideMenuChecks {
    /// Presents a menu from a button's action, as the README's first example does.
    private func presented(leftSide: Bool = false) -> (
        VirtualDevice, UIViewController, SideMenuNavigationController, MenuLog
    ) {
        let home = UIViewController()
        home.view.backgroundColor = .white
        let device = phone(showing: home)
        let menu = SideMenuNavigationController(rootViewController: UIViewController())
        menu.leftSide = leftSide
        let log = MenuLog()
        menu.sideMenuDelegate = log
        home.present(menu, animated: true)
        _ = device.runUntilIdle()
        return (device, home, menu, log)
    }

    @Test func aRightMenuIs240PointsWideAgainstTheRightEdge() {
        let (_, home, menu, _) = presented()
        #expect(home.presentedViewController === menu)
        #expect(windowFrame(of: menu.view) == CGRect(x: 150, y: 0, width: 240, height: 844))
    }

    @Test func aLeftMenuOpensAgainstTheLeftEdge() {
        let (_, _, menu, _) = presented(leftSide: true)
        #expect(windowFrame(of: menu.view) == CGRect(x: 0, y: 0, width: 240, height: 844))
    }

    @Test func theDefaultStyleSlidesThePresentingViewOutByTheMenuWidth() {
        let (_, home, _, _) = presented()
        #expect(home.view.transform.tx == -240 || windowFrame(of: home.view).minX == -240)
    }

    @Test func theDelegateHearsAppearAndDisappearInOrder() {
        let (device, home, _, log) = presented()
        home.dismiss(animated: true)
        _ = device.runUntilIdle()
        #expect(log.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(home.view.transform == .identity && windowFrame(of: home.view).minX == 0)
    }

    @Test func tappingThePresentingSideDismissesTheMenu() {
        let (device, home, _, _) = presented()
        device.tap(at: CGPoint(x: 60, y: 400))
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test func swipingTheMenuAwayDismissesIt() {
        let (device, home, _, _) = presented()
        device.pan(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 390, y: 400), duration: 0.4)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test func aScreenEdgePanPresentsTheManagersMenu() {
        let home = UIViewController()
        let navigation = UINavigationController(rootViewController: home)
        let device = phone(showing: navigation)
        let menu = SideMenuNavigationController(rootViewController: UIViewController())
        SideMenuManager.default.rightMenuNavigationController = menu
        defer { SideMenuManager.default.rightMenuNavigationController = nil }
        SideMenuManager.default.addScreenEdgePanGesturesToPresent(toView: navigation.view)
        device.edgePan(from: .right, distance: 220, duration: 0.6)
        _ = device.runUntilIdle()
        #expect(navigation.presentedViewController === menu)
        navigation.dismiss(animated: false)
        _ = device.runUntilIdle()
    }

    @Test func nothingOutlivesTheDismissedMenu() {
        weak var weakMenu: UIViewController?
        let home = UIViewController()
        let device = phone(showing: home)
        do {
            let menu = SideMenuNavigationController(rootViewController: UIViewController())
            weakMenu = menu
            home.present(menu, animated: true)
            _ = device.runUntilIdle()
            home.dismiss(animated: true)
            _ = device.runUntilIdle()
        }
        #expect(weakMenu == nil)
    }
}

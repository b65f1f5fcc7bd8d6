import Testing
import UIKitTesting

@testable import UIKit

/// The More tab: on a phone, tabs past the fourth of more than five are listed by the More
/// navigation controller.
extension UITabBarControllerTests {
    func sevenTabs() -> (VirtualDevice, UITabBarController, [UIViewController]) {
        let device = VirtualDevice()
        let children = (1...7).map { i -> UIViewController in
            let vc = UIViewController()
            vc.title = "Tab \(i)"
            return vc
        }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        device.window.rootViewController = tabs
        device.runUntilIdle()
        return (device, tabs, children)
    }

    @Test func sevenTabsOnAPhoneShowFourTabsAndMore() throws {
        let (device, tabs, children) = sevenTabs()
        let items = try #require(tabs.tabBar.items)
        #expect(items.count == 5)
        #expect(Array(items.prefix(4)).map(\.title) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4"])
        #expect(items[4] === tabs.moreNavigationController.tabBarItem)
        #expect(tabs.viewControllers?.count == 7)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === tabs.moreNavigationController })
        #expect(tabs.customizableViewControllers?.count == 7)
        #expect(tabs.customizableViewControllers?.first === children[0])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func selectingTheMoreNavigationControllerReportsNoIndex() {
        let (device, tabs, _) = sevenTabs()
        let more = tabs.moreNavigationController
        tabs.selectedViewController = more
        device.runUntilIdle()
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController === more)
        #expect(more.view.window === device.window)
        #expect(more.viewControllers.count == 1)
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
        tabs.selectedIndex = 1
        device.runUntilIdle()
        #expect(tabs.selectedIndex == 1)
        #expect(more.viewIfLoaded?.window == nil)
    }

    @Test func aTabPastTheFourthIsShownInsideTheMoreNavigationController() {
        let (device, tabs, children) = sevenTabs()
        tabs.selectedIndex = 5
        device.runUntilIdle()
        let more = tabs.moreNavigationController
        #expect(tabs.selectedIndex == 5)
        #expect(tabs.selectedViewController === children[5])
        #expect(more.topViewController === children[5])
        #expect(children[5].navigationController === more)
        #expect(children[5].tabBarController === tabs)
        #expect(children[5].view.window === device.window)
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
        tabs.selectedViewController = children[0]
        device.runUntilIdle()
        #expect(children[5].viewIfLoaded?.window == nil)
        #expect(children[0].view.window === device.window)
    }

    @Test func goingBackToTheMoreListSelectsTheMoreNavigationController() {
        let (device, tabs, children) = sevenTabs()
        tabs.selectedIndex = 5
        device.runUntilIdle()
        let more = tabs.moreNavigationController
        more.popViewController(animated: true)
        device.runUntilIdle()
        #expect(more.viewControllers.count == 1)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController === more)
        #expect(children[5].viewIfLoaded?.window == nil)
        #expect(more.view.window === device.window)
        #expect(tabs.tabBar.selectedItem === more.tabBarItem)
        #expect(device.consistencyViolations(of: [tabs] + children) == [])
    }

    @Test func fiveTabsNeedNoMoreTab() {
        let device = VirtualDevice()
        let tabs = UITabBarController()
        tabs.viewControllers = (1...5).map { _ in UIViewController() }
        device.window.rootViewController = tabs
        device.runUntilIdle()
        #expect(tabs.tabBar.items?.count == 5)
        #expect(!(tabs.tabBar.items ?? []).contains { $0 === tabs.moreNavigationController.tabBarItem })
    }
}

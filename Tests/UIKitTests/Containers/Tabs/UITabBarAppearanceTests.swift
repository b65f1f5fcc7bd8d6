import Testing
import UIKitTesting

@testable import UIKit

/// `UITabBarAppearance` on a tab bar: background and hairline.
@MainActor
@Suite(.checksLifetimes) struct UITabBarAppearanceTests {
    @Test func anOpaqueAppearanceColoursTheBarAndATransparentOneDropsTheHairline() {
        let device = VirtualDevice()
        let tabs = UITabBarController()
        let first = UIViewController()
        first.view.backgroundColor = .white
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        tabs.viewControllers = [first]
        device.window.rootViewController = tabs
        device.runUntilIdle()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        device.runUntilIdle()
        var p = device.screenshot().pixel(x: 100, y: 830)
        #expect(p.r > 240 && p.g < 20 && p.b < 20)
        #expect(tabs.tabBar.scrollEdgeAppearance === appearance)
        let clear = UITabBarAppearance()
        clear.configureWithTransparentBackground()
        tabs.tabBar.standardAppearance = clear
        device.runUntilIdle()
        p = device.screenshot().pixel(x: 100, y: 830)
        #expect(p.r > 240 && p.g > 240 && p.b > 240)
        #expect(device.screenshot().pixel(x: 100, y: 761).r > 240)
        device.window.rootViewController = nil
        device.runUntilIdle()
    }

    @Test func aCopyKeepsTheBackground() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = .blue
        #expect(appearance.copy().backgroundColor == .blue)
        #expect(UITabBarAppearance(barAppearance: appearance).backgroundColor == .blue)
    }
}

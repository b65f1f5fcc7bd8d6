import Testing
import UIKitTesting

@testable import UIKit

/// The arithmetic on `UIWindow.Level` that UIKit's Swift overlay offers.
@MainActor
@Suite struct UIWindowLevelTests {
    @Test func levelsAddAndSubtractNumbers() {
        #expect(UIWindow.Level.statusBar + 1 == UIWindow.Level(rawValue: 1001))
        #expect(1 + UIWindow.Level.alert == UIWindow.Level(rawValue: 2001))
        #expect(UIWindow.Level.normal - 1 < .normal)
    }

    @Test func aBannerWindowAboveTheStatusBarIsInFrontOfTheAppsWindow() {
        let device = VirtualDevice()
        let banner = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        banner.windowLevel = .statusBar + 1
        banner.backgroundColor = .red
        device.window.backgroundColor = .white
        banner.isHidden = false
        UIApplication.shared.register(banner)
        device.runUntilIdle()
        let p = device.screenshot().pixel(x: 50, y: 50)
        #expect(p.r > 240 && p.g < 20 && p.b < 20)
        banner.isHidden = true
        device.runUntilIdle()
    }
}

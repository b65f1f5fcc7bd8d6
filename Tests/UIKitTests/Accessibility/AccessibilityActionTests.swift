import Foundation
import Testing
import UIKitTesting

@testable import UIKit

private final class NotificationCounter {
    var count = 0
    func heard() { count += 1 }
}

/// Reduce Transparency and VoiceOver's escape gesture.
@MainActor
@Suite(.checksLifetimes) struct AccessibilityActionTests {
    final class Dismissable: UIViewController {
        override func accessibilityPerformEscape() -> Bool {
            dismiss(animated: false)
            return true
        }
    }

    @Test func reduceTransparencyIsReadAndAnnounced() {
        let device = VirtualDevice()
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
        let counter = NotificationCounter()
        NotificationCenter.default.addObserver(
            counter, selector: NotificationCounter.heard,
            name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(counter) }
        device.isReduceTransparencyEnabled = true
        #expect(UIAccessibility.isReduceTransparencyEnabled)
        #expect(counter.count == 1)
        device.isReduceTransparencyEnabled = true
        #expect(counter.count == 1)
    }

    @Test func escapeIsAskedUpTheResponderChainFromTheTopController() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        let sheet = Dismissable()
        home.present(sheet, animated: false)
        device.runUntilIdle()
        #expect(home.presentedViewController === sheet)
        #expect(device.performAccessibilityEscape())
        device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        // Nothing handles it now: plain views and controllers return false.
        #expect(!device.performAccessibilityEscape())
        #expect(!UIView().accessibilityPerformEscape())
        #expect(!UIView().accessibilityPerformMagicTap())
    }
}

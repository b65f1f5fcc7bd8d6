import GalleryToasts
import Testing
import UIKit
import UIKitTesting

/// Delayed work written in the client's own Swift 5 code (Dispatch's main queue, a block
/// timer, a debounced work item) runs on the device's virtual clock.
@MainActor
@Suite(.checksLifetimes) struct DelayedWorkClientTests {
    @Test func aToastSettlesOnTheNextTurnAndLeavesAfterItsDuration() {
        let device = VirtualDevice()
        let toast = ToastView()
        toast.show("Copied", in: device.window, for: 2)
        #expect(toast.events == ["shown"])
        device.advance(by: 0)
        #expect(toast.events == ["shown", "settled"])
        device.advance(by: 1.9)
        #expect(toast.superview === device.window)
        device.advance(by: 0.2)
        #expect(toast.superview == nil)
        #expect(toast.events == ["shown", "settled", "hidden"])
    }

    @Test func aBlockTimerCountsDownOnTheVirtualClockAndStopsItself() {
        let device = VirtualDevice()
        let toast = ToastView()
        toast.startCountdown(from: 3)
        device.advance(by: 2.5)
        #expect(toast.secondsLeft == 1 && toast.isCountingDown)
        device.advance(by: 1)
        #expect(toast.secondsLeft == 0 && !toast.isCountingDown)
        device.advance(by: 2)
        #expect(toast.secondsLeft == 0)
    }

    @Test func aDebouncedSaveRunsOnceHalfASecondAfterTheLastEdit() {
        let device = VirtualDevice()
        let badge = SaveIndicator()
        device.window.addSubview(badge)
        badge.edited()
        device.advance(by: 0.3)
        badge.edited()
        device.advance(by: 0.3)
        #expect(badge.saves == 0)
        device.advance(by: 0.3)
        #expect(badge.saves == 1 && !badge.isHidden)
        #expect(device.runUntilIdle())
        #expect(badge.saves == 1 && badge.isHidden)
    }
}

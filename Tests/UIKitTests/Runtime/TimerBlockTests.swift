import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

// This file imports UIKit alone, as an app's view code does: in a file that also imports
// Foundation, Foundation's own block timers are used (see ExplicitFoundationImportTests).

/// Foundation's block timers made on the main thread run on the world's clock.
@MainActor
@Suite(.checksLifetimes) struct TimerBlockTests {
    @Test func blockTimerRepeatsOnTheVirtualClockUntilInvalidated() {
        let device = VirtualDevice()
        let start = device.now
        let log = EventLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            MainActor.assumeIsolated { log.record("tick") }
        }
        device.advance(by: 1.6)
        #expect(log.entries == ["tick", "tick", "tick"])
        #expect(log.times.map { (($0 - start) * 1000).rounded() } == [500, 1000, 1500])
        timer.invalidate()
        device.advance(by: 2)
        #expect(log.entries.count == 3 && !timer.isValid)
    }

    @Test func aOneShotBlockTimerKeepsRunUntilIdleRunningUntilItFiresOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            MainActor.assumeIsolated { log.record("fired") }
        }
        #expect(device.runUntilIdle())
        #expect(log.entries == ["fired"])
        #expect(!timer.isValid)
        device.advance(by: 5)
        #expect(log.entries == ["fired"])
    }

    @Test func aRepeatingBlockTimerLetsRunUntilIdleReturn() {
        let device = VirtualDevice()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in }
        #expect(device.runUntilIdle(limit: 5))
        #expect(timer.isValid)
        timer.invalidate()
    }

    @Test func theBlockCanInvalidateItsOwnTimer() {
        let device = VirtualDevice()
        let log = EventLog()
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated {
                log.record("tick")
                if log.entries.count == 2 { timer.invalidate() }
            }
        }
        device.advance(by: 5)
        #expect(log.entries == ["tick", "tick"])
    }

    @Test func invalidatingReleasesTheCapturedController() {
        let device = VirtualDevice()
        var controller: UIViewController? = UIViewController()
        weak let weakController = controller
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [controller] _ in
            MainActor.assumeIsolated { controller?.title = "tick" }
        }
        controller = nil
        device.advance(by: 1.5)
        #expect(weakController?.title == "tick")
        timer.invalidate()
        #expect(weakController == nil)
    }

    @Test func aTimerAddedToTheMainRunLoopFiresOnTheWorldClock() {
        let device = VirtualDevice()
        let start = device.now
        let log = EventLog()
        let once = Timer(timeInterval: 0.5, repeats: false) { _ in MainActor.assumeIsolated { log.record("once") } }
        let repeating = Timer(fire: Date(timeIntervalSinceNow: 0.2), interval: 0.4, repeats: true) { _ in
            MainActor.assumeIsolated { log.record("repeat") }
        }
        RunLoop.main.add(once, forMode: .common)
        RunLoop.current.add(repeating, forMode: .default)
        device.advance(by: 0.45)
        #expect(log.entries == ["repeat"])
        device.advance(by: 0.2)
        #expect(log.entries == ["repeat", "once", "repeat"])
        #expect(log.times.map { (($0 - start) * 1000).rounded() } == [200, 500, 600])
        #expect(!once.isValid)
        repeating.invalidate()
        device.advance(by: 1)
        #expect(log.entries.count == 3)
    }

    @Test func aWorldTimerAddedToTheRunLoopAgainFiresOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            MainActor.assumeIsolated { log.record("fired") }
        }
        RunLoop.main.add(timer, forMode: .common)
        device.advance(by: 2)
        #expect(log.entries == ["fired"])
    }
}

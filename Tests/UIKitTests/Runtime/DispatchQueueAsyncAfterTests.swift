import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

// This file imports UIKit alone (no Foundation, no Dispatch), as an app's view code does, so
// every form of `asyncAfter`, the disfavoured full and work-item forms too, is UIKit's.

/// `DispatchQueue.asyncAfter` on the main queue runs on the world's clock.
@MainActor
@Suite(.checksLifetimes) struct DispatchQueueAsyncAfterTests {
    @Test func asyncAfterRunsInsideVirtualAdvanceAtItsTime() {
        let device = VirtualDevice()
        let start = device.now
        let log = EventLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.record("toast gone") }
        #expect(log.entries.isEmpty)
        device.advance(by: 0.29)
        #expect(log.entries.isEmpty)
        device.advance(by: 0.21)
        #expect(log.entries == ["toast gone"])
        #expect(log.times.map { abs($0 - (start + 0.3)) < 1e-9 } == [true])
        device.advance(by: 1)
        #expect(log.entries.count == 1)
    }

    @Test func asyncAfterRunsInDeadlineOrderWithTiesInCallOrder() {
        let device = VirtualDevice()
        let log = EventLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.record("c") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.record("a") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.record("d") }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) { log.record("b") }
        device.advance(by: 0.3)
        #expect(log.entries == ["a", "b"])
        device.advance(by: 0.3)
        #expect(log.entries == ["a", "b", "c", "d"])
    }

    @Test func aPendingAsyncAfterKeepsRunUntilIdleRunningUntilItRuns() {
        let device = VirtualDevice()
        let start = device.now
        let log = EventLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.record("ran") }
        #expect(device.runUntilIdle())
        #expect(log.entries == ["ran"])
        #expect(log.times.map { abs($0 - (start + 2)) < 1e-9 } == [true])
    }

    @Test func aPastDeadlineRunsAtTheNextTurn() {
        let device = VirtualDevice()
        let log = EventLog()
        DispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.record("ran") }
        #expect(log.entries.isEmpty)
        device.advance(by: 0)
        #expect(log.entries == ["ran"])
    }

    @Test func theQoSFullAndWallClockFormsRunOnTheWorldClock() {
        let device = VirtualDevice()
        let log = EventLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4, qos: .userInitiated) { log.record("qos") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, qos: .default, flags: .barrier) { log.record("flags") }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.2) { log.record("wall") }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.3, qos: .utility, flags: []) { log.record("wall flags") }
        device.advance(by: 0.35)
        #expect(log.entries == ["flags", "wall", "wall flags"])
        device.advance(by: 0.1)
        #expect(log.entries == ["flags", "wall", "wall flags", "qos"])
    }

    @Test func aDebouncingWorkItemRunsOnlyIfNotCancelledBeforeItsTime() {
        let device = VirtualDevice()
        let log = EventLog()
        var pending: DispatchWorkItem?
        for query in ["s", "sw", "swi"] {
            pending?.cancel()
            let item = DispatchWorkItem { MainActor.assumeIsolated { log.record(query) } }
            pending = item
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
            device.advance(by: 0.1)
        }
        #expect(log.entries.isEmpty)
        device.advance(by: 0.25)
        #expect(log.entries == ["swi"])
    }

    @Test func aWorkItemForAWallClockDeadlineRunsOnTheWorldClock() {
        let device = VirtualDevice()
        let log = EventLog()
        let item = DispatchWorkItem { MainActor.assumeIsolated { log.record("wall item") } }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.2, execute: item)
        device.advance(by: 0.15)
        #expect(log.entries.isEmpty)
        device.advance(by: 0.1)
        #expect(log.entries == ["wall item"])
    }

    @Test func aDistantFutureDeadlineNeverRunsAndLetsTheWorldIdle() {
        let device = VirtualDevice()
        let log = EventLog()
        DispatchQueue.main.asyncAfter(deadline: .distantFuture) { log.record("ran") }
        #expect(device.runUntilIdle(limit: 5))
        #expect(log.entries.isEmpty)
    }

    @Test func theCapturedControllerIsFreedOnceTheWorkHasRun() {
        let device = VirtualDevice()
        var controller: UIViewController? = UIViewController()
        weak let weakController = controller
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [controller] in controller?.title = "Done" }
        controller = nil
        #expect(weakController != nil)
        device.advance(by: 1.1)
        #expect(weakController == nil)
    }

    @Test func asyncAfterOnAGlobalQueueKeepsDispatchBehaviour() {
        let device = VirtualDevice()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var ranOnMainActor = true
        nonisolated(unsafe) var ranAt: UInt64 = 0
        let deadline = DispatchTime.now() + 0.05
        DispatchQueue.global().asyncAfter(deadline: deadline) {
            ranOnMainActor = DispatchQueue.callerIsOnMainActor
            ranAt = DispatchTime.now().uptimeNanoseconds
            done.signal()
        }
        #expect(device.runUntilIdle())
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(!ranOnMainActor)
        #expect(ranAt >= deadline.uptimeNanoseconds)
    }

    @Test func withTwoDevicesTheWorkJoinsTheWorldWhoseCodeIsRunning() {
        let first = VirtualDevice()
        let second = VirtualDevice()
        let log = EventLog()
        first.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.record("first") }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log.record("second") }
        second.advance(by: 1)
        #expect(log.entries == ["second"])
        first.advance(by: 1)
        #expect(log.entries == ["second", "first"])
    }

    @Test func onARealClockWorldTheWorkWaitsForItsRealDeadline() {
        let world = MainLoop(clock: .real)
        world.hostsMainQueue = true
        nonisolated(unsafe) var ran: [String] = []
        world.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() + 30) { ran.append("later") }
            DispatchQueue.main.asyncAfter(deadline: .now() - 1) { ran.append("overdue") }
        }
        world.drainTurns()
        #expect(ran == ["overdue"])
        guard case .until(let fireTime) = world.nextWait else {
            Issue.record("the later work is not scheduled")
            return
        }
        #expect(fireTime > world.now + 29)
        world.tearDown()
    }

    /// Dispatch runs such work once the main queue is free, after this test returns; what
    /// the test can see is that the world never took it.
    @Test func theMainQueueWithNoWorldLeavesTheWorkToDispatch() {
        let world = MainLoop.processDefault
        #expect(!world.hostsMainQueue)
        nonisolated(unsafe) var ran = false
        world.perform {
            DispatchQueue.main.asyncAfter(deadline: .now() - 1) { ran = true }
            DispatchQueue.main.async { ran = true }
        }
        world.drainTurns()
        #expect(!ran)
    }
}

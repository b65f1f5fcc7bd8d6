import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

// This file imports UIKit alone, as an app's view code does (see DispatchQueueAsyncAfterTests).

/// `DispatchQueue.main.async` runs at the world's next run-loop turn.
@MainActor
@Suite(.checksLifetimes) struct DispatchQueueAsyncTests {
    @Test func mainAsyncRunsOnTheNextLoopTurnInOrderWithOtherNextTurnWork() {
        let device = VirtualDevice()
        let start = device.now
        let log = EventLog()
        DispatchQueue.main.async {
            log.record("a")
            DispatchQueue.main.async { log.record("c") }
        }
        MainLoop.current.performOnNextTurn { log.record("turn") }
        DispatchQueue.main.async { log.record("b") }
        #expect(log.entries.isEmpty)
        device.advance(by: 0)
        #expect(log.entries == ["a", "turn", "b", "c"])
        #expect(log.times == [start, start, start, start])
    }

    @Test func queuedWorkKeepsRunUntilIdleGoingUntilItHasRun() {
        let device = VirtualDevice()
        let log = EventLog()
        DispatchQueue.main.async { log.record("ran") }
        #expect(device.runUntilIdle())
        #expect(log.entries == ["ran"])
    }

    @Test func theGroupAndWorkItemFormsRunOnTheNextTurn() {
        let device = VirtualDevice()
        let log = EventLog()
        let group = DispatchGroup()
        DispatchQueue.main.async(group: group) { log.record("group") }
        let item = DispatchWorkItem { MainActor.assumeIsolated { log.record("item") } }
        let cancelled = DispatchWorkItem { MainActor.assumeIsolated { log.record("cancelled") } }
        let grouped = DispatchWorkItem { MainActor.assumeIsolated { log.record("grouped item") } }
        DispatchQueue.main.async(execute: item)
        DispatchQueue.main.async(execute: cancelled)
        DispatchQueue.main.async(group: group, execute: grouped)
        cancelled.cancel()
        #expect(group.wait(timeout: .now()) == .timedOut)
        device.advance(by: 0)
        #expect(log.entries == ["group", "item", "grouped item"])
        #expect(group.wait(timeout: .now()) == .success)
    }

    @Test func theCapturedControllerIsFreedOnceTheWorkHasRun() {
        let device = VirtualDevice()
        var controller: UIViewController? = UIViewController()
        weak let weakController = controller
        DispatchQueue.main.async { [controller] in controller?.title = "Done" }
        controller = nil
        #expect(weakController != nil)
        device.advance(by: 0)
        #expect(weakController == nil)
    }

    /// Dispatch runs such work once the main queue is free, after this test returns; what
    /// the test can see is that the world never took it.
    @Test func workPostedFromAnotherThreadIsLeftToDispatch() {
        let device = VirtualDevice()
        let posted = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var ran = false
        DispatchQueue.global().async {
            DispatchQueue.main.async { ran = true }
            posted.signal()
        }
        #expect(posted.wait(timeout: .now() + 30) == .success)
        device.advance(by: 0.5)
        #expect(!ran)
    }
}

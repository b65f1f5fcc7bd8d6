import Dispatch
import Testing

@testable import QuartzCore

/// `schedule(dispatchDeadline:)`: where a Dispatch deadline lands on the world's clock.
extension MainLoopTests {
    @Test func aVirtualDeadlineLandsOnTheMillisecondItNames() {
        let loop = VirtualWorld.make()
        loop.advance(by: 1)
        let deadline = DispatchTime.now() + 0.3
        loop.schedule(dispatchDeadline: deadline.uptimeNanoseconds) {}
        #expect(loop.nextWait == .until(1.3))
    }

    @Test func aPastDeadlineIsDueNow() {
        let loop = VirtualWorld.make()
        var ran = false
        loop.schedule(dispatchDeadline: 1) { ran = true }
        loop.drainTurns()
        #expect(ran)
    }

    @Test func aDistantFutureDeadlineSchedulesNothing() {
        let loop = VirtualWorld.make()
        loop.drainTurns()
        #expect(loop.schedule(dispatchDeadline: DispatchTime.distantFuture.uptimeNanoseconds) {} == nil)
        #expect(loop.nextWait == .input)
    }

    @Test func aRealClockPlacesDeadlinesExactlyInTheirOrder() {
        _ = VirtualWorld.make()
        let loop = MainLoop(clock: .real)
        #expect(!loop.hostsMainQueue)
        let later = DispatchTime.now() + 2
        let sooner = DispatchTime.now() + 1
        loop.schedule(dispatchDeadline: later.uptimeNanoseconds) {}
        guard case .until(let laterTime) = loop.nextWait else {
            Issue.record("nothing scheduled")
            return
        }
        loop.schedule(dispatchDeadline: sooner.uptimeNanoseconds) {}
        guard case .until(let soonerTime) = loop.nextWait else {
            Issue.record("nothing scheduled")
            return
        }
        let expected = Double(later.uptimeNanoseconds - sooner.uptimeNanoseconds) / 1e9
        #expect(abs((laterTime - soonerTime) - expected) < 1e-6)
        #expect(soonerTime > loop.now + 0.5)
    }

    @Test func aVirtualWorldStandsInForTheMainQueueAndTheProcessWorldDoesNotUntilItRuns() {
        #expect(VirtualWorld.make().hostsMainQueue)
        #expect(!MainLoop.processDefault.hostsMainQueue)
    }
}

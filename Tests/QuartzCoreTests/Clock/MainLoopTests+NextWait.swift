import Testing

@testable import QuartzCore

/// `nextWait`: the question a live window asks before it sleeps.
extension MainLoopTests {
    @Test func aLoopWithNothingScheduledWaitsForInput() {
        let loop = VirtualWorld.make()
        loop.drainTurns()
        #expect(loop.nextWait == .input)
    }

    @Test func theEarliestTimerIsWhenTheLoopNextHasWork() {
        let loop = VirtualWorld.make()
        loop.schedule(after: 2) {}
        loop.schedule(after: 0.5) {}
        #expect(loop.nextWait == .until(0.5))
        loop.advance(by: 0.6)
        #expect(loop.nextWait == .until(2))
        loop.advance(by: 2)
        #expect(loop.nextWait == .input)
    }

    @Test func aWatchdogWakesTheLoopThoughItDoesNotKeepItBusy() {
        let loop = VirtualWorld.make()
        loop.scheduleWatchdog(after: 1) {}
        #expect(loop.isIdle)
        #expect(loop.nextWait == .until(1))
    }

    @Test func workQueuedForTheNextTurnIsDueNow() {
        let loop = VirtualWorld.make()
        loop.performOnNextTurn {}
        #expect(loop.nextWait == .nextFrame)
        loop.drainTurns()
        #expect(loop.nextWait == .input)
    }

    @Test func aDisplayLinkNeedsEveryFrameUntilPaused() {
        let loop = VirtualWorld.make()
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        #expect(loop.nextWait == .nextFrame)
        link.isPaused = true
        #expect(loop.nextWait == .input)
        link.invalidate()
    }

    @Test func aFrameObserverNeedsEveryFrameUntilRemoved() {
        let loop = VirtualWorld.make()
        let id = loop.addFrameObserver { _ in }
        #expect(loop.nextWait == .nextFrame)
        loop.removeFrameObserver(id)
        #expect(loop.nextWait == .input)
    }

    @Test func aRunningAnimationNeedsEveryFrameUntilItEnds() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        layer.add(VirtualWorld.basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        loop.drainTurns()
        #expect(loop.nextWait == .nextFrame)
        loop.advance(by: 1.1)
        #expect(layer.animation(forKey: "fade") == nil)
        #expect(loop.nextWait == .input)
    }

    @Test func aDelayedAnimationWakesTheLoopWhenItBeginsInTheLayersTime() {
        let loop = VirtualWorld.make()
        let parent = VirtualWorld.committedLayer(in: loop)
        let layer = VirtualWorld.committedLayer(in: loop)
        parent.addSublayer(layer)
        // The layer's time runs twice as fast: one local second ahead is half a clock second.
        layer.speed = 2
        let fade = VirtualWorld.basic("opacity", from: 0, to: 1, duration: 1)
        fade.beginTime = layer.currentLocalTime + 1
        layer.add(fade, forKey: "fade")
        loop.drainTurns()
        #expect(loop.nextWait == .until(0.5))
        loop.schedule(after: 0.25) {}
        #expect(loop.nextWait == .until(0.25))
        loop.advance(by: 0.5)
        #expect(loop.nextWait == .nextFrame)
    }

    @Test func anAnimationOnAPausedLayerDoesNotKeepTheLoopAwake() {
        let loop = VirtualWorld.make()
        let parent = VirtualWorld.committedLayer(in: loop)
        let layer = VirtualWorld.committedLayer(in: loop)
        parent.addSublayer(layer)
        layer.add(VirtualWorld.basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        loop.drainTurns()
        #expect(loop.nextWait == .nextFrame)
        // Pausing an ancestor freezes it, as an interactive transition's container is.
        parent.speed = 0
        #expect(loop.nextWait == .input)
        parent.speed = 1
        #expect(loop.nextWait == .nextFrame)
    }
}

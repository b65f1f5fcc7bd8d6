import Testing

@testable import QuartzCore

@MainActor
@Suite struct MainLoopTests {
    @Test func virtualClockStartsAtZeroAndMovesOnlyWhenAdvanced() {
        let loop = VirtualWorld.make()
        #expect(loop.now == 0)
        #expect(CACurrentMediaTime() == 0)
        loop.drainTurns()
        #expect(loop.now == 0)
        loop.advance(by: 0.5)
        #expect(loop.now == 0.5)
        #expect(CACurrentMediaTime() == 0.5)
        loop.advance(by: -1)
        #expect(loop.now == 0.5)
    }

    @Test func aLoopCanStartAtAnyTime() {
        _ = VirtualWorld.make()
        let later = MainLoop(clock: .virtual, start: 100)
        MainLoop.current = later
        #expect(CACurrentMediaTime() == 100)
        later.advance(by: 1)
        #expect(later.now == 101)
    }

    @Test func timersRunAtTheirTimesInTimeThenSchedulingOrder() {
        let loop = VirtualWorld.make()
        var fired: [(String, Double)] = []
        loop.schedule(at: 0.5) { fired.append(("late", loop.now)) }
        loop.schedule(at: 0.2) { fired.append(("early", loop.now)) }
        loop.schedule(after: 0.2) { fired.append(("early-too", loop.now)) }
        loop.advance(by: 0.3)
        #expect(fired.map(\.0) == ["early", "early-too"])
        #expect(fired.allSatisfy { $0.1 == 0.2 })
        loop.advance(by: 1)
        #expect(fired.map(\.0) == ["early", "early-too", "late"])
        #expect(fired[2].1 == 0.5)
    }

    @Test func cancelledTimersNeverRun() {
        let loop = VirtualWorld.make()
        var ran = false
        let id = loop.schedule(after: 0.1) { ran = true }
        loop.cancelTimer(id)
        loop.advance(by: 1)
        #expect(!ran)
    }

    @Test func timersScheduledInThePastRunOnTheNextTurnWithoutRewinding() {
        let loop = VirtualWorld.make()
        loop.advance(by: 1)
        var at: Double?
        loop.schedule(at: 0.25) { at = loop.now }
        loop.schedule(after: -5) {}
        loop.drainTurns()
        #expect(at == 1)
        #expect(loop.isIdle)
    }

    @Test func nextTurnWorkRunsWhenTurnsDrainAndTakesNoTime() {
        let loop = VirtualWorld.make()
        var order: [String] = []
        loop.performOnNextTurn {
            order.append("first")
            loop.performOnNextTurn { order.append("queued by first") }
        }
        loop.performOnNextTurn { order.append("second") }
        #expect(order.isEmpty)
        loop.drainTurns()
        #expect(order == ["first", "second", "queued by first"])
        #expect(loop.now == 0)
    }

    @Test func framesComeEverySixtiethOfASecond() {
        let loop = VirtualWorld.make()
        var frames: [Double] = []
        let id = loop.addFrameObserver { frames.append($0) }
        loop.advance(by: 0.5)
        loop.advance(by: 0.5)
        #expect(frames.count == 60)
        for (i, t) in frames.enumerated() { #expect(approx(t, Double(i + 1) / 60, 1e-9)) }
        #expect(approx(loop.lastFrameTime, 1, 1e-9))
        loop.removeFrameObserver(id)
        loop.advance(by: 0.5)
        #expect(frames.count == 60)
    }

    @Test func framesNeverDriftOverALongRun() {
        let loop = VirtualWorld.make()
        var count = 0
        loop.addFrameObserver { _ in count += 1 }
        loop.advance(by: 1)
        #expect(loop.now == 1)
        #expect(loop.lastFrameTime == 1)
        loop.advance(by: 99)
        #expect(count == 6000)
        #expect(loop.lastFrameTime == 100)
        #expect(loop.now == 100)
    }

    @Test func changingTheFrameRateTakesEffectFromTheLastFrame() {
        let loop = VirtualWorld.make()
        var frames: [Double] = []
        loop.addFrameObserver { frames.append($0) }
        loop.advance(by: 0.5)
        loop.framesPerSecond = 120
        loop.advance(by: 0.5)
        #expect(frames.count == 30 + 60)
        #expect(frames.last == 1)
        #expect(approx(frames[30] - frames[29], 1.0 / 120, 1e-12))
    }

    @Test func shortAdvancesAccumulateIntoFrames() {
        let loop = VirtualWorld.make()
        var count = 0
        loop.addFrameObserver { _ in count += 1 }
        for _ in 0..<10 { loop.advance(by: 0.01) }
        // 0.1 s holds six whole frames (at 1/60 ... 6/60).
        #expect(count == 6)
    }

    @Test func timersBetweenFramesSeeTheirOwnTime() {
        let loop = VirtualWorld.make()
        var seen: Double?
        loop.schedule(at: 0.021) { seen = CACurrentMediaTime() }
        loop.advance(by: 0.05)
        #expect(seen == 0.021)
    }

    @Test func runUntilIdleAdvancesUntilAnimationsEnd() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(VirtualWorld.basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        #expect(!loop.isIdle)
        #expect(loop.runUntilIdle())
        #expect(loop.now >= 1 - 1e-9 && loop.now < 1 + 1.5 / 60)
        #expect(layer.animationKeys() == nil)
    }

    @Test func runUntilIdleGivesUpAtItsLimit() {
        let loop = VirtualWorld.make()
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        #expect(!loop.runUntilIdle(limit: 0.5))
        #expect(approx(loop.now, 0.5, 1e-9))
        link.invalidate()
        #expect(loop.runUntilIdle())
    }

    @Test func idleWhenNothingIsQueued() {
        let loop = VirtualWorld.make()
        #expect(loop.isIdle)
        loop.performOnNextTurn {}
        #expect(!loop.isIdle)
        loop.drainTurns()
        loop.schedule(after: 1) {}
        #expect(!loop.isIdle)
        loop.advance(by: 1)
        #expect(loop.isIdle)
    }
}

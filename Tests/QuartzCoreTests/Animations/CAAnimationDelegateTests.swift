import Testing

@testable import QuartzCore

/// When delegates hear that animations started and stopped (the registry's sweep).
@MainActor
@Suite struct CAAnimationDelegateTests {
    let log = EventLog()

    func animation(_ name: String, duration: Double = 1) -> CABasicAnimation {
        let anim = VirtualWorld.basic("opacity", from: 0, to: 1, duration: duration)
        anim.delegate = AnimationRecorder(name, log: log)
        return anim
    }

    @Test func startIsToldAtTheFirstFrameAndStopAfterTheEnd() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(animation("a"), forKey: "a")
        #expect(log.events.isEmpty)
        loop.advance(to: 0.02)
        #expect(log.events == ["a start"])
        #expect(approx(log.time(of: "a start")!, 1.0 / 60, 1e-9))
        loop.advance(to: 0.99)
        #expect(log.events == ["a start"])
        loop.advance(to: 1.1)
        #expect(log.events == ["a start", "a stop finished"])
        let stop = log.time(of: "a stop finished")!
        #expect(stop >= 1 - 1e-9 && stop < 1 + 1.5 / 60)
    }

    @Test func delayedAnimationStartsAtItsBeginTime() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        let anim = animation("a")
        anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        layer.add(anim, forKey: "a")
        loop.advance(to: 0.45)
        #expect(log.events.isEmpty)
        loop.advance(to: 0.55)
        #expect(log.events == ["a start"])
        #expect(log.time(of: "a start")! >= 0.5 - 1e-9)
    }

    @Test func removingAnAnimationReportsItUnfinished() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(animation("a"), forKey: "a")
        loop.advance(to: 0.3)
        layer.removeAnimation(forKey: "a")
        // Told on the next run-loop turn, not from inside the call.
        #expect(log.events == ["a start"])
        loop.drainTurns()
        #expect(log.events == ["a start", "a stop cancelled"])
        loop.advance(to: 2)
        #expect(log.events.count == 2)
    }

    @Test func replacingByTheSameKeyReportsTheOldOneUnfinished() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(animation("old"), forKey: "k")
        loop.advance(to: 0.3)
        layer.add(animation("new"), forKey: "k")
        loop.drainTurns()
        #expect(log.events == ["old start", "old stop cancelled"])
        loop.advance(to: 1.5)
        #expect(log.events == ["old start", "old stop cancelled", "new start", "new stop finished"])
        #expect(log.time(of: "new stop finished")! >= 1.3 - 1e-9)
    }

    @Test func removeAllAnimationsReportsEachUnfinished() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(animation("a"), forKey: "a")
        layer.add(animation("b", duration: 2), forKey: "b")
        loop.advance(to: 0.1)
        layer.removeAllAnimations()
        loop.drainTurns()
        #expect(log.events == ["a start", "b start", "a stop cancelled", "b stop cancelled"])
    }

    @Test func heldAnimationReportsFinishedOnceAndStaysOnTheLayer() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        let anim = animation("a")
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        layer.add(anim, forKey: "a")
        loop.advance(to: 3)
        #expect(log.events == ["a start", "a stop finished"])
        #expect(layer.animationKeys() == ["a"])
        // Removing it later says nothing more: it already finished.
        layer.removeAnimation(forKey: "a")
        loop.drainTurns()
        #expect(log.events == ["a start", "a stop finished"])
    }

    @Test func animationsEndingTogetherAreReportedInTheOrderAdded() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(animation("a"), forKey: "a")
        layer.add(animation("b"), forKey: "b")
        loop.advance(to: 1.1)
        #expect(log.events == ["a start", "b start", "a stop finished", "b stop finished"])
    }

    @Test func delegateSeesTheLayersCopyNotTheOriginal() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        final class Checker: CAAnimationDelegate {
            var stopped: CAAnimation?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = anim }
        }
        let checker = Checker()
        let anim = VirtualWorld.basic("opacity", from: 0, to: 1)
        anim.delegate = checker
        layer.add(anim, forKey: "a")
        loop.advance(to: 1.1)
        #expect(checker.stopped != nil)
        #expect(checker.stopped !== anim)
        #expect((checker.stopped as? CABasicAnimation)?.keyPath == "opacity")
        // The copy holds its delegate strongly, as in Core Animation: the test breaks its cycle.
        checker.stopped = nil
    }

    @Test func animationHoldsItsDelegateStrongly() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        weak var weakRecorder: AnimationRecorder?
        do {
            let recorder = AnimationRecorder("a", log: log)
            weakRecorder = recorder
            let anim = VirtualWorld.basic("opacity", from: 0, to: 1)
            anim.delegate = recorder
            layer.add(anim, forKey: "a")
        }
        loop.advance(to: 0.5)
        #expect(weakRecorder != nil)
        loop.runUntilIdle()
        #expect(log.events == ["a start", "a stop finished"])
        #expect(weakRecorder == nil)
    }

    @Test func didStopCanChainTheNextAnimation() {
        final class Chainer: CAAnimationDelegate {
            let layer: CALayer
            let log: EventLog
            init(layer: CALayer, log: EventLog) { (self.layer, self.log) = (layer, log) }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                log.record("first stop")
                let next = VirtualWorld.basic("position.x", from: 100, to: 200, duration: 1)
                next.delegate = AnimationRecorder("second", log: log)
                layer.add(next, forKey: "move")
            }
        }
        let loop = VirtualWorld.make()
        let layer = CALayer()
        let first = VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)
        first.delegate = Chainer(layer: layer, log: log)
        layer.add(first, forKey: "move")
        loop.advance(to: 1.5)
        #expect(log.events == ["first stop", "second start"])
        #expect(approx(layer.presentation()!.position.x, 150, 2))
        loop.runUntilIdle()
        #expect(log.events.last == "second stop finished")
    }

    @Test func removingAnotherAnimationFromDidStartCancelsIt() {
        final class Remover: CAAnimationDelegate {
            let layer: CALayer
            init(layer: CALayer) { self.layer = layer }
            func animationDidStart(_ anim: CAAnimation) { layer.removeAnimation(forKey: "b") }
        }
        let loop = VirtualWorld.make()
        let layer = CALayer()
        let a = VirtualWorld.basic("opacity", from: 0, to: 1)
        a.delegate = Remover(layer: layer)
        layer.add(a, forKey: "a")
        layer.add(animation("b"), forKey: "b")
        loop.runUntilIdle()
        #expect(log.events == ["b stop cancelled"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func pausedAnimationNeverStops() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        let anim = animation("a")
        anim.speed = 0
        layer.add(anim, forKey: "a")
        loop.advance(to: 5)
        #expect(log.events == ["a start"])
        #expect(!loop.isIdle)
        layer.removeAllAnimations()
        loop.drainTurns()
        #expect(loop.isIdle)
    }

    @Test func interleavedLayersWithTheirOwnSpeedsEndTheirAnimationsAtTheirOwnTimes() {
        let loop = VirtualWorld.make()
        let parent = VirtualWorld.committedLayer(in: loop)
        let fast = CALayer(), slow = CALayer()
        fast.speed = 2
        parent.addSublayer(fast)
        parent.addSublayer(slow)
        // Runs of one layer's animations and alternations between the layers: the sweep must
        // use each layer's own time for every entry.
        fast.add(animation("fast 1"), forKey: "1")
        slow.add(animation("slow 1"), forKey: "1")
        fast.add(animation("fast 2"), forKey: "2")
        fast.add(animation("fast 3"), forKey: "3")
        slow.add(animation("slow 2"), forKey: "2")
        loop.advance(to: 0.6)
        #expect(log.filtered("fast").filter { $0.hasSuffix("stop finished") }.count == 3)
        #expect(log.filtered("slow").allSatisfy { $0.hasSuffix("start") })
        loop.advance(to: 1.1)
        #expect(log.filtered("slow").filter { $0.hasSuffix("stop finished") }.count == 2)
    }

    @Test func anAnimationWhoseLayerWentAwayStopsUnfinishedWhileItsNeighbourRuns() {
        let loop = VirtualWorld.make()
        let survivor = CALayer()
        do {
            let doomed = CALayer()
            doomed.add(animation("doomed"), forKey: "a")
            survivor.add(animation("survivor"), forKey: "a")
            loop.advance(to: 0.1)
        }
        loop.advance(to: 0.2)
        #expect(log.events.contains("doomed stop cancelled"))
        #expect(!log.events.contains { $0.hasPrefix("survivor stop") })
        loop.advance(to: 1.1)
        #expect(log.events.last == "survivor stop finished")
    }
}

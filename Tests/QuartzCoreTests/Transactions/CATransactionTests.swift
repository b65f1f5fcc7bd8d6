import Foundation
import Testing

@testable import QuartzCore

@MainActor
@Suite struct CATransactionTests {
    let log = EventLog()

    private func animation(_ name: String, duration: Double) -> CABasicAnimation {
        let anim = VirtualWorld.basic("opacity", from: 0, to: 1, duration: duration)
        anim.delegate = AnimationRecorder(name, log: log)
        return anim
    }

    // MARK: Pending passes

    @Test func aLayerWaitingForLayoutAndDisplayIsNotKeptAliveByTheTransaction() {
        // Outside any world nothing commits until some other world's turn: the queues must not
        // be what keeps a dropped layer alive until then.
        weak var dropped: CALayer?
        do {
            let layer = CALayer()
            layer.setNeedsLayout()
            layer.setNeedsDisplay()
            dropped = layer
        }
        #expect(dropped == nil)
    }

    // MARK: Completion blocks

    @Test func completionWaitsForEveryAnimationAddedInTheTransaction() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("done") }
        layer.add(animation("short", duration: 0.5), forKey: "short")
        layer.add(animation("long", duration: 1), forKey: "long")
        CATransaction.commit()
        loop.advance(to: 0.6)
        #expect(!log.events.contains("done"))
        loop.advance(to: 1.1)
        #expect(log.events.contains("done"))
        #expect(log.time(of: "done")! >= 1 - 1e-9)
    }

    @Test func completionWithoutAnimationsRunsOnTheNextTurn() {
        let loop = VirtualWorld.make()
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("done") }
        CATransaction.commit()
        #expect(log.events.isEmpty)
        loop.drainTurns()
        #expect(log.events == ["done"])
        #expect(log.time(of: "done") == 0)
    }

    @Test func completionRunsAfterTheAnimationsStopDelegates() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("done") }
        layer.add(animation("a", duration: 0.5), forKey: "a")
        CATransaction.commit()
        loop.runUntilIdle()
        #expect(log.events == ["a start", "a stop finished", "done"])
    }

    @Test func completionSetOutsideAnExplicitTransactionWaitsForTheImplicitAnimations() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.setCompletionBlock { self.log.record("done") }
        layer.opacity = 0
        loop.drainTurns()
        #expect(log.events.isEmpty)
        loop.advance(to: 0.2)
        #expect(log.events.isEmpty)
        loop.advance(to: 0.3)
        #expect(log.events == ["done"])
    }

    @Test func animationsAddedBeforeTheBlockWasSetAreNotAwaited() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        layer.add(animation("early", duration: 2), forKey: "early")
        CATransaction.setCompletionBlock { self.log.record("done") }
        layer.add(animation("late", duration: 0.5), forKey: "late")
        CATransaction.commit()
        loop.advance(to: 0.6)
        #expect(log.events.contains("done"))
        #expect(!log.events.contains("early stop finished"))
    }

    @Test func removingTheAnimationsReleasesTheCompletion() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("done") }
        layer.add(animation("a", duration: 5), forKey: "a")
        CATransaction.commit()
        loop.advance(to: 0.5)
        layer.removeAnimation(forKey: "a")
        loop.drainTurns()
        #expect(log.events.suffix(2) == ["a stop cancelled", "done"])
        #expect(loop.now == 0.5)
    }

    @Test func nestedTransactionsCompleteInnerFirstAndOuterWaitsForBoth() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("inner") }
        layer.add(animation("a", duration: 0.5), forKey: "a")
        CATransaction.commit()
        layer.add(animation("b", duration: 1), forKey: "b")
        CATransaction.commit()
        loop.runUntilIdle()
        let completions = log.events.filter { $0 == "inner" || $0 == "outer" }
        #expect(completions == ["inner", "outer"])
        #expect(log.time(of: "inner")! < 0.6)
        #expect(log.time(of: "outer")! >= 1 - 1e-9)
    }

    @Test func outerCompletionAlsoWaitsForAnimationsOfInnerTransactions() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("outer") }
        CATransaction.begin()
        layer.add(animation("a", duration: 1), forKey: "a")
        CATransaction.commit()
        CATransaction.commit()
        loop.advance(to: 0.5)
        #expect(!log.events.contains("outer"))
        loop.advance(to: 1.1)
        #expect(log.events.contains("outer"))
    }

    @Test func nestedEmptyTransactionsCompleteInCommitOrder() {
        let loop = VirtualWorld.make()
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("inner") }
        CATransaction.commit()
        CATransaction.commit()
        loop.drainTurns()
        #expect(log.events == ["inner", "outer"])
    }

    @Test func replacingTheBlockKeepsTheOldOneForItsOwnAnimations() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("first") }
        layer.add(animation("a", duration: 0.5), forKey: "a")
        CATransaction.setCompletionBlock { self.log.record("second") }
        layer.add(animation("b", duration: 1), forKey: "b")
        CATransaction.commit()
        loop.runUntilIdle()
        #expect(log.events.filter { $0 == "first" || $0 == "second" } == ["first", "second"])
        #expect(log.time(of: "first")! < 0.6)
        #expect(log.time(of: "second")! >= 1 - 1e-9)
    }

    @Test func replacingTheBlockBeforeAnyAnimationRunsTheOldOneAtOnce() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("first") }
        CATransaction.setCompletionBlock { self.log.record("second") }
        layer.add(animation("a", duration: 1), forKey: "a")
        loop.drainTurns()
        #expect(log.events == ["first"])
        CATransaction.commit()
        loop.runUntilIdle()
        #expect(log.events.last == "second")
    }

    @Test func completionBlockReadsTheCurrentOne() {
        _ = VirtualWorld.make()
        #expect(CATransaction.completionBlock() == nil)
        CATransaction.begin()
        CATransaction.setCompletionBlock { self.log.record("x") }
        CATransaction.completionBlock()?()
        #expect(log.events == ["x"])
        CATransaction.setCompletionBlock(nil)
        #expect(CATransaction.completionBlock() == nil)
        CATransaction.commit()
    }

    @Test func pendingCompletionKeepsTheLoopBusy() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock {}
        layer.add(animation("a", duration: 1), forKey: "a")
        CATransaction.commit()
        #expect(CATransaction.hasPendingCompletions(in: MainLoop.current))
        loop.runUntilIdle()
        #expect(!CATransaction.hasPendingCompletions(in: MainLoop.current))
    }

    @Test func completionsOfAnAbandonedWorldDoNotKeepTheNextOneBusy() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        CATransaction.begin()
        CATransaction.setCompletionBlock {}
        layer.add(animation("a", duration: 100), forKey: "a")
        CATransaction.commit()
        let next = MainLoop(clock: .virtual)
        MainLoop.current = next
        #expect(!CATransaction.hasPendingCompletions(in: MainLoop.current))
        #expect(next.isIdle)
    }

    // MARK: Transaction properties

    @Test func durationDefaultsToAQuarterSecondAndNests() {
        let loop = VirtualWorld.make()
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        loop.drainTurns()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func disableActionsAndTimingFunctionNest() {
        let loop = VirtualWorld.make()
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == nil)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationTimingFunction(easeIn)
        CATransaction.begin()
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() === easeIn)
        CATransaction.setDisableActions(false)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        loop.drainTurns()
        #expect(!CATransaction.disableActions())
    }

    @Test func valuesByKeyAreScopedToTheTransaction() {
        let loop = VirtualWorld.make()
        CATransaction.begin()
        CATransaction.setValue(42, forKey: "answer")
        CATransaction.begin()
        #expect(CATransaction.value(forKey: "answer") as? Int == 42)
        CATransaction.commit()
        CATransaction.commit()
        loop.drainTurns()
        #expect(CATransaction.value(forKey: "answer") == nil)
    }

    @Test func changesOutsideAnExplicitTransactionCommitAtTheEndOfTheTurn() {
        let loop = VirtualWorld.make()
        CATransaction.setAnimationDuration(1)
        #expect(CATransaction.animationDuration() == 1)
        loop.drainTurns()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    // MARK: Flushing

    @Test func flushCommitsTheImplicitTransaction() {
        _ = VirtualWorld.make()
        let fresh = CALayer()
        #expect(!fresh.isCommitted)
        CATransaction.flush()
        #expect(fresh.isCommitted)
    }

    @Test func flushInsideAnExplicitTransactionWaitsForItsCommit() {
        _ = VirtualWorld.make()
        let fresh = CALayer()
        CATransaction.begin()
        CATransaction.flush()
        #expect(!fresh.isCommitted)
        CATransaction.commit()
        #expect(fresh.isCommitted)
    }

    @Test func commitWithoutBeginIsIgnored() {
        _ = VirtualWorld.make()
        CATransaction.commit()
        CATransaction.lock()
        CATransaction.unlock()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    // MARK: Layout and display at commit

    @Test func commitLaysOutAndRedisplaysMarkedLayers() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop)
        final class Recorder: CALayerDelegate {
            var calls: [String] = []
            func layoutSublayers(of layer: CALayer) { calls.append("layout") }
            func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw") }
        }
        let recorder = Recorder()
        layer.delegate = recorder
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
        #expect(layer.needsLayout() && layer.needsDisplay())
        #expect(recorder.calls.isEmpty)
        loop.drainTurns()
        #expect(recorder.calls == ["layout", "draw"])
        #expect(!layer.needsLayout() && !layer.needsDisplay())
    }
}

import Testing

@testable import QuartzCore

/// The transition's progress arithmetic (its drawing belongs to the renderer's tests).
@MainActor
@Suite struct CATransitionTests {
    @Test func defaultsAreAFadeOverTheWholeRange() {
        _ = VirtualWorld.make()
        let t = CATransition()
        #expect(t.type == .fade && t.subtype == nil)
        #expect(t.startProgress == 0 && t.endProgress == 1)
    }

    @Test func progressRunsFromStartToEndProgress() {
        _ = VirtualWorld.make()
        let t = CATransition()
        t.duration = 1
        t.startProgress = 0.2
        t.endProgress = 0.8
        #expect(approx(t.transitionProgress(atLayerTime: 0)!, 0.2))
        #expect(approx(t.transitionProgress(atLayerTime: 0.5)!, 0.5))
        #expect(approx(t.transitionProgress(atLayerTime: 0.75)!, 0.65))
        #expect(t.transitionProgress(atLayerTime: 1) == nil)
        #expect(t.transitionProgress(atLayerTime: -0.1) == nil)
    }

    @Test func progressIsEasedByTheTimingFunction() {
        _ = VirtualWorld.make()
        let t = CATransition()
        t.duration = 2
        t.timingFunction = CAMediaTimingFunction(name: .easeOut)
        #expect(approx(t.transitionProgress(atLayerTime: 0.5)!, CubicBezier.easeOut.value(at: 0.25), 1e-4))
    }

    @Test func copiesKeepTheKindAndRange() {
        _ = VirtualWorld.make()
        let t = CATransition()
        t.type = .push
        t.subtype = .fromLeft
        t.endProgress = 0.5
        let copy = t.copy() as! CATransition
        #expect(copy.type == .push && copy.subtype == .fromLeft && copy.endProgress == 0.5)
    }
}

import Foundation
import Testing

@testable import QuartzCore

@MainActor
@Suite struct CAAnimationGroupTests {
    /// The layer under test (made in each test body, after its world).
    private func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 7)
        return layer
    }

    private func group(_ animations: [CAAnimation], duration: Double = 2) -> CAAnimationGroup {
        let g = CAAnimationGroup()
        g.animations = animations
        g.duration = duration
        return g
    }

    @Test func childrenRunOnTheGroupsTimeline() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let slide = VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)
        let fade = VirtualWorld.basic("opacity", from: 1, to: 0, duration: 1)
        fade.beginTime = 1
        layer.add(group([slide, fade]), forKey: "g")
        loop.advance(to: 0.5)
        #expect(approx(shown.position.x, 50))
        #expect(shown.opacity == 1)
        loop.advance(to: 1.5)
        // The slide ended inside the group (no fill), the fade is half way.
        #expect(shown.position.x == 7)
        #expect(approx(shown.opacity, 0.5))
    }

    @Test func childFillModeHoldsItsValueInsideTheGroup() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let slide = VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)
        slide.fillMode = .forwards
        let delayed = VirtualWorld.basic("position.y", from: 0, to: 10, duration: 0.5)
        delayed.beginTime = 1
        delayed.fillMode = .backwards
        layer.add(group([slide, delayed]), forKey: "g")
        loop.advance(to: 0.5)
        #expect(shown.position.y == 0)
        loop.advance(to: 1.25)
        #expect(shown.position.x == 100)
        #expect(approx(shown.position.y, 5))
        loop.advance(to: 2.1)
        #expect(shown.position == CGPoint(x: 7, y: 7))
    }

    @Test func groupClipsLongerChildren() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(group([VirtualWorld.basic("position.x", from: 0, to: 100, duration: 10)], duration: 1), forKey: "g")
        loop.advance(to: 0.5)
        #expect(approx(shown.position.x, 5))
        loop.advance(to: 1.1)
        #expect(shown.position.x == 7)
        #expect(layer.animationKeys() == nil)
    }

    @Test func childWithoutDurationTakesTheGroupsDuration() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue) = (0, 100)
        layer.add(group([slide], duration: 2), forKey: "g")
        loop.advance(to: 1)
        #expect(approx(shown.position.x, 50))
    }

    @Test func groupSpeedAndBeginTimeMoveEveryChild() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let g = group([VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)], duration: 1)
        g.speed = 2
        g.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
        layer.add(g, forKey: "g")
        loop.advance(to: 0.9)
        #expect(shown.position.x == 7)
        loop.advance(to: 1.25)
        #expect(approx(shown.position.x, 50))
        loop.advance(to: 1.55)
        #expect(layer.animationKeys() == nil)
    }

    @Test func groupTimingFunctionWarpsTheChildrensTime() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let g = group([VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)], duration: 1)
        g.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(g, forKey: "g")
        loop.advance(to: 0.5)
        #expect(approx(Double(shown.position.x), 100 * CubicBezier.easeIn.value(at: 0.5), 1e-4))
    }

    @Test func groupRepeatsReplayTheChildren() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let g = group([VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)], duration: 1)
        g.repeatCount = 2
        layer.add(g, forKey: "g")
        loop.advance(to: 1.25)
        #expect(approx(shown.position.x, 25))
    }

    @Test func onlyTheGroupsDelegateHearsAboutTheRun() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        let log = EventLog()
        let child = VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)
        child.delegate = AnimationRecorder("child", log: log)
        let g = group([child], duration: 1)
        g.delegate = AnimationRecorder("group", log: log)
        layer.add(g, forKey: "g")
        loop.runUntilIdle()
        #expect(log.events == ["group start", "group stop finished"])
    }

    @Test func groupCopiesItsChildren() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let child = VirtualWorld.basic("position.x", from: 0, to: 100, duration: 1)
        let g = group([child], duration: 1)
        layer.add(g, forKey: "g")
        child.toValue = 1000
        loop.advance(to: 0.5)
        #expect(approx(shown.position.x, 50))
        let stored = layer.animation(forKey: "g") as? CAAnimationGroup
        #expect(stored?.animations?.count == 1)
        #expect(stored?.animations?.first !== child)
    }
}

import Testing

@testable import QuartzCore

/// Layer time spaces: how a layer's (and its ancestors') timing moves the animations under it.
@MainActor
@Suite struct CALayerTimingTests {
    private func slide(duration: Double = 1) -> CABasicAnimation {
        VirtualWorld.basic("position.x", from: 0, to: 100, duration: duration)
    }

    @Test func timingPropertiesDefaultToThoseOfAPlainTimeline() {
        _ = VirtualWorld.make()
        let layer = CALayer()
        #expect(layer.beginTime == 0 && layer.duration == 0 && layer.timeOffset == 0)
        #expect(layer.speed == 1 && layer.repeatCount == 0 && layer.repeatDuration == 0)
        #expect(!layer.autoreverses && layer.fillMode == .removed)
    }

    @Test func localTimeRunsThroughEveryAncestor() {
        let loop = VirtualWorld.make()
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.beginTime = 1
        root.speed = 2
        child.timeOffset = 3
        child.speed = 0.5
        loop.advance(by: 5)
        // Root: (5 − 1) × 2 = 8. Child: 8 × 0.5 + 3 = 7.
        #expect(root.currentLocalTime == 8)
        #expect(child.currentLocalTime == 7)
    }

    @Test func convertTimeMovesBetweenLayerTimeSpaces() {
        _ = VirtualWorld.make()
        let root = CALayer(), child = CALayer(), sibling = CALayer()
        root.addSublayer(child)
        root.addSublayer(sibling)
        root.beginTime = 1
        root.speed = 2
        child.speed = 0.5
        child.timeOffset = 3
        sibling.speed = 4
        // Absolute 5 is root time 8, child time 7 and sibling time 32.
        #expect(child.convertTime(5, from: nil) == 7)
        #expect(child.convertTime(7, to: nil) == 5)
        #expect(root.convertTime(7, from: child) == 8)
        #expect(child.convertTime(8, from: root) == 7)
        #expect(sibling.convertTime(7, from: child) == 32)
        #expect(child.convertTime(7, to: sibling) == 32)
        #expect(child.convertTime(32, from: sibling) == 7)
        #expect(root.convertTime(5, to: nil) == 3.5)
    }

    @Test func convertTimeWithCurrentMediaTimeGivesTheLayersTimeNow() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.beginTime = 0.5
        layer.speed = 3
        loop.advance(by: 2)
        #expect(layer.convertTime(CACurrentMediaTime(), from: nil) == layer.currentLocalTime)
        #expect(layer.currentLocalTime == 4.5)
    }

    @Test func pausedParentFreezesChildAnimationAtItsOffset() {
        let loop = VirtualWorld.make()
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        let log = EventLog()
        let anim = slide()
        anim.delegate = AnimationRecorder("slide", log: log)
        child.add(anim, forKey: "slide")
        loop.advance(by: 0.1)
        parent.speed = 0
        parent.timeOffset = 0.3
        #expect(approx(child.presentation()!.position.x, 30))
        loop.advance(by: 5)
        #expect(approx(child.presentation()!.position.x, 30))
        #expect(child.animationKeys() == ["slide"])
        #expect(!log.events.contains("slide stop finished"))
    }

    @Test func resumingAPausedLayerContinuesFromWhereItStopped() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.add(slide(), forKey: "slide")
        loop.advance(by: 0.3)
        // Apple's pause recipe.
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        loop.advance(by: 1.8)
        #expect(approx(layer.presentation()!.position.x, 30))
        // Apple's resume recipe.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(approx(layer.presentation()!.position.x, 30))
        loop.advance(by: 0.35)
        #expect(approx(layer.presentation()!.position.x, 65))
        loop.advance(by: 0.4)
        #expect(layer.animationKeys() == nil)
    }

    @Test func fasterParentFinishesChildAnimationInHalfTheTime() {
        let loop = VirtualWorld.make()
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        let log = EventLog()
        let anim = slide()
        anim.delegate = AnimationRecorder("slide", log: log)
        child.add(anim, forKey: "slide")
        loop.advance(by: 0.25)
        #expect(approx(child.presentation()!.position.x, 50))
        loop.advance(by: 0.2)
        #expect(!log.events.contains("slide stop finished"))
        loop.advance(by: 0.1)
        let stopped = log.time(of: "slide stop finished")
        #expect(stopped != nil)
        #expect(stopped.map { $0 >= 0.5 - 1e-9 && $0 < 0.5 + 1.5 / 60 } == true)
    }

    @Test func layerSpeedScalesItsOwnAnimations() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.speed = 0.5
        layer.add(slide(), forKey: "slide")
        loop.advance(by: 1)
        #expect(approx(layer.presentation()!.position.x, 50))
        loop.advance(by: 1.05)
        #expect(layer.animationKeys() == nil)
    }

    @Test func layerBeginTimeShiftsItsTimeline() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.position.x = 7
        layer.add(slide(), forKey: "slide")
        // The animation began at layer time 0; moving the layer's timeline later delays it.
        layer.beginTime = 0.5
        loop.advance(by: 0.25)
        #expect(layer.presentation()!.position.x == 7)
        loop.advance(by: 0.5)
        #expect(approx(layer.presentation()!.position.x, 25))
        loop.advance(by: 0.5)
        #expect(approx(layer.presentation()!.position.x, 75))
    }

    @Test func animationAddedToAPausedLayerWaitsAtItsStart() {
        let loop = VirtualWorld.make()
        let layer = CALayer()
        layer.position.x = 50
        layer.speed = 0
        layer.timeOffset = 2
        layer.add(slide(), forKey: "slide")
        #expect(layer.animation(forKey: "slide")?.beginTime == 2)
        loop.advance(by: 3)
        #expect(layer.presentation()!.position.x == 0)
        #expect(layer.animationKeys() == ["slide"])
    }
}

import Testing

@testable import QuartzCore

/// The sweep passes running animations by until they can end; any change of timing or tree
/// since must be seen at the next frame.
extension CAAnimationDelegateTests {
    /// The time the stop of `name` was heard, if it was.
    private func stopTime(_ name: String) -> Double? { log.time(of: "\(name) stop finished") }

    /// A layer under `parent` running the one-second animation "a", 0.3 s into it.
    private func layerAnimating(under parent: CALayer, _ loop: MainLoop) -> CALayer {
        let layer = CALayer()
        parent.addSublayer(layer)
        layer.add(animation("a"), forKey: "a")
        loop.advance(to: 0.3)
        return layer
    }

    @Test func anAncestorSpeedingUpMidFlightEndsTheAnimationSooner() {
        let loop = VirtualWorld.make()
        let parent = VirtualWorld.committedLayer(in: loop)
        _ = layerAnimating(under: parent, loop)
        // The parent's time jumps to 0.6 and runs twice as fast: the end (1.0) comes at 0.5.
        parent.speed = 2
        loop.advance(to: 0.45)
        #expect(stopTime("a") == nil)
        loop.advance(to: 0.55)
        #expect(stopTime("a").map { $0 >= 0.5 - 1e-9 && $0 < 0.5 + 1.5 / 60 } == true)
    }

    @Test func aLayerMovedIntoAFasterTreeEndsItsAnimationByThatTreesTime() {
        let loop = VirtualWorld.make()
        let slow = VirtualWorld.committedLayer(in: loop), fast = VirtualWorld.committedLayer(in: loop)
        fast.speed = 2
        let layer = CALayer()
        slow.addSublayer(layer)
        layer.add(animation("a"), forKey: "a")
        loop.advance(to: 0.3)
        fast.addSublayer(layer)
        loop.advance(to: 0.55)
        #expect(stopTime("a") != nil)
    }

    @Test func aPausedAncestorHoldsTheAnimationUntilItResumes() {
        let loop = VirtualWorld.make()
        let parent = VirtualWorld.committedLayer(in: loop)
        _ = layerAnimating(under: parent, loop)
        // Paused as UIKit pauses a layer: time stands at 0.3 from now on.
        let pausedAt = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        parent.timeOffset = pausedAt
        loop.advance(to: 5)
        #expect(stopTime("a") == nil)
        // Resumed where it stood: 0.7 s of the animation are left.
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        parent.beginTime = parent.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
        loop.advance(to: 5.6)
        #expect(stopTime("a") == nil)
        loop.advance(to: 5.75)
        #expect(stopTime("a").map { $0 >= 5.7 - 1e-9 } == true)
    }

    @Test func aLayerGoingAwayMidFlightStopsItsAnimationUnfinishedAtTheNextFrame() {
        let loop = VirtualWorld.make()
        let parent = VirtualWorld.committedLayer(in: loop)
        do {
            let layer = CALayer()
            parent.addSublayer(layer)
            layer.add(animation("a"), forKey: "a")
            loop.advance(to: 0.3)
            layer.removeFromSuperlayer()
        }
        loop.advance(to: 0.35)
        #expect(log.events == ["a start", "a stop cancelled"])
    }
}

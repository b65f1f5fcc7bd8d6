import Foundation
import Testing

@testable import QuartzCore

@MainActor
@Suite struct CAKeyframeAnimationTests {
    /// The layer under test (made in each test body, after its world).
    private func makeLayer() -> CALayer {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        return layer
    }

    private func keyframes(
        _ values: [Any], keyTimes: [Double]? = nil, mode: CAAnimationCalculationMode = .linear,
        keyPath: String = "position.x"
    ) -> CAKeyframeAnimation {
        let anim = CAKeyframeAnimation(keyPath: keyPath)
        anim.values = values
        anim.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        anim.calculationMode = mode
        anim.duration = 1
        return anim
    }

    /// Catmull-Rom through four values at local parameter `t` of the middle segment.
    private func catmullRom(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
        let t2 = t * t, t3 = t2 * t
        return 0.5 * ((2 * b) + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
    }

    @Test func linearValuesAreSpacedEvenlyWithoutKeyTimes() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        layer.add(keyframes([0, 10, 30]), forKey: "k")
        loop.advance(to: 0.25)
        #expect(approx(x, 5))
        loop.advance(to: 0.5)
        #expect(approx(x, 10))
        loop.advance(to: 0.75)
        #expect(approx(x, 20))
    }

    @Test func keyTimesPlaceEachValue() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        layer.add(keyframes([0, 100, 200], keyTimes: [0, 0.2, 1]), forKey: "k")
        loop.advance(to: 0.1)
        #expect(approx(x, 50))
        loop.advance(to: 0.2)
        #expect(approx(x, 100))
        loop.advance(to: 0.6)
        #expect(approx(x, 150))
    }

    @Test func keyframesInterpolatePoints() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        layer.add(
            keyframes([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20)], keyPath: "position"),
            forKey: "k")
        loop.advance(to: 0.75)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 20, y: 20)))
    }

    @Test func perSegmentTimingFunctionsEaseEachSegment() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        let anim = keyframes([0, 100, 200], keyTimes: [0, 0.5, 1])
        anim.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        layer.add(anim, forKey: "k")
        loop.advance(to: 0.25)
        #expect(approx(Double(x), 100 * CubicBezier.easeIn.value(at: 0.5), 1e-4))
        loop.advance(to: 0.75)
        #expect(approx(Double(x), 100 + 100 * CubicBezier.easeOut.value(at: 0.5), 1e-4))
        loop.advance(to: 0.9)
        #expect(approx(Double(x), 100 + 100 * CubicBezier.easeOut.value(at: 0.8), 1e-4))
    }

    @Test func animationTimingFunctionWarpsTimeBeforeKeyframesAreFound() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        let anim = keyframes([0, 100, 200])
        anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(anim, forKey: "k")
        loop.advance(to: 0.5)
        // The whole-animation curve maps 0.5 → e; the keyframe lookup then uses e.
        #expect(approx(Double(x), 200 * CubicBezier.easeIn.value(at: 0.5), 1e-4))
    }

    @Test func discreteHoldsEachValueForAnEqualShare() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        let anim = keyframes([10, 20, 30], mode: .discrete)
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        layer.add(anim, forKey: "k")
        loop.advance(to: 0.1)
        #expect(x == 10)
        loop.advance(to: 0.4)
        #expect(x == 20)
        loop.advance(to: 0.7)
        #expect(x == 30)
        loop.advance(to: 2)
        #expect(x == 30)
    }

    @Test func discreteKeyTimesHaveOneMoreEntryThanValues() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        // Each value holds from its key time until the next; the last key time closes the last.
        layer.add(keyframes([10, 20, 60], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete), forKey: "k")
        loop.advance(to: 0.4)
        #expect(x == 10)
        loop.advance(to: 0.6)
        #expect(x == 20)
        loop.advance(to: 0.8)
        #expect(x == 60)
    }

    @Test func discreteKeyTimesMatchingTheValuesAlsoWork() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        layer.add(keyframes([10, 20, 60], keyTimes: [0, 0.1, 0.2], mode: .discrete), forKey: "k")
        loop.advance(to: 0.15)
        #expect(x == 20)
        loop.advance(to: 0.5)
        #expect(x == 60)
    }

    @Test func pacedModeMovesAtConstantSpeedIgnoringKeyTimes() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        // Distances 10 then 30: a quarter of the time covers the first segment.
        let anim = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
        anim.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        layer.add(anim, forKey: "k")
        loop.advance(to: 0.25)
        #expect(approx(x, 10))
        loop.advance(to: 0.5)
        #expect(approx(x, 20))
        loop.advance(to: 0.875)
        #expect(approx(x, 35))
    }

    @Test func pacedPointsMoveAtConstantSpeedAlongTheSegments() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        let anim = keyframes(
            [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 90)], mode: .paced, keyPath: "position")
        layer.add(anim, forKey: "k")
        loop.advance(to: 0.5)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 30, y: 40)))
        loop.advance(to: 0.75)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 30, y: 65)))
    }

    @Test func cubicModePassesThroughValuesOnACatmullRomSpline() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        layer.add(keyframes([0, 10, 40, 50], mode: .cubic), forKey: "k")
        loop.advance(to: 1.0 / 3)
        #expect(approx(x, 10, 1e-6))
        // Inside the middle segment, 0.35 of the way along it.
        loop.advance(to: 0.45)
        #expect(approx(Double(x), catmullRom(0, 10, 40, 50, 0.35), 1e-6))
        loop.advance(to: 0.6)
        #expect(approx(Double(x), catmullRom(0, 10, 40, 50, 0.8), 1e-6))
    }

    @Test func cubicModeIsSmoothUnlikeLinear() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        layer.add(keyframes([0, 10, 0, 10], mode: .cubic), forKey: "k")
        loop.advance(to: 0.4)
        // Linear would show 8 here; the spline is still near the peak.
        #expect(approx(Double(x), catmullRom(0, 10, 0, 10, 0.2), 1e-6))
        #expect(x > 8)
        loop.advance(to: 0.5)
        // Catmull-Rom through 0, 10, 0, 10 at the middle of the middle segment.
        #expect(approx(Double(x), catmullRom(0, 10, 0, 10, 0.5), 1e-6))
        #expect(approx(x, 5))
    }

    @Test func pathAnimationFollowsThePath() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let anim = CAKeyframeAnimation(keyPath: "position")
        anim.path = path
        anim.duration = 1
        layer.add(anim, forKey: "k")
        loop.advance(to: 0.25)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 50, y: 0), 1e-6))
        loop.advance(to: 0.75)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 100, y: 50), 1e-6))
    }

    @Test func additiveKeyframesAddToTheModel() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        let anim = keyframes([0, 10, 0])
        anim.isAdditive = true
        layer.add(anim, forKey: "shake")
        loop.advance(to: 0.25)
        #expect(approx(x, 105))
        loop.advance(to: 0.5)
        #expect(approx(x, 110))
    }

    @Test func singleValueHoldsThroughout() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var x: CGFloat { layer.presentation()!.position.x }
        layer.add(keyframes([42]), forKey: "k")
        loop.advance(to: 0.7)
        #expect(x == 42)
    }

    @Test func copiesKeepTheKeyframeSettings() {
        _ = VirtualWorld.make()
        let anim = keyframes([1, 2, 3], keyTimes: [0, 0.3, 1], mode: .cubic)
        anim.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        let copy = anim.copy() as! CAKeyframeAnimation
        #expect(copy.values?.count == 3)
        #expect(copy.keyTimes == anim.keyTimes)
        #expect(copy.calculationMode == .cubic)
        #expect(copy.timingFunctions?.count == 1)
        #expect(copy.keyPath == "position.x")
    }
}

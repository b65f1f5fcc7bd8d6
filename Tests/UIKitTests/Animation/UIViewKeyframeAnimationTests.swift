import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UIViewKeyframeAnimationTests {
    /// UIKit keyframe options take the block-animation curve bits; Apple defines no constant.
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// Two half-length keyframes moving the centre from x 5 to 105, then to 205.
    private func animateTwoKeyframes(
        _ v: UIView, options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)? = nil
    ) {
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center.x = 205 }
            }, completion: completion)
    }

    @Test func twoKeyframesPassThroughEachValueAtItsTime() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        animateTwoKeyframes(v, options: linear) { finished = $0 }
        #expect(v.center.x == 205)
        #expect(v.layer.animationKeys() == ["position"])
        device.advance(by: 0.25)
        #expect(approx(presentedX(v), 55))
        device.advance(by: 0.25)
        #expect(approx(presentedX(v), 105))
        device.advance(by: 0.25)
        #expect(approx(presentedX(v), 155))
        #expect(finished == nil)
        device.advance(by: 0.27)
        #expect(finished == true)
        #expect(presentedX(v) == 205)
    }

    @Test func theWholeTimelineEasesInAndOutByDefault() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        animateTwoKeyframes(v, options: [])
        // The curve warps time before the keyframes are looked up; both segments cover 100
        // points in half the (eased) timeline.
        for (step, t) in [(0.25, 0.25), (0.25, 0.5), (0.25, 0.75)] {
            device.advance(by: step)
            let eased = CubicBezier.easeInOut.value(at: t)
            #expect(approx(Double(presentedX(v)), 5 + 200 * eased, 1e-4), "at \(t)")
        }
    }

    @Test func aPropertyHoldsItsValueUntilItsKeyframeStarts() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { v.alpha = 0 }
            })
        device.advance(by: 0.4)
        #expect(v.layer.presentation()!.opacity == 1)
        device.advance(by: 0.225)
        #expect(approx(Double(v.layer.presentation()!.opacity), 0.5, 1e-4))
        device.advance(by: 0.2)
        #expect(v.layer.presentation()!.opacity == 0)
    }

    @Test func keyframesWithADelayShowTheOldValueFirst() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0.5, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 105 }
            })
        device.advance(by: 0.25)
        #expect(presentedX(v) == 5)
        device.advance(by: 0.75)
        #expect(approx(presentedX(v), 55))
    }

    @Test func changesOutsideAddKeyframeSpanTheWholeAnimation() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: { v.center.x = 105 })
        device.advance(by: 0.5)
        #expect(approx(presentedX(v), 55))
    }

    @Test func addKeyframeOutsideAKeyframeAnimationJustAppliesTheChanges() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 105 }
        #expect(v.center.x == 105)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func completionRunsOnceForSeveralAnimatedViews() {
        let device = VirtualDevice()
        let a = makeAnimatableView(in: device)
        let b = makeAnimatableView(in: device)
        var calls: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 0.5, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { a.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { b.center.x = 50 }
            }, completion: { calls.append($0) })
        device.runUntilIdle()
        #expect(calls == [true])
    }
}

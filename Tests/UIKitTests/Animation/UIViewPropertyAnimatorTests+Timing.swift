import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Timing of property animators: pausing at the end, continuing, added animations, delays,
/// springs, the running shorthand, reuse and release.
extension UIViewPropertyAnimatorTests {
    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        a.pausesOnCompletion = true
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 1.1)
        #expect(a.state == .active && !a.isRunning)
        #expect(a.fractionComplete == 1)
        #expect(presentedX(v) == 105)
        #expect(positions.isEmpty)
        // It can be played back from the end.
        a.isReversed = true
        a.startAnimation()
        device.advance(by: 0.5)
        #expect(approx(presentedX(v), 55))
        device.advance(by: 0.6)
        #expect(a.state == .active && !a.isRunning)
        #expect(presentedX(v) == 5)
        #expect(positions.isEmpty)
        a.stopAnimation(false)
        a.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(v.center.x == 5)
    }

    @Test func continueWithHalfTheDurationFactorHalvesTheRemainingTime() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 0.5)
        a.pauseAnimation()
        device.advance(by: 3)
        #expect(approx(presentedX(v), 55))
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        #expect(a.isRunning)
        device.advance(by: 0.125)
        #expect(approx(presentedX(v), 80))
        device.advance(by: 0.1)
        #expect(positions.isEmpty)
        device.advance(by: 0.05)
        #expect(positions == [.end])
    }

    @Test func continueWithNewTimingKeepsTheValueOnScreen() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        a.pauseAnimation()
        a.fractionComplete = 0.5
        a.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
        #expect(approx(presentedX(v), 55, 1e-4))
        device.runUntilIdle()
        #expect(presentedX(v) == 105)
        #expect(a.state == .inactive)
    }

    @Test func animationsAddedWhileRunningStartFromTheCurrentValue() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 0.5)
        a.addAnimations {
            v.center.x = 205
            v.alpha = 0
        }
        #expect(v.center.x == 205)
        #expect(approx(presentedX(v), 55))
        #expect(v.layer.presentation()!.opacity == 1)
        device.advance(by: 0.25)
        // Half of the remaining time: half way from 55 to 205, and from alpha 1 to 0.
        #expect(approx(presentedX(v), 130))
        #expect(approx(Double(v.layer.presentation()!.opacity), 0.5, 1e-4))
        device.advance(by: 0.27)
        #expect(positions == [.end])
        #expect(presentedX(v) == 205 && v.alpha == 0)
    }

    @Test func delayFactorStartsAddedAnimationsLater() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = UIViewPropertyAnimator(duration: 2, curve: .linear)
        a.addAnimations({ v.alpha = 0 }, delayFactor: 0.5)
        a.startAnimation()
        device.advance(by: 0.5)
        #expect(v.layer.presentation()!.opacity == 1)
        device.advance(by: 1)
        #expect(approx(Double(v.layer.presentation()!.opacity), 0.5, 1e-4))
        device.runUntilIdle()
        #expect(v.layer.presentation()!.opacity == 0)
    }

    @Test func startAfterDelayWaitsBeforeMoving() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        a.startAnimation(afterDelay: 0.5)
        #expect(a.delay == 0.5)
        #expect(a.state == .active)
        device.advance(by: 0.4)
        #expect(presentedX(v) == 5)
        device.advance(by: 0.35)
        #expect(approx(presentedX(v), 30))
        device.runUntilIdle()
        #expect(a.state == .inactive)
    }

    @Test func springAnimatorOvershootsAndEndsAtTheTarget() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { v.center.x = 105 }
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        var peak: CGFloat = 0
        for _ in 0..<59 {
            device.advance(by: 1.0 / 60)
            peak = max(peak, presentedX(v))
        }
        #expect(peak > 115)
        device.advance(by: 0.05)
        #expect(positions == [.end])
        #expect(presentedX(v) == 105)
    }

    @Test func runningPropertyAnimatorStartsAtOnceAndCompletesWithoutBeingKept() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var positions: [UIViewAnimatingPosition] = []
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.center.x = 105 },
            completion: { positions.append($0) })
        device.advance(by: 0.25)
        #expect(approx(presentedX(v), 55))
        device.advance(by: 0.27)
        #expect(positions == [.end])
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func runningPropertyAnimatorHonoursItsDelayAndCurve() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveEaseOut, animations: { v.center.x = 105 })
        device.advance(by: 0.25)
        #expect(presentedX(v) == 5)
        device.advance(by: 0.55)
        #expect(approx(Double(presentedX(v)), 5 + 100 * CubicBezier.easeOut.value(at: 0.3), 1e-4))
        device.runUntilIdle()
        #expect(a.state == .inactive)
    }

    @Test func anInactiveAnimatorCanRunAgain() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        a.startAnimation()
        device.runUntilIdle()
        a.addAnimations { v.center.x = 5 }
        a.startAnimation()
        device.advance(by: 0.5)
        #expect(approx(presentedX(v), 55))
        device.runUntilIdle()
        #expect(presentedX(v) == 5)
    }

    @Test func releasingAPausedAnimatorLogsAndRemovesItsAnimations() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        do {
            let a = mover(v)
            a.pauseAnimation()
            a.fractionComplete = 0.5
        }
        #expect(device.diagnostics.count == 1)
        #expect(device.diagnostics.first?.contains("paused or stopped property animator") == true)
        #expect(v.layer.animationKeys() == nil)
        #expect(device.runUntilIdle())
    }
}

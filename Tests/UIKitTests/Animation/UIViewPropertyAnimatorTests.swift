import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    /// A one-second animator moving the view's centre from x 5 to 105.
    func mover(
        _ v: UIView, curve: UIView.AnimationCurve = .linear, duration: TimeInterval = 1
    ) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: curve) { v.center.x = 105 }
    }

    // MARK: State machine

    @Test func startsInactiveAndBecomesActiveWhenStarted() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        #expect(a.state == .inactive && !a.isRunning)
        // Nothing runs until the animator starts.
        #expect(v.center.x == 5)
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        #expect(v.center.x == 105)
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        device.runUntilIdle()
        #expect(a.state == .inactive && !a.isRunning)
    }

    @Test func pausingAnInactiveAnimatorActivatesItPaused() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning)
        #expect(a.fractionComplete == 0)
        #expect(v.center.x == 105)
        #expect(presentedX(v) == 5)
        device.advance(by: 2)
        #expect(presentedX(v) == 5)
        a.stopAnimation(true)
    }

    @Test func settingFractionCompleteActivatesAnInactiveAnimator() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        a.fractionComplete = 0.4
        #expect(a.state == .active && !a.isRunning)
        #expect(approx(presentedX(v), 45))
        a.stopAnimation(true)
    }

    @Test func stopWithoutFinishingGoesInactiveWithoutCompletion() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 0.3)
        a.stopAnimation(true)
        #expect(a.state == .inactive && !a.isRunning)
        device.runUntilIdle()
        #expect(positions.isEmpty)
    }

    @Test func stopAndFinishGoThroughStoppedToInactive() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 0.3)
        a.stopAnimation(false)
        #expect(a.state == .stopped && !a.isRunning)
        #expect(positions.isEmpty)
        a.finishAnimation(at: .current)
        #expect(a.state == .inactive)
        #expect(positions == [.current])
    }

    @Test func naturalEndCompletesAtTheEnd() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 0.5)
        #expect(approx(presentedX(v), 55))
        #expect(approx(a.fractionComplete, 0.5, 1e-9))
        device.advance(by: 0.52)
        #expect(positions == [.end])
        #expect(a.state == .inactive)
        #expect(v.center.x == 105 && presentedX(v) == 105)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func presentationFollowsTheCurveBetweenFrames() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v, curve: .easeInOut)
        a.startAnimation()
        // 0.3 s is not on a 60 Hz frame boundary; the value comes from the clock, not the frame.
        device.advance(by: 0.3)
        #expect(approx(Double(presentedX(v)), 5 + 100 * CubicBezier.easeInOut.value(at: 0.3), 1e-4))
        device.runUntilIdle()
    }

    // MARK: Scrubbing

    @Test func scrubbingIsLinearByDefault() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v, curve: .easeIn)
        a.pauseAnimation()
        #expect(a.scrubsLinearly)
        for f in [0.1, 0.3, 0.8] {
            a.fractionComplete = CGFloat(f)
            #expect(approx(Double(presentedX(v)), 5 + 100 * f, 1e-4))
            #expect(approx(Double(a.fractionComplete), f, 1e-9))
        }
        a.stopAnimation(true)
    }

    @Test func scrubbingFollowsTheCurveWhenNotLinear() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v, curve: .easeIn)
        a.scrubsLinearly = false
        a.pauseAnimation()
        for f in [0.1, 0.3, 0.8] {
            a.fractionComplete = CGFloat(f)
            #expect(approx(Double(presentedX(v)), 5 + 100 * CubicBezier.easeIn.value(at: f), 1e-4))
        }
        a.stopAnimation(true)
    }

    @Test func resumingAfterAScrubContinuesFromTheScrubbedValue() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v, curve: .easeIn)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        a.startAnimation()
        #expect(approx(presentedX(v), 55, 1e-4))
        device.advance(by: 1.0 / 60)
        #expect(presentedX(v) > 55)
        device.runUntilIdle()
        #expect(positions == [.end])
    }

    // MARK: Reversing

    @Test func reversingRunsBackToTheStartAndCompletesThere() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 0.5)
        a.isReversed = true
        #expect(approx(presentedX(v), 55))
        device.advance(by: 0.25)
        #expect(approx(presentedX(v), 30))
        #expect(positions.isEmpty)
        device.advance(by: 0.27)
        #expect(positions == [.start])
        #expect(a.state == .inactive)
        #expect(v.center.x == 5 && presentedX(v) == 5)
    }

    @Test func reversingAPausedAnimatorThenStartingRunsBackwards() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.pauseAnimation()
        a.fractionComplete = 0.6
        a.isReversed = true
        a.startAnimation()
        device.advance(by: 0.3)
        #expect(approx(presentedX(v), 35, 1e-4))
        device.runUntilIdle()
        #expect(positions == [.start])
        #expect(v.center.x == 5)
    }

    // MARK: Stopping and finishing

    @Test func stoppingMidwayLeavesModelValuesWhereThePresentationWas() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            v.center.x = 105
            v.alpha = 0
        }
        a.startAnimation()
        device.advance(by: 0.3)
        a.stopAnimation(true)
        #expect(approx(v.center.x, 35))
        #expect(approx(v.alpha, 0.7, 1e-4))
        #expect(approx(presentedX(v), 35))
        #expect(v.layer.animationKeys() == nil)
    }

    @Test(arguments: [UIViewAnimatingPosition.end, .start, .current])
    func finishAnimationPutsPropertiesAtThePosition(_ position: UIViewAnimatingPosition) {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        device.advance(by: 0.3)
        a.stopAnimation(false)
        #expect(approx(v.center.x, 35))
        a.finishAnimation(at: position)
        let expected: CGFloat = position == .end ? 105 : position == .start ? 5 : 35
        #expect(approx(v.center.x, expected))
        #expect(approx(presentedX(v), expected))
        #expect(positions == [position])
        #expect(a.state == .inactive)
    }

    @Test func finishingAnAnimatorThatIsNotStoppedLogsInsteadOfCrashing() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        let a = mover(v)
        var positions: [UIViewAnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.finishAnimation(at: .end)
        #expect(device.diagnostics.count == 1)
        #expect(a.state == .inactive)
        a.startAnimation()
        a.finishAnimation(at: .end)
        #expect(device.diagnostics.count == 2)
        #expect(device.diagnostics.allSatisfy { $0.contains("finishAnimation") })
        #expect(a.state == .active && a.isRunning)
        device.runUntilIdle()
        #expect(positions == [.end])
    }
}

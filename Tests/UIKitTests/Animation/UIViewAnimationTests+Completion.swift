import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Completion blocks of block animations: when they run and what `finished` says.
extension UIViewAnimationTests {
    @Test func disabledAnimationsApplyAtOnceAndStillComplete() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { v.center.x = 105 }, completion: { finished = $0 })
        #expect(v.layer.animationKeys() == nil)
        #expect(presentedX(v) == 105)
        device.advance(by: 0)
        #expect(finished == true)
    }

    @Test func completionRunsWithTrueAfterTheDuration() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var calls: [Bool] = []
        UIView.animate(
            withDuration: 0.5,
            animations: {
                v.center.x = 105
                v.alpha = 0
            }, completion: { calls.append($0) })
        device.advance(by: 0.45)
        #expect(calls.isEmpty)
        device.advance(by: 0.1)
        #expect(calls == [true])
        device.advance(by: 1)
        #expect(calls == [true])
    }

    @Test func supersedingAPositionAnimationLetsTheOldOneRunToItsEndAndStartsFromTheScreen() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var first: [Bool] = []
        var second: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 },
            completion: { first.append($0) })
        device.advance(by: 0.25)
        let onScreen = presentedX(v)
        UIView.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { v.center.x = 205 },
            completion: { second.append($0) })
        #expect(approx(presentedX(v), onScreen))
        #expect(v.layer.animationKeys() == ["position"])
        device.advance(by: 0.25)
        #expect(approx(presentedX(v), onScreen + (205 - onScreen) / 2))
        #expect(first.isEmpty)
        device.advance(by: 0.27)
        #expect(second == [true] && first.isEmpty)
        #expect(presentedX(v) == 205)
        // iOS 8+ stacks block animations of geometry additively: the first runs out at its own
        // end and its completion hears that it finished.
        device.advance(by: 0.25)
        #expect(first == [true])
    }

    @Test func supersedingAnOpacityAnimationCompletesTheOldOneWithFalse() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var first: [Bool] = []
        UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { first.append($0) })
        device.advance(by: 0.25)
        UIView.animate(withDuration: 1) { v.alpha = 1 }
        device.advance(by: 0)
        #expect(first == [false])
    }

    @Test func removingAllAnimationsAfterASupersedeCompletesBothWithFalse() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var calls: [String] = []
        UIView.animate(withDuration: 1, animations: { v.center.x = 105 }, completion: { calls.append("first \($0)") })
        device.advance(by: 0.25)
        UIView.animate(withDuration: 1, animations: { v.center.x = 5 }, completion: { calls.append("second \($0)") })
        device.advance(by: 0.25)
        v.layer.removeAllAnimations()
        device.advance(by: 0)
        #expect(calls.sorted() == ["first false", "second false"])
        device.runUntilIdle()
        #expect(calls.count == 2)
    }

    @Test func removingTheLayersAnimationsCompletesWithFalse() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { v.center.x = 105 }, completion: { finished = $0 })
        device.advance(by: 0.3)
        v.layer.removeAllAnimations()
        #expect(presentedX(v) == 105)
        device.advance(by: 0)
        #expect(finished == false)
    }

    @Test func completionWithNothingToAnimateRunsOnTheNextTurn() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { v.center = v.center }, completion: { finished = $0 })
        #expect(finished == nil)
        device.advance(by: 0)
        #expect(finished == true)
        #expect(device.now == 0)
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { v.center.x = 105 }, completion: { finished = $0 })
        #expect(v.layer.animationKeys() == nil)
        #expect(presentedX(v) == 105)
        #expect(finished == nil)
        device.advance(by: 0)
        #expect(finished == true)
    }

    @Test func animatingSeveralPropertiesCompletesOnce() {
        let device = VirtualDevice()
        let a = makeAnimatableView(in: device)
        let b = makeAnimatableView(in: device)
        var calls = 0
        UIView.animate(
            withDuration: 0.3,
            animations: {
                a.center.x = 50
                a.alpha = 0.2
                b.transform = CGAffineTransform(scaleX: 2, y: 2)
                b.backgroundColor = .red
            }, completion: { _ in calls += 1 })
        #expect(Set(a.layer.animationKeys() ?? []) == ["position", "opacity"])
        #expect(Set(b.layer.animationKeys() ?? []) == ["transform", "backgroundColor"])
        device.runUntilIdle()
        #expect(calls == 1)
    }

    @Test func animatingAnotherPropertyDoesNotSupersede() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var first: Bool?
        UIView.animate(withDuration: 1, animations: { v.center.x = 105 }, completion: { first = $0 })
        device.advance(by: 0.25)
        UIView.animate(withDuration: 1) { v.alpha = 0 }
        device.advance(by: 0)
        #expect(first == nil)
        device.advance(by: 0.77)
        #expect(first == true)
    }

    @Test func supersedingDuringTheDelayStillCompletesTheOldOneAtItsEnd() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var first: Bool?
        UIView.animate(
            withDuration: 1, delay: 1, options: [], animations: { v.center.x = 105 }, completion: { first = $0 })
        device.advance(by: 0.5)
        UIView.animate(withDuration: 0.5) { v.center.x = 55 }
        device.advance(by: 1.4)
        #expect(first == nil)
        #expect(presentedX(v) == 55)
        device.runUntilIdle()
        #expect(first == true)
        #expect(presentedX(v) == 55)
    }
}

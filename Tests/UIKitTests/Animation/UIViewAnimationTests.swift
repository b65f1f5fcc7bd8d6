import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UIViewAnimationTests {
    @Test func modelValuesChangeImmediately() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(withDuration: 1) {
            v.center = CGPoint(x: 105, y: 5)
            v.alpha = 0.5
            v.bounds.size = CGSize(width: 40, height: 20)
        }
        #expect(v.center == CGPoint(x: 105, y: 5))
        #expect(v.alpha == 0.5)
        #expect(v.bounds.size == CGSize(width: 40, height: 20))
        // On screen nothing has moved yet.
        let p = v.layer.presentation()!
        #expect(p.position == CGPoint(x: 5, y: 5))
        #expect(p.opacity == 1)
        #expect(p.bounds.size == CGSize(width: 10, height: 10))
    }

    @Test(arguments: BlockCurve.allCases)
    func presentationFollowsTheCurve(_ curve: BlockCurve) {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(withDuration: 2, delay: 0, options: curve.option, animations: { v.center.x = 105 })
        var elapsed = 0.0
        for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
            device.advance(by: 2 * t - elapsed)
            elapsed = 2 * t
            let expected = 5 + 100 * curve.bezier.value(at: t)
            #expect(approx(Double(presentedX(v)), expected, 1e-4), "at \(t): \(presentedX(v)) vs \(expected)")
        }
        device.advance(by: 2 - elapsed + 0.02)
        #expect(presentedX(v) == 105)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func defaultCurveIsEaseInOut() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(withDuration: 1) { v.center.x = 105 }
        device.advance(by: 0.3)
        #expect(approx(Double(presentedX(v)), 5 + 100 * CubicBezier.easeInOut.value(at: 0.3), 1e-4))
    }

    @Test func delayShowsTheOldValueUntilTheAnimationBegins() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.center.x = 105 },
            completion: { finished = $0 })
        #expect(v.center.x == 105)
        device.advance(by: 0.25)
        #expect(presentedX(v) == 5)
        device.advance(by: 0.5)
        #expect(approx(presentedX(v), 30, 1e-4))
        device.advance(by: 0.5)
        #expect(approx(presentedX(v), 80, 1e-4))
        #expect(finished == nil)
        device.advance(by: 0.27)
        #expect(finished == true)
        #expect(presentedX(v) == 105)
    }

    @Test func repeatWithAutoreversePlaysBackAndForthForever() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var completed = false
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { v.center.x = 105 }, completion: { _ in completed = true })
        device.advance(by: 0.5)
        #expect(approx(presentedX(v), 55))
        device.advance(by: 0.75)  // 1.25: a quarter of the way back
        #expect(approx(presentedX(v), 80))
        device.advance(by: 1)  // 2.25: forwards again
        #expect(approx(presentedX(v), 30))
        device.advance(by: 10)
        #expect(!completed)
        #expect(v.layer.animationKeys() != nil)
    }

    @Test func repeatWithoutAutoreverseRestartsFromTheBeginning() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { v.center.x = 105 })
        device.advance(by: 1.25)
        #expect(approx(presentedX(v), 30))
        device.advance(by: 1.5)
        #expect(approx(presentedX(v), 80))
    }

    @Test func autoreverseAloneGoesThereAndBackOnceThenShowsTheModelValue() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { v.center.x = 105 },
            completion: { finished = $0 })
        device.advance(by: 1.5)
        #expect(approx(presentedX(v), 55))
        #expect(finished == nil)
        device.advance(by: 0.52)
        #expect(finished == true)
        #expect(presentedX(v) == 105)
    }

    @Test func springEndsAtTheTarget() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { v.center.x = 105 }, completion: { finished = $0 })
        var samples: [CGFloat] = []
        for _ in 0..<59 {
            device.advance(by: 1.0 / 60)
            samples.append(presentedX(v))
        }
        // Critically damped: it approaches without passing the target, always moving forwards.
        #expect(samples.allSatisfy { $0 <= 105 + 1e-9 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(samples.last! > 100)
        device.advance(by: 0.1)
        #expect(finished == true)
        #expect(presentedX(v) == 105)
    }

    @Test func lowDampingSpringOvershoots() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { v.center.x = 105 })
        var peak: CGFloat = 0
        for _ in 0..<60 {
            device.advance(by: 1.0 / 60)
            peak = max(peak, presentedX(v))
        }
        #expect(peak > 115)
        device.runUntilIdle()
        #expect(presentedX(v) == 105)
    }

    @Test func nestedBlocksInheritTheOuterDurationAndCurve() {
        let device = VirtualDevice()
        let a = makeAnimatableView(in: device)
        let b = makeAnimatableView(in: device)
        var innerFinished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                a.center.x = 105
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { b.center.x = 105 },
                    completion: { innerFinished = $0 })
            })
        device.advance(by: 0.5)
        #expect(approx(presentedX(a), 55))
        #expect(approx(presentedX(b), 55))
        #expect(innerFinished == nil)
        device.advance(by: 0.52)
        #expect(innerFinished == true)
    }

    @Test func overrideInheritedDurationAndCurveKeepTheInnerOnes() {
        let device = VirtualDevice()
        let a = makeAnimatableView(in: device)
        let b = makeAnimatableView(in: device)
        var innerFinished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                a.center.x = 105
                UIView.animate(
                    withDuration: 0.4, delay: 0,
                    options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                    animations: { b.center.x = 105 }, completion: { innerFinished = $0 })
            })
        device.advance(by: 0.2)
        #expect(approx(Double(presentedX(b)), 5 + 100 * CubicBezier.easeIn.value(at: 0.5), 1e-4))
        #expect(approx(presentedX(a), 25, 1e-4))
        device.advance(by: 0.22)
        #expect(innerFinished == true)
        #expect(presentedX(b) == 105)
        #expect(approx(presentedX(a), 47, 1e-4))
    }

    @Test func inheritedAnimationDurationIsTheInnermostBlocksDuration() {
        let device = VirtualDevice()
        _ = device
        var seen: [TimeInterval] = []
        #expect(UIView.inheritedAnimationDuration == 0)
        UIView.animate(withDuration: 0.7) {
            seen.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 0.2) { seen.append(UIView.inheritedAnimationDuration) }
            UIView.animate(
                withDuration: 0.3, delay: 0, options: .overrideInheritedDuration,
                animations: {
                    seen.append(UIView.inheritedAnimationDuration)
                })
        }
        #expect(seen == [0.7, 0.7, 0.3])
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func performWithoutAnimationInsideABlockAppliesAtOnce() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(withDuration: 1) {
            v.center.x = 105
            UIView.performWithoutAnimation { v.alpha = 0.25 }
        }
        #expect(v.layer.animationKeys()?.contains("position") == true)
        #expect(v.layer.animationKeys()?.contains("opacity") != true)
        #expect(v.layer.presentation()!.opacity == 0.25)
        device.advance(by: 0.5)
        #expect(presentedX(v) > 5 && presentedX(v) < 105)
    }

    @Test func changesOutsideBlocksDoNotAnimate() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        v.center.x = 105
        v.alpha = 0.5
        #expect(v.layer.animationKeys() == nil)
        #expect(presentedX(v) == 105)
    }

    @Test func frameChangesAnimatePositionAndBounds() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                v.frame = CGRect(x: 100, y: 100, width: 50, height: 30)
            })
        device.advance(by: 0.5)
        let p = v.layer.presentation()!
        #expect(approx(p.frame, CGRect(x: 50, y: 50, width: 30, height: 20)))
    }

    @Test func hiddenIsNotAnimatedInsideABlock() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.animate(withDuration: 1) {
            v.isHidden = true
            v.alpha = 0.5
        }
        #expect(v.layer.presentation()!.isHidden)
        #expect(v.layer.animationKeys() == ["opacity"])
    }

    @Test func layoutIfNeededInsideABlockAnimatesTheNewLayout() {
        let device = VirtualDevice()
        final class Panel: UIView {
            let child = UIView()
            var expanded = false
            override func layoutSubviews() {
                if child.superview == nil { addSubview(child) }
                child.frame = CGRect(x: expanded ? 100 : 0, y: 0, width: 10, height: 10)
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        device.window.addSubview(panel)
        device.advance(by: 0)
        #expect(panel.child.center.x == 5)
        panel.expanded = true
        panel.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { panel.layoutIfNeeded() })
        #expect(panel.child.center.x == 105)
        device.advance(by: 0.5)
        #expect(approx(presentedX(panel.child), 55))
    }

    @Test func layoutSubviewsOptionAnimatesLayoutTriggeredByTheChanges() {
        let device = VirtualDevice()
        final class Stretching: UIView {
            let child = UIView()
            override func layoutSubviews() {
                if child.superview == nil { addSubview(child) }
                child.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
            }
        }
        let parent = Stretching(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        device.window.addSubview(parent)
        device.advance(by: 0)
        #expect(parent.child.center.x == 95)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews],
            animations: {
                parent.bounds.size.width = 200
            })
        #expect(parent.child.center.x == 195)
        device.advance(by: 0.5)
        #expect(approx(presentedX(parent.child), 145))
    }
}

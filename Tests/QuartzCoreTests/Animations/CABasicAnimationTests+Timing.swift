import Foundation
import Testing

@testable import QuartzCore

/// Basic animations: additive and cumulative values, their own timing, their end and adding them.
extension CABasicAnimationTests {
    // MARK: Additive and cumulative

    @Test func additiveAnimationAddsToTheModelValue() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.isAdditive = true
        layer.add(anim, forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 100)
    }

    @Test func additiveAnimationsStack() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let a = VirtualWorld.basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0))
        let b = VirtualWorld.basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 20))
        a.isAdditive = true
        b.isAdditive = true
        layer.add(a, forKey: "a")
        layer.add(b, forKey: "b")
        loop.advance(to: 0.5)
        #expect(shown.position == CGPoint(x: 55, y: 60))
    }

    @Test func additiveByAnimationOffsetsTheModel() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(by: 40)
        anim.isAdditive = true
        layer.add(anim, forKey: "x")
        loop.advance(to: 0.25)
        #expect(shown.position.x == 60)
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 10)
        anim.isCumulative = true
        anim.repeatCount = 3
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        layer.add(anim, forKey: "x")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 5)
        loop.advance(to: 1.5)
        #expect(approx(shown.position.x, 15))
        loop.advance(to: 2.5)
        #expect(approx(shown.position.x, 25))
        loop.advance(to: 4)
        #expect(approx(shown.position.x, 30))
    }

    // MARK: Timing of the animation itself

    @Test func autoreverseComesBackToTheStart() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.autoreverses = true
        layer.add(anim, forKey: "x")
        loop.advance(to: 1.25)
        #expect(approx(shown.position.x, 75))
        loop.advance(to: 1.9)
        #expect(approx(shown.position.x, 10))
        loop.advance(to: 2.1)
        #expect(layer.animationKeys() == nil)
        #expect(shown.position.x == 50)
    }

    @Test func repeatCountRestartsEachRepetition() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.repeatCount = 2.5
        layer.add(anim, forKey: "x")
        loop.advance(to: 1.2)
        #expect(approx(shown.position.x, 20))
        loop.advance(to: 2.4)
        #expect(approx(shown.position.x, 40))
        loop.advance(to: 2.55)
        #expect(layer.animationKeys() == nil)
    }

    @Test func animationSpeedShortensIt() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.speed = 2
        layer.add(anim, forKey: "x")
        loop.advance(to: 0.2)
        #expect(approx(shown.position.x, 40))
        loop.advance(to: 0.52)
        #expect(layer.animationKeys() == nil)
    }

    @Test func negativeSpeedPlaysTheAnimationInReverseAndEnds() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.speed = -1
        anim.timeOffset = 1
        layer.add(anim, forKey: "x")
        loop.advance(to: 0.25)
        #expect(approx(shown.position.x, 75))
        loop.advance(to: 0.75)
        #expect(approx(shown.position.x, 25))
        loop.advance(to: 1.05)
        #expect(layer.animationKeys() == nil)
        #expect(shown.position.x == 50)
    }

    @Test func animationTimeOffsetStartsPartWayButLastsTheFullDuration() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.timeOffset = 0.25
        layer.add(anim, forKey: "x")
        #expect(approx(shown.position.x, 25))
        loop.advance(to: 0.5)
        #expect(approx(shown.position.x, 75))
        loop.advance(to: 0.8)
        #expect(approx(shown.position.x, 5))
        #expect(layer.animationKeys() == ["x"])
        loop.advance(to: 1.02)
        #expect(layer.animationKeys() == nil)
    }

    @Test func delayedBeginTimeWithBackwardsFillShowsTheStartEarly() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        anim.fillMode = .backwards
        layer.add(anim, forKey: "x")
        loop.advance(to: 0.25)
        #expect(shown.position.x == 0)
        loop.advance(to: 1)
        #expect(approx(shown.position.x, 50))
    }

    @Test func delayedBeginTimeWithoutFillShowsTheModelFirst() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        layer.add(anim, forKey: "x")
        loop.advance(to: 0.25)
        #expect(shown.position.x == 50)
    }

    // MARK: The end of an animation

    @Test func fillForwardsNotRemovedHoldsTheFinalValue() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        layer.add(anim, forKey: "x")
        loop.advance(to: 3)
        #expect(shown.position.x == 100)
        #expect(layer.animationKeys() == ["x"])
        #expect(layer.position.x == 50)
        layer.removeAnimation(forKey: "x")
        #expect(shown.position.x == 50)
    }

    @Test func removedOnCompletionDropsTheAnimationAndShowsTheModel() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(from: 0, to: 100), forKey: "x")
        loop.advance(to: 0.99)
        #expect(layer.animationKeys() == ["x"])
        loop.advance(to: 1.05)
        #expect(layer.animationKeys() == nil)
        #expect(shown.position.x == 50)
    }

    @Test func modelChangesAtOnceWhilePresentationAnimates() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 200, y: 50)
        CATransaction.commit()
        layer.add(VirtualWorld.basic("position.x", from: 50, to: 200), forKey: "x")
        #expect(layer.position.x == 200)
        #expect(shown.position.x == 50)
        loop.advance(to: 0.5)
        #expect(layer.position.x == 200)
        #expect(shown.position.x == 125)
        loop.advance(to: 1.1)
        #expect(shown.position.x == 200)
    }

    // MARK: Adding

    @Test func addingCopiesTheAnimation() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        let anim = scalarAnimation(from: 0, to: 100)
        layer.add(anim, forKey: "x")
        anim.toValue = 1000
        anim.duration = 10
        loop.advance(to: 0.5)
        #expect(shown.position.x == 50)
        let stored = layer.animation(forKey: "x") as? CABasicAnimation
        #expect(stored?.toValue as? Int == 100)
        #expect(stored !== anim)
        // Changing the returned copy changes nothing either.
        stored?.toValue = 0
        #expect(shown.position.x == 50)
    }

    @Test func zeroBeginTimeBecomesTheLayersCurrentTime() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        loop.advance(to: 1.5)
        layer.add(scalarAnimation(from: 0, to: 100), forKey: "x")
        #expect(layer.animation(forKey: "x")?.beginTime == 1.5)
        loop.advance(to: 2)
        #expect(shown.position.x == 50)
    }

    @Test func zeroDurationBecomesTheTransactionDuration() {
        _ = VirtualWorld.make()
        let layer = makeLayer()
        let anim = CABasicAnimation(keyPath: "opacity")
        layer.add(anim, forKey: "a")
        #expect(layer.animation(forKey: "a")?.duration == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.add(anim, forKey: "b")
        CATransaction.commit()
        #expect(layer.animation(forKey: "b")?.duration == 2)
    }

    @Test func transactionTimingFunctionAppliesWhenTheAnimationHasNone() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.add(scalarAnimation(from: 0, to: 100), forKey: "x")
        CATransaction.commit()
        loop.advance(to: 0.5)
        #expect(approx(Double(shown.position.x), 100 * CubicBezier.easeIn.value(at: 0.5), 1e-4))
    }

    @Test func keysListAnimationsInTheOrderAdded() {
        _ = VirtualWorld.make()
        let layer = makeLayer()
        #expect(layer.animationKeys() == nil)
        layer.add(scalarAnimation(to: 1), forKey: "b")
        layer.add(scalarAnimation(to: 1), forKey: "a")
        #expect(layer.animationKeys() == ["b", "a"])
        layer.add(scalarAnimation(to: 1), forKey: "b")
        #expect(layer.animationKeys() == ["a", "b"])
        layer.add(scalarAnimation(to: 1), forKey: nil)
        #expect(layer.animationKeys()?.count == 3)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    @Test func laterAnimationsOfTheSameKeyPathWin() {
        let loop = VirtualWorld.make()
        let layer = makeLayer()
        var shown: CALayer { layer.presentation()! }
        layer.add(scalarAnimation(from: 0, to: 100), forKey: "first")
        layer.add(scalarAnimation(from: 200, to: 300), forKey: "second")
        loop.advance(to: 0.5)
        #expect(shown.position.x == 250)
    }

    @Test func presentationCopiesDoNotAcceptAnimations() {
        _ = VirtualWorld.make()
        let layer = makeLayer()
        let copy = layer.presentation()!
        copy.add(scalarAnimation(from: 0, to: 100), forKey: "x")
        #expect(copy.animationKeys() == nil)
        #expect(copy.model() === layer)
        #expect(layer.model() === layer)
        #expect(copy.presentation() === copy)
    }
}

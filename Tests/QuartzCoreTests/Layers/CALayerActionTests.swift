import Foundation
import Testing

@testable import QuartzCore

/// Implicit animations: the actions a committed layer runs when its properties change.
@MainActor
@Suite struct CALayerActionTests {
    @Test func committedLayerAnimatesAChangeForAQuarterSecond() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        layer.opacity = 0
        // The model changes at once; the screen catches up.
        #expect(layer.opacity == 0)
        #expect(shown.opacity == 1)
        let anim = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(anim?.duration == 0.25)
        #expect(anim?.keyPath == "opacity")
        #expect(anim?.fromValue as? Double == 1)
        loop.advance(to: 0.1)
        #expect(shown.opacity < 1 && shown.opacity > 0)
        loop.advance(to: 0.27)
        #expect(layer.animationKeys() == nil)
        #expect(shown.opacity == 0)
    }

    @Test func implicitAnimationIsLinearWithoutATransactionTimingFunction() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        layer.position = CGPoint(x: 100, y: 0)
        loop.advance(to: 0.125)
        #expect(approx(shown.position.x, 50))
    }

    @Test func implicitAnimationUsesTheTransactionsTimingFunction() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        loop.advance(to: 0.125)
        #expect(approx(Double(shown.position.x), 100 * CubicBezier.easeOut.value(at: 0.5), 1e-4))
    }

    @Test func transactionDurationLengthensImplicitAnimations() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position")?.duration == 1)
        loop.advance(to: 0.5)
        #expect(approx(shown.position.x, 50))
        loop.advance(to: 0.9)
        #expect(layer.animationKeys() == ["position"])
        loop.advance(to: 1.05)
        #expect(layer.animationKeys() == nil)
    }

    @Test func disablingActionsChangesWithoutAnimating() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 100, y: 0)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(shown.position.x == 100)
        #expect(shown.opacity == 0.5)
    }

    @Test func layerCreatedInTheSameTransactionDoesNotAnimate() {
        let loop = VirtualWorld.make()
        let fresh = CALayer()
        fresh.position = CGPoint(x: 10, y: 10)
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        loop.drainTurns()
        fresh.opacity = 1
        #expect(fresh.animationKeys() == ["opacity"])
    }

    @Test func layerCreatedInsideAnExplicitTransactionAnimatesOnlyAfterItCommits() {
        _ = VirtualWorld.make()
        CATransaction.begin()
        let fresh = CALayer()
        fresh.opacity = 0.5
        CATransaction.commit()
        #expect(fresh.animationKeys() == nil)
        fresh.opacity = 0.2
        #expect(fresh.animationKeys() == ["opacity"])
    }

    @Test func settingTheSameValueRunsNoAction() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        layer.opacity = 1
        #expect(layer.animationKeys() == nil)
    }

    @Test func actionsDictionaryEntryReplacesTheDefault() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        let slow = CABasicAnimation()
        slow.duration = 2
        layer.actions = ["opacity": slow]
        layer.opacity = 0
        let anim = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(anim?.duration == 2)
        // The action's copy is aimed at the key and starts from the value on screen.
        #expect(anim?.keyPath == "opacity")
        #expect(anim?.fromValue as? Double == 1)
        loop.advance(to: 1)
        #expect(approx(shown.opacity, 0.5))
    }

    @Test func nullInTheActionsDictionarySuppressesTheAnimation() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 100, y: 0)
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        #expect(shown.position.x == 100)
    }

    @Test func delegateActionComesBeforeTheActionsDictionary() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        final class Delegate: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                event == "opacity" ? NSNull() : nil
            }
        }
        let delegate = Delegate()
        layer.delegate = delegate
        layer.actions = ["opacity": CABasicAnimation()]
        layer.opacity = 0
        #expect(layer.animationKeys() == nil)
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.animationKeys() == ["position"])
    }

    @Test func customActionRunsForTheKey() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        final class Recorder: CAAction {
            var runs: [String] = []
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                runs.append(event)
            }
        }
        let recorder = Recorder()
        layer.actions = ["cornerRadius": recorder]
        layer.cornerRadius = 8
        #expect(recorder.runs == ["cornerRadius"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func interruptingAnImplicitAnimationStartsFromTheValueOnScreen() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        let log = EventLog()
        layer.position = CGPoint(x: 100, y: 0)
        let first = layer.liveAnimation(forKey: "position")!
        first.delegate = AnimationRecorder("first", log: log)
        loop.advance(to: 0.125)
        let onScreen = shown.position
        #expect(approx(onScreen.x, 50))
        layer.position = CGPoint(x: 200, y: 0)
        let second = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(approx(second?.fromValue as! CGPoint, onScreen))
        #expect(approx(shown.position.x, 50))
        loop.drainTurns()
        #expect(log.events.last == "first stop cancelled")
        loop.advance(to: 0.25)
        #expect(approx(shown.position.x, 125))
    }

    @Test func presentationCopiesRunNoActions() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        let copy = layer.presentation()!
        copy.opacity = 0.5
        #expect(copy.animationKeys() == nil)
        #expect(layer.animationKeys() == nil)
        #expect(layer.opacity == 1)
    }

    @Test func boundsChangesAnimateWithAnImplicitTransactionCompletion() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        var shown: CALayer { layer.presentation()! }
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        CATransaction.commit()
        loop.advance(to: 0.125)
        #expect(approx(shown.bounds.size, CGSize(width: 150, height: 75)))
        #expect(!done)
        loop.advance(to: 0.3)
        #expect(done)
    }

    @Test func keysWithoutAnAnimatablePropertyRunNoDefaultAction() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        #expect(CALayer.defaultAction(forKey: "masksToBounds") == nil)
        #expect(CALayer.defaultAction(forKey: "opacity") is CABasicAnimation)
        layer.setValue(3, forKey: "custom")
        #expect(layer.value(forKey: "custom") as? Int == 3)
        #expect(layer.animationKeys() == nil)
    }

    @Test func keyValueCodingSetsAnimatableProperties() {
        let loop = VirtualWorld.make()
        let layer = VirtualWorld.committedLayer(in: loop, position: .zero)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(0.25, forKey: "opacity")
        layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
        CATransaction.commit()
        #expect(layer.opacity == 0.25)
        #expect(layer.value(forKeyPath: "position.x") as? Double == 3)
        #expect(CALayer.defaultValue(forKey: "opacity") as? Double == 1)
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Nothing a test makes may outlive it: not views, layers, windows or animators, and not
/// through animation completions that captured them.
@MainActor
@Suite struct UIViewLifetimeTests {
    @Test func deviceWindowViewsAndLayersGoAwayWithTheDevice() {
        weak var weakDevice: VirtualDevice?
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        weak var weakChild: UIView?
        weak var weakLayer: CALayer?
        do {
            let device = VirtualDevice()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let child = UIView()
            v.addSubview(child)
            device.window.addSubview(v)
            device.runUntilIdle()
            weakDevice = device
            weakWindow = device.window
            weakView = v
            weakChild = child
            weakLayer = v.layer
        }
        #expect(weakDevice == nil)
        #expect(weakWindow == nil)
        #expect(weakView == nil)
        #expect(weakChild == nil)
        #expect(weakLayer == nil)
    }

    @Test func aRemovedViewIsReleasedWhileTheDeviceLives() {
        let device = VirtualDevice()
        weak var weakView: UIView?
        weak var weakLayer: CALayer?
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            device.window.addSubview(v)
            device.advance(by: 0)
            v.removeFromSuperview()
            weakView = v
            weakLayer = v.layer
        }
        device.advance(by: 0)
        #expect(weakView == nil)
        #expect(weakLayer == nil)
    }

    @Test func aFinishedAnimationCompletionDoesNotKeepItsViewAlive() {
        let device = VirtualDevice()
        weak var weakView: UIView?
        var finished: Bool?
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            device.window.addSubview(v)
            device.advance(by: 0)
            UIView.animate(
                withDuration: 0.3, animations: { v.alpha = 0 },
                completion: { done in
                    finished = done
                    v.removeFromSuperview()
                })
            weakView = v
        }
        device.runUntilIdle()
        #expect(finished == true)
        #expect(weakView == nil)
    }

    @Test func aRemovedViewWithARunningAnimationGoesAwayWithTheDevice() {
        weak var weakView: UIView?
        weak var weakLayer: CALayer?
        do {
            let device = VirtualDevice()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            device.window.addSubview(v)
            device.advance(by: 0)
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { v.center.x = 200 },
                completion: { _ in _ = v })
            device.advance(by: 0.2)
            weakView = v
            weakLayer = v.layer
        }
        #expect(weakView == nil)
        #expect(weakLayer == nil)
    }

    @Test func keyframeAndTransitionCompletionsDoNotKeepViewsAlive() {
        let device = VirtualDevice()
        weak var weakA: UIView?
        weak var weakB: UIView?
        do {
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            device.window.addSubview(a)
            device.window.addSubview(b)
            device.advance(by: 0)
            UIView.animateKeyframes(
                withDuration: 0.3, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { a.alpha = 0 }
                }, completion: { _ in a.removeFromSuperview() })
            UIView.transition(
                with: b, duration: 0.3, options: .transitionCrossDissolve, animations: { b.alpha = 0.5 },
                completion: { _ in b.removeFromSuperview() })
            weakA = a
            weakB = b
        }
        device.runUntilIdle()
        #expect(weakA == nil)
        #expect(weakB == nil)
    }

    @Test func finishedPropertyAnimatorsAndTheirViewsGoAway() {
        let device = VirtualDevice()
        weak var weakAnimator: UIViewPropertyAnimator?
        weak var weakRunning: UIViewPropertyAnimator?
        weak var weakView: UIView?
        do {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            device.window.addSubview(v)
            device.advance(by: 0)
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { v.center.x = 100 }
            animator.addCompletion { _ in v.removeFromSuperview() }
            animator.startAnimation()
            weakAnimator = animator
            weakRunning = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.2, delay: 0.1, options: [], animations: { v.alpha = 0.5 }, completion: { _ in _ = v })
            weakView = v
        }
        // Running animators keep themselves alive until they end.
        #expect(weakAnimator != nil)
        #expect(weakRunning != nil)
        device.runUntilIdle()
        #expect(weakAnimator == nil)
        #expect(weakRunning == nil)
        #expect(weakView == nil)
    }

    @Test func aRunningAnimatorGoesAwayWithTheDevice() {
        weak var weakAnimator: UIViewPropertyAnimator?
        weak var weakView: UIView?
        do {
            let device = VirtualDevice()
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            device.window.addSubview(v)
            device.advance(by: 0)
            weakAnimator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 10, delay: 0, options: [], animations: { v.alpha = 0 }, completion: { _ in _ = v })
            device.advance(by: 0.5)
            weakView = v
        }
        #expect(weakAnimator == nil)
        #expect(weakView == nil)
    }
}

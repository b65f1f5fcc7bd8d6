import Testing
import UIKitTesting

@testable import UIKit

/// Statement 104: a percent-driven transition scrubs the animations its animator's animation
/// blocks make, while a `CAAnimation` the animator adds directly runs on the clock.
@MainActor
@Suite(.checksLifetimes) struct TransitionScrubberTests {
    /// Hears when the Core Animation animation stops, on the device's clock.
    final class StopRecorder: CAAnimationDelegate {
        weak var device: VirtualDevice?
        var stops: [(time: TimeInterval, finished: Bool)] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append((device?.now ?? -1, flag)) }
    }

    /// Fades the presented view in over one second with a linear UIView animation, and grows a
    /// marker layer's opacity from 0 to 1 with a linear `CABasicAnimation` it adds itself.
    final class MixedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let marker = CALayer()
        let markerDuration: CFTimeInterval
        let recorder: StopRecorder
        /// When the marker's animation was added, on the device's clock.
        var markerStart: TimeInterval = 0
        init(markerDuration: CFTimeInterval, recorder: StopRecorder) {
            self.markerDuration = markerDuration
            self.recorder = recorder
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            let container = ctx.containerView
            guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
            container.addSubview(to)
            to.frame = container.bounds
            to.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { to.alpha = 1 }) { _ in
                if ctx.transitionWasCancelled { to.removeFromSuperview() }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            container.layer.addSublayer(marker)
            let grow = CABasicAnimation(keyPath: "opacity")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = markerDuration
            grow.delegate = recorder
            marker.add(grow, forKey: "grow")
            markerStart = recorder.device?.now ?? -1
        }
    }

    /// Fades the presented view in over one second with a linear property animator it starts
    /// itself in `animateTransition(using:)` (it vends no interruptible animator).
    final class PropertyAnimatorAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var positions: [UIViewAnimatingPosition] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
            ctx.containerView.addSubview(to)
            to.frame = ctx.containerView.bounds
            to.alpha = 0
            let fade = UIViewPropertyAnimator(duration: 1, curve: .linear) { to.alpha = 1 }
            fade.addCompletion { [weak self] position in
                self?.positions.append(position)
                if position == .start { to.removeFromSuperview() }
                ctx.completeTransition(position == .end)
            }
            fade.startAnimation()
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let animator: UIViewControllerAnimatedTransitioning
        let interactor = UIPercentDrivenInteractiveTransition()
        init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    @MainActor struct Scene {
        let device: VirtualDevice
        let a: UIViewController
        let b: UIViewController
        let animator: MixedAnimator
        let delegate: Delegate
        var interactor: UIPercentDrivenInteractiveTransition { delegate.interactor }
        var marker: CALayer { animator.marker }
        /// The presented view's opacity on screen (the scrubbed UIView animation).
        var shownAlpha: Float { b.view.layer.presentation()!.opacity }
        /// The marker's opacity on screen (the Core Animation animation).
        var markerOpacity: Float { marker.presentation()!.opacity }
        /// What the marker shows when it runs on the clock.
        var markerOnTheClock: Float {
            Float(min(1, (device.now - animator.markerStart) / animator.markerDuration))
        }
    }

    /// A presentation driven by a percent-driven interaction with `animator`.
    func present(
        with animator: UIViewControllerAnimatedTransitioning, on device: VirtualDevice = VirtualDevice()
    ) -> (VirtualDevice, UIViewController, Delegate) {
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let delegate = Delegate(animator: animator)
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 1.0 / 60)
        return (device, a, delegate)
    }

    func scene(markerDuration: CFTimeInterval = 2) -> Scene {
        let recorder = StopRecorder()
        let device = VirtualDevice()
        recorder.device = device
        let animator = MixedAnimator(markerDuration: markerDuration, recorder: recorder)
        let (_, a, delegate) = present(with: animator, on: device)
        return Scene(device: device, a: a, b: a.presentedViewController!, animator: animator, delegate: delegate)
    }

    @Test func aPropertyAnimatorStartedInAnimateTransitionIsScrubbedAndFinishes() {
        let animator = PropertyAnimatorAnimator()
        let (device, a, delegate) = present(with: animator)
        let b = a.presentedViewController!
        for percent in [0.3, 0.7, 0.5] as [CGFloat] {
            delegate.interactor.update(percent)
            device.advance(by: 0.5)
            #expect(abs(b.view.layer.presentation()!.opacity - Float(percent)) < 0.0001)
        }
        #expect(animator.positions.isEmpty)
        delegate.interactor.finish()
        device.runUntilIdle()
        #expect(animator.positions == [.end])
        #expect(b.view.alpha == 1)
        #expect(a.presentedViewController === b)
    }

    @Test func aPropertyAnimatorStartedInAnimateTransitionReversesOnCancel() {
        let animator = PropertyAnimatorAnimator()
        let (device, a, delegate) = present(with: animator)
        let b = a.presentedViewController!
        delegate.interactor.update(0.6)
        delegate.interactor.cancel()
        device.advance(by: 0.2)
        let shown = b.view.layer.presentation()!.opacity
        #expect(shown > 0 && shown < 0.6)
        device.runUntilIdle()
        #expect(animator.positions == [.start])
        #expect(b.view.alpha == 0)
        #expect(b.view.window == nil)
        #expect(a.presentedViewController == nil)
    }

    @Test func blockAnimationsFollowUpdateWhileCoreAnimationRunsOnTheClock() {
        let s = scene()
        #expect(s.marker.animationKeys() == ["grow"])
        var shown: [Float] = []
        var marker: [(shown: Float, expected: Float)] = []
        for percent in [0.2, 0.6, 0.35, 0.9] as [CGFloat] {
            s.interactor.update(percent)
            s.device.advance(by: 0.2)
            shown.append(s.shownAlpha)
            marker.append((s.markerOpacity, s.markerOnTheClock))
        }
        // The UIView animation shows exactly the percentage, whatever time passed; the marker
        // grows with time (0.2 s of its 2 s per step), forwards even when the user goes back.
        for (value, percent) in zip(shown, [0.2, 0.6, 0.35, 0.9] as [Float]) {
            #expect(abs(value - percent) < 0.0001)
        }
        for (value, expected) in marker { #expect(abs(value - expected) < 0.0001) }
        #expect(marker.map(\.shown) == marker.map(\.shown).sorted())
        #expect(marker.last!.shown > 0.4)
        s.interactor.finish()
        s.device.runUntilIdle()
        #expect(s.b.view.alpha == 1)
        #expect(s.b.view.layer.animationKeys() == nil)
        #expect(s.a.presentedViewController === s.b)
    }

    @Test func aCoreAnimationAnimationThatEndsDuringTheInteractionIsRemovedOnTime() {
        let s = scene(markerDuration: 0.3)
        s.interactor.update(0.1)
        s.device.advance(by: 0.2)
        #expect(s.marker.animationKeys() == ["grow"])
        #expect(s.animator.recorder.stops.isEmpty)
        s.device.advance(by: 0.2)
        // Ended at its 0.3 s (the first frame at or after it), while the transition waits.
        #expect(s.marker.animationKeys() == nil)
        #expect(s.animator.recorder.stops.count == 1)
        let stop = s.animator.recorder.stops.first!
        #expect(stop.finished)
        #expect(stop.time - s.animator.markerStart >= 0.3 - 1e-9)
        #expect(stop.time - s.animator.markerStart < 0.3 + 1.0 / 60 + 1e-9)
        // The UIView animation is still held at 10 %, and completes only with the transition.
        #expect(abs(s.shownAlpha - 0.1) < 0.0001)
        #expect(s.b.view.layer.animationKeys() == ["opacity"])
        #expect(s.a.presentedViewController === s.b)
        s.interactor.finish()
        s.device.runUntilIdle()
        #expect(s.b.view.layer.animationKeys() == nil)
        #expect(s.b.view.window != nil)
    }

    @Test func aCancelReversesTheBlockAnimationsAndLeavesCoreAnimationRunning() {
        let s = scene()
        s.interactor.completionCurve = .linear
        s.interactor.update(0.6)
        s.device.advance(by: 0.1)
        s.interactor.cancel()
        // The cancel takes 0.6 s back to the start, linearly; the marker keeps its pace.
        var shown: [Float] = []
        for _ in 0..<3 {
            s.device.advance(by: 0.15)
            shown.append(s.shownAlpha)
            #expect(abs(s.markerOpacity - s.markerOnTheClock) < 0.0001)
        }
        #expect(shown == shown.sorted(by: >))
        #expect(shown.first! < 0.6 && shown.last! > 0)
        s.device.advance(by: 0.2)
        // Cancelled: the view is back to its value before the transition and gone; the marker's
        // animation is untouched, still running towards its end at 2 s.
        #expect(s.b.view.alpha == 0)
        #expect(s.b.view.layer.animationKeys() == nil)
        #expect(s.b.viewIfLoaded?.window == nil)
        #expect(s.a.presentedViewController == nil)
        #expect(s.marker.animationKeys() == ["grow"])
        #expect(abs(s.markerOpacity - s.markerOnTheClock) < 0.0001)
        #expect(s.animator.recorder.stops.isEmpty)
        s.device.runUntilIdle()
        #expect(s.animator.recorder.stops.count == 1)
        #expect(s.animator.recorder.stops.first?.finished == true)
    }

    @Test func anAlongsideBlockIsScrubbedWithTheTransition() {
        let s = scene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.a.view.addSubview(badge)
        s.b.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        s.interactor.update(0.25)
        s.device.advance(by: 0.5)
        // Joined late (at 0 %, the transition's start), it follows the percentage, eased.
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.25)
        #expect(abs(badge.layer.presentation()!.opacity - Float(1 - eased)) < 0.0001)
        s.interactor.finish()
        s.device.runUntilIdle()
        #expect(badge.alpha == 0)
        #expect(badge.layer.animationKeys() == nil)
    }

    @Test func aCancelLeavesAPropertyAnotherAnimationTookOverSince() {
        let s = scene()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.a.view.addSubview(badge)
        s.b.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        s.interactor.update(0.4)
        // An animation of the app's own, outside the transition, takes the property over.
        UIView.animate(withDuration: 0.2) { badge.alpha = 0.5 }
        s.interactor.cancel()
        s.device.advance(by: 0.1)
        #expect(badge.layer.animationKeys() == ["opacity"])
        s.device.runUntilIdle()
        #expect(badge.alpha == 0.5)
        #expect(badge.layer.animationKeys() == nil)
        // The transition's own block animations were put back.
        #expect(s.b.view.alpha == 0)
        #expect(s.a.presentedViewController == nil)
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// Statements 93–107: interactive transitions with UIPercentDrivenInteractiveTransition and
/// interruptible animators.
@MainActor
@Suite(.checksLifetimes) struct InteractiveTransitionTests {
    final class Delegate: UIViewControllerTransitioningDelegate {
        let animator: UIViewControllerAnimatedTransitioning
        let interactor: UIViewControllerInteractiveTransitioning?
        init(animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?) {
            self.animator = animator
            self.interactor = interactor
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let a: RecordingViewController
        let b: RecordingViewController
        let animator: RecordingAnimator
        let delegate: Delegate
    }

    func scene(interactor: UIViewControllerInteractiveTransitioning?, duration: TimeInterval = 1) -> Scene {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        let animator = RecordingAnimator(log: log, presenting: true)
        animator.duration = duration
        let delegate = Delegate(animator: animator, interactor: interactor)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 1.0 / 60)
        return Scene(device: device, log: log, a: a, b: b, animator: animator, delegate: delegate)
    }

    @Test func statement094_098_099_updateScrubsAndClamps() {
        let driver = UIPercentDrivenInteractiveTransition()
        let s = scene(interactor: driver)
        #expect(s.animator.seen["isInteractive"] as? Bool == true)
        #expect(driver.duration == 1)
        driver.update(0.25)
        s.device.advance(by: 0.5)  // time passes; the interactive transition does not move
        let y = s.b.view.layer.presentation()!.frame.minY
        // Interactive time is linear; the animator's own ease-in-out curve still shapes values.
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.25)
        #expect(abs(y - 844 * (1 - eased)) < 1)
        driver.update(-1)
        #expect(driver.percentComplete == 0)
        #expect(abs(s.b.view.layer.presentation()!.frame.minY - 844) < 1)
        driver.update(0.5)
        #expect(s.b.transitionCoordinator?.percentComplete == 0.5)
        driver.finish()
        s.device.runUntilIdle()
        #expect(s.b.view.frame.minY == 0)
        #expect(s.log.filtered("B.viewDidAppear").count == 1)
    }

    @Test func statement100_101_completionSpeedAndCurveSetTheSettlingTime() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.completionSpeed = 2
        driver.completionCurve = .linear
        let s = scene(interactor: driver)
        driver.update(0.5)
        driver.finish()
        // (1 − 0.5) × 1 s ÷ 2 = 0.25 s, linearly: halfway through it, transition time is at
        // 75 % (± 0.04: the last frame falls just before the half way point).
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        s.device.advance(by: 0.125)
        let y = s.b.view.layer.presentation()!.frame.minY
        #expect(y > 844 * (1 - curve.evaluate(0.79)) && y < 844 * (1 - curve.evaluate(0.71)))
        s.device.advance(by: 0.075)
        #expect(s.log.filtered("B.viewDidAppear").isEmpty)
        s.device.advance(by: 0.075)
        #expect(s.log.filtered("B.viewDidAppear").count == 1)
    }

    @Test func statement093_106_cancelledPresentationRemovesTheViewAndReverses() {
        let driver = UIPercentDrivenInteractiveTransition()
        let s = scene(interactor: driver)
        driver.update(0.3)
        #expect(s.animator.lastContext?.transitionWasCancelled == false)
        driver.cancel()
        #expect(s.animator.lastContext?.transitionWasCancelled == true)
        s.device.runUntilIdle()
        #expect(
            s.log.filtered("B.view") == [
                "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewWillDisappear", "B.viewDidDisappear",
            ]
                || s.log.filtered("B.view") == [
                    "B.viewDidLoad", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
                ])
        #expect(s.log.filtered("pc.").isEmpty)
        #expect(s.b.viewIfLoaded?.window == nil)
        #expect(s.a.presentedViewController == nil)
        #expect(s.b.presentingViewController == nil)
        // The presenter can present again.
        let c = UIViewController()
        s.a.present(c, animated: false)
        s.device.runUntilIdle()
        #expect(c.presentingViewController === s.a)
    }

    @Test func statement102_notWantingAnInteractiveStartRunsToTheEnd() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        let s = scene(interactor: driver)
        s.device.runUntilIdle()
        #expect(s.b.view.frame.minY == 0)
        #expect(s.log.filtered("B.viewDidAppear").count == 1)
    }

    @Test func statement105_interactionChangeHandlerRunsOnceWhenTheInteractionEnds() {
        let driver = UIPercentDrivenInteractiveTransition()
        let s = scene(interactor: driver)
        var calls = 0
        s.b.transitionCoordinator?.notifyWhenInteractionChanges { ctx in
            calls += 1
            #expect(!ctx.isInteractive)
        }
        driver.update(0.6)
        driver.finish()
        s.device.runUntilIdle()
        #expect(calls == 1)
    }

    /// Implements `interruptibleAnimator(using:)`, with no other sign that it does.
    final class Interruptible: UIViewControllerAnimatedTransitioning {
        var animator: UIViewPropertyAnimator?
        var animateTransitionCalls = 0
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            animateTransitionCalls += 1
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let animator { return animator }
            let toView = ctx.view(forKey: .to)!
            ctx.containerView.addSubview(toView)
            toView.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            toView.alpha = 0
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.alpha = 1 }
            a.addCompletion { position in ctx.completeTransition(position == .end) }
            animator = a
            return a
        }
    }

    @Test func statement107_interruptibleAnimatorIsDrivenThroughThePropertyAnimator() {
        let animator = Interruptible()
        let driver = UIPercentDrivenInteractiveTransition()
        let (device, a, b, delegate) = interruptibleScene(animator: animator, interactor: driver)
        defer { withExtendedLifetime(delegate) {} }
        #expect(animator.animateTransitionCalls == 0)
        driver.update(0.4)
        #expect(abs(b.view.layer.presentation()!.opacity - 0.4) < 0.01)
        #expect(animator.animator?.fractionComplete == 0.4)
        driver.finish()
        device.runUntilIdle()
        #expect(b.view.alpha == 1)
        #expect(a.presentedViewController === b)
        #expect(b.transitionCoordinator == nil)
    }

    /// A presentation of B from A with `animator` and `interactor`, one frame in (or just
    /// requested, when `started` is false).
    func interruptibleScene(
        animator: UIViewControllerAnimatedTransitioning, interactor: UIPercentDrivenInteractiveTransition,
        started: Bool = true
    ) -> (VirtualDevice, UIViewController, UIViewController, Delegate) {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let delegate = Delegate(animator: animator, interactor: interactor)
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        if started { device.advance(by: 1.0 / 60) }
        return (device, a, b, delegate)
    }

    @Test func statement107_anAnimatorImplementingOnlyInterruptibleAnimatorIsDrivenAsInterruptible() {
        let animator = Interruptible()
        let interactor = UIPercentDrivenInteractiveTransition()
        let (device, a, b, delegate) = interruptibleScene(animator: animator, interactor: interactor)
        defer { withExtendedLifetime(delegate) {} }
        #expect(b.transitionCoordinator?.isInterruptible == true)
        #expect(animator.animateTransitionCalls == 0)
        interactor.update(0.5)
        #expect(animator.animator?.fractionComplete == 0.5)
        #expect(animator.animator?.state == .active && animator.animator?.isRunning == false)
        interactor.finish()
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(b.view.alpha == 1)
    }

    @Test func statement107_aPlainAnimatorIsNotInterruptible() {
        let log = EventLog()
        let animator = RecordingAnimator(log: log, presenting: true)
        let interactor = UIPercentDrivenInteractiveTransition()
        let (device, a, b, delegate) = interruptibleScene(animator: animator, interactor: interactor)
        defer { withExtendedLifetime(delegate) {} }
        #expect(b.transitionCoordinator?.isInterruptible == false)
        // Scrubbed through layer time, after the animator's own animateTransition.
        #expect(log.filtered("animator.animateTransition").count == 1)
        interactor.update(0.5)
        #expect(b.view.layer.presentation()!.frame.minY > 0)
        interactor.finish()
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == 0)
    }

    @Test func statement102_withoutAnInteractiveStartTheTransitionIsNotInteractive() {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let s = scene(interactor: interactor)
        #expect(s.animator.seen["isInteractive"] as? Bool == false)
        #expect(s.b.transitionCoordinator?.initiallyInteractive == false)
        s.device.advance(by: 0.5)
        #expect(s.b.transitionCoordinator?.isInteractive == false)
        s.device.runUntilIdle()
        #expect(s.log.filtered("B.viewDidAppear").count == 1)
        #expect(s.device.diagnostics.isEmpty)
    }

    @Test func statement094_102_aNonInteractiveStartBecomesInteractiveWhenPaused() {
        let animator = Interruptible()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let (device, a, b, delegate) = interruptibleScene(animator: animator, interactor: interactor)
        defer { withExtendedLifetime(delegate) {} }
        let coordinator = b.transitionCoordinator
        var changes: [Bool] = []
        coordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(coordinator?.isInteractive == false)
        #expect(animator.animator?.isRunning == true)
        device.advance(by: 0.2)
        interactor.pause()
        #expect(coordinator?.isInteractive == true)
        #expect(coordinator?.initiallyInteractive == false)
        device.advance(by: 5)  // a long pause under the user's control is no hang
        interactor.update(0.6)
        interactor.finish()
        device.runUntilIdle()
        #expect(changes == [true, false])
        #expect(a.presentedViewController === b)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func aHangAfterTheInteractionEndsIsStillReported() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let s = scene(interactor: interactor)
        s.animator.completes = false
        interactor.update(0.5)
        s.device.advance(by: 5)
        #expect(s.device.diagnostics.isEmpty)
        interactor.finish()
        s.device.advance(by: 1 + TransitionDriver.hangGracePeriod + 0.1)
        #expect(s.device.diagnostics.last?.contains("never called completeTransition(_:)") == true)
        s.animator.lastContext?.completeTransition(true)
        s.device.runUntilIdle()
    }

    @Test func isInterruptibleReadsFalseWithoutAskingTheAnimatorBeforeTheTransitionStarts() {
        let animator = Interruptible()
        let interactor = UIPercentDrivenInteractiveTransition()
        let (device, a, b, delegate) = interruptibleScene(animator: animator, interactor: interactor, started: false)
        defer { withExtendedLifetime(delegate) {} }
        let coordinator = b.transitionCoordinator
        #expect(coordinator != nil)
        #expect(coordinator?.isInterruptible == false)
        #expect(animator.animator == nil)
        device.advance(by: 1.0 / 60)
        #expect(coordinator?.isInterruptible == true)
        interactor.finish()
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 76, 77, 81, 82, 86, 89, 91, 92, 97: the animator's call sequence and what the
/// transition context reports to it.
@MainActor
@Suite(.checksLifetimes) struct TransitionContextConformanceTests {
    /// Records the context's answers at `animateTransition`, then slides like RecordingAnimator.
    final class KeyAnimator: UIViewControllerAnimatedTransitioning {
        let log: EventLog
        let presenting: Bool
        var fromVC: UIViewController?
        var toVC: UIViewController?
        var fromView: UIView?
        var toView: UIView?
        var toViewSuperviewAtStart: UIView??
        var finalFrameOfPresented: CGRect?
        var frames: [String: CGRect] = [:]
        init(log: EventLog, presenting: Bool) {
            self.log = log
            self.presenting = presenting
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            log.record("animator.transitionDuration")
            return 0.3
        }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            log.record("animator.animateTransition")
            let from = ctx.viewController(forKey: .from)!
            let to = ctx.viewController(forKey: .to)!
            fromVC = from
            toVC = to
            fromView = ctx.view(forKey: .from)
            toView = ctx.view(forKey: .to)
            toViewSuperviewAtStart = .some(toView?.superview)
            frames = [
                "initialFrom": ctx.initialFrame(for: from), "finalFrom": ctx.finalFrame(for: from),
                "initialTo": ctx.initialFrame(for: to), "finalTo": ctx.finalFrame(for: to),
            ]
            let container = ctx.containerView
            if let toView {
                if presenting { container.addSubview(toView) } else { container.insertSubview(toView, at: 0) }
                toView.frame = ctx.finalFrame(for: to)
            }
            let moving = presenting ? toView : fromView
            if presenting { moving?.alpha = 0 }
            UIView.animate(withDuration: 0.3, animations: { moving?.alpha = self.presenting ? 1 : 0 }) { _ in
                if !self.presenting { self.fromView?.removeFromSuperview() }
                self.log.record("animator.completeTransition")
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) {
            log.record("animator.animationEnded(\(transitionCompleted))")
        }
    }

    /// Wraps the presented view in a view of its own, as `presentedView` allows.
    final class WrappingController: UIPresentationController {
        let wrapper = UIView()
        var presentedViewReads: [UIView?] = []
        override var presentedView: UIView? {
            if presentedViewController.view.superview !== wrapper {
                wrapper.frame = frameOfPresentedViewInContainerView
                presentedViewController.view.frame = wrapper.bounds
                wrapper.addSubview(presentedViewController.view)
            }
            return wrapper
        }
    }

    /// Logs its interaction hook, and drives the transition without a finger.
    final class LoggingInteractor: UIPercentDrivenInteractiveTransition {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            log.record("interactor.startInteractiveTransition")
            super.startInteractiveTransition(transitionContext)
        }
    }

    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let a: RecordingViewController
        let b: RecordingViewController
        let delegate: RecordingTransitioningDelegate
        let presentAnimator: KeyAnimator
        let dismissAnimator: KeyAnimator
    }

    func scene(
        _ make: ((UIViewController, UIViewController?) -> UIPresentationController?)? = nil
    ) -> Scene {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        let delegate = RecordingTransitioningDelegate(log: log)
        let presentAnimator = KeyAnimator(log: log, presenting: true)
        let dismissAnimator = KeyAnimator(log: log, presenting: false)
        delegate.presentAnimator = presentAnimator
        delegate.dismissAnimator = dismissAnimator
        delegate.presentationControllerFactory =
            make ?? { presented, presenting in
                let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
                pc.log = log
                return pc
            }
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        return Scene(
            device: device, log: log, a: a, b: b, delegate: delegate, presentAnimator: presentAnimator,
            dismissAnimator: dismissAnimator)
    }

    @Test func statement076_animatorSequenceNonInteractiveAndInteractive() {
        let s = scene()
        s.a.present(s.b, animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        #expect(
            s.log.filtered("delegate.animation", "delegate.interaction", "animator.", "interactor.", "completion") == [
                "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
                "animator.transitionDuration", "animator.animateTransition", "animator.completeTransition",
                "animator.animationEnded(true)", "completion",
            ])
        // Interactive: the interaction controller starts the transition and calls animateTransition.
        s.log.clear()
        let interactor = LoggingInteractor(log: s.log)
        s.delegate.dismissInteractor = interactor
        s.b.dismiss(animated: true) { s.log.record("completion") }
        s.device.advance(by: 1.0 / 60)
        interactor.update(0.5)
        interactor.finish()
        s.device.runUntilIdle()
        #expect(
            s.log.filtered("delegate.animation", "delegate.interaction", "animator.", "interactor.", "completion") == [
                "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
                // The percent-driven controller reads the duration again as it starts (statement 99).
                "animator.transitionDuration", "interactor.startInteractiveTransition", "animator.transitionDuration",
                "animator.animateTransition",
                "animator.completeTransition", "animator.animationEnded(true)", "completion",
            ])
        // Without an animator, the interaction controller is not asked for.
        s.log.clear()
        s.delegate.presentAnimator = nil
        let c = UIViewController()
        c.modalPresentationStyle = .custom
        c.transitioningDelegate = s.delegate
        s.a.present(c, animated: true)
        s.device.runUntilIdle()
        #expect(s.log.filtered("delegate.interaction").isEmpty)
        #expect(s.log.filtered("delegate.animationControllerForPresented").count == 1)
    }

    @Test func statement077_onlyTheDocumentedConstraintsOfACustomPresentation() {
        // [U] The place of the appearance callbacks among the presentation-controller hooks is
        // undocumented; only the completion after viewDidAppear and completeTransition leading
        // to animationEnded are asserted.
        let s = scene()
        s.a.present(s.b, animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        let e = s.log.entries
        #expect(e.firstIndex(of: "B.viewDidAppear")! < e.firstIndex(of: "completion")!)
        #expect(e.firstIndex(of: "animator.completeTransition")! < e.firstIndex(of: "animator.animationEnded(true)")!)
        #expect(e.firstIndex(of: "B.viewWillAppear")! < e.firstIndex(of: "B.viewDidAppear")!)
    }

    @Test func statement081_defaultFrameAndPresentedViewAreStable() {
        var made: UIPresentationController?
        let s = scene { presented, presenting in
            let pc = UIPresentationController(presentedViewController: presented, presenting: presenting)
            made = pc
            return pc
        }
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        let pc = try! #require(made)
        let container = try! #require(pc.containerView)
        #expect(pc.frameOfPresentedViewInContainerView == container.bounds)
        #expect(pc.frameOfPresentedViewInContainerView == pc.frameOfPresentedViewInContainerView)
        #expect(pc.presentedView === s.b.view)
        #expect(pc.presentedView === pc.presentedView)
        #expect(s.b.view.isDescendant(of: container))
        s.b.dismiss(animated: false)
        s.device.runUntilIdle()
        made = nil
    }

    @Test func statement082_finalFrameOfThePresentedIsThePresentationControllersFrame() {
        let frame = CGRect(x: 20, y: 300, width: 350, height: 400)
        let s = scene { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.frame = frame
            return pc
        }
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        #expect(s.presentAnimator.frames["finalTo"] == frame)
        #expect(s.b.presentationController?.frameOfPresentedViewInContainerView == frame)
        #expect(s.b.view.frame == frame)
    }

    @Test func statement089_fromAndToSwapAndTheFullScreenPresenterIsAddedBack() {
        let s = scene { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.removesPresenter = true
            return pc
        }
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        #expect(s.presentAnimator.fromVC === s.a && s.presentAnimator.toVC === s.b)
        #expect(s.a.view.superview == nil)
        s.b.dismiss(animated: true)
        s.device.runUntilIdle()
        #expect(s.dismissAnimator.fromVC === s.b && s.dismissAnimator.toVC === s.a)
        // The presenter's view left at the end of the presentation; the animator puts it back.
        #expect(s.dismissAnimator.toView === s.a.view)
        #expect(s.dismissAnimator.toViewSuperviewAtStart == .some(nil))
        #expect(s.a.view.window === s.device.window)
        #expect(s.b.viewIfLoaded?.superview == nil)
    }

    @Test func statement091_fromViewIsNilWhileThePresenterStaysAndFromIsThePresentedViewOnDismissal() {
        let s = scene { presented, presenting in
            WrappingController(presentedViewController: presented, presenting: presenting)
        }
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        let pc = s.b.presentationController as! WrappingController
        #expect(s.presentAnimator.fromView == nil)
        #expect(s.presentAnimator.toView === pc.wrapper)
        #expect(s.b.view.superview === pc.wrapper)
        s.b.dismiss(animated: true)
        s.device.runUntilIdle()
        #expect(s.dismissAnimator.fromView === pc.wrapper)
        #expect(s.dismissAnimator.toView == nil)
        #expect(s.a.view.superview === s.device.window)
    }

    @Test func statement092_framesOfBothControllers() {
        let frame = CGRect(x: 0, y: 400, width: 390, height: 444)
        let s = scene { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.frame = frame
            return pc
        }
        let presenterFrame = s.a.view.frame
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        #expect(s.presentAnimator.frames["initialTo"] == .zero)
        #expect(s.presentAnimator.frames["initialFrom"] == presenterFrame)
        // The presenter stays in the window, so its final frame is its current one.
        #expect(s.presentAnimator.frames["finalFrom"] == presenterFrame)
        #expect(s.presentAnimator.frames["finalTo"] == frame)
        s.b.dismiss(animated: true)
        s.device.runUntilIdle()
        // [U] The dismissed view leaves the window, which Apple allows to report as zero, yet
        // a custom presentation reports its presented frame, as animators that slide the view
        // out whole rely on (Deviations.md, "Custom dismissal frames").
        #expect(s.dismissAnimator.frames["finalFrom"] == frame)
        #expect(s.dismissAnimator.frames["initialFrom"] == frame)
    }

    @Test func statement086_alongsideBlocksWaitForTheAnimationsAndCompletionsForTheEnd() {
        let s = scene()
        s.a.present(s.b, animated: true) { s.log.record("completion") }
        let coordinator = try! #require(s.b.transitionCoordinator)
        let queued = coordinator.animate(
            alongsideTransition: { _ in
                s.log.record("alongside")
                s.a.view.alpha = 0.2
            }, completion: { ctx in s.log.record("alongsideCompletion(\(ctx.isCancelled))") })
        #expect(queued)
        #expect(s.log.filtered("alongside").isEmpty)
        s.device.advance(by: 0.15)
        // UIView-based animator: the block runs in the same turn and animates with it.
        #expect(s.log.time(of: "alongside") == s.log.time(of: "animator.animateTransition"))
        let mid = s.a.view.layer.presentation()!.opacity
        #expect(mid > 0.25 && mid < 0.95)
        s.device.runUntilIdle()
        let e = s.log.entries
        #expect(e.firstIndex(of: "alongsideCompletion(false)")! > e.firstIndex(of: "animator.completeTransition")!)
        // After the transition, a block is refused, yet its completion still runs.
        var late = false
        let refused = coordinator.animate(alongsideTransition: { _ in }, completion: { _ in late = true })
        s.device.runUntilIdle()
        #expect(!refused)
        #expect(late)
    }

    @Test func statement097_interruptibleAnimatorIsTheSameInstanceThroughout() {
        final class Interruptible: NSObject, UIViewControllerAnimatedTransitioning {
            var made: [UIViewPropertyAnimator] = []
            var asked = 0
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.3
            }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                interruptibleAnimator(using: ctx).startAnimation()
            }
            func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                asked += 1
                if let a = made.first { return a }
                let to = ctx.view(forKey: .to)!
                ctx.containerView.addSubview(to)
                to.alpha = 0
                let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { to.alpha = 1 }
                animator.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
                made.append(animator)
                return animator
            }
        }
        let s = scene()
        let animator = Interruptible()
        s.delegate.presentAnimator = animator
        let interactor = UIPercentDrivenInteractiveTransition()
        s.delegate.presentInteractor = interactor
        s.a.present(s.b, animated: true)
        s.device.advance(by: 1.0 / 60)
        interactor.update(0.4)
        // UIKit asks once per transition and scrubs the one animator it got; the animator's own
        // `animateTransition(using:)` is not called while the interaction drives it.
        #expect(animator.asked == 1)
        #expect(animator.made.count == 1)
        #expect(abs((animator.made.first?.fractionComplete ?? 0) - 0.4) < 0.01)
        interactor.pause()
        interactor.finish()
        s.device.runUntilIdle()
        #expect(animator.made.count == 1)
        #expect(s.b.view.alpha == 1)
        #expect(s.a.presentedViewController === s.b)
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// Statements 73–97: the custom presentation call sequence and the transitioning context.
@MainActor
@Suite(.checksLifetimes) struct CustomTransitionTests {
    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let a: RecordingViewController
        let b: RecordingViewController
        let delegate: RecordingTransitioningDelegate
        let presentAnimator: RecordingAnimator
        let dismissAnimator: RecordingAnimator
    }

    func scene(removesPresenter: Bool = false, frame: CGRect? = nil) -> Scene {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        let delegate = RecordingTransitioningDelegate(log: log)
        let presentAnimator = RecordingAnimator(log: log, presenting: true)
        let dismissAnimator = RecordingAnimator(log: log, presenting: false)
        delegate.presentAnimator = presentAnimator
        delegate.dismissAnimator = dismissAnimator
        delegate.presentationControllerFactory = { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.log = log
            pc.removesPresenter = removesPresenter
            pc.frame = frame
            return pc
        }
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        return Scene(
            device: device, log: log, a: a, b: b, delegate: delegate, presentAnimator: presentAnimator,
            dismissAnimator: dismissAnimator)
    }

    func calls(_ log: EventLog) -> [String] { log.filtered("delegate.", "pc.", "animator.", "completion") }

    @Test func statement074_076_088_presentationCallSequence() {
        let s = scene()
        s.a.present(s.b, animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        #expect(
            calls(s.log) == [
                "delegate.presentationController", "delegate.animationControllerForPresented",
                "delegate.interactionControllerForPresentation", "pc.presentationTransitionWillBegin",
                "pc.presentedView", "animator.transitionDuration", "animator.animateTransition",
                "pc.presentationTransitionDidEnd(true)", "animator.animationEnded(true)", "completion",
            ])
        #expect(s.log.entries.firstIndex(of: "B.viewDidAppear")! < s.log.entries.firstIndex(of: "completion")!)
    }

    @Test func statement075_dismissalCallSequenceReusesThePresentationController() {
        let s = scene()
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        let pc = s.b.presentationController
        s.log.clear()
        s.b.dismiss(animated: true) { s.log.record("completion") }
        s.device.runUntilIdle()
        #expect(
            calls(s.log) == [
                "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
                "pc.dismissalTransitionWillBegin", "pc.presentedView", "animator.transitionDuration",
                "animator.animateTransition", "pc.dismissalTransitionDidEnd(true)", "animator.animationEnded(true)",
                "completion",
            ])
        #expect(pc != nil)
    }

    @Test func statement073_076_noAnimatorMeansNoInteractionQuestionAndTheBuiltInStyle() {
        let s = scene()
        s.delegate.presentAnimator = nil
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        #expect(s.log.filtered("delegate.interactionControllerForPresentation").isEmpty)
        #expect(s.b.view.frame == s.device.window.bounds)
        // Only `.custom` asks for a presentation controller.
        let log = EventLog()
        let other = RecordingTransitioningDelegate(log: log)
        let c = UIViewController()
        c.modalPresentationStyle = .overFullScreen
        c.transitioningDelegate = other
        s.b.present(c, animated: true)
        s.device.runUntilIdle()
        #expect(log.filtered("delegate.presentationController").isEmpty)
        #expect(log.filtered("delegate.animationControllerForPresented").count == 1)
    }

    @Test func statement073_transitioningDelegateIsWeak() {
        let b = UIViewController()
        do {
            let delegate = RecordingTransitioningDelegate(log: EventLog())
            b.transitioningDelegate = delegate
            #expect(b.transitioningDelegate != nil)
        }
        #expect(b.transitioningDelegate == nil)
    }

    @Test func statement078_nilPresentationControllerMeansADefaultThatAddsNoViews() {
        let s = scene()
        s.delegate.presentationControllerFactory = nil
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        let pc = s.b.presentationController!
        #expect(type(of: pc) == UIPresentationController.self)
        #expect(pc.containerView?.subviews.count == 1)
        #expect(!pc.shouldRemovePresentersView)
    }

    @Test func statement080_081_082_091_092_presentationContextFacts() {
        let frame = CGRect(x: 0, y: 422, width: 390, height: 422)
        let s = scene(frame: frame)
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        let seen = s.presentAnimator.seen
        #expect(seen["fromView"] as? UIView == nil)
        #expect((seen["toView"] as? UIView) === s.b.view)
        #expect(seen["initialTo"] as? CGRect == .zero)
        #expect(seen["finalTo"] as? CGRect == frame)
        #expect(seen["initialFrom"] as? CGRect == s.a.view.frame)
        #expect(seen["finalFrom"] as? CGRect == s.a.view.frame)
        #expect(seen["style"] as? UIModalPresentationStyle == .custom)
        let container = s.b.presentationController!.containerView!
        #expect(s.b.view.isDescendant(of: container))
        #expect(s.b.view.frame == frame)
        s.b.dismiss(animated: true)
        s.device.runUntilIdle()
        let dismissSeen = s.dismissAnimator.seen
        #expect((dismissSeen["fromView"] as? UIView) === s.b.view)
        #expect(dismissSeen["toView"] as? UIView == nil)
        // [U] A custom dismissal reports the presented frame (Deviations.md, issue 30).
        #expect(dismissSeen["finalFrom"] as? CGRect == frame)
    }

    @Test func statement083_089_092_removingPresenterMovesItsViewIntoTheContainerAndBack() {
        let s = scene(removesPresenter: true)
        var presenterInContainerDuringAnimation = false
        s.a.present(s.b, animated: true)
        s.device.advance(by: 0.1)
        presenterInContainerDuringAnimation = s.a.view.superview === s.b.presentationController?.containerView
        s.device.runUntilIdle()
        #expect(presenterInContainerDuringAnimation)
        #expect((s.presentAnimator.seen["fromView"] as? UIView) === s.a.view)
        #expect(s.presentAnimator.seen["finalFrom"] as? CGRect == .zero)
        #expect(s.a.view.superview == nil)
        s.b.dismiss(animated: true)
        s.device.runUntilIdle()
        #expect((s.dismissAnimator.seen["toView"] as? UIView) === s.a.view)
        #expect(s.dismissAnimator.seen["initialTo"] as? CGRect == .zero)
        #expect(s.a.view.superview === s.device.window)
    }

    @Test func statement085_086_coordinatorAvailableDuringTransitionAlongsideAndCompletion() {
        let s = scene()
        var alongsideRan = false
        var completionRan = false
        s.a.present(s.b, animated: true)
        let coordinator = s.b.transitionCoordinator
        #expect(coordinator != nil)
        #expect(s.a.transitionCoordinator != nil)
        let queued = coordinator?.animate(
            alongsideTransition: { _ in
                alongsideRan = true
                s.a.view.alpha = 0.5
            }, completion: { _ in completionRan = true })
        #expect(queued == true)
        #expect(!alongsideRan)
        s.device.advance(by: 0.2)
        #expect(alongsideRan)
        let mid = s.a.view.layer.presentation()!.opacity
        #expect(mid < 0.99 && mid > 0.51)
        #expect(!completionRan)
        s.device.runUntilIdle()
        #expect(completionRan)
        #expect(s.b.transitionCoordinator == nil && s.a.transitionCoordinator == nil)
    }

    @Test func statement087_customNonAnimatedStillCallsAnimateTransition() {
        let s = scene()
        s.a.present(s.b, animated: false)
        s.device.runUntilIdle()
        #expect(s.log.filtered("animator.animateTransition").count == 1)
        #expect(s.presentAnimator.seen["isAnimated"] as? Bool == false)
        #expect(s.presentAnimator.seen["isInteractive"] as? Bool == false)
    }

    @Test func statement088_repeatedCompleteTransitionIsADiagnosticAndAHangIsReported() {
        let s = scene()
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        s.presentAnimator.lastContext?.completeTransition(true)
        #expect(s.device.diagnostics.isEmpty)  // the context is gone once the transition ended
        s.b.dismiss(animated: true)
        s.device.advance(by: 0.01)
        let ctx = s.dismissAnimator.lastContext!
        s.device.runUntilIdle()
        ctx.completeTransition(true)
        #expect(s.device.diagnostics.last?.contains("completeTransition(_:) was called more than once") == true)

        let t = scene()
        t.presentAnimator.completes = false
        t.a.present(t.b, animated: true)
        t.device.advance(by: 0.4 + TransitionDriver.hangGracePeriod + 0.1)
        #expect(t.device.diagnostics.last?.contains("never called completeTransition(_:)") == true)
        #expect(t.a.presentedViewController === t.b)
        t.presentAnimator.lastContext?.completeTransition(true)
        t.device.runUntilIdle()
    }

    @Test func statement090_unknownKeysAreNil() {
        let s = scene()
        s.a.present(s.b, animated: true)
        s.device.advance(by: 0.1)
        let ctx = s.presentAnimator.lastContext!
        #expect(ctx.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "nope")) == nil)
        #expect(ctx.view(forKey: UITransitionContextViewKey(rawValue: "nope")) == nil)
        #expect(ctx.viewController(forKey: .from) === s.a)
        #expect(ctx.viewController(forKey: .to) === s.b)
        s.device.runUntilIdle()
    }

    @Test func customDismissalSlidesTheWholeViewOutFromItsFinalFrame() {
        // A slide-in animator as presentation libraries write it: both directions size the
        // animation from the context's final frame of the controller that moves.
        final class SlideIn: NSObject, UIViewControllerAnimatedTransitioning {
            let presenting: Bool
            init(presenting: Bool) { self.presenting = presenting }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.3
            }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let key: UITransitionContextViewControllerKey = presenting ? .to : .from
                let controller = ctx.viewController(forKey: key)!
                let view = controller.view!
                if presenting { ctx.containerView.addSubview(view) }
                let presentedFrame = ctx.finalFrame(for: controller)
                var dismissedFrame = presentedFrame
                dismissedFrame.origin.y = ctx.containerView.bounds.height
                view.frame = presenting ? dismissedFrame : presentedFrame
                UIView.animate(
                    withDuration: 0.3, animations: { view.frame = self.presenting ? presentedFrame : dismissedFrame },
                    completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
            }
        }
        let half = CGRect(x: 0, y: 422, width: 390, height: 422)
        let s = scene(frame: half)
        s.delegate.presentAnimator = SlideIn(presenting: true)
        s.delegate.dismissAnimator = SlideIn(presenting: false)
        s.a.present(s.b, animated: true)
        s.device.runUntilIdle()
        #expect(s.b.view.frame == half)
        s.b.dismiss(animated: true)
        s.device.advance(by: 0.15)
        let moving = s.b.view.layer.presentation()!.frame
        #expect(moving.size == half.size)
        #expect(moving.minY > half.minY && moving.minY < 844)
        s.device.runUntilIdle()
        #expect(s.a.presentedViewController == nil)
    }

    @Test func statement095_sizeTransitionsReportNoneAndIdentityTransform() {
        final class Probe: UIViewController {
            var style: UIModalPresentationStyle?
            var transform: CGAffineTransform?
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                style = coordinator.presentationStyle
                transform = coordinator.targetTransform
            }
        }
        let device = VirtualDevice()
        let p = Probe()
        device.window.rootViewController = p
        device.runUntilIdle()
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(p.style == UIModalPresentationStyle.none)
        #expect(p.transform == .identity)
    }
}

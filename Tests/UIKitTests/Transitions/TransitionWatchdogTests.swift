import Testing
import UIKitTesting

@testable import UIKit

/// The hang watchdog (issue 15): a transition whose animator never calls
/// `completeTransition(_:)`, and an interactive one its interaction controller never finishes,
/// are named on the console after a bound, and the transition still ends when they do.
@MainActor
@Suite(.checksLifetimes) struct TransitionWatchdogTests {
    /// Slides the presented view up and completes only when `completes`.
    final class StallingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var completes = false
        weak var context: UIViewControllerContextTransitioning?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            context = ctx
            let to = ctx.viewController(forKey: .to)!
            ctx.containerView.addSubview(to.view)
            to.view.frame = ctx.finalFrame(for: to)
            to.view.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { to.view.alpha = 1 }) { [completes] _ in
                if completes { ctx.completeTransition(!ctx.transitionWasCancelled) }
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = StallingAnimator()
        var interactor: UIPercentDrivenInteractiveTransition?
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    func scene(_ delegate: Delegate) -> (VirtualDevice, UIViewController, UIViewController) {
        let device = VirtualDevice()
        let a = UIViewController(), b = UIViewController()
        a.title = "a"
        device.window.rootViewController = a
        device.runUntilIdle()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 1.0 / 60)
        return (device, a, b)
    }

    @Test func anAnimatorThatNeverCompletesIsNamedAfterItsDurationAndAGracePeriod() {
        let delegate = Delegate()
        let (device, a, b) = scene(delegate)
        device.advance(by: 0.3 + TransitionDriver.hangGracePeriod - 0.1)
        #expect(device.diagnostics.isEmpty)
        device.advance(by: 0.2)
        #expect(
            device.diagnostics == [
                "Transition from \(a.description) to \(b.description) has not ended 2.3 s after it began: the animator StallingAnimator never called completeTransition(_:)."
            ])
        #expect(b.isBeingPresented)
        delegate.animator.context?.completeTransition(true)
        #expect(device.runUntilIdle())
        #expect(!b.isBeingPresented && b.view.window === device.window && device.diagnostics.count == 1)
    }

    @Test func anInteractionNeverFinishedIsNamedAfterTheBound() {
        let delegate = Delegate()
        delegate.animator.completes = true
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let (device, a, b) = scene(delegate)
        interactor.update(0.4)
        #expect(b.isBeingPresented && device.diagnostics.isEmpty)
        device.advance(by: TransitionDriver.interactionStallBound - 1)
        #expect(device.diagnostics.isEmpty)
        device.advance(by: 1.1)
        #expect(
            device.diagnostics == [
                "Interactive transition from \(a.description) to \(b.description) has had no update, finish or cancel for 30 s: the interaction controller UIPercentDrivenInteractiveTransition never called finishInteractiveTransition() or cancelInteractiveTransition()."
            ])
        interactor.finish()
        #expect(device.runUntilIdle())
        #expect(!b.isBeingPresented && a.presentedViewController === b && device.diagnostics.count == 1)
    }

    @Test func everyUpdateRestartsTheInteractionBound() {
        let delegate = Delegate()
        delegate.animator.completes = true
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let (device, _, b) = scene(delegate)
        device.advance(by: 20)
        interactor.update(0.5)
        device.advance(by: 25)
        #expect(device.diagnostics.isEmpty)
        device.advance(by: 6)
        #expect(device.diagnostics.count == 1)
        interactor.cancel()
        #expect(device.runUntilIdle())
        #expect(b.presentingViewController == nil && device.diagnostics.count == 1)
    }
}

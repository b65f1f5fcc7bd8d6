@testable import UIKit

/// A transitioning delegate that logs every question and vends what the test sets.
@MainActor
final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: EventLog
    var presentationControllerFactory: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var presentInteractor: UIViewControllerInteractiveTransitioning?
    var dismissInteractor: UIViewControllerInteractiveTransitioning?
    init(log: EventLog) { self.log = log }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log.record("delegate.presentationController")
        return presentationControllerFactory?(presented, presenting)
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.record("delegate.animationControllerForPresented")
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.record("delegate.animationControllerForDismissed")
        return dismissAnimator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        log.record("delegate.interactionControllerForPresentation")
        return presentInteractor
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        log.record("delegate.interactionControllerForDismissal")
        return dismissInteractor
    }
}

/// A presentation controller that logs its hooks.
@MainActor
final class RecordingPresentationController: UIPresentationController {
    var log: EventLog?
    var removesPresenter = false
    var fullscreen = true
    var frame: CGRect?
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var shouldPresentInFullscreen: Bool { fullscreen }
    override var frameOfPresentedViewInContainerView: CGRect { frame ?? super.frameOfPresentedViewInContainerView }
    override func presentationTransitionWillBegin() { log?.record("pc.presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.record("pc.presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() { log?.record("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.record("pc.dismissalTransitionDidEnd(\(completed))")
    }
    override var presentedView: UIView? {
        log?.record("pc.presentedView")
        return super.presentedView
    }
}

/// A UIView-based slide animator that logs and remembers the context it saw.
@MainActor
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    let log: EventLog
    let presenting: Bool
    var duration: TimeInterval = 0.4
    var completes = true
    /// Runs at the end of `animateTransition(using:)`, to add animations of a test's own.
    var alsoAnimates: ((UIViewControllerContextTransitioning) -> Void)?
    weak var lastContext: UIViewControllerContextTransitioning?
    var seen: [String: Any] = [:]
    init(log: EventLog, presenting: Bool) {
        self.log = log
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        log.record("animator.transitionDuration")
        return duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        log.record("animator.animateTransition")
        lastContext = ctx
        let container = ctx.containerView
        let toVC = ctx.viewController(forKey: .to)!
        let fromVC = ctx.viewController(forKey: .from)!
        seen["fromView"] = ctx.view(forKey: .from) as Any
        seen["toView"] = ctx.view(forKey: .to) as Any
        seen["initialTo"] = ctx.initialFrame(for: toVC)
        seen["finalTo"] = ctx.finalFrame(for: toVC)
        seen["initialFrom"] = ctx.initialFrame(for: fromVC)
        seen["finalFrom"] = ctx.finalFrame(for: fromVC)
        seen["isInteractive"] = ctx.isInteractive
        seen["isAnimated"] = ctx.isAnimated
        seen["style"] = ctx.presentationStyle
        if presenting, let toView = ctx.view(forKey: .to) {
            container.addSubview(toView)
            toView.frame = ctx.finalFrame(for: toVC).offsetBy(dx: 0, dy: container.bounds.height)
            UIView.animate(
                withDuration: duration,
                animations: {
                    toView.frame = ctx.finalFrame(for: toVC)
                }
            ) { _ in
                if ctx.transitionWasCancelled { toView.removeFromSuperview() }
                if self.completes { ctx.completeTransition(!ctx.transitionWasCancelled) }
            }
        } else {
            if let toView = ctx.view(forKey: .to) {
                container.insertSubview(toView, at: 0)
                toView.frame = ctx.finalFrame(for: toVC)
            }
            let fromView = ctx.view(forKey: .from)
            UIView.animate(
                withDuration: duration,
                animations: {
                    fromView?.frame.origin.y += container.bounds.height
                }
            ) { _ in
                if !ctx.transitionWasCancelled { fromView?.removeFromSuperview() }
                if self.completes { ctx.completeTransition(!ctx.transitionWasCancelled) }
            }
        }
        alsoAnimates?(ctx)
    }

    func animationEnded(_ transitionCompleted: Bool) { log.record("animator.animationEnded(\(transitionCompleted))") }
}

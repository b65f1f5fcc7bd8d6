/// UIKit's standard push and pop: the new view slides over from the trailing edge while the
/// old one moves a third of the way out (the parallax), and back for a pop.
@preconcurrency @MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let animated: Bool

    init(operation: UINavigationController.Operation, animated: Bool) {
        self.operation = operation
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animated ? 0.35 : 0
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            return ctx.completeTransition(true)
        }
        let width = container.bounds.width
        let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        toView.frame = final
        let push = operation != .pop
        if push {
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: -width / 3, dy: 0)
        }
        let start = fromView.frame
        // "Prefer Cross-Fade Transitions" (under Reduce Motion): the views fade in place; the
        // edge swipe still drags them.
        let fades = !ctx.isInteractive && container.world.accessibilitySettings.prefersCrossFadeTransitionsInEffect
        var animations = {
            toView.frame = final
            fromView.frame = start.offsetBy(dx: push ? -width / 3 : width, dy: 0)
        }
        if fades {
            toView.frame = final
            if push { toView.alpha = 0 }
            animations = { if push { toView.alpha = 1 } else { fromView.alpha = 0 } }
        }
        let done: (Bool) -> Void = { _ in
            let cancelled = ctx.transitionWasCancelled
            if cancelled { fromView.frame = start }
            fromView.alpha = 1
            toView.alpha = 1
            ctx.completeTransition(!cancelled)
        }
        guard transitionDuration(using: ctx) > 0 else {
            UIView.performWithoutAnimation(animations)
            return done(true)
        }
        UIView.animate(
            withDuration: transitionDuration(using: ctx), delay: 0, options: [.curveEaseInOut], animations: animations,
            completion: done)
    }
}

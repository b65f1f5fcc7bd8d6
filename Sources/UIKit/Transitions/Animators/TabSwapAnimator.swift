/// The switch without a delegate animator: the new tab's view replaces the old one at once.
@preconcurrency @MainActor
final class TabSwapAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if let toView = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: vc)
            ctx.containerView.addSubview(toView)
        }
        ctx.completeTransition(true)
    }
}

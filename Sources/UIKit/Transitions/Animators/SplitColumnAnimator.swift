/// Moves the split's columns to their new layout: animated over
/// `UISplitViewController.columnAnimationDuration`, or at once.
@preconcurrency @MainActor
final class SplitColumnAnimator: UIViewControllerAnimatedTransitioning {
    unowned let split: UISplitViewController
    let animated: Bool

    init(split: UISplitViewController, animated: Bool) {
        self.split = split
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animated ? UISplitViewController.columnAnimationDuration : 0
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let split = self.split
        guard animated else {
            UIView.performWithoutAnimation { split.placeColumnViews(leaving: true) }
            return ctx.completeTransition(true)
        }
        UIView.animate(
            withDuration: UISplitViewController.columnAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: { split.placeColumnViews(leaving: true) },
            completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

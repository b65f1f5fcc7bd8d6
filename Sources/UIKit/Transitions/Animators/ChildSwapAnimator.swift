/// Runs `transition(from:to:)`'s animations: puts the new child's view beside the old one (with
/// the transition in `options`, if any) and completes when the animations end. `finished` is
/// what the animation block reported (false when cut short), which the completion receives.
@preconcurrency @MainActor
final class ChildSwapAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let animations: (() -> Void)?
    private(set) var finished = true

    init(duration: TimeInterval, options: UIView.AnimationOptions, animations: (() -> Void)?) {
        self.duration = duration
        self.options = options
        self.animations = animations
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            return ctx.completeTransition(true)
        }
        let container = ctx.containerView
        let done: (Bool) -> Void = { finished in
            self.finished = finished
            ctx.completeTransition(true)
        }
        if duration > 0 && options.transition != 0 {
            UIView.transition(
                with: container, duration: duration, options: options,
                animations: {
                    container.insertSubview(toView, aboveSubview: fromView)
                    self.animations?()
                }, completion: done)
        } else if duration > 0 {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: { self.animations?() }, completion: done
            )
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            animations?()
            container.loop.performOnNextTurn { done(true) }
        }
    }
}

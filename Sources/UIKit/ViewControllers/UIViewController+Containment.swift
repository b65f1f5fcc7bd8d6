extension UIViewController {
    /// The child view controllers, in the order they were added.
    public var children: [UIViewController] { childList }

    /// The parent view controller (never the presenting one).
    public var parent: UIViewController? { parentStorage }

    /// Adds a child: calls `child.willMove(toParent: self)` (not `didMove`), first removing it
    /// from a different parent.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parentStorage === self { return }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childList.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` (the
    /// container calls `willMove(toParent: nil)` first).
    public func removeFromParent() {
        guard let p = parentStorage else { return }
        p.childList.removeAll { $0 === self }
        parentStorage = nil
        p.childTraitOverrides[ObjectIdentifier(self)] = nil
        if p.shouldAutomaticallyForwardAppearanceMethods { settleAfterLeavingParent() }
        didMove(toParent: nil)
    }

    /// Swaps two children: adds `toViewController`'s view beside `fromViewController`'s, runs
    /// `animations` (with the transition in `options`), then removes the old view. Appearance
    /// callbacks are sent to both children when this controller forwards them automatically.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parentStorage === self, toViewController.parentStorage === self else {
            Diagnostics.log(
                in: loop,
                "Children view controllers \(fromViewController.description) and \(toViewController.description) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            Diagnostics.log(
                in: loop,
                "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] cannot be used by \(description), which forwards appearance methods to its children itself."
            )
            return
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            Diagnostics.log(
                in: loop,
                "\(fromViewController.description)'s view is not in a view hierarchy; nothing to transition from.")
            return
        }
        let toView = toViewController.view!
        let onScreen = fromView.window.map { !$0.isHidden } ?? false
        let animator = ChildSwapAnimator(duration: duration, options: options, animations: animations)
        // The same driver as every other transition; off screen nobody appears or disappears.
        var setup = TransitionDriver.Setup(
            from: fromViewController, to: toViewController, containerView: container, isAnimated: duration > 0,
            presentationStyle: .none, animator: animator,
            appearing: onScreen ? [toViewController] : [], disappearing: onScreen ? [fromViewController] : [],
            participants: [self, fromViewController, toViewController])
        setup.appearanceAnimated = duration > 0
        setup.disappearingEndsFirst = true
        setup.fromView = fromView
        setup.toView = toView
        setup.initialFrames[ObjectIdentifier(fromViewController)] = fromView.frame
        setup.finalFrames[ObjectIdentifier(toViewController)] = toView.frame
        setup.didEnd = { _ in fromView.removeFromSuperview() }
        setup.completion = { _ in completion?(animator.finished) }
        TransitionDriver(setup).run()
    }
}

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

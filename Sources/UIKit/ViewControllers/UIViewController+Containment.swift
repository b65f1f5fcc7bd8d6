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
                "Children view controllers \(fromViewController.debugIdentity) and \(toViewController.debugIdentity) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else {
            Diagnostics.log(
                "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] cannot be used by \(debugIdentity), which forwards appearance methods to its children itself."
            )
            return
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            Diagnostics.log("\(fromViewController.debugIdentity)'s view is not in a view hierarchy; nothing to transition from.")
            return
        }
        let toView = toViewController.view!
        let onScreen = fromView.window.map { !$0.isHidden } ?? false
        let animated = duration > 0
        fromViewController.isDrivenByTransition = true
        toViewController.isDrivenByTransition = true
        if onScreen {
            fromViewController.sendBeginAppearance(false, animated: animated)
            toViewController.sendBeginAppearance(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            fromViewController.isDrivenByTransition = false
            toViewController.isDrivenByTransition = false
            if onScreen {
                fromViewController.sendEndAppearance()
                toViewController.sendEndAppearance()
            }
            completion?(finished)
        }
        if animated && options.transition != 0 {
            UIView.transition(
                with: container, duration: duration, options: options,
                animations: {
                    container.insertSubview(toView, aboveSubview: fromView)
                    animations?()
                }, completion: finish)
        } else if animated {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            animations?()
            MainLoop.current.performOnNextTurn { finish(true) }
        }
    }
}

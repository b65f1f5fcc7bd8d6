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
        if childController.parentStorage == nil, let superview = childController.viewStorage?.superview,
            let owner = superview.nearestOwningViewController(), owner !== self
        {
            // The same check UIKit makes when the view moves (statement 125): the child's view
            // already sits under another controller. (A child moving between parents is left
            // to the container that moves it.)
            Diagnostics.log(
                in: loop,
                "child view controller:\(childController) should have parent view controller:\(owner) but actual parent is:\(self)"
            )
            return
        }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childList.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` (the
    /// container calls `willMove(toParent: nil)` first).
    public func removeFromParent() {
        guard let p = parentStorage else { return }
        // The newest child usually leaves first: take it off the end without a scan.
        if p.childList.last === self {
            p.childList.removeLast()
        } else {
            p.childList.removeAll { $0 === self }
        }
        parentStorage = nil
        p.childTraitOverrides[ObjectIdentifier(self)] = nil
        if p.shouldAutomaticallyForwardAppearanceMethods { settleAfterLeavingParent() }
        didMove(toParent: nil)
        dismissCurrentContextPresentationAfterLeaving()
    }

    /// [U] A presentation-context provider that leaves its container (popped, replaced) takes
    /// the current-context presentation it shows, and everything presented over it, away
    /// without animation: its context is gone, and what was presented over it would otherwise
    /// keep covering the window.
    /// When its own presentation is still on its way in, the presentation is taken away as soon
    /// as it has ended (the same [U] choice, one step later).
    private func dismissCurrentContextPresentationAfterLeaving() {
        guard parentStorage == nil, let presented = presentedStorage, presented.usesCurrentContext else { return }
        if let running = containerTransitions[.modal], !running.machine.hasEnded {
            running.animate(alongsideTransition: nil) { _ in
                self.loop.performOnNextTurn { self.dismissCurrentContextPresentationAfterLeaving() }
            }
            return
        }
        guard PresentationRequest.transitionInFlight(around: self) == nil else { return }
        // The dismissal leaves this controller's view out of the container it has left (see
        // `ModalAnimators.restorePresenterView`).
        performDismiss(animated: false, completion: nil)
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
        let animator = ChildSwapAnimator(duration: duration, options: options, animations: animations)
        // The same driver as every other transition; a swap beside a running one is not
        // refused (see the policy in Transitions/TransitionKind.swift).
        guard TransitionDriver.admit(ChildSwapTransition.self, in: self) else { return }
        let kind = ChildSwapTransition(in: self, from: fromViewController, to: toViewController, in: container)
        TransitionDriver.start(kind, animated: duration > 0) { animated in
            TransitionRequest(
                kind: kind, animated: animated, animator: animator, completion: { _ in completion?(animator.finished) })
        }
    }
}

extension UIViewController {
    /// UIKit's hierarchy-inconsistency reason when this controller's view would go under
    /// `superview`: a child's view must sit under its parent's views (statement 125); a
    /// controller with no parent may put its view anywhere.
    func hierarchyInconsistency(under superview: UIView) -> String? {
        guard let parent = parentStorage, let owner = superview.nearestOwningViewController(), owner !== parent
        else { return nil }
        return
            "child view controller:\(self) should have parent view controller:\(owner) but actual parent is:\(parent)"
    }
}

extension UIViewController {
    /// Whether this controller presents over its own context with `.currentContext`, which
    /// takes its view out of the window while the presentation lasts (statement 11).
    package var isCoveredByItsOwnContextPresentation: Bool {
        guard let presented = presentedStorage, presented.presentingViewController === self else { return false }
        return presented.modalPresentationStyle == .currentContext
    }
}

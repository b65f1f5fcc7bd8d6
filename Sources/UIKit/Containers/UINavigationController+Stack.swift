extension UINavigationController {
    /// Pushes `viewController` on the stack, animating with the delegate's animator or the
    /// standard slide.
    func performPush(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            Diagnostics.log(in: loop, "Pushing a navigation controller is not supported")
            return
        }
        // Only a child can be on the stack: the scan runs for children alone, so a push costs
        // the same at any depth.
        if viewController.parentStorage === self, stack.contains(where: { $0 === viewController }) {
            Diagnostics.log(
                in: loop,
                "Pushing the same view controller instance (\(viewController.description)) more than once is not supported"
            )
            return
        }
        guard refuseIfTransitioning() else { return }
        // No copy of the stack: a cancelled push only has to drop what it appended.
        let oldTop = stack.last, oldCount = stack.count
        addChild(viewController)
        applyBarExtras(to: viewController)
        stack.append(viewController)
        transition(
            from: oldTop, to: viewController, operation: .push, animated: animated,
            previousStack: StackRestore(keep: oldCount, tail: []), removed: [])
    }

    /// Pops the top controller and returns it; nil (and nothing happens) at the root.
    func performPop(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return performPop(to: stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops down to the root and returns the popped controllers.
    func performPopToRoot(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Pops down to `viewController` and returns the popped controllers.
    func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        // From the top down: a pop looks one below the top.
        guard let index = stack.lastIndex(where: { $0 === viewController }), index < stack.count - 1 else { return [] }
        guard refuseIfTransitioning() else { return nil }
        let oldTop = stack.last
        let popped = Array(stack[(index + 1)...])
        for vc in popped { vc.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        stackChanged(from: index + 1)
        transition(
            from: oldTop, to: viewController, operation: .pop, animated: animated,
            previousStack: StackRestore(keep: index + 1, tail: popped), removed: popped)
        return popped
    }

    /// Replaces the stack with one transition: a pop if the new top was below the old top,
    /// none if it is the old top, a push if it is new.
    func performSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        // [U] Not refused like a push: libraries written for iOS 10+ put a controller back on
        // the stack while an interactive pop runs (ZoomTransitioning), and on iOS it is back
        // once the pop has ended. The last request made meanwhile applies then.
        if let running = busyTransition(.navigation) {
            (running.kind as? NavigationTransition)?.pendingStackReplacement = (viewControllers, animated)
            return
        }
        let old = stack
        let newTop = viewControllers.last
        // Identity sets, not nested scans: the stacks may be thousands deep. The common shared
        // bottom part is skipped without hashing.
        var shared = 0
        let limit = min(old.count, viewControllers.count)
        while shared < limit, old[shared] === viewControllers[shared] { shared += 1 }
        let oldRest = old[shared...], newRest = viewControllers[shared...]
        let kept = Set(newRest.map(ObjectIdentifier.init))
        let before = Set(oldRest.map(ObjectIdentifier.init))
        let removed = oldRest.filter { !kept.contains(ObjectIdentifier($0)) }
        let added = newRest.filter { !before.contains(ObjectIdentifier($0)) }
        for vc in removed where vc !== old.last { vc.willMove(toParent: nil) }
        if let top = old.last, shared < old.count, !kept.contains(ObjectIdentifier(top)) { top.willMove(toParent: nil) }
        // The new top was on the old stack when it is in the shared part or among the old rest.
        let newTopWasOnStack =
            newTop.map { before.contains(ObjectIdentifier($0)) || shared == viewControllers.count } ?? false
        for vc in added {
            addChild(vc)
            applyBarExtras(to: vc)
        }
        stack = viewControllers
        stackChanged(from: shared)
        let operation: Operation
        if newTop === old.last || newTop == nil || old.isEmpty {
            operation = .none
        } else if newTopWasOnStack {
            operation = .pop
        } else {
            operation = .push
        }
        guard operation != .none, isViewLoaded, view.window != nil else {
            // No visible transition: swap views directly and settle containment.
            if let oldTop = old.last, oldTop !== newTop { oldTop.viewIfLoaded?.removeFromSuperview() }
            for vc in removed { vc.removeFromParent() }
            if let top = newTop, isViewLoaded, top.viewIfLoaded?.superview !== contentView { install(top) }
            for vc in added {
                // A top controller that is not on screen yet finishes moving in when the
                // navigation controller appears (it reports isMovingToParent in its first vWA).
                if vc === newTop && viewIfLoaded?.window == nil {
                    deferredDidMove = vc
                } else {
                    vc.didMove(toParent: self)
                }
            }
            layoutBar()
            return
        }
        transition(
            from: old.last, to: newTop!, operation: operation, animated: animated,
            previousStack: StackRestore(keep: shared, tail: Array(oldRest)), removed: removed, added: added)
    }

    /// The stack changed from `index` up: the bar no longer mirrors anything above it.
    func stackChanged(from index: Int) {
        barMirroredCount = min(barMirroredCount, index)
    }

    private func refuseIfTransitioning() -> Bool {
        guard busyTransition(.navigation) == nil else {
            Diagnostics.log(in: loop, "nested push animation can result in corrupted navigation bar")
            return false
        }
        return true
    }

    /// Runs one navigation transition through the shared driver.
    private func transition(
        from: UIViewController?, to: UIViewController, operation: Operation, animated requestedAnimation: Bool,
        previousStack: StackRestore, removed: [UIViewController], added: [UIViewController]? = nil
    ) {
        let added = added ?? (operation == .push ? [to] : [])
        let animated = requestedAnimation && !world.isAnnouncingSizeChange
        guard let from, isViewLoaded, view.window != nil else {
            from?.viewIfLoaded?.removeFromSuperview()
            for vc in removed { vc.removeFromParent() }
            install(to)
            for vc in added { vc.didMove(toParent: self) }
            return
        }
        TransitionDriver.start(
            NavigationTransition.request(
                in: self, from: from, to: to, operation: operation, animated: animated, previousStack: previousStack,
                removed: removed, added: added))
    }
}

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

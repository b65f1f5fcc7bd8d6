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
        guard TransitionDriver.admit(NavigationTransition.self, in: self) else { return }
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
        guard TransitionDriver.admit(NavigationTransition.self, in: self) else { return nil }
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
        let admission = NavigationTransition.replacementAdmission(in: self)
        guard
            TransitionDriver.apply(
                admission, of: NavigationTransition.self, in: self,
                retry: { [weak self] in self?.performSetViewControllers(viewControllers, animated: animated) })
        else { return }
        let old = stack
        let newTop = viewControllers.last
        // Identity sets, not nested scans: the stacks may be thousands deep. The common shared
        // bottom part is skipped without hashing.
        var shared = 0
        let limit = min(old.count, viewControllers.count)
        while shared < limit, old[shared] === viewControllers[shared] { shared += 1 }
        let oldRest = old[shared...]
        let children = ChildReplacement(from: oldRest, to: viewControllers[shared...])
        let removed = children.removed, added = children.added
        for vc in removed where vc !== old.last { vc.willMove(toParent: nil) }
        if let top = old.last, shared < old.count, !children.isChild(top) { top.willMove(toParent: nil) }
        // The new top was on the old stack when it is in the shared part or among the old rest.
        let newTopWasOnStack = newTop.map { children.wasChild($0) || shared == viewControllers.count } ?? false
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
        guard let oldTop = old.last, let newTop, operation != .none else {
            // The top stays, or one of the stacks is empty: nothing to transition.
            replaceStackWithoutTransition(from: old.last, to: newTop, children: children)
            return
        }
        let kind = NavigationTransition(
            in: self, from: oldTop, to: newTop, operation: operation,
            previousStack: StackRestore(keep: shared, tail: Array(oldRest)), removed: removed, added: added,
            replacesStack: true)
        TransitionDriver.start(kind, animated: animated) { NavigationTransition.request(for: kind, animated: $0) }
    }

    /// A stack replacement's change without a transition: the top's view swaps and the
    /// children settle, except that a new top not on screen yet finishes moving in when the
    /// navigation controller appears (it reports `isMovingToParent` in its first
    /// `viewWillAppear`).
    func replaceStackWithoutTransition(
        from oldTop: UIViewController?, to newTop: UIViewController?, children: ChildReplacement
    ) {
        if let oldTop, oldTop !== newTop { oldTop.viewIfLoaded?.removeFromSuperview() }
        children.removeLeaving()
        if let top = newTop, isViewLoaded, top.viewIfLoaded?.superview !== contentView { install(top) }
        for vc in children.added {
            if vc === newTop && viewIfLoaded?.window == nil {
                deferredDidMove = vc
            } else {
                vc.didMove(toParent: self)
            }
        }
        layoutBar()
    }

    /// A push's or pop's change without a transition: `to`'s view replaces `from`'s and the
    /// children settle at once.
    func showWithoutTransition(from: UIViewController?, to: UIViewController, children: ChildReplacement) {
        from?.viewIfLoaded?.removeFromSuperview()
        children.removeLeaving()
        install(to)
        children.didMove(to: self)
    }

    /// The stack changed from `index` up: the bar no longer mirrors anything above it.
    func stackChanged(from index: Int) {
        barMirroredCount = min(barMirroredCount, index)
    }

    /// Runs one push or pop through the shared driver (off screen its kind applies it at once).
    private func transition(
        from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool,
        previousStack: StackRestore, removed: [UIViewController]
    ) {
        let added = operation == .push ? [to] : []
        guard let from else {
            // The first controller of an empty stack: nothing shows to transition from.
            showWithoutTransition(from: nil, to: to, children: ChildReplacement(removed: removed, added: added))
            return
        }
        let kind = NavigationTransition(
            in: self, from: from, to: to, operation: operation, previousStack: previousStack, removed: removed,
            added: added, replacesStack: false)
        TransitionDriver.start(kind, animated: animated) { NavigationTransition.request(for: kind, animated: $0) }
    }
}

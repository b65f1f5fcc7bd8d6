// Unwind segues (statements 112–116). The search, from the source upwards: each step is the
// controller's parent, or for a presented controller the controller that presented it. At each
// step the controller offers `allowedChildrenForUnwinding(from:)` (never the child the search
// came from), each searched the same way, depth first, before it is asked itself through
// `canPerformUnwindSegueAction(_:from:sender:)`. The first controller that answers true is the
// destination; none means the unwind fails silently. Then the source hears
// `prepare(for:sender:)`, the destination's unwind action runs, and the segue performs:
// `unwind(for:towards:)` down the route, and the dismissal of what was presented on the way.

extension UIViewController {
    /// The child that holds the source of an unwind segue: the source itself, one of its
    /// ancestors, or a controller that (through its descendants) presented it.
    public func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var vc: UIViewController? = source.source
        while let current = vc {
            if current.parentStorage === self { return current }
            vc = current.parentStorage ?? current.presentingStorage
        }
        return nil
    }

    /// `allowedChildrenForUnwinding(from:)`'s default: the children minus the one the search
    /// came from.
    func defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let exclude = childContaining(source)
        return childList.filter { $0 !== exclude }
    }

    /// `canPerformUnwindSegueAction(_:from:sender:)`'s default: this controller implements the
    /// action and is not the source.
    func defaultCanPerformUnwindSegueAction(_ action: Selector, from source: UIViewController) -> Bool {
        source !== self && action.isImplemented(by: self)
    }

    /// Registers an unwind segue for `performSegue(withIdentifier:sender:)` until storyboards
    /// exist: performing it unwinds to the nearest controller implementing `action`.
    public func registerUnwindSegue(identifier: String, action: Selector) {
        registeredUnwindActions[identifier] = action
    }

    /// Registers an unwind segue to the nearest controller that is a `Target`, calling
    /// `unwindAction` on it (the `@IBAction` unwind method a storyboard names).
    public func registerUnwindSegue<Target: UIViewController>(
        identifier: String, unwindAction: @escaping (Target) -> (UIStoryboardSegue) -> Void
    ) {
        registerUnwindSegue(identifier: identifier, action: Selector(unwindAction: unwindAction))
    }

    // MARK: Running an unwind

    /// Unwinds from this controller with `action`, as an unwind segue of the storyboard does
    /// once triggered (the storyboard loader's entry point; `shouldPerformSegue` is the
    /// trigger's business, statement 109). `makeSegue` builds a storyboard's custom unwind
    /// segue class from the source and the destination; its `perform()` then does the visual
    /// transition instead of the containers' `unwind(for:towards:)`. Returns whether a
    /// destination was found.
    @discardableResult
    func performUnwindSegue(
        action: Selector, identifier: String?, sender: Any?,
        makeSegue: ((UIViewController, UIViewController) -> UIStoryboardSegue)? = nil
    ) -> Bool {
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let route = unwindRoute(for: source) else { return false }
        let segue =
            makeSegue?(self, route.destination)
            ?? route.path[0].segueForUnwinding(to: route.destination, from: self, identifier: identifier)
            ?? UnwindSegue(identifier: identifier, source: self, route: route)
        prepare(for: segue, sender: sender)
        _ = action.unwindMethod?.invoke(route.destination, segue)
        segue.perform()
        return true
    }

    /// Finds the destination and the route to it (statement 113), or nil.
    func unwindRoute(for source: UIStoryboardUnwindSegueSource) -> UnwindRoute? {
        var dismissingPresenter: UIViewController?
        var step = source.source
        while true {
            if let parent = step.parentStorage {
                step = parent
            } else if let presenter = step.presentingStorage {
                step = presenter
                dismissingPresenter = presenter
            } else {
                return nil
            }
            // [U] Each step is asked through the method iOS 9 deprecated (statement 117), whose
            // default is the iOS 9 search below, so an old override still decides there.
            if let found = step.forUnwindSegueAction(
                source.unwindAction, from: source.source, withSender: source.sender)
            {
                return UnwindRoute(path: step.path(down: found), dismissingPresenter: dismissingPresenter)
            }
        }
    }

    /// `forUnwindSegueAction(_:from:withSender:)`'s default: the search of this subtree.
    func defaultUnwindDestination(for action: Selector, from source: UIViewController, sender: Any?)
        -> UIViewController?
    {
        unwindSearch(UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender))?.last
    }

    /// The controllers from this one down to `descendant` through parents; just `descendant`
    /// when it is elsewhere (an override's choice), which no container then has to show.
    private func path(down descendant: UIViewController) -> [UIViewController] {
        var path = [descendant]
        while let parent = path[0].parentStorage, path[0] !== self { path.insert(parent, at: 0) }
        return path[0] === self ? path : [descendant]
    }

    /// This controller's subtree, allowed children first (depth first), then itself: the
    /// path from here down to the destination, or nil.
    private func unwindSearch(_ source: UIStoryboardUnwindSegueSource) -> [UIViewController]? {
        for child in allowedChildrenForUnwinding(from: source) {
            if let path = child.unwindSearch(source) { return [self] + path }
        }
        let canPerform = canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender)
        return canPerform ? [self] : nil
    }
}

// What happens to a request that arrives while a transition runs (issue 21). UIKit never
// half-does one: it either applies it or refuses it with its console warning.
//
// - `present`: refused with "Attempt to present <X> on <Y> (from <Z>) while a presentation is in
//   progress." (statement 37) when a presentation or dismissal was requested and has not reached
//   its ending phase on the presenter <Y> or the source <Z>, on a container of either, or on a
//   controller that presents them (transitively): so nothing is presented from a controller that
//   is itself being presented or dismissed, or from one sitting on such a controller. The
//   presenter's own request also counts until its completion. Checked after statement 36
//   ("already presenting") and 39 ("not in the window hierarchy"), so presenting from a
//   controller whose presentation was only requested this turn gets statement 39's warning (its
//   view reaches the window on the next turn, statement 51).
// - `dismiss`: refused with "Attempt to dismiss from view controller <X> while a presentation or
//   dismiss is in progress!" (statement 38) under the same rule, <X> being the controller whose
//   presented controller would go (the presenter of the dismissed chain), or a controller in that
//   chain that runs a transition of its own. Which controller UIKit names is undocumented.
// - The ending phase is settled: from the "did" callbacks, coordinator completions and
//   completion handlers, `present` and `dismiss` apply as usual (a new transition on the same
//   presenter replaces the ending one).
// - Push, pop and `setViewControllers` are not gated by presentations: they follow the
//   navigation controller's own rule, refused while its own navigation transition runs ("nested
//   push animation can result in corrupted navigation bar") and applied otherwise.
// - Requests made inside `viewWillTransition(to:with:)` apply at once without animation
//   (statement 137).

/// Checks a `present` request the way UIKit does and finds the controller that really
/// presents (the full-screen ancestor or the presentation-context provider).
@preconcurrency @MainActor
package enum PresentationRequest {
    /// The outcome of resolving a request.
    package enum Resolution {
        case present(presenter: UIViewController)
        case refuse
    }

    package static func resolve(source: UIViewController, presented: UIViewController) -> Resolution {
        let style = presented.modalPresentationStyleStorage
        if style == .none {
            Diagnostics.log(
                in: source.loop,
                "Application tried to present \(presented.description) with UIModalPresentationNone, which must never be used to present."
            )
            return .refuse
        }
        if let by = presented.presentingStorage {
            Diagnostics.log(
                in: source.loop,
                "Application tried to present modally a view controller \(presented.description) that is already being presented by \(by.description)."
            )
            return .refuse
        }
        if presented.parentStorage != nil || presented.viewIfLoaded?.window != nil || isAncestor(presented, of: source)
        {
            Diagnostics.log(
                in: source.loop, "Application tried to present modally an active controller \(presented.description)."
            )
            return .refuse
        }
        if presented.modalTransitionStyle == .partialCurl && presented.modalPresentationStyle != .fullScreen {
            Diagnostics.log(
                in: source.loop,
                "Application tried to present \(presented.description) with UIModalTransitionStylePartialCurl, which requires UIModalPresentationFullScreen."
            )
            return .refuse
        }
        let presenter = findPresenter(source: source, presented: presented)
        if presenter.presentingStorage != nil, presenter.modalTransitionStyle == .partialCurl {
            Diagnostics.log(
                in: source.loop,
                "Application tried to present \(presented.description) from \(presenter.description), which was presented with UIModalTransitionStylePartialCurl and cannot present."
            )
            return .refuse
        }
        guard presenter.viewIfLoaded?.window != nil else {
            Diagnostics.log(
                in: source.loop,
                "Attempt to present \(presented.description) on \(presenter.description) whose view is not in the window hierarchy!"
            )
            return .refuse
        }
        if presenter.pendingPresentation
            || transitionInFlight(around: presenter) != nil || transitionInFlight(around: source) != nil
        {
            Diagnostics.log(
                in: source.loop,
                "Attempt to present \(presented.description) on \(presenter.description) (from \(source.description)) while a presentation is in progress."
            )
            return .refuse
        }
        if let already = presenter.presentedStorage {
            Diagnostics.log(
                in: source.loop,
                "Attempt to present \(presented.description) on \(presenter.description) (from \(source.description)) which is already presenting \(already.description)."
            )
            return .refuse
        }
        if isDetached(presenter) {
            Diagnostics.log(
                in: source.loop,
                "Presenting view controllers on detached view controllers is discouraged \(presenter.description).")
        }
        return .present(presenter: presenter)
    }

    /// The presenter whose presentation or dismissal (requested and not yet ended) moves `vc`:
    /// one on `vc` or a container of it, or one moving a controller that presents them, so a
    /// controller being presented or dismissed (or sitting on one that is) cannot start
    /// another modal transition (statements 37, 38). The ending phase does not count: the
    /// "did" callbacks and completions may present and dismiss again.
    package static func transitionInFlight(around vc: UIViewController) -> UIViewController? {
        var current: UIViewController? = vc
        while let c = current {
            var p: UIViewController? = c
            while let q = p {
                if q.isModalTransitionInFlight { return q }
                p = q.parentStorage
            }
            current = containmentRoot(of: c).presentingStorage
        }
        return nil
    }

    private static func isAncestor(_ candidate: UIViewController, of vc: UIViewController) -> Bool {
        var p: UIViewController? = vc
        while let c = p {
            if c === candidate { return true }
            p = c.parentStorage
        }
        return false
    }

    /// On screen but neither a window's root, a child, nor presented.
    private static func isDetached(_ vc: UIViewController) -> Bool {
        guard let window = vc.viewIfLoaded?.window else { return false }
        return vc.parentStorage == nil && vc.presentingStorage == nil && window.rootViewController !== vc
    }

    /// The top of `vc`'s containment tree.
    package static func containmentRoot(of vc: UIViewController) -> UIViewController {
        var p = vc
        while let parent = p.parentStorage { p = parent }
        return p
    }

    /// Current-context styles go to the nearest `definesPresentationContext` ancestor; all
    /// others (and custom presentations that present in full screen) go to the full-screen
    /// ancestor: the top of the source's containment tree.
    package static func findPresenter(source: UIViewController, presented: UIViewController) -> UIViewController {
        if presented.usesCurrentContext {
            var p: UIViewController? = source
            while let c = p {
                if c.definesPresentationContext { return c }
                p = c.parentStorage
            }
        }
        return containmentRoot(of: source)
    }
}

extension UIViewController {
    /// Whether presenting this controller covers a context provider instead of the screen.
    package var usesCurrentContext: Bool {
        switch modalPresentationStyleStorage {
        case .currentContext, .overCurrentContext: return true
        case .custom:
            // A custom presentation controller that does not present in full screen gets a
            // current-context presentation.
            let pc = presentationControllerStorage
            return pc.map { !$0.shouldPresentInFullscreen } ?? false
        default: return false
        }
    }
}

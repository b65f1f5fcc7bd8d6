// The policy for requests arriving while a transition runs is written once, at the top of
// Transitions/TransitionKind.swift; this file applies its `present` and `dismiss` rules.

/// Checks a `present` request the way UIKit does and finds the controller that really
/// presents (the full-screen ancestor or the presentation-context provider).
@preconcurrency @MainActor
enum PresentationRequest {
    /// The outcome of resolving a request.
    enum Resolution {
        case present(presenter: UIViewController)
        case refuse
    }

    static func resolve(source: UIViewController, presented: UIViewController) -> Resolution {
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
        if let refusal = popoverContextRefusal(source: source, presented: presented) {
            Diagnostics.log(in: source.loop, refusal)
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
        let inFlight =
            presenter.busyTransition(.modal) != nil
            || transitionInFlight(around: presenter) != nil || transitionInFlight(around: source) != nil
        // Statement 36: a presenter already presenting (at rest) gets that warning even when the
        // presentation covers it, taking its view out of the window.
        if !inFlight, let already = presenter.presentedStorage {
            Diagnostics.log(
                in: source.loop,
                "Attempt to present \(presented.description) on \(presenter.description) (from \(source.description)) which is already presenting \(already.description)."
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
        if inFlight {
            Diagnostics.log(
                in: source.loop,
                "Attempt to present \(presented.description) on \(presenter.description) (from \(source.description)) while a presentation is in progress."
            )
            return .refuse
        }
        if let refusal = (presented as? UIAlertController)?.popoverAnchorRefusal(presenter: presenter) {
            Diagnostics.log(in: source.loop, refusal)
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
    static func transitionInFlight(around vc: UIViewController) -> UIViewController? {
        guard vc.world.modalContainerCount > 0 else { return nil }
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

    /// Inside a popover that shows as a popover, current-context styles may only cover
    /// vertically (statement 46); UIKit raises, here the request is refused with a message.
    private static func popoverContextRefusal(source: UIViewController, presented: UIViewController) -> String? {
        let style = presented.modalPresentationStyleStorage
        guard style == .currentContext || style == .overCurrentContext,
            presented.modalTransitionStyle != .coverVertical
        else { return nil }
        guard source.isInShownPopover else { return nil }
        return
            "Application tried to present \(presented.description) in the current context of a popover with a transition style other than UIModalTransitionStyleCoverVertical."
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
    static func containmentRoot(of vc: UIViewController) -> UIViewController {
        var p = vc
        while let parent = p.parentStorage { p = parent }
        return p
    }

    /// Current-context styles go to the nearest `definesPresentationContext` ancestor; all
    /// others (and custom presentations that present in full screen) go to the full-screen
    /// ancestor: the top of the source's containment tree.
    static func findPresenter(source: UIViewController, presented: UIViewController) -> UIViewController {
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
    /// Whether this controller is (inside) the content of a popover shown as a popover, not
    /// adapted to another style.
    var isInShownPopover: Bool {
        let root = PresentationRequest.containmentRoot(of: self)
        guard root.presentingStorage != nil,
            let popover = root.presentationControllerStorage as? UIPopoverPresentationController
        else { return false }
        return popover.effectiveStyle == .popover
    }

    /// Whether presenting this controller covers a context provider instead of the screen.
    var usesCurrentContext: Bool {
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

/// How to put a navigation stack back as it was before a transition: keep its bottom `keep`
/// controllers and put `tail` back on top. Only the part that changed is held, so a push or pop
/// does not copy a deep stack.
struct StackRestore {
    var keep: Int
    var tail: [UIViewController]
}

/// The navigation kind (push, pop, `setViewControllers`): the stack already changed when the
/// transition starts; `from`'s view leaves the content view and `to`'s arrives. A cancelled
/// (interactive) one puts the previous stack back.
@preconcurrency @MainActor
final class NavigationTransition: TransitionKind {
    static let domain = TransitionDomain.navigation
    static let startTiming = TransitionStartTiming.immediately
    /// Off screen the stack's views and children change at once, as UIKit's do while the
    /// navigation controller is not in a window.
    static let offScreenRule = TransitionOffScreenRule.applyAtOnce
    unowned let navigationController: UINavigationController

    /// Push, pop and `setViewControllers` are refused while the navigation controller's own
    /// transition runs (presentations do not count); the edge swipe may not begin then either.
    static func admission(in container: UIViewController) -> TransitionAdmission {
        guard container.busyTransition(.navigation) != nil else { return .start }
        return .refuse(consoleText: "nested push animation can result in corrupted navigation bar")
    }

    /// [U] A stack replacement (`setViewControllers`, `viewControllers =`) is not refused like a
    /// push: libraries written for iOS 10+ put a controller back on the stack while an
    /// interactive pop runs (ZoomTransitioning), and on iOS it is back once the pop has ended.
    /// It is queued instead; the last one requested meanwhile is made then.
    static func replacementAdmission(in container: UIViewController) -> TransitionAdmission {
        container.busyTransition(.navigation) == nil ? .start : .queue
    }

    static func enqueue(_ retry: @escaping () -> Void, in container: UIViewController) {
        (container.busyTransition(.navigation)?.kind as? NavigationTransition)?.pendingStackReplacement = retry
    }
    let from: UIViewController
    let to: UIViewController
    /// The flag the request runs with (off inside a size change), set when it is made.
    private(set) var animated = false
    let operation: UINavigationController.Operation
    let previousStack: StackRestore
    /// The popped controllers leave at the end; the pushed ones arrive then, or leave again
    /// when the transition is cancelled.
    let children: ChildReplacement
    /// Whether this is a stack replacement (`setViewControllers`), whose change off screen
    /// leaves the new top's `didMove(toParent:)` until it appears.
    let replacesStack: Bool
    /// A stack replacement requested while this transition ran: made again once it ends.
    var pendingStackReplacement: (() -> Void)?

    init(
        in navigationController: UINavigationController, from: UIViewController, to: UIViewController,
        operation: UINavigationController.Operation, previousStack: StackRestore, removed: [UIViewController],
        added: [UIViewController], replacesStack: Bool
    ) {
        self.navigationController = navigationController
        self.from = from
        self.to = to
        self.operation = operation == .pop ? .pop : .push
        self.previousStack = previousStack
        children = ChildReplacement(removed: removed, added: added)
        self.replacesStack = replacesStack
    }

    /// The request for `kind`, with the delegate's animator and interaction controller, else
    /// the slide and the edge swipe's interaction controller when the swipe asked for this pop.
    static func request(for kind: NavigationTransition, animated: Bool) -> TransitionRequest {
        let (nav, from, to, operation) = (kind.navigationController, kind.from, kind.to, kind.operation)
        kind.animated = animated
        var animator: UIViewControllerAnimatedTransitioning = NavigationSlideAnimator(
            operation: operation, animated: animated)
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated,
            let custom = nav.delegate?.navigationController(nav, animationControllerFor: operation, from: from, to: to)
        {
            animator = custom
            interactor = nav.delegate?.navigationController(nav, interactionControllerFor: custom)
        }
        return TransitionRequest(
            kind: kind, animated: animated, animator: animator,
            interactor: interactor ?? nav.interactivePopDriver?.takeBeginningPop())
    }

    var container: UIViewController { navigationController }
    var participants: [UIViewController] { [navigationController, from, to] }
    var appearing: [UIViewController] { [to] }
    var disappearing: [UIViewController] { [from] }

    func prepare(_ s: inout TransitionScene) {
        s.containerView = navigationController.contentView
        s.fromView = from.view
        s.toView = to.view
        s.initialFrames[ObjectIdentifier(from)] = from.view.frame
        s.finalFrames[ObjectIdentifier(to)] = navigationController.contentView.bounds
    }

    func applyWithoutTransition() {
        if replacesStack {
            navigationController.replaceStackWithoutTransition(from: from, to: to, children: children)
        } else {
            navigationController.showWithoutTransition(from: from, to: to, children: children)
        }
    }

    func willBegin() {
        // The tab bar hides (or shows) as the push or pop begins (`hidesBottomBarWhenPushed`).
        if let tabs = navigationController.parentStorage as? UITabBarController { tabs.layoutTabBar() }
        navigationController.barsWillTransition(operation: operation, animated: animated)
        navigationController.delegate?.navigationController(navigationController, willShow: to, animated: animated)
    }

    func didEnd(completed: Bool) {
        let nav = navigationController
        ChildReplacement.settleViews(
            completed: completed, leaving: [from], arriving: [to],
            beforePlacing: {
                guard !completed else { return children.removeLeaving() }
                // Cancelled: the stack is what it was.
                let keep = min(previousStack.keep, nav.stack.count)
                nav.stack.removeSubrange(keep...)
                nav.stack.append(contentsOf: previousStack.tail)
                nav.stackChanged(from: keep)
                // Controllers back from the popped part may have missed a change of the extras.
                nav.appliedBarExtras = nil
                children.undoJoining()
            }
        ) { kept in
            // The animator put the arriving view in place; a cancelled transition puts the old
            // top back, except that a controller its own current-context presentation covers
            // keeps its view out of the window (statement 11), as it was before the pop began.
            guard !completed else { return }
            if kept.isCoveredByItsOwnContextPresentation {
                kept.viewIfLoaded?.removeFromSuperview()
            } else if kept.viewIfLoaded?.superview !== nav.contentView {
                nav.install(kept)
            }
        }
        nav.layoutBar()
    }

    func finish(completed: Bool) {
        let nav = navigationController
        if let pending = pendingStackReplacement {
            // On the next turn, so the new transition does not start inside this one's end.
            nav.loop.performOnNextTurn(pending)
        }
        guard completed else { return }
        children.didMove(to: nav)
        nav.delegate?.navigationController(nav, didShow: to, animated: animated)
    }
}

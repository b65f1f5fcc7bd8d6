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
    let animated: Bool
    let operation: UINavigationController.Operation
    let previousStack: StackRestore
    /// The popped controllers leave at the end; the pushed ones arrive then, or leave again
    /// when the transition is cancelled.
    let children: ChildReplacement
    /// A stack replacement requested while this transition ran: made again once it ends.
    var pendingStackReplacement: (() -> Void)?

    init(
        in navigationController: UINavigationController, from: UIViewController, to: UIViewController,
        operation: UINavigationController.Operation, animated: Bool, previousStack: StackRestore,
        removed: [UIViewController], added: [UIViewController]
    ) {
        self.navigationController = navigationController
        self.from = from
        self.to = to
        self.operation = operation
        self.animated = animated
        self.previousStack = previousStack
        children = ChildReplacement(removed: removed, added: added)
    }

    /// The request, with the delegate's animator and interaction controller, else the slide
    /// and the edge swipe's interaction controller when the swipe asked for this pop.
    static func request(
        in nav: UINavigationController, from: UIViewController, to: UIViewController,
        operation: UINavigationController.Operation, animated: Bool, previousStack: StackRestore,
        removed: [UIViewController], added: [UIViewController]
    ) -> TransitionRequest {
        var animator: UIViewControllerAnimatedTransitioning = NavigationSlideAnimator(
            operation: operation, animated: animated)
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated,
            let custom = nav.delegate?.navigationController(nav, animationControllerFor: operation, from: from, to: to)
        {
            animator = custom
            interactor = nav.delegate?.navigationController(nav, interactionControllerFor: custom)
        }
        let kind = NavigationTransition(
            in: nav, from: from, to: to, operation: operation == .pop ? .pop : .push, animated: animated,
            previousStack: previousStack, removed: removed, added: added)
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

    func willBegin() {
        // The tab bar hides (or shows) as the push or pop begins (`hidesBottomBarWhenPushed`).
        if let tabs = navigationController.parentStorage as? UITabBarController { tabs.layoutTabBar() }
        navigationController.barsWillTransition(operation: operation, animated: animated)
        navigationController.delegate?.navigationController(navigationController, willShow: to, animated: animated)
    }

    func didEnd(completed: Bool) {
        let nav = navigationController
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            children.removeLeaving()
        } else {
            // Cancelled: the stack is what it was.
            to.viewIfLoaded?.removeFromSuperview()
            let keep = min(previousStack.keep, nav.stack.count)
            nav.stack.removeSubrange(keep...)
            nav.stack.append(contentsOf: previousStack.tail)
            nav.stackChanged(from: keep)
            // Controllers back from the popped part may have missed a change of the extras.
            nav.appliedBarExtras = nil
            children.undoJoining()
            // A controller its own current-context presentation covers keeps its view out of the
            // window (statement 11), as it was before the pop began.
            if from.isCoveredByItsOwnContextPresentation {
                from.viewIfLoaded?.removeFromSuperview()
            } else if from.viewIfLoaded?.superview !== nav.contentView {
                nav.install(from)
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

/// Drives the edge-swipe pop: the recognizer's target and default delegate, turning the
/// finger's travel across the view into a percent-driven pop of the top controller.
@preconcurrency @MainActor
final class InteractivePopDriver: UIGestureRecognizerDelegate {
    unowned let navigationController: UINavigationController
    private var transition: UIPercentDrivenInteractiveTransition?
    /// The swipe's interaction controller while the swipe asks for its pop; the pop's request
    /// takes it (the swipe goes through `popViewController(animated:)`, which subclasses may
    /// override, as in UIKit).
    var beginningPop: UIViewControllerInteractiveTransitioning?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// UIKit's rule: the swipe may begin only with something to pop and no transition running.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        canPop
    }

    private var canPop: Bool {
        let nav = navigationController
        return nav.viewControllers.count > 1 && NavigationTransition.admission(in: nav) == .start
            && nav.presentedViewController == nil && nav.view.window != nil
    }

    /// Hands the swipe's interaction controller to the pop being requested, once.
    func takeBeginningPop() -> UIViewControllerInteractiveTransitioning? {
        defer { beginningPop = nil }
        return beginningPop
    }

    /// Follows the finger: the pop starts on `.began`, tracks the horizontal travel, and
    /// finishes past half way (or on a rightward flick) or cancels, restoring the stack.
    func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let nav = navigationController
        let width = max(nav.view.bounds.width, 1)
        switch recognizer.state {
        case .began:
            // A delegate that replaced ours may let the swipe begin when nothing can pop.
            guard canPop else { return }
            let t = UIPercentDrivenInteractiveTransition()
            transition = t
            beginningPop = t
            nav.popViewController(animated: true)
            beginningPop = nil
        case .changed:
            let x = recognizer.translation(in: nav.view).x
            transition?.update(UIPercentDrivenInteractiveTransition.swipeProgress(x, across: width))
        case .ended:
            guard let t = transition else { return }
            transition = nil
            t.endSwipe(
                travel: recognizer.translation(in: nav.view).x, velocity: recognizer.velocity(in: nav.view).x,
                across: width)
        case .cancelled, .failed:
            transition?.cancel()
            transition = nil
        default:
            break
        }
    }
}

extension UINavigationController {
    /// The left-edge swipe that pops the top controller interactively; set its `delegate` to
    /// decide when it may begin, or `isEnabled` to turn it off.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return edgePopRecognizer
    }

    /// Attaches the edge-swipe recognizer to the navigation controller's view.
    func installInteractivePop(on view: UIView) {
        let driver = InteractivePopDriver(navigationController: self)
        let recognizer = UIScreenEdgePanGestureRecognizer(target: driver, action: InteractivePopDriver.handle)
        recognizer.edges = .left
        recognizer.delegate = driver
        view.addGestureRecognizer(recognizer)
        interactivePopDriver = driver
        edgePopRecognizer = recognizer
    }
}

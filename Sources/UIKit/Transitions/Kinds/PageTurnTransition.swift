/// The page-turn kind (a swipe, a curl, `setViewControllers`): the arriving pages are children
/// already when it starts; their views join the content view and the leaving pages' views
/// leave it at the end. A cancelled (interactive) turn keeps the old pages and lets the
/// arriving ones go.
@preconcurrency @MainActor
final class PageTurnTransition: TransitionKind {
    static let domain = TransitionDomain.pageTurn
    static let startTiming = TransitionStartTiming.immediately
    /// Off screen the pages change at once, as UIKit's do while the page view controller is not
    /// in a window.
    static let offScreenRule = TransitionOffScreenRule.applyAtOnce

    /// A turn requested while the page view controller's own turn runs is ignored; a
    /// `setViewControllers` call gets `finished == false` in its completion. UIKit documents no
    /// rule; its gestures cannot begin meanwhile.
    static func admission(in container: UIViewController) -> TransitionAdmission {
        container.busyTransition(.pageTurn) == nil ? .start : .ignore
    }
    unowned let pageViewController: UIPageViewController
    let oldPages: [UIViewController]
    let newPages: [UIViewController]
    let direction: UIPageViewController.NavigationDirection
    /// The pages whose views show before and after (a spread shows both of its pages).
    let leaving: [UIViewController]
    let arriving: [UIViewController]
    /// The arriving pages become children before the turn starts; the leaving ones go at its end.
    let children: ChildReplacement

    init(
        in pageViewController: UIPageViewController, from old: [UIViewController], to new: [UIViewController],
        direction: UIPageViewController.NavigationDirection
    ) {
        self.pageViewController = pageViewController
        oldPages = old
        newPages = new
        self.direction = direction
        let shown = pageViewController.spineLocation == .mid ? 2 : 1
        leaving = Array(old.prefix(shown))
        arriving = Array(new.prefix(shown))
        children = ChildReplacement(from: old, to: new)
    }

    var container: UIViewController { pageViewController }
    var from: UIViewController { oldPages[0] }
    var to: UIViewController { newPages[0] }
    var participants: [UIViewController] { [pageViewController] + oldPages + newPages }
    var appearing: [UIViewController] { arriving.filter { a in !leaving.contains { $0 === a } } }
    var disappearing: [UIViewController] { leaving.filter { l in !arriving.contains { $0 === l } } }

    func prepare(_ s: inout TransitionScene) {
        let pvc = pageViewController
        s.containerView = pvc.contentView
        s.fromView = from.view
        s.toView = to.view
        for (i, vc) in leaving.enumerated() { s.initialFrames[ObjectIdentifier(vc)] = pvc.pageFrame(at: i) }
        for (i, vc) in arriving.enumerated() {
            vc.loadViewIfNeeded()
            s.finalFrames[ObjectIdentifier(vc)] = pvc.pageFrame(at: i)
        }
    }

    /// The leaving pages go and the arriving ones join in one containment step, their views
    /// in place at once.
    func applyWithoutTransition() {
        let pvc = pageViewController
        children.begin(in: pvc)
        pvc.pages = newPages
        children.removeLeaving { $0.viewIfLoaded?.removeFromSuperview() }
        if pvc.isViewLoaded {
            for vc in pvc.shownPages { pvc.installView(of: vc) }
        }
        children.didMove(to: pvc)
    }

    func didEnd(completed: Bool) {
        let pvc = pageViewController
        if completed { pvc.pages = newPages }
        ChildReplacement.settleViews(completed: completed, leaving: leaving, arriving: arriving) {
            pvc.installView(of: $0)
        }
    }

    func finish(completed: Bool) {
        if completed {
            children.removeLeaving { $0.willMove(toParent: nil) }
            children.didMove(to: pageViewController)
        } else {
            children.undoJoining()
        }
    }
}

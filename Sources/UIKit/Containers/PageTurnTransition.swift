/// The page-turn kind (a swipe, a curl, `setViewControllers`): the arriving pages are children
/// already when it starts; their views join the content view and the leaving pages' views
/// leave it at the end. A cancelled (interactive) turn keeps the old pages and lets the
/// arriving ones go.
@preconcurrency @MainActor
final class PageTurnTransition: TransitionKind {
    static let domain = TransitionDomain.pageTurn
    static let startTiming = TransitionStartTiming.immediately
    unowned let pageViewController: UIPageViewController
    let oldPages: [UIViewController]
    let newPages: [UIViewController]
    let direction: UIPageViewController.NavigationDirection
    /// The pages whose views show before and after (a spread shows both of its pages).
    let leaving: [UIViewController]
    let arriving: [UIViewController]

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

    func didEnd(completed: Bool) {
        let pvc = pageViewController
        let (kept, gone) = completed ? (arriving, leaving) : (leaving, arriving)
        if completed { pvc.pages = newPages }
        for vc in gone where !kept.contains(where: { $0 === vc }) { vc.viewIfLoaded?.removeFromSuperview() }
        for vc in kept { pvc.installView(of: vc) }
    }

    func finish(completed: Bool) {
        let pvc = pageViewController
        let added = newPages.filter { n in !oldPages.contains { $0 === n } }
        if completed {
            for vc in oldPages where !newPages.contains(where: { $0 === vc }) {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
            for vc in added { vc.didMove(toParent: pvc) }
        } else {
            for vc in added {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
        }
    }
}

/// The scroll style's turn: the pages slide by a page and the spacing, the arriving ones from
/// the side the content moves from.
@preconcurrency @MainActor
final class PageScrollAnimator: UIViewControllerAnimatedTransitioning {
    /// UIKit does not document the paging animation's length; this matches a settling page.
    static let duration: TimeInterval = 0.3
    let kind: PageTurnTransition
    let animated: Bool

    init(kind: PageTurnTransition, animated: Bool) {
        self.kind = kind
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animated ? Self.duration : 0
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let pvc = kind.pageViewController
        let step = pvc.pageStride * (kind.direction == .forward ? 1 : -1)
        let offset = pvc.navigationOrientation == .horizontal ? CGPoint(x: step, y: 0) : CGPoint(x: 0, y: step)
        let leaving = kind.leaving.filter { l in !kind.arriving.contains { $0 === l } }
        for vc in kind.arriving {
            let v = vc.view!
            v.transform3D = CATransform3DIdentity
            v.frame = ctx.finalFrame(for: vc).offsetBy(dx: offset.x, dy: offset.y)
            ctx.containerView.addSubview(v)
        }
        let animations = {
            for vc in self.kind.arriving { vc.view.frame = ctx.finalFrame(for: vc) }
            for vc in leaving {
                vc.view.frame = ctx.initialFrame(for: vc).offsetBy(dx: -offset.x, dy: -offset.y)
            }
        }
        guard animated else {
            UIView.performWithoutAnimation(animations)
            return ctx.completeTransition(true)
        }
        // A finger drags the pages one to one; a turn on its own eases in and out.
        let curve: UIView.AnimationOptions = ctx.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: Self.duration, delay: 0, options: [curve], animations: animations) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

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

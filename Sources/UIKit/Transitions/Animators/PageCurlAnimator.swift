/// The page-curl style's turn, drawn as a page swinging around the spine in perspective: the
/// leaving page's front sweeps from flat to the far side (hidden once it shows its back) and,
/// for a spread or a turn backwards, the arriving page sweeps from the far side to flat. The
/// page stays a flat plane (UIKit bends it into a curl; see Documentation/Deviations.md).
@preconcurrency @MainActor
final class PageCurlAnimator: UIViewControllerAnimatedTransitioning {
    /// UIKit does not document the curl's length; this matches a tapped page turn.
    static let duration: TimeInterval = 0.5
    /// Keyframes per sweep: layer transforms with perspective mix entry by entry, so a sweep is
    /// cut into steps short enough to read as a rotation.
    static let steps = 12
    let kind: PageTurnTransition
    let animated: Bool

    /// The edge of a page it turns around.
    enum SpineEdge { case leading, trailing }

    /// One page swinging around the spine from `start` to `end` (radians).
    struct Sweep {
        let view: UIView
        let edge: SpineEdge
        let start: CGFloat
        let end: CGFloat
    }

    init(kind: PageTurnTransition, animated: Bool) {
        self.kind = kind
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        animated ? Self.duration : 0
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let leavingViews = kind.leaving.map { $0.view! }
        for vc in kind.arriving where !kind.leaving.contains(where: { $0 === vc }) {
            let v = vc.view!
            v.transform3D = CATransform3DIdentity
            v.frame = ctx.finalFrame(for: vc)
        }
        let (under, sweeps) = plan()
        for v in under {
            if let below = leavingViews.first {
                container.insertSubview(v, belowSubview: below)
            } else {
                container.addSubview(v)
            }
        }
        for s in sweeps where s.view.superview !== container { container.addSubview(s.view) }
        let vertical = kind.pageViewController.navigationOrientation == .vertical
        for s in sweeps {
            s.view.layer.isDoubleSided = false
            s.view.transform3D = Self.turned(s.view.bounds.size, around: s.edge, by: s.start, vertical: vertical)
        }
        let finish: (Bool) -> Void = { _ in
            for s in sweeps {
                s.view.layer.isDoubleSided = true
                s.view.transform3D = CATransform3DIdentity
            }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        guard animated else { return finish(true) }
        // A finger turns the page at its own pace; a turn on its own eases in and out.
        let pacing: UIView.KeyframeAnimationOptions =
            ctx.isInteractive
            ? UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue) : []
        UIView.animateKeyframes(
            withDuration: Self.duration, delay: 0, options: pacing,
            animations: {
                let n = Self.steps
                for i in 1...n {
                    let f = CGFloat(i) / CGFloat(n)
                    UIView.addKeyframe(
                        withRelativeStartTime: Double(i - 1) / Double(n), relativeDuration: 1 / Double(n)
                    ) {
                        for s in sweeps {
                            let angle = s.start + (s.end - s.start) * f
                            s.view.transform3D = Self.turned(
                                s.view.bounds.size, around: s.edge, by: angle, vertical: vertical)
                        }
                    }
                }
            }, completion: finish)
    }

    /// Which views lie under the leaving pages (revealed as they turn) and which sweep, for the
    /// spine and the direction. The spine is the leading edge of a page right of (below) it and
    /// the trailing edge of one left of (above) it.
    func plan() -> (under: [UIView], sweeps: [Sweep]) {
        let old = kind.leaving.map { $0.view! }
        let new = kind.arriving.map { $0.view! }
        let forward = kind.direction == .forward
        switch kind.pageViewController.spineLocation {
        case .mid where old.count == 2 && new.count == 2:
            if forward {
                return (
                    [new[1]],
                    [
                        Sweep(view: old[1], edge: .leading, start: 0, end: -.pi),
                        Sweep(view: new[0], edge: .trailing, start: .pi, end: 0),
                    ]
                )
            }
            return (
                [new[0]],
                [
                    Sweep(view: old[0], edge: .trailing, start: 0, end: .pi),
                    Sweep(view: new[1], edge: .leading, start: -.pi, end: 0),
                ]
            )
        case .max:
            return forward
                ? ([new[0]], [Sweep(view: old[0], edge: .trailing, start: 0, end: .pi)])
                : ([], [Sweep(view: new[0], edge: .trailing, start: .pi, end: 0)])
        default:
            return forward
                ? ([new[0]], [Sweep(view: old[0], edge: .leading, start: 0, end: -.pi)])
                : ([], [Sweep(view: new[0], edge: .leading, start: -.pi, end: 0)])
        }
    }

    /// A page of `size` turned by `angle` around its `edge`, seen in perspective: the spine
    /// is moved to the layer's anchor, turned about it, moved back, then projected.
    static func turned(_ size: CGSize, around edge: SpineEdge, by angle: CGFloat, vertical: Bool) -> CATransform3D {
        let half = (vertical ? size.height : size.width) / 2
        let spine = edge == .leading ? -half : half
        let (sx, sy) = vertical ? (CGFloat(0), spine) : (spine, CGFloat(0))
        var t = CATransform3DMakeTranslation(-sx, -sy, 0)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, vertical ? 1 : 0, vertical ? 0 : 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(sx, sy, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(4 * half, 1)
        return CATransform3DConcat(t, perspective)
    }
}

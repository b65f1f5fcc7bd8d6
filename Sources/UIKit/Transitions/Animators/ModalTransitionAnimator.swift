/// UIKit's animations for each `UIModalTransitionStyle`, in both directions.
///
/// Durations: 0.5 s for cover-vertical and cross-dissolve, 0.75 s for the flip and the curl
/// (Apple does not document them; these match what the system visibly takes).
@preconcurrency @MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool
    let animated: Bool

    init(style: UIModalTransitionStyle, presenting: Bool, animated: Bool) {
        self.style = style
        self.presenting = presenting
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard animated else { return 0 }
        switch style {
        case .coverVertical, .crossDissolve: return 0.5
        case .flipHorizontal, .partialCurl: return 0.75
        }
    }

    /// The style drawn: with Reduce Motion on, UIKit's slide and flip become a cross-fade; a
    /// finger-driven transition (a sheet pulled down) still follows the finger.
    func effectiveStyle(in ctx: UIViewControllerContextTransitioning) -> UIModalTransitionStyle {
        guard style == .coverVertical || style == .flipHorizontal, !ctx.isInteractive,
            ctx.containerView.world.accessibilitySettings.isReduceMotionEnabled
        else { return style }
        return .crossDissolve
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let duration = transitionDuration(using: ctx)
        let toVC = ctx.viewController(forKey: .to)!
        let fromVC = ctx.viewController(forKey: .from)!
        let toView = ctx.view(forKey: .to)
        let fromView = ctx.view(forKey: .from)
        if let toView {
            if presenting { container.addSubview(toView) } else { container.insertSubview(toView, at: 0) }
            toView.frame = ctx.finalFrame(for: toVC)
        }
        let moving = presenting ? toView : fromView
        let height = container.bounds.height
        var animations: () -> Void = {}
        switch effectiveStyle(in: ctx) {
        case .coverVertical:
            if presenting, let v = moving {
                v.frame = ctx.finalFrame(for: toVC).offsetBy(dx: 0, dy: height)
                animations = { v.frame = ctx.finalFrame(for: toVC) }
            } else if let v = moving {
                let start = ctx.initialFrame(for: fromVC)
                animations = { v.frame = start.offsetBy(dx: 0, dy: height) }
            }
        case .crossDissolve, .partialCurl:
            // The curl is drawn as a dissolve (see Deviations.md).
            if presenting, let v = moving {
                v.alpha = 0
                animations = { v.alpha = 1 }
            } else if let v = moving {
                animations = { v.alpha = 0 }
            }
        case .flipHorizontal:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 1000
            let front = presenting ? fromView ?? container : fromView
            let back = presenting ? toView : toView ?? container
            back?.layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
            animations = {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    front?.layer.transform = CATransform3DRotate(perspective, -.pi / 2, 0, 1, 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    back?.layer.transform = perspective
                }
            }
        }
        let finish: (Bool) -> Void = { _ in
            if self.style == .flipHorizontal {
                fromView?.layer.transform = CATransform3DIdentity
                toView?.layer.transform = CATransform3DIdentity
                container.layer.transform = CATransform3DIdentity
            }
            if ctx.transitionWasCancelled, self.presenting { toView?.removeFromSuperview() }
            if !ctx.transitionWasCancelled, !self.presenting { fromView?.removeFromSuperview() }
            fromView?.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        guard duration > 0 else {
            UIView.performWithoutAnimation(animations)
            return finish(true)
        }
        if style == .flipHorizontal {
            UIView.animateKeyframes(
                withDuration: duration, delay: 0, options: [], animations: animations, completion: finish)
        } else {
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: animations, completion: finish
            )
        }
    }
}

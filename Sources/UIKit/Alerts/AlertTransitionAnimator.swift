/// UIKit's animations for alerts and compact action sheets, in both directions: an alert fades
/// in while shrinking from 1.2 times its size and fades out; an action sheet slides up from
/// below the screen and back down.
///
/// Durations (0.4 s in, 0.25 s out for an alert; 0.4 s and 0.3 s for a sheet) approximate
/// what the system visibly takes; Apple does not document them.
@preconcurrency @MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIAlertController.Style
    let presenting: Bool
    let animated: Bool

    init(style: UIAlertController.Style, presenting: Bool, animated: Bool) {
        self.style = style
        self.presenting = presenting
        self.animated = animated
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard animated else { return 0 }
        switch (style, presenting) {
        case (.alert, true), (.actionSheet, true): return 0.4
        case (.alert, false): return 0.25
        case (.actionSheet, false): return 0.3
        }
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let duration = transitionDuration(using: ctx)
        let alertKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let alertVC = ctx.viewController(forKey: alertKey) else { return ctx.completeTransition(true) }
        let view = ctx.view(forKey: presenting ? .to : .from) ?? alertVC.view!
        var final = ctx.finalFrame(for: alertVC)
        var animations: () -> Void
        if presenting {
            container.addSubview(view)
            if let alert = alertVC as? UIAlertController, !alert.textFieldViews.isEmpty {
                // The keyboard rises with the alert, which aims for the space above it.
                view.frame = final
                view.layoutIfNeeded()
                alert.focusFirstTextField()
                final = alert.presentationControllerStorage?.frameOfPresentedViewInContainerView ?? final
            }
            view.frame = final
            view.layoutIfNeeded()
            switch style {
            case .alert:
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                animations = {
                    view.alpha = 1
                    view.transform = .identity
                }
            case .actionSheet:
                view.center.y += container.bounds.height - final.minY
                animations = { view.center.y = final.midY }
            }
        } else {
            switch style {
            case .alert:
                animations = { view.alpha = 0 }
            case .actionSheet:
                let drop = container.bounds.height - view.frame.minY
                animations = { view.center.y += drop }
            }
        }
        let finish: (Bool) -> Void = { _ in
            let cancelled = ctx.transitionWasCancelled
            if cancelled == self.presenting { view.removeFromSuperview() }
            view.alpha = 1
            view.transform = .identity
            ctx.completeTransition(!cancelled)
        }
        guard duration > 0 else {
            UIView.performWithoutAnimation(animations)
            return finish(true)
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [presenting ? .curveEaseOut : .curveEaseIn],
            animations: animations, completion: finish)
    }
}

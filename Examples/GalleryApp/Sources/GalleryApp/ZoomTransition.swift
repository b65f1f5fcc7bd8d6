import UIKit

/// Zooms a photo out of its tile and back, with one animator that knows which way it runs.
@MainActor
public final class ZoomTransition: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    public var originFrame: CGRect = .zero
    private var presenting = true

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        presenting = false
        return self
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let photo = transitionContext.view(forKey: presenting ? .to : .from) else { return }
        let full = container.bounds
        let scale = CGAffineTransform(scaleX: originFrame.width / full.width, y: originFrame.height / full.height)
        let small = scale.translatedBy(
            x: (originFrame.midX - full.midX) / scale.a, y: (originFrame.midY - full.midY) / scale.d)
        if presenting {
            container.addSubview(photo)
            photo.frame = full
            photo.transform = small
        }
        let presenting = self.presenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                photo.transform = presenting ? .identity : small
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

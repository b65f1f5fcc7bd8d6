import UIKit

/// Reveals a presented screen through a circle growing from the tapped row, and hides it again
/// through the same circle shrinking: a `CAShapeLayer` mask whose `path` animates, the
/// transition completing in the transaction's completion block (as circle-reveal libraries do).
@MainActor
public final class CircleRevealAnimator: UIViewControllerAnimatedTransitioning {
    /// Whether the animator reveals (presents) or hides (dismisses).
    public var presenting = true
    /// Where the circle is centred, in the container's coordinates.
    public var origin: CGPoint = .zero
    public var duration: TimeInterval = 0.5
    /// The mask layer while the transition runs.
    public private(set) weak var maskLayer: CAShapeLayer?

    public init() {}

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        // Captured: the one animator may be flipped for the next transition before this one ends.
        let presenting = presenting
        guard let moving = ctx.view(forKey: presenting ? .to : .from) else { return ctx.completeTransition(true) }
        if presenting {
            container.addSubview(moving)
            moving.frame = container.bounds
        }
        let small = circle(radius: 1)
        let large = circle(radius: hypot(container.bounds.width, container.bounds.height))
        let mask = CAShapeLayer()
        mask.path = presenting ? large : small
        moving.layer.mask = mask
        maskLayer = mask
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            moving.layer.mask = nil
            let finished = !ctx.transitionWasCancelled
            if !presenting && finished { moving.removeFromSuperview() }
            ctx.completeTransition(finished)
        }
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = presenting ? small : large
        animation.toValue = presenting ? large : small
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(animation, forKey: "reveal")
        CATransaction.commit()
    }

    private func circle(radius: CGFloat) -> CGPath {
        UIBezierPath(arcCenter: origin, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
    }
}

/// Presents a screen full screen through a circle reveal from the point tapped.
@MainActor
public final class CircleRevealDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The one animator, flipped between revealing and hiding.
    public let animator = CircleRevealAnimator()

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        animator.presenting = false
        return animator
    }
}

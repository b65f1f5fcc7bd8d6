import UIKit

/// Reveals a presented photo through a circle growing from a point: a `CAShapeLayer` mask whose
/// path animates, the transition completing in the transaction's completion block.
@MainActor
public final class CircleReveal: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning
{
    public var origin: CGPoint = .zero

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let photo = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.addSubview(photo)
        photo.frame = container.bounds
        let radius = hypot(container.bounds.width, container.bounds.height)
        let start = UIBezierPath(arcCenter: origin, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let end = UIBezierPath(arcCenter: origin, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let mask = CAShapeLayer()
        mask.path = end.cgPath
        photo.layer.mask = mask
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            photo.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = start.cgPath
        grow.toValue = end.cgPath
        grow.duration = transitionDuration(using: transitionContext)
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(grow, forKey: "reveal")
        CATransaction.commit()
    }
}

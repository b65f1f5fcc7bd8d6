//
//  ZoomHero.swift
//  Shared-element "zoom" transitions between two view controllers.
//

import UIKit

/// Adopted by both sides of a zoom transition to provide the shared view.
@objc public protocol ZoomHeroTransitioning: AnyObject {
    func zoomHeroView(for transition: ZoomHeroTransition) -> UIView?
    @objc optional func zoomHeroTransitionWillBegin(_ transition: ZoomHeroTransition)
    @objc optional func zoomHeroTransitionDidEnd(_ transition: ZoomHeroTransition)
}

public final class ZoomHeroTransition: NSObject, UIViewControllerAnimatedTransitioning {
    public enum Direction { case presenting, dismissing }

    public let direction: Direction
    public var duration: TimeInterval = 0.45
    public var dampingRatio: CGFloat = 0.82
    private var animator: UIViewPropertyAnimator?

    public init(direction: Direction) {
        self.direction = direction
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? duration : 0
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let existing = animator { return existing }

        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            let fallback = UIViewPropertyAnimator(duration: 0, curve: .linear) {}
            fallback.addCompletion { _ in transitionContext.completeTransition(false) }
            return fallback
        }
        let toView = transitionContext.view(forKey: .to) ?? toVC.view!
        let fromView = transitionContext.view(forKey: .from) ?? fromVC.view!
        toView.frame = transitionContext.finalFrame(for: toVC)

        if direction == .presenting {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        toView.layoutIfNeeded()

        let source = (fromVC as? ZoomHeroTransitioning) ?? (fromVC.children.last as? ZoomHeroTransitioning)
        let destination = (toVC as? ZoomHeroTransitioning) ?? (toVC.children.last as? ZoomHeroTransitioning)
        source?.zoomHeroTransitionWillBegin?(self)
        destination?.zoomHeroTransitionWillBegin?(self)

        let sourceHero = source?.zoomHeroView(for: self)
        let destinationHero = destination?.zoomHeroView(for: self)

        var snapshot: UIView?
        var startFrame = CGRect.zero
        var endFrame = CGRect.zero
        if let sourceHero = sourceHero, let destinationHero = destinationHero,
            let snap = sourceHero.snapshotView(afterScreenUpdates: false)
        {
            startFrame = sourceHero.convert(sourceHero.bounds, to: container)
            endFrame = destinationHero.convert(destinationHero.bounds, to: container)
            snap.frame = startFrame
            snap.layer.cornerRadius = sourceHero.layer.cornerRadius
            snap.layer.masksToBounds = true
            container.addSubview(snap)
            sourceHero.isHidden = true
            destinationHero.isHidden = true
            snapshot = snap
        }

        let movingView = direction == .presenting ? toView : fromView
        if direction == .presenting {
            movingView.alpha = 0
        }
        let endCorner = destinationHero?.layer.cornerRadius ?? 0

        let timing = UISpringTimingParameters(dampingRatio: dampingRatio)
        let newAnimator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: timing)
        newAnimator.addAnimations {
            movingView.alpha = self.direction == .presenting ? 1 : 0
            if let snap = snapshot {
                snap.frame = endFrame
                snap.layer.cornerRadius = endCorner
            }
            if self.direction == .dismissing {
                fromView.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
            }
        }
        newAnimator.addCompletion { position in
            snapshot?.removeFromSuperview()
            sourceHero?.isHidden = false
            destinationHero?.isHidden = false
            fromView.transform = .identity
            let finished = position == .end && !transitionContext.transitionWasCancelled
            if !finished && self.direction == .presenting { toView.removeFromSuperview() }
            transitionContext.completeTransition(finished)
            source?.zoomHeroTransitionDidEnd?(self)
            destination?.zoomHeroTransitionDidEnd?(self)
            self.animator = nil
        }
        animator = newAnimator
        return newAnimator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// A transitioning delegate that vends zoom transitions for modal presentation and navigation.
public final class ZoomHeroCoordinator: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate
{
    public var duration: TimeInterval = 0.45
    public static let shared = ZoomHeroCoordinator()

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let t = ZoomHeroTransition(direction: .presenting)
        t.duration = duration
        return t
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        let t = ZoomHeroTransition(direction: .dismissing)
        t.duration = duration
        return t
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard fromVC is ZoomHeroTransitioning, toVC is ZoomHeroTransitioning else { return nil }
        let t = ZoomHeroTransition(direction: operation == .push ? .presenting : .dismissing)
        t.duration = duration
        return t
    }
}

public extension UIViewController {
    /// Presents `viewController` using a shared-element zoom from the hero view of `self`.
    func presentWithZoom(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
        viewController.modalPresentationStyle = .fullScreen
        viewController.transitioningDelegate = ZoomHeroCoordinator.shared
        present(viewController, animated: animated, completion: completion)
    }
}

public extension UIView {
    /// Captures the view as an image, used when a snapshot view isn't suitable.
    func zoomHeroImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        return renderer.image { ctx in
            layer.render(in: ctx.cgContext)
        }
    }

    /// Frame of this view in window coordinates.
    var frameInWindow: CGRect {
        return convert(bounds, to: nil)
    }
}

/// A simple image cell-like view usable as a hero.
open class ZoomHeroImageView: UIImageView {
    @IBInspectable public var heroCornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = heroCornerRadius }
    }

    override public init(image: UIImage?) {
        super.init(image: image)
        contentMode = .scaleAspectFill
        clipsToBounds = true
        layer.cornerRadius = heroCornerRadius
        layer.cornerCurve = .continuous
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .scaleAspectFill
        clipsToBounds = true
    }

    required public init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

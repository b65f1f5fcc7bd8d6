//
//  SwipeDismissKit.swift
//  Page-sheet-style modals with interactive pull-down dismissal, plus custom push/pop animations.
//

import UIKit

// MARK: - Interaction controller

public final class PullDownInteractionController: UIPercentDrivenInteractiveTransition {
    public private(set) var isInteracting = false
    private weak var viewController: UIViewController?
    private var shouldFinish = false

    public func wire(to viewController: UIViewController) {
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: PullDownInteractionController.handlePan)
        viewController.view.addGestureRecognizer(pan)
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = max(0, min(1, translation.y / max(view.bounds.height, 1)))
        switch gesture.state {
        case .began:
            isInteracting = true
            completionCurve = .easeOut
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            shouldFinish = progress > 0.3
            update(progress)
        case .cancelled:
            isInteracting = false
            cancel()
        case .ended:
            isInteracting = false
            let velocity = gesture.velocity(in: view).y
            if shouldFinish || velocity > 1000 {
                completionSpeed = max(1, velocity / 1000)
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

// MARK: - Sheet animator

final class CardSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    static let topGap: CGFloat = 44

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let duration = transitionDuration(using: ctx)
        let presentingVC = presenting ? ctx.viewController(forKey: .from)! : ctx.viewController(forKey: .to)!
        let backdrop = presentingVC.view!

        if presenting {
            let toView = ctx.view(forKey: .to)!
            let finalFrame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
            toView.layer.cornerRadius = 12
            toView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            toView.clipsToBounds = true
            container.addSubview(toView)
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseOut,
                animations: {
                    toView.frame = finalFrame
                    backdrop.transform = CGAffineTransform(scaleX: 0.93, y: 0.93)
                    backdrop.layer.cornerRadius = 10
                },
                completion: { _ in
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        } else {
            let fromView = ctx.view(forKey: .from)!
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveLinear,
                animations: {
                    fromView.frame.origin.y = container.bounds.height
                    backdrop.transform = .identity
                    backdrop.layer.cornerRadius = 0
                },
                completion: { _ in
                    let done = !ctx.transitionWasCancelled
                    if done { fromView.removeFromSuperview() }
                    ctx.completeTransition(done)
                })
        }
    }
}

final class CardSheetPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let top = container.safeAreaInsets.top + CardSheetAnimator.topGap / 2
        return CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
    }

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dimming.alpha = 0
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}

public final class CardSheetTransitioner: NSObject, UIViewControllerTransitioningDelegate {
    public let interaction = PullDownInteractionController()

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        CardSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardSheetAnimator(presenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        CardSheetAnimator(presenting: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction.isInteracting ? interaction : nil
    }
}

// MARK: - Navigation push/pop

final class SlideFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let from = ctx.view(forKey: .from), let to = ctx.view(forKey: .to),
            let toVC = ctx.viewController(forKey: .to)
        else {
            ctx.completeTransition(false)
            return
        }
        let container = ctx.containerView
        let width = container.bounds.width
        let push = operation == .push
        to.frame = ctx.finalFrame(for: toVC)
        if push {
            container.addSubview(to)
            to.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            container.insertSubview(to, belowSubview: from)
            to.transform = CGAffineTransform(translationX: -width * 0.3, y: 0)
            to.alpha = 0.6
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: ctx), curve: .easeInOut) {
            to.transform = .identity
            to.alpha = 1
            from.transform =
                push
                ? CGAffineTransform(translationX: -width * 0.3, y: 0)
                : CGAffineTransform(translationX: width, y: 0)
            from.alpha = push ? 0.6 : 1
        }
        animator.addCompletion { _ in
            from.transform = .identity
            from.alpha = 1
            to.transform = .identity
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

public final class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let popInteraction = UIPercentDrivenInteractiveTransition()
    private var interactive = false
    private weak var navigationController: UINavigationController?

    public func attach(to nav: UINavigationController) {
        navigationController = nav
        nav.delegate = self
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: SlideNavigationDelegate.edgePan)
        edge.edges = .left
        nav.view.addGestureRecognizer(edge)
    }

    private func edgePan(_ g: UIScreenEdgePanGestureRecognizer) {
        guard let view = g.view else { return }
        let progress = g.translation(in: view).x / view.bounds.width
        switch g.state {
        case .began:
            interactive = true
            navigationController?.popViewController(animated: true)
        case .changed:
            popInteraction.update(progress)
        case .ended:
            interactive = false
            progress > 0.5 || g.velocity(in: view).x > 500 ? popInteraction.finish() : popInteraction.cancel()
        default:
            interactive = false
            popInteraction.cancel()
        }
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    )
        -> UIViewControllerAnimatedTransitioning?
    {
        SlideFadeAnimator(operation: operation)
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interactive ? popInteraction : nil
    }
}

// MARK: - Convenience

private var transitionerKey: UInt8 = 0

public extension UIViewController {
    func presentCardSheet(_ vc: UIViewController, animated: Bool = true) {
        let transitioner = CardSheetTransitioner()
        objc_setAssociatedObject(vc, &transitionerKey, transitioner, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        vc.modalPresentationStyle = .custom
        vc.transitioningDelegate = transitioner
        vc.modalPresentationCapturesStatusBarAppearance = true
        present(vc, animated: animated) {
            transitioner.interaction.wire(to: vc)
        }
    }
}

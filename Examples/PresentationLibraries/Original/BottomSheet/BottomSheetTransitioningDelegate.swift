import UIKit

/// What a controller shown in a bottom sheet tells the sheet.
@objc public protocol BottomSheetPresentable: AnyObject {
    /// The scroll view whose content the sheet follows: dragging down while it rests at the
    /// top drags the sheet instead.
    @objc optional var panScrollable: UIScrollView? { get }
    /// The sheet is about to be dismissed by a drag or a tap outside.
    @objc optional func bottomSheetWillDismiss()
}

/// Presents a controller as a bottom sheet: set an instance as the controller's
/// `transitioningDelegate` (it is held weakly, so keep it) and present it.
public final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The sheet's height (it never covers the status bar).
    @objc public var sheetHeight: CGFloat
    /// How far down the sheet must be dragged to dismiss when the finger lifts.
    @objc public var dismissDistance: CGFloat = 120

    @objc public init(sheetHeight: CGFloat = 500) {
        self.sheetHeight = sheetHeight
        super.init()
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller.sheetHeight = sheetHeight
        controller.dismissDistance = dismissDistance
        return controller
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return BottomSheetAnimator(isPresenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        return BottomSheetAnimator(isPresenting: false)
    }
}

/// Slides the sheet up from below the screen, and back down.
final class BottomSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            guard let presented = transitionContext.viewController(forKey: .to),
                let view = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let finalFrame = transitionContext.finalFrame(for: presented)
            view.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
            container.addSubview(view)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
                animations: { view.frame = finalFrame },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            guard let view = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn],
                animations: { view.frame.origin.y = container.bounds.height },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }
}

import UIKitTesting

@testable import UIKit

/// The scene every reliability test starts from: a phone whose window's root is a navigation
/// controller over `root`, settled.
@MainActor
protocol NavigationScene {
    var device: VirtualDevice { get }
    var root: UIViewController { get }
    var nav: UINavigationController { get }
}

/// Makes the scene's device, root controller and navigation controller.
@MainActor
func makeNavigationScene() -> (VirtualDevice, UIViewController, UINavigationController) {
    let device = VirtualDevice()
    let root = UIViewController()
    root.title = "root"
    let nav = UINavigationController(rootViewController: root)
    nav.title = "nav"
    device.window.rootViewController = nav
    device.runUntilIdle()
    return (device, root, nav)
}

extension NavigationScene {
    /// A plain controller with a title (failures name it) and, optionally, a presentation style.
    func named(_ title: String, _ style: UIModalPresentationStyle? = nil) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        if let style { vc.modalPresentationStyle = style }
        return vc
    }
}

/// A custom presentation as apps write one: the presented view over the bottom half, slid in
/// and out, with an optional interaction controller for the dismissal.
final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { SlideAnimator(presenting: true) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: false)
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { dismissalInteractor }
}

/// Shows the presented view over the bottom half of the container.
final class HalfHeightPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        return CGRect(x: 0, y: c.bounds.height / 2, width: c.bounds.width, height: c.bounds.height / 2)
    }
}

/// Slides the presented view up from (and back down below) the container's bottom edge.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = ctx.view(forKey: key) else { return }
        let below = container.bounds.height
        if presenting {
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            view.frame = final.offsetBy(dx: 0, dy: below)
            container.addSubview(view)
        }
        let target = presenting ? view.frame.offsetBy(dx: 0, dy: -below) : view.frame.offsetBy(dx: 0, dy: below)
        UIView.animate(withDuration: 0.3, animations: { view.frame = target }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

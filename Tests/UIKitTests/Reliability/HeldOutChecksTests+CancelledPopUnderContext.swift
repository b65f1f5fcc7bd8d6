import Testing
import UIKitTesting

@testable import UIKit

/// A cancelled interactive pop of a controller that its own current-context presentation covers
/// (found by `uikit-fuzz`, seed 50802): the covered controller's view stays out of the window.
@MainActor
@Suite(.checksLifetimes) struct CancelledPopUnderContextPresentationTests {
    /// Slides the popped view off to the right, scrubbed by `interactor`.
    final class SlidingPop: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
        var interactor: UIPercentDrivenInteractiveTransition?
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { self }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let from = ctx.view(forKey: .from), let to = ctx.view(forKey: .to) else {
                return ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            ctx.containerView.insertSubview(to, belowSubview: from)
            let start = from.frame
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [.curveLinear],
                animations: { from.frame = start.offsetBy(dx: start.width, dy: 0) },
                completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
    }

    @Test func theCoveredControllersViewStaysOutOfTheWindowAfterACancelledPop() {
        let device = VirtualDevice()
        let first = UIViewController()
        let covered = UIViewController()
        let nav = UINavigationController(rootViewController: first)
        nav.pushViewController(covered, animated: false)
        device.window.rootViewController = nav
        device.runUntilIdle()
        covered.definesPresentationContext = true
        let presented = UIViewController()
        presented.modalPresentationStyle = .currentContext
        covered.present(presented, animated: false)
        device.runUntilIdle()
        #expect(covered.viewIfLoaded?.window == nil)
        let delegate = SlidingPop()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        nav.delegate = delegate
        nav.popViewController(animated: true)
        device.advance(by: 0.05)
        interactor.update(0.1)
        device.advance(by: 0.05)
        interactor.cancel()
        device.runUntilIdle()
        #expect(nav.viewControllers == [first, covered])
        #expect(covered.presentedViewController === presented)
        #expect(covered.viewIfLoaded?.window == nil)
        #expect(presented.viewIfLoaded?.window === device.window)
        #expect(device.consistencyViolations() == [])
    }
}

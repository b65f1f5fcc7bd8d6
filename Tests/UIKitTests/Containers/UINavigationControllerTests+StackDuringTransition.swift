import Testing
import UIKitTesting

@testable import UIKit

/// A pop that cross-fades and, as some libraries written for iOS 10+ do, always reports the
/// transition complete; a percent-driven interactor drives it.
private final class FadingPop: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    let interactor = UIPercentDrivenInteractiveTransition()

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { operation == .pop ? self : nil }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { interactor }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let from = transitionContext.view(forKey: .from)!, to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        to.alpha = 0
        UIView.animate(
            withDuration: 0.3,
            animations: {
                from.alpha = 0
                to.alpha = 1
            },
            completion: { _ in
                from.alpha = 1
                transitionContext.completeTransition(true)
            })
    }
}

extension UINavigationControllerTests {
    /// Putting the popped controller back on the stack while the interactive pop runs, then
    /// cancelling (ZoomTransitioning's edge swipe on iOS 10+): the new stack is not refused; it
    /// applies once the running pop has ended.
    @Test func assigningViewControllersDuringAPopAppliesOnceThePopEnds() {
        let device = VirtualDevice()
        let a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let pop = FadingPop()
        nav.delegate = pop
        device.window.rootViewController = nav
        nav.pushViewController(b, animated: false)
        device.runUntilIdle()
        #expect(nav.popViewController(animated: true) === b)
        device.advance(by: 0.05)
        pop.interactor.update(0.1)
        nav.viewControllers.append(b)
        pop.interactor.update(0)
        pop.interactor.cancel()
        device.runUntilIdle()
        #expect(nav.viewControllers == [a, b])
        #expect(b.view.window === device.window && b.view.alpha == 1 && b.parent === nav)
        #expect(a.view.window == nil)
        #expect(!device.diagnostics.contains("nested push animation can result in corrupted navigation bar"))
    }
}

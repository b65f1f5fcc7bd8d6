import Testing
import UIKitTesting

@testable import UIKit

/// A card presentation controller that, like several card libraries, animates the presented
/// view back to its frame on every container layout.
private final class RelayingOutCard: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: 100, width: bounds.width, height: bounds.height - 100)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView, presentedViewController.view.isDescendant(of: containerView) else { return }
        UIView.animate(withDuration: 0.1) {
            self.presentedViewController.view.frame = self.frameOfPresentedViewInContainerView
        }
    }

    override func dismissalTransitionWillBegin() {
        // Tearing down the card's decorations invalidates the container's layout.
        containerView?.setNeedsLayout()
    }
}

/// Slides the card in from below and out again, ending the transition with the animation's
/// `finished` flag.
private final class SlidingCard: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let below = CGRect(
            x: 0, y: container.bounds.height, width: container.bounds.width, height: container.bounds.height)
        let card = transitionContext.viewController(forKey: presenting ? .to : .from)!
        if presenting {
            container.addSubview(card.view)
            card.view.frame = below
        }
        let target = presenting ? transitionContext.finalFrame(for: card) : below
        UIView.animate(
            withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: { card.view.frame = target },
            completion: { transitionContext.completeTransition($0) })
    }
}

private final class SlidingCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        RelayingOutCard(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { SlidingCard(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlidingCard(presenting: false)
    }
}

extension CustomTransitionTests {
    /// A layout pass that animates the leaving card's frame does not cancel the dismissal: the
    /// dismissal's own frame animation still finishes, so its completion reports true.
    @Test func aFrameAnimationStartedByLayoutDuringADismissalLetsTheDismissalFinish() {
        let device = VirtualDevice()
        let log = EventLog()
        let home = RecordingViewController("A", log: log)
        device.window.rootViewController = home
        device.runUntilIdle()
        let delegate = SlidingCardDelegate()
        let card = RecordingViewController("B", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        home.present(card, animated: true)
        device.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 0, y: 100, width: 390, height: 744))
        log.clear()
        var dismissed = false
        home.dismiss(animated: true) { dismissed = true }
        device.runUntilIdle()
        #expect(dismissed && home.presentedViewController == nil && card.view.window == nil)
        #expect(
            log.filtered("B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear") == [
                "B.viewWillDisappear", "B.viewDidDisappear",
            ])
    }
}

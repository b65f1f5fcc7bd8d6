import Testing
import UIKitTesting

@testable import UIKit

/// Issue 31: the held-out checks, as plain UIKit code on a navigation controller that is the
/// window's root.
@MainActor
@Suite(.checksLifetimes) struct HeldOutChecksTests: NavigationScene {
    let device: VirtualDevice
    let root: UIViewController
    let nav: UINavigationController

    init() { (device, root, nav) = makeNavigationScene() }

    /// Slides the card down linearly; on cancel it puts the card back where it started.
    final class LinearSlideDown: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let v = ctx.view(forKey: .from) else { return }
            let start = v.frame
            let end = start.offsetBy(dx: 0, dy: ctx.containerView.bounds.height)
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [.curveLinear], animations: { v.frame = end },
                completion: { _ in
                    let ok = !ctx.transitionWasCancelled
                    if ok { v.removeFromSuperview() } else { v.frame = start }
                    ctx.completeTransition(ok)
                })
        }
    }

    final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { SlideAnimator(presenting: true) }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            LinearSlideDown()
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    func presentRotatedCard(_ delegate: CardDelegate) -> UIViewController {
        let card = named("card", .custom)
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        device.runUntilIdle()
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        return card
    }

    func cancelInteractiveDismissal(of card: UIViewController, _ delegate: CardDelegate) -> Int {
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        var ran = 0
        card.dismiss(animated: true) { ran += 1 }
        device.advance(by: 0.05)
        interactor.update(0.65)
        device.advance(by: 0.1)
        interactor.cancel()
        delegate.interactor = nil
        device.runUntilIdle()
        return ran
    }

    @Test func cancelledInteractiveCustomDismissalAfterRotatingKeepsTheCard() {
        let delegate = CardDelegate()
        let card = presentRotatedCard(delegate)
        // The rotation put the card at the frame its presentation controller gives for the
        // landscape container; the cancel brings it back there.
        let before = card.view.frame
        let ran = cancelInteractiveDismissal(of: card, delegate)
        #expect(nav.presentedViewController === card)
        #expect(ran == 0)
        #expect(card.view.window === device.window)
        #expect(card.view.frame == before)
        #expect(device.consistencyViolations(of: [nav, root, card]) == [])
    }

    @Test func cancelledInteractiveCustomDismissalAfterACurrentContextPresentationWentKeepsTheCard() {
        let delegate = CardDelegate()
        let card = presentRotatedCard(delegate)
        let context = named("context", .currentContext)
        card.present(context, animated: true)
        device.runUntilIdle()
        context.dismiss(animated: false)
        device.runUntilIdle()
        let ran = cancelInteractiveDismissal(of: card, delegate)
        #expect(nav.presentedViewController === card)
        #expect(ran == 0)
        #expect(card.view.window === device.window)
        #expect(device.consistencyViolations(of: [nav, root, card, context]) == [])
    }

    @Test func edgeSwipePopsAfterTheCurrentContextProviderLeftTheStack() {
        root.definesPresentationContext = true
        let a = named("a", .currentContext)
        root.present(a, animated: true)
        device.runUntilIdle()
        let delegate = CardDelegate()
        let b = named("b", .custom)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        device.runUntilIdle()
        let replacement = named("replacement")
        nav.setViewControllers([replacement], animated: true)
        device.runUntilIdle()
        let pushed = named("pushed")
        nav.pushViewController(pushed, animated: false)
        device.runUntilIdle()
        device.edgePan(from: .left, distance: 330, duration: 0.3)
        device.runUntilIdle()
        #expect(nav.viewControllers == [replacement])
        #expect(nav.presentedViewController == nil)
    }
}

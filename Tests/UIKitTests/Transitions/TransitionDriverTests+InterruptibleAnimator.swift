import Testing
import UIKitTesting

@testable import UIKit

/// The driver asks the animator for its interruptible animator once per transition (statement
/// 97), so animators that build a new property animator on every call still work.
extension TransitionDriverTests {
    /// Slides the dismissed card down on a property animator built in
    /// `interruptibleAnimator(using:)`: a new one on each call unless `caches` keeps the first
    /// in a lazy variable, as presentation libraries write it.
    final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let caches: Bool
        var built = 0
        private weak var context: UIViewControllerContextTransitioning?
        init(caches: Bool) { self.caches = caches }

        private lazy var cached: UIViewPropertyAnimator = makeAnimator()

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.4
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            context = ctx
            return caches ? cached : makeAnimator()
        }

        private func makeAnimator() -> UIViewPropertyAnimator {
            built += 1
            let ctx = context!
            let card = ctx.view(forKey: .from)!
            let end = card.frame.offsetBy(dx: 0, dy: ctx.containerView.bounds.height)
            let a = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { card.frame = end }
            a.addCompletion { _ in
                let finished = !ctx.transitionWasCancelled
                if finished { card.removeFromSuperview() }
                ctx.completeTransition(finished)
            }
            return a
        }
    }

    final class CardDelegate: UIViewControllerTransitioningDelegate {
        let animator: CardDismissAnimator
        var interactor: UIPercentDrivenInteractiveTransition?
        init(animator: CardDismissAnimator) { self.animator = animator }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    func presentedCard(caches: Bool) -> (VirtualDevice, UIViewController, UIViewController, CardDelegate) {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let delegate = CardDelegate(animator: CardDismissAnimator(caches: caches))
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        device.runUntilIdle()
        return (device, root, card, delegate)
    }

    @Test(arguments: [false, true])
    func interactiveDismissalWithAFreshInterruptibleAnimatorOnEachAskEnds(caches: Bool) {
        let (device, root, card, delegate) = presentedCard(caches: caches)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        var ran = 0
        card.dismiss(animated: true) { ran += 1 }
        device.advance(by: 0.05)
        interactor.update(0.3)
        device.advance(by: 0.05)
        interactor.update(0.6)
        let mid = card.view.layer.presentation()!.frame.minY
        #expect(mid > 300 && mid < 844)
        interactor.finish()
        delegate.interactor = nil
        device.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(ran == 1)
        #expect(delegate.animator.built == 1)
        #expect(!device.diagnostics.contains { $0.contains("release a paused or stopped property animator") })
    }

    @Test(arguments: [false, true])
    func cancelledInteractiveDismissalWithAFreshInterruptibleAnimatorOnEachAskKeepsTheCard(caches: Bool) {
        let (device, root, card, delegate) = presentedCard(caches: caches)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        var ran = 0
        card.dismiss(animated: true) { ran += 1 }
        device.advance(by: 0.05)
        interactor.update(0.4)
        interactor.cancel()
        delegate.interactor = nil
        device.runUntilIdle()
        #expect(root.presentedViewController === card)
        #expect(card.view.frame == root.view.bounds)
        #expect(ran == 0)
        #expect(delegate.animator.built == 1)
        #expect(!device.diagnostics.contains { $0.contains("release a paused or stopped property animator") })
        card.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test(arguments: [false, true])
    func nonInteractiveDismissalKeepsTheInterruptibleAnimatorTheAnimatorStarted(caches: Bool) {
        let (device, root, card, delegate) = presentedCard(caches: caches)
        var ran = 0
        card.dismiss(animated: true) { ran += 1 }
        device.runUntilIdle()
        withExtendedLifetime(delegate) {}
        #expect(root.presentedViewController == nil)
        #expect(ran == 1)
        #expect(!device.diagnostics.contains { $0.contains("more than once") })
    }
}

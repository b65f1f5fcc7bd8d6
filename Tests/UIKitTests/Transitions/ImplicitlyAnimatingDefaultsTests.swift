import Testing
import UIKitTesting

@testable import UIKit

/// `UIViewImplicitlyAnimating`'s own members are optional in UIKit: an app's type that groups
/// several property animators behind one interruptible animator may implement only what
/// `UIViewAnimating` asks plus `addCompletion(_:)`, and the transition still runs.
@MainActor
@Suite(.checksLifetimes) struct ImplicitlyAnimatingDefaultsTests {
    /// Moves every animator it holds together; takes completions but no further animations and
    /// no new timing, as apps that group property animators write it.
    final class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
        private let animators: [UIViewPropertyAnimator]
        private var lead: UIViewPropertyAnimator { animators[0] }
        init(_ animators: [UIViewPropertyAnimator]) { self.animators = animators }

        func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
            lead.addCompletion(completion)
        }
        var state: UIViewAnimatingState { lead.state }
        var isRunning: Bool { lead.isRunning }
        var isReversed: Bool {
            get { lead.isReversed }
            set { for a in animators { a.isReversed = newValue } }
        }
        var fractionComplete: CGFloat {
            get { lead.fractionComplete }
            set { for a in animators { a.fractionComplete = newValue } }
        }
        func startAnimation() { for a in animators { a.startAnimation() } }
        func startAnimation(afterDelay delay: TimeInterval) {
            for a in animators { a.startAnimation(afterDelay: delay) }
        }
        func pauseAnimation() { for a in animators { a.pauseAnimation() } }
        func stopAnimation(_ withoutFinishing: Bool) { for a in animators { a.stopAnimation(withoutFinishing) } }
        func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
            for a in animators { a.finishAnimation(at: finalPosition) }
        }
    }

    /// Slides the dismissed card down and fades it, each on its own property animator, grouped.
    final class GroupedDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private var group: AnimatorGroup?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.4
        }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let group { return group }
            let card = ctx.view(forKey: .from)!
            let end = card.frame.offsetBy(dx: 0, dy: ctx.containerView.bounds.height)
            let slide = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { card.frame = end }
            let fade = UIViewPropertyAnimator(duration: 0.4, curve: .easeIn) { card.alpha = 0.5 }
            let made = AnimatorGroup([slide, fade])
            made.addCompletion { position in
                if position == .end { card.removeFromSuperview() }
                ctx.completeTransition(position == .end)
            }
            group = made
            return made
        }
        func animationEnded(_ transitionCompleted: Bool) { group = nil }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let animator = GroupedDismissAnimator()
        var interactor: UIPercentDrivenInteractiveTransition?
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    func presentedCard() -> (VirtualDevice, UIViewController, UIViewController, Delegate) {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        let delegate = Delegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        device.runUntilIdle()
        return (device, root, card, delegate)
    }

    @Test func aGroupWithoutContinueAnimationFinishesAnInteractiveDismissal() {
        let (device, root, card, delegate) = presentedCard()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        var ran = 0
        card.dismiss(animated: true) { ran += 1 }
        device.advance(by: 0.05)
        interactor.update(0.5)
        device.advance(by: 0.05)
        let mid = card.view.layer.presentation()!.frame.minY
        #expect(mid > 300 && mid < 600)
        interactor.finish()
        delegate.interactor = nil
        device.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(ran == 1)
    }

    @Test func aGroupWithoutContinueAnimationCancelsAnInteractiveDismissal() {
        let (device, root, card, delegate) = presentedCard()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        card.dismiss(animated: true)
        device.advance(by: 0.05)
        interactor.update(0.4)
        interactor.cancel()
        delegate.interactor = nil
        device.runUntilIdle()
        #expect(root.presentedViewController === card)
        #expect(card.view.frame == root.view.bounds)
        #expect(card.view.alpha == 1)
        card.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func alongsideBlocksRunBesideAGroupThatTakesNoAnimations() {
        let (device, root, card, _) = presentedCard()
        let shade = UIView()
        root.view.addSubview(shade)
        var completed: Bool?
        card.dismiss(animated: true)
        card.transitionCoordinator?.animate(
            alongsideTransition: { _ in shade.alpha = 0.25 },
            completion: { completed = !$0.isCancelled })
        device.advance(by: 0.2)
        let between = shade.layer.presentation()!.opacity
        #expect(between < 1 && between > 0.25)
        device.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(shade.alpha == 0.25)
        #expect(completed == true)
        shade.removeFromSuperview()
    }
}

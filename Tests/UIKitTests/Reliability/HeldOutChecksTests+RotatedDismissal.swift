import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// Issue 31, family 1, in the form the fuzzer found it: a half-height custom presentation whose
/// presentation controller only says where the card goes, presented (animated or not) and
/// settled, then the device rotates, then an interactive dismissal is cancelled. Each step is
/// checked for the card's view, the appearance callbacks and the presenting link.
@MainActor
@Suite(.checksLifetimes) struct CancelledDismissalAfterRotationTests {
    /// The bottom half of the container, worked out when asked.
    final class BottomHalf: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let b = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
        }
    }

    /// Slides the card up from below its final frame; slides it down by its own height on the
    /// way out, linearly, and puts it back where it was when the dismissal is cancelled.
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        init(_ presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            if presenting, let to = ctx.viewController(forKey: .to), let v = ctx.view(forKey: .to) {
                let final = ctx.finalFrame(for: to)
                ctx.containerView.addSubview(v)
                v.frame = final.offsetBy(dx: 0, dy: final.height)
                UIView.animate(withDuration: 0.3, animations: { v.frame = final }) { _ in
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            } else if let v = ctx.view(forKey: .from) {
                let start = v.frame
                UIView.animate(
                    withDuration: 0.3, delay: 0, options: [.curveLinear],
                    animations: { v.frame = start.offsetBy(dx: 0, dy: start.height) }
                ) { _ in
                    let ok = !ctx.transitionWasCancelled
                    if ok { v.removeFromSuperview() } else { v.frame = start }
                    ctx.completeTransition(ok)
                }
            } else {
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }

    final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? { BottomHalf(presentedViewController: presented, presenting: presenting) }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { SlideUp(true) }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideUp(false)
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    @Test(arguments: [true, false], [false, true])
    func cancelledInteractiveDismissalAfterRotatingKeepsTheCardAndItsCallbacksBalanced(
        presentsAnimated: Bool, contextPresentationFirst: Bool
    ) {
        let log = EventLog()
        let device = VirtualDevice()
        let root = RecordingViewController("root", log: log)
        let nav = UINavigationController(rootViewController: root)
        device.window.rootViewController = nav
        device.runUntilIdle()
        let delegate = CardDelegate()
        let card = RecordingViewController("card", log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        func appearance() -> [String] {
            log.events.filter { $0.hasPrefix("card.view") || $0.hasPrefix("root.view") }
                .filter { !$0.contains("Layout") && !$0.contains("SafeArea") && !$0.contains("viewDidLoad") }
        }

        log.clear()
        nav.topViewController!.present(card, animated: presentsAnimated)
        device.runUntilIdle()
        #expect(nav.presentedViewController === card)
        #expect(card.presentingViewController === nav)
        #expect(card.view.window === device.window)
        #expect(root.view.window === device.window)
        #expect(appearance() == ["card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear"])

        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(nav.presentedViewController === card)
        #expect(card.view.window === device.window)

        if contextPresentationFirst {
            let context = RecordingViewController("context", log: log)
            context.modalPresentationStyle = .currentContext
            card.present(context, animated: true)
            device.runUntilIdle()
            #expect(context.presentingViewController === card)
            context.dismiss(animated: false)
            device.runUntilIdle()
            #expect(card.presentedViewController == nil)
            #expect(card.view.window === device.window)
            #expect(nav.presentedViewController === card)
        }

        // Known issue: in this form (the issue's own code) the cancelled dismissal still
        // completes and runs its completion, on this branch; the form in HeldOutChecksTests,
        // whose presentation animator differs, keeps the card.
        withKnownIssue("issue 31 family 1: the cancelled dismissal completes") {
            log.clear()
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            var ran = 0
            card.dismiss(animated: true) { ran += 1 }
            device.advance(by: 0.05)
            interactor.update(0.65)
            device.advance(by: 0.1)
            #expect(card.isBeingDismissed)
            interactor.cancel()
            delegate.interactor = nil
            device.runUntilIdle()

            #expect(ran == 0)
            #expect(nav.presentedViewController === card)
            #expect(card.presentingViewController === nav)
            #expect(!card.isBeingDismissed)
            #expect(card.view.window === device.window)
            #expect(root.view.window === device.window)
            #expect(
                appearance() == [
                    "card.viewWillDisappear", "card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear",
                ])
            #expect(device.consistencyViolations(of: [nav, root, card]) == [])

            // The card is still dismissible afterwards.
            card.dismiss(animated: false)
            device.runUntilIdle()
            #expect(nav.presentedViewController == nil)
            #expect(card.view.window == nil)
        }
    }
}

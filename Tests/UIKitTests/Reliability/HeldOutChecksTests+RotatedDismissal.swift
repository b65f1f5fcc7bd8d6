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

    /// What happens to the card between its presentation and the interactive dismissal.
    enum Cover: CaseIterable, Sendable {
        /// Nothing: the rotation alone.
        case none
        /// A current-context presentation over the card, made and dismissed (not animated)
        /// after the rotation.
        case currentContextAfterRotation
        /// A full-screen presentation over the card (which takes the card's view out of the
        /// window) across the rotation, dismissed (not animated) after it.
        case fullScreenAcrossRotation
    }

    @Test(arguments: [true, false], Cover.allCases)
    func cancelledInteractiveDismissalAfterRotatingKeepsTheCardAndItsCallbacksBalanced(
        presentsAnimated: Bool, cover: Cover
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
        let other = RecordingViewController("other", log: log)
        other.modalPresentationStyle = cover == .fullScreenAcrossRotation ? .fullScreen : .currentContext
        func appearance() -> [String] {
            log.events.filter { $0.hasPrefix("card.view") || $0.hasPrefix("root.view") || $0.hasPrefix("other.view") }
                .filter {
                    !$0.contains("Layout") && !$0.contains("SafeArea") && !$0.contains("viewDidLoad")
                        && !$0.contains("Transition")
                }
        }
        // The bottom half of the container, in portrait and then in landscape.
        let portraitHalf = CGRect(x: 0, y: 422, width: 390, height: 422)
        let landscapeHalf = CGRect(x: 0, y: 195, width: 844, height: 195)

        log.clear()
        nav.topViewController!.present(card, animated: presentsAnimated)
        device.runUntilIdle()
        #expect(nav.presentedViewController === card)
        #expect(card.presentingViewController === nav)
        #expect(card.view.window === device.window)
        #expect(card.view.frame == portraitHalf)
        #expect(root.view.window === device.window)
        #expect(appearance() == ["card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear"])

        if cover == .fullScreenAcrossRotation {
            log.clear()
            card.present(other, animated: true)
            device.runUntilIdle()
            #expect(other.presentingViewController === card)
            #expect(card.view.window == nil)
            // The root stays in the window under the card's container: only the card goes.
            #expect(
                appearance() == [
                    "card.viewWillDisappear", "other.viewWillAppear", "other.viewIsAppearing", "other.viewDidAppear",
                    "card.viewDidDisappear",
                ])
        }

        log.clear()
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(nav.presentedViewController === card)
        #expect(appearance() == [])
        if cover != .fullScreenAcrossRotation {
            // The presentation controller puts the card where it says the card goes now ([U]).
            #expect(card.view.window === device.window)
            #expect(card.view.frame == landscapeHalf)
        }

        if cover != .none {
            if cover == .currentContextAfterRotation {
                card.present(other, animated: true)
                device.runUntilIdle()
                #expect(other.presentingViewController === card)
            }
            log.clear()
            other.dismiss(animated: false)
            device.runUntilIdle()
            #expect(card.presentedViewController == nil)
            #expect(other.presentingViewController == nil)
            #expect(nav.presentedViewController === card)
            #expect(card.presentingViewController === nav)
            #expect(card.view.window === device.window)
            #expect(card.view.superview === card.presentationController?.containerView)
            #expect(card.view.frame == landscapeHalf)
            #expect(
                appearance() == [
                    "other.viewWillDisappear", "card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear",
                    "other.viewDidDisappear",
                ])
        }

        log.clear()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        var ran = 0
        card.dismiss(animated: true) { ran += 1 }
        device.advance(by: 0.05)
        interactor.update(0.65)
        device.advance(by: 0.1)
        #expect(card.isBeingDismissed)
        // Linear and scrubbed to 65 %: the card is 65 % of its height down.
        #expect(abs(card.view.layer.presentation()!.frame.minY - (195 + 0.65 * 195)) < 1)
        #expect(appearance() == ["card.viewWillDisappear"])
        interactor.cancel()
        delegate.interactor = nil
        device.runUntilIdle()

        #expect(ran == 0)
        #expect(nav.presentedViewController === card)
        #expect(card.presentingViewController === nav)
        #expect(!card.isBeingDismissed)
        #expect(card.view.window === device.window)
        #expect(card.view.superview === card.presentationController?.containerView)
        #expect(card.view.frame == landscapeHalf)
        #expect(root.view.window === device.window)
        #expect(
            appearance() == [
                "card.viewWillDisappear", "card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear",
            ])
        #expect(device.consistencyViolations(of: [nav, root, card, other]) == [])

        // The card is still dismissible afterwards.
        log.clear()
        card.dismiss(animated: false)
        device.runUntilIdle()
        #expect(nav.presentedViewController == nil)
        #expect(card.presentingViewController == nil)
        #expect(card.view.window == nil)
        #expect(appearance() == ["card.viewWillDisappear", "card.viewDidDisappear"])
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// Statement 107: transitions whose animator vends a `UIViewPropertyAnimator` from
/// `interruptibleAnimator(using:)`, run by the one driver for presentations, pushes, pops and
/// tab switches: started through `animateTransition` when not interactive, scrubbed, paused,
/// continued and reversed through the context when interactive.
@MainActor
@Suite(.checksLifetimes) struct InterruptibleTransitionTests {
    /// Slides the "to" view in from the trailing edge and the "from" view out to the leading
    /// edge over one second, linearly, on one property animator it keeps for the transition.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let log: EventLog
        var propertyAnimator: UIViewPropertyAnimator?
        weak var context: UIViewControllerContextTransitioning?
        var fromStart = CGRect.zero
        init(log: EventLog) { self.log = log }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            log.record("animator.animateTransition")
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let propertyAnimator { return propertyAnimator }
            log.record("animator.interruptibleAnimator")
            context = ctx
            let width = ctx.containerView.bounds.width
            let toView = ctx.view(forKey: .to)
            let fromView = ctx.view(forKey: .from)
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            if let toView {
                ctx.containerView.addSubview(toView)
                toView.frame = final.offsetBy(dx: width, dy: 0)
            }
            fromStart = fromView?.frame ?? .zero
            let start = fromStart
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                toView?.frame = final
                fromView?.frame = start.offsetBy(dx: -width, dy: 0)
            }
            a.addCompletion { [log] position in
                log.record("propertyAnimator.completion(\(position == .end ? "end" : "start"))")
                if position == .start { toView?.removeFromSuperview() }
                ctx.completeTransition(position == .end)
            }
            propertyAnimator = a
            return a
        }

        func animationEnded(_ transitionCompleted: Bool) {
            log.record("animator.animationEnded(\(transitionCompleted))")
        }
    }

    final class PresentDelegate: UIViewControllerTransitioningDelegate {
        let animator: SlideAnimator
        let interactor: UIViewControllerInteractiveTransitioning?
        init(animator: SlideAnimator, interactor: UIViewControllerInteractiveTransitioning?) {
            self.animator = animator
            self.interactor = interactor
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        { interactor }
    }

    final class NavDelegate: UINavigationControllerDelegate {
        let log: EventLog
        var animator: SlideAnimator?
        var interactor: UIViewControllerInteractiveTransitioning?
        init(log: EventLog) { self.log = log }
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            let a = SlideAnimator(log: log)
            animator = a
            return a
        }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    final class TabDelegate: UITabBarControllerDelegate {
        let animator: SlideAnimator
        init(animator: SlideAnimator) { self.animator = animator }
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    struct Presentation {
        let device: VirtualDevice
        let log: EventLog
        let a: RecordingViewController
        let b: RecordingViewController
        let animator: SlideAnimator
        let delegate: PresentDelegate
    }

    /// A presents B (over full screen) with the slide animator and `interactor`, one frame in.
    func present(
        interactor: UIViewControllerInteractiveTransitioning? = nil, size: CGSize = CGSize(width: 390, height: 844)
    ) -> Presentation {
        let device = VirtualDevice(size: size)
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        let animator = SlideAnimator(log: log)
        let delegate = PresentDelegate(animator: animator, interactor: interactor)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        log.clear()
        a.present(b, animated: true) { log.record("present.completion") }
        device.advance(by: 0)
        return Presentation(device: device, log: log, a: a, b: b, animator: animator, delegate: delegate)
    }

    func transitionLog(_ log: EventLog) -> [String] {
        log.entries.filter {
            !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("loadView") && !$0.hasSuffix("viewIsAppearing")
        }
    }

    @Test func aPropertyAnimatorBackedPresentationCompletesWithCallbacksInOrder() {
        let s = present()
        let coordinator = s.b.transitionCoordinator
        #expect(coordinator?.isInterruptible == true)
        #expect(coordinator?.isInteractive == false)
        let width = s.device.window.bounds.width
        s.b.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                s.log.record("coordinator.alongside")
                s.a.view.alpha = 0
            },
            completion: { _ in s.log.record("coordinator.completion") })
        #expect(s.animator.propertyAnimator?.isRunning == true)
        s.device.advance(by: 0.25)
        // Linear: a quarter of the way, for the animator's own changes and the alongside block.
        #expect(abs(s.b.view.layer.presentation()!.frame.minX - width * 0.75) < 0.5)
        #expect(abs(s.a.view.layer.presentation()!.opacity - 0.75) < 0.01)
        s.device.runUntilIdle()
        #expect(
            transitionLog(s.log) == [
                "B.viewWillAppear", "animator.animateTransition", "animator.interruptibleAnimator",
                "coordinator.alongside", "propertyAnimator.completion(end)", "B.viewDidAppear",
                "coordinator.completion", "animator.animationEnded(true)", "present.completion",
            ])
        #expect(s.b.view.frame.minX == 0 && s.a.view.alpha == 0)
        #expect(s.a.presentedViewController === s.b && s.b.transitionCoordinator == nil)
        #expect(s.device.diagnostics.isEmpty)
        withExtendedLifetime(s.delegate) {}
    }

    @Test func anInteractiveScrubSetsFractionCompleteExactly() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let s = present(interactor: interactor)
        let width = s.device.window.bounds.width
        let animator = s.animator.propertyAnimator
        #expect(animator?.state == .active && animator?.isRunning == false)
        interactor.update(0.3)
        #expect(animator?.fractionComplete == 0.3)
        #expect(s.b.transitionCoordinator?.percentComplete == 0.3)
        s.device.advance(by: 0.5)  // the user holds still: nothing moves
        #expect(animator?.fractionComplete == 0.3)
        #expect(abs(s.b.view.layer.presentation()!.frame.minX - width * 0.7) < 0.5)
        interactor.update(0.75)
        #expect(animator?.fractionComplete == 0.75)
        #expect(abs(s.b.view.layer.presentation()!.frame.minX - width * 0.25) < 0.5)
        interactor.finish()
        #expect(animator?.isRunning == true && animator?.isReversed == false)
        s.device.runUntilIdle()
        #expect(
            s.log.filtered("animator.", "propertyAnimator.", "present.")
                == [
                    "animator.interruptibleAnimator", "propertyAnimator.completion(end)",
                    "animator.animationEnded(true)", "present.completion",
                ])
        #expect(s.b.view.frame.minX == 0 && s.a.presentedViewController === s.b)
        withExtendedLifetime(s.delegate) {}
    }

    static func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func theScreenShowsTheScrubbedFraction() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let s = present(interactor: interactor, size: CGSize(width: 100, height: 100))
        s.a.view.backgroundColor = .white
        s.b.view.backgroundColor = .red
        interactor.update(0.5)
        // B has come half way in from the right edge.
        let half = s.device.screenshot()
        #expect(Self.rgba(half, 45, 50) == [255, 255, 255, 255])
        #expect(Self.rgba(half, 55, 50) == [255, 0, 0, 255])
        interactor.update(0.8)
        let further = s.device.screenshot()
        #expect(Self.rgba(further, 15, 50) == [255, 255, 255, 255])
        #expect(Self.rgba(further, 25, 50) == [255, 0, 0, 255])
        interactor.cancel()
        s.device.runUntilIdle()
        #expect(Self.rgba(s.device.screenshot(), 95, 50) == [255, 255, 255, 255])
        #expect(s.a.presentedViewController == nil && s.b.viewIfLoaded?.superview == nil)
        withExtendedLifetime(s.delegate) {}
    }

    @Test func cancellingReversesTheAnimatorAndRestoresTheFromViewsFrame() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavDelegate(log: log)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        nav.delegate = delegate
        device.window.rootViewController = nav
        device.runUntilIdle()
        let start = a.view.frame
        let width = nav.view.bounds.width
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        interactor.update(0.5)
        #expect(abs(a.view.layer.presentation()!.frame.minX - (start.minX - width / 2)) < 0.5)
        interactor.cancel()
        let animator = delegate.animator?.propertyAnimator
        #expect(animator?.isReversed == true && animator?.isRunning == true)
        #expect(nav.transitionCoordinator?.isCancelled == true)
        // Back from one half over half a second (completion speed 1).
        device.advance(by: 0.25)
        #expect(abs(a.view.layer.presentation()!.frame.minX - (start.minX - width / 4)) < 1)
        device.runUntilIdle()
        #expect(
            log.filtered("propertyAnimator.", "animator.animationEnded") == [
                "propertyAnimator.completion(start)", "animator.animationEnded(false)",
            ])
        #expect(a.view.frame == start)
        #expect(nav.viewControllers == [a] && b.viewIfLoaded?.superview == nil)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func pausingARunningTransitionMidFlightMakesItInteractiveThenFinishes() {
        let s = present()
        let coordinator = s.b.transitionCoordinator
        var changes: [Bool] = []
        var progressAtChanges: [CGFloat] = []
        coordinator?.notifyWhenInteractionChanges {
            changes.append($0.isInteractive)
            progressAtChanges.append($0.percentComplete)
        }
        s.device.advance(by: 0.4)
        let context = s.animator.context
        context?.pauseInteractiveTransition()  // a pan grabs the running transition
        let animator = s.animator.propertyAnimator
        #expect(coordinator?.isInteractive == true && coordinator?.initiallyInteractive == false)
        #expect(changes == [true])
        #expect(animator?.isRunning == false)
        let grabbed = animator?.fractionComplete ?? 0
        #expect(abs(grabbed - 0.4) < 0.02)
        #expect(progressAtChanges == [grabbed] && coordinator?.percentComplete == grabbed)
        s.device.advance(by: 5)  // held: no hang is reported, nothing moves
        #expect(animator?.fractionComplete == grabbed)
        #expect(s.device.diagnostics.isEmpty)
        context?.updateInteractiveTransition(0.6)
        #expect(animator?.fractionComplete == 0.6)
        context?.finishInteractiveTransition()
        #expect(changes == [true, false] && coordinator?.isInteractive == false)
        #expect(progressAtChanges == [grabbed, 0.6])
        #expect(animator?.isRunning == true)
        s.device.runUntilIdle()
        #expect(
            s.log.filtered("propertyAnimator.", "present.") == [
                "propertyAnimator.completion(end)", "present.completion",
            ])
        #expect(s.a.presentedViewController === s.b && s.b.view.frame.minX == 0)
        #expect(s.device.diagnostics.isEmpty)
        withExtendedLifetime(s.delegate) {}
    }

    @Test func aCancelledTransitionGrabbedAgainCanStillFinish() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let s = present(interactor: interactor)
        let animator = s.animator.propertyAnimator
        interactor.update(0.5)
        interactor.cancel()
        s.device.advance(by: 0.2)
        #expect(animator?.isReversed == true && (animator?.fractionComplete ?? 1) < 0.5)
        interactor.pause()  // the user catches it on its way back
        #expect(s.b.transitionCoordinator?.isInteractive == true && animator?.isRunning == false)
        #expect(s.b.transitionCoordinator?.isCancelled == false)
        interactor.update(0.8)
        #expect(animator?.fractionComplete == 0.8)
        interactor.finish()
        #expect(animator?.isReversed == false && animator?.isRunning == true)
        s.device.runUntilIdle()
        #expect(
            s.log.filtered("propertyAnimator.", "animator.animationEnded") == [
                "propertyAnimator.completion(end)", "animator.animationEnded(true)",
            ])
        #expect(s.a.presentedViewController === s.b && s.b.view.frame.minX == 0)
        withExtendedLifetime(s.delegate) {}
    }

    @Test func anInterruptiblePushRunsAndAnInteractivePopFinishes() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavDelegate(log: log)
        nav.delegate = delegate
        device.window.rootViewController = nav
        device.runUntilIdle()
        let width = nav.view.bounds.width
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(nav.transitionCoordinator?.isInterruptible == true)
        #expect(
            log.filtered("animator.").prefix(2) == ["animator.animateTransition", "animator.interruptibleAnimator"])
        device.advance(by: 0.5)
        #expect(abs(b.view.layer.presentation()!.frame.minX - width / 2) < 0.5)
        device.runUntilIdle()
        #expect(nav.viewControllers == [a, b] && b.view.frame.minX == 0)
        log.clear()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        nav.popViewController(animated: true)
        #expect(nav.transitionCoordinator?.initiallyInteractive == true)
        interactor.update(0.4)
        #expect(delegate.animator?.propertyAnimator?.fractionComplete == 0.4)
        #expect(abs(b.view.layer.presentation()!.frame.minX + width * 0.4) < 0.5)
        interactor.finish()
        device.runUntilIdle()
        #expect(log.filtered("animator.animateTransition").isEmpty)
        #expect(log.filtered("animator.animationEnded") == ["animator.animationEnded(true)"])
        #expect(nav.viewControllers == [a] && a.view.frame.minX == 0)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func aTabSwitchGrabbedMidFlightCanBeCancelled() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let animator = SlideAnimator(log: log)
        let delegate = TabDelegate(animator: animator)
        tabs.delegate = delegate
        device.window.rootViewController = tabs
        device.runUntilIdle()
        log.clear()
        tabs.selectedIndex = 1
        device.advance(by: 0.5)
        let context = animator.context
        context?.pauseInteractiveTransition()
        #expect(tabs.transitionCoordinator?.isInteractive == true)
        context?.cancelInteractiveTransition()
        #expect(animator.propertyAnimator?.isReversed == true)
        device.runUntilIdle()
        #expect(tabs.selectedIndex == 0 && a.view.frame.minX == 0 && b.viewIfLoaded?.superview == nil)
        #expect(log.filtered("propertyAnimator.") == ["propertyAnimator.completion(start)"])
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func statement107_nonInteractiveTransitionsStillCallAnimateTransition() {
        // Not interactive: UIKit calls animateTransition, which starts the interruptible animator.
        let running = present()
        running.device.runUntilIdle()
        #expect(running.log.filtered("animator.animateTransition").count == 1)
        #expect(running.a.presentedViewController === running.b)
        withExtendedLifetime(running.delegate) {}
        // Interactive: the interruptible animator alone is driven (statement 97: one instance).
        let interactor = UIPercentDrivenInteractiveTransition()
        let driven = present(interactor: interactor)
        let first = driven.animator.propertyAnimator
        interactor.update(0.5)
        interactor.finish()
        driven.device.runUntilIdle()
        #expect(driven.log.filtered("animator.animateTransition").isEmpty)
        #expect(driven.log.filtered("animator.interruptibleAnimator").count == 1)
        #expect(driven.animator.propertyAnimator === first)
        #expect(driven.a.presentedViewController === driven.b)
        withExtendedLifetime(driven.delegate) {}
    }
}

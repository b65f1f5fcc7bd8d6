import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 84, 98, 99, 101, 103, 104, 106: percent-driven interactive transitions and
/// what a cancelled one tells the presentation controller.
@MainActor
@Suite(.checksLifetimes) struct InteractiveConformanceTests {
    /// Logs each driver call and what the context reports right after it.
    final class SpyInteractor: UIPercentDrivenInteractiveTransition {
        var calls: [String] = []
        weak var context: UIViewControllerContextTransitioning?
        override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            context = transitionContext
            super.startInteractiveTransition(transitionContext)
        }
        override func update(_ percentComplete: CGFloat) {
            super.update(percentComplete)
            calls.append("update(\(percentComplete)) -> \(context?.percentCompleteForTest ?? -1)")
        }
        override func pause() {
            super.pause()
            calls.append("pause")
        }
        override func cancel() {
            super.cancel()
            calls.append("cancel wasCancelled=\(context?.transitionWasCancelled == true)")
        }
        override func finish() {
            super.finish()
            calls.append("finish")
        }
    }

    /// A presentation controller with a view of its own, put up and taken down as documented.
    final class ChromeController: UIPresentationController {
        let chrome = UIView()
        var log: [String] = []
        override func presentationTransitionWillBegin() { containerView?.insertSubview(chrome, at: 0) }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            log.append("presentationTransitionDidEnd(\(completed))")
            if !completed { chrome.removeFromSuperview() }
        }
        override func dismissalTransitionWillBegin() { log.append("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.append("dismissalTransitionDidEnd(\(completed))")
            if completed { chrome.removeFromSuperview() }
        }
    }

    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let a: RecordingViewController
        let b: RecordingViewController
        let delegate: RecordingTransitioningDelegate
        let animator: RecordingAnimator
        let interactor: SpyInteractor
    }

    func scene(
        customController: Bool = false, alsoAnimates: ((UIViewControllerContextTransitioning) -> Void)? = nil
    ) -> Scene {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        let delegate = RecordingTransitioningDelegate(log: log)
        let animator = RecordingAnimator(log: log, presenting: true)
        animator.duration = 1
        animator.alsoAnimates = alsoAnimates
        delegate.presentAnimator = animator
        delegate.dismissAnimator = RecordingAnimator(log: log, presenting: false)
        let interactor = SpyInteractor()
        delegate.presentInteractor = interactor
        if customController {
            delegate.presentationControllerFactory = { presented, presenting in
                ChromeController(presentedViewController: presented, presenting: presenting)
            }
        }
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = customController ? .custom : .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 1.0 / 60)
        return Scene(
            device: device, log: log, a: a, b: b, delegate: delegate, animator: animator, interactor: interactor)
    }

    @Test func statement098_driverCallsForwardToTheContext() {
        let s = scene()
        s.interactor.update(0.3)
        s.interactor.pause()
        s.interactor.cancel()
        s.device.runUntilIdle()
        #expect(
            s.interactor.calls == ["update(0.3) -> 0.3", "pause", "cancel wasCancelled=true"])
        #expect(s.a.presentedViewController == nil)
        let t = scene()
        t.interactor.update(0.6)
        t.interactor.finish()
        #expect(t.interactor.context?.transitionWasCancelled == false)
        t.device.runUntilIdle()
        #expect(t.a.presentedViewController === t.b)
    }

    @Test func statement099_updateClampsBelowZeroAndRemembersTheLastValue() {
        let s = scene()
        #expect(s.interactor.duration == 1)
        s.interactor.update(0.42)
        #expect(s.interactor.percentComplete == 0.42)
        s.interactor.update(-0.5)
        #expect(s.interactor.percentComplete == 0)
        #expect(abs(s.b.view.layer.presentation()!.frame.minY - 844) < 1)
        // Above one the animation looks finished.
        s.interactor.update(1.5)
        #expect(abs(s.b.view.layer.presentation()!.frame.minY) < 1)
        s.interactor.finish()
        s.device.runUntilIdle()
        #expect(s.b.view.frame.minY == 0)
    }

    @Test func statement101_completionCurveDefaultsToEaseInOutAndTheInteractivePartIsLinear() {
        let s = scene()
        #expect(s.interactor.completionCurve == .easeInOut)
        #expect(s.interactor.timingCurve == nil)
        // The animator's own curve is ease-in-out; interactive time maps to it linearly.
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        s.interactor.update(0.2)
        #expect(abs(s.b.view.layer.presentation()!.frame.minY - 844 * (1 - curve.evaluate(0.2))) < 0.01)
        s.interactor.update(0.7)
        #expect(abs(s.b.view.layer.presentation()!.frame.minY - 844 * (1 - curve.evaluate(0.7))) < 0.01)
        s.interactor.finish()
        s.device.runUntilIdle()
    }

    @Test func statement103_theAnimatorCompletesThePercentDrivenTransitionItself() {
        let s = scene()
        s.animator.completes = false
        s.interactor.update(0.5)
        s.interactor.finish()
        s.device.runUntilIdle()
        // Finishing the interaction is not the end: the animator's completeTransition is.
        #expect(s.a.presentedViewController === s.b)
        #expect(s.log.filtered("B.viewDidAppear").isEmpty)
        s.animator.lastContext?.completeTransition(true)
        s.device.runUntilIdle()
        #expect(s.log.filtered("B.viewDidAppear").count == 1)
    }

    @Test func statement104_coreAnimationAddedDirectlyIsNotScrubbed() {
        let marker = CALayer()
        let s = scene { ctx in
            ctx.containerView.layer.addSublayer(marker)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.5
            marker.add(fade, forKey: "fade")
        }
        s.interactor.update(0.1)
        s.device.advance(by: 0.25)
        // The Core Animation fade ran on the clock: about half way after 0.25 s of its 0.5 s.
        let opacity = marker.presentation()?.opacity ?? 0
        #expect(opacity > 0.4 && opacity < 0.6)
        // The animator's UIView animation stays where the interaction put it (10 %, eased).
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.1)
        #expect(abs(s.b.view.layer.presentation()!.frame.minY - 844 * (1 - eased)) < 0.5)
        s.interactor.finish()
        s.device.runUntilIdle()
        #expect(marker.animationKeys() == nil)
        #expect(s.b.view.frame.minY == 0)
    }

    @Test func statement084_customViewsGoWhenAPresentationIsCancelledOrADismissalCompletes() {
        // Cancelled presentation: didEnd(false), the "to" view and the chrome go.
        let s = scene(customController: true)
        let pc = s.b.presentationController as! ChromeController
        #expect(pc.chrome.superview != nil)
        s.interactor.update(0.3)
        s.interactor.cancel()
        s.device.runUntilIdle()
        #expect(pc.log == ["presentationTransitionDidEnd(false)"])
        #expect(pc.chrome.superview == nil)
        #expect(s.b.viewIfLoaded?.window == nil)
        // Cancelled dismissal: didEnd(false), the presented controller and the chrome stay.
        let t = scene(customController: true)
        t.interactor.finish()
        t.device.runUntilIdle()
        let tpc = t.b.presentationController as! ChromeController
        let dismissInteractor = UIPercentDrivenInteractiveTransition()
        t.delegate.dismissInteractor = dismissInteractor
        t.b.dismiss(animated: true)
        t.device.advance(by: 1.0 / 60)
        dismissInteractor.update(0.2)
        dismissInteractor.cancel()
        t.device.runUntilIdle()
        #expect(
            tpc.log == [
                "presentationTransitionDidEnd(true)", "dismissalTransitionWillBegin",
                "dismissalTransitionDidEnd(false)",
            ])
        #expect(tpc.chrome.superview != nil)
        #expect(t.a.presentedViewController === t.b)
        #expect(t.b.view.window === t.device.window)
        t.delegate.dismissInteractor = nil
        t.b.dismiss(animated: false)
        t.device.runUntilIdle()
        #expect(tpc.log.last == "dismissalTransitionDidEnd(true)")
        #expect(tpc.chrome.superview == nil)
    }

    @Test func statement106_cancelledPresentationUndoesItsViewsAndCancelledDismissalKeepsThePresented() {
        let s = scene(customController: true)
        let pc = s.b.presentationController as! ChromeController
        let container = pc.containerView
        #expect(s.b.view.superview === container)
        s.interactor.update(0.5)
        s.interactor.cancel()
        s.device.runUntilIdle()
        #expect(pc.log == ["presentationTransitionDidEnd(false)"])
        #expect(s.b.viewIfLoaded?.superview == nil)
        #expect(container?.window == nil)
        #expect(s.a.presentedViewController == nil && s.b.presentingViewController == nil)
        #expect(s.a.view.window === s.device.window)
        let t = scene(customController: true)
        t.interactor.finish()
        t.device.runUntilIdle()
        let tpc = t.b.presentationController as! ChromeController
        let dismissInteractor = UIPercentDrivenInteractiveTransition()
        t.delegate.dismissInteractor = dismissInteractor
        let frame = t.b.view.frame
        t.log.clear()
        t.b.dismiss(animated: true)
        t.device.advance(by: 1.0 / 60)
        dismissInteractor.update(0.6)
        dismissInteractor.cancel()
        t.device.runUntilIdle()
        #expect(tpc.log.last == "dismissalTransitionDidEnd(false)")
        #expect(t.b.view.window === t.device.window)
        #expect(t.b.view.frame == frame)
        #expect(t.a.presentedViewController === t.b)
        // The presented controller went through will-disappear and came back.
        #expect(t.log.filtered("B.viewWillDisappear").count == 1)
        #expect(t.log.filtered("B.viewDidDisappear").isEmpty)
        #expect(t.log.filtered("B.viewDidAppear").count == 1)
        t.delegate.dismissInteractor = nil
        t.b.dismiss(animated: false)
        t.device.runUntilIdle()
    }
}

extension UIViewControllerContextTransitioning {
    /// The percentage the context's coordinator reports, for checking forwarding.
    @MainActor var percentCompleteForTest: CGFloat {
        (viewController(forKey: .to)?.transitionCoordinator?.percentComplete) ?? -1
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// Tab switches with a delegate's animator and interaction controller, through the shared
/// transition driver: the coordinator, the callback order, cancelling, and requests that
/// arrive mid-switch.
@MainActor
@Suite(.checksLifetimes) struct UITabBarControllerTransitionTests {
    /// Cross-fades the new tab in over `duration`, logging the animator's calls.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            log.record("animator.animateTransition")
            guard let toView = ctx.view(forKey: .to), let to = ctx.viewController(forKey: .to) else { return }
            toView.frame = ctx.finalFrame(for: to)
            toView.alpha = 0
            ctx.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                if ctx.transitionWasCancelled { toView.alpha = 1 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) {
            log.record("animator.animationEnded(\(transitionCompleted))")
        }
    }

    final class Delegate: UITabBarControllerDelegate {
        let log: EventLog
        var interactor: UIPercentDrivenInteractiveTransition?
        init(log: EventLog) { self.log = log }
        func tabBarController(
            _ c: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            log.record("delegate.animationController")
            return FadeAnimator(log: log)
        }
        func tabBarController(
            _ c: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            log.record("delegate.interactionController")
            return interactor
        }
    }

    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let tabs: UITabBarController
        let a: RecordingViewController
        let b: RecordingViewController
        let c: RecordingViewController
        let delegate: Delegate
    }

    func scene() -> Scene {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        let delegate = Delegate(log: log)
        tabs.delegate = delegate
        device.window.rootViewController = tabs
        device.runUntilIdle()
        log.clear()
        return Scene(device: device, log: log, tabs: tabs, a: a, b: b, c: c, delegate: delegate)
    }

    func order(_ log: EventLog) -> [String] {
        log.entries.filter {
            !$0.hasSuffix("viewIsAppearing") && !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("loadView")
        }
    }

    @Test func aDelegateAnimatorRunsTheSwitchWithACoordinator() {
        let s = scene()
        s.tabs.selectedIndex = 1
        #expect(s.tabs.transitionCoordinator != nil && s.b.transitionCoordinator?.isAnimated == true)
        #expect(s.tabs.selectedViewController === s.b)
        s.b.transitionCoordinator?.animate(alongsideTransition: { _ in s.log.record("alongside") }) { ctx in
            s.log.record("coordinator.completion cancelled=\(ctx.isCancelled)")
        }
        s.device.advance(by: 0.15)
        #expect(s.b.view.layer.presentation()?.opacity ?? 1 < 1)
        s.device.runUntilIdle()
        #expect(
            order(s.log) == [
                "delegate.animationController", "delegate.interactionController", "A.viewWillDisappear",
                "B.viewWillAppear", "animator.animateTransition", "alongside", "A.viewDidDisappear",
                "B.viewDidAppear", "coordinator.completion cancelled=false", "animator.animationEnded(true)",
            ])
        #expect(s.a.view.superview == nil && s.b.view.superview === s.tabs.transitionView)
        #expect(s.tabs.transitionCoordinator == nil && s.tabs.containerTransitions.isEmpty)
    }

    @Test func aSelectionRequestedDuringASwitchIsIgnored() {
        let s = scene()
        s.tabs.selectedIndex = 1
        s.device.advance(by: 0.1)
        s.tabs.selectedIndex = 2
        s.tabs.viewControllers = [s.c]
        s.device.tap(at: CGPoint(x: 325, y: 780))
        s.device.runUntilIdle()
        #expect(s.tabs.selectedViewController === s.b && s.tabs.viewControllers?.count == 3)
        #expect(s.device.diagnostics.isEmpty)
        s.tabs.selectedIndex = 2
        #expect(s.tabs.busyTransition(.tabSelection) != nil)
        s.device.runUntilIdle()
        #expect(s.tabs.selectedViewController === s.c)
    }

    @Test func aCancelledInteractiveSwitchRestoresTheOldTab() {
        let s = scene()
        let interactor = UIPercentDrivenInteractiveTransition()
        s.delegate.interactor = interactor
        s.tabs.selectedIndex = 1
        #expect(s.b.transitionCoordinator?.isInteractive == true)
        #expect(s.tabs.selectedIndex == 1)
        interactor.update(0.3)
        s.device.advance(by: 1)
        interactor.cancel()
        s.device.runUntilIdle()
        #expect(
            order(s.log) == [
                "delegate.animationController", "delegate.interactionController", "A.viewWillDisappear",
                "B.viewWillAppear", "animator.animateTransition", "B.viewWillDisappear", "B.viewDidDisappear",
                "A.viewWillAppear", "A.viewDidAppear", "animator.animationEnded(false)",
            ])
        #expect(s.tabs.selectedIndex == 0 && s.tabs.selectedViewController === s.a)
        #expect(s.tabs.tabBar.selectedItem === s.a.tabBarItem)
        #expect(s.a.view.superview === s.tabs.transitionView && s.b.view.superview == nil)
        #expect(s.device.diagnostics.isEmpty)
    }

    @Test func aFinishedInteractiveSwitchKeepsTheNewTab() {
        let s = scene()
        let interactor = UIPercentDrivenInteractiveTransition()
        s.delegate.interactor = interactor
        s.tabs.selectedIndex = 2
        interactor.update(0.6)
        interactor.finish()
        s.device.runUntilIdle()
        #expect(s.tabs.selectedViewController === s.c && s.c.appearance.state == .appeared)
        #expect(s.a.appearance.state == .disappeared && s.a.view.superview == nil)
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// What each kind of transition does with a request that arrives while its container's own
/// transition runs: the containers really differ, and each kind says so in one place
/// (`TransitionKind.admission(in:)`).
@MainActor
@Suite(.checksLifetimes) struct TransitionAdmissionTests {
    /// Cross-fades the new tab in over 0.3 s.
    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let toView = ctx.view(forKey: .to), let to = ctx.viewController(forKey: .to) else { return }
            toView.frame = ctx.finalFrame(for: to)
            toView.alpha = 0
            ctx.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }

    final class FadingTabs: UITabBarControllerDelegate {
        func tabBarController(
            _ c: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { FadeAnimator() }
    }

    @Test func aPushDuringAPushIsRefusedWithUIKitsWarning() {
        let device = VirtualDevice()
        let nav = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = nav
        device.runUntilIdle()
        #expect(NavigationTransition.admission(in: nav) == .start)
        nav.pushViewController(UIViewController(), animated: true)
        #expect(
            NavigationTransition.admission(in: nav)
                == .refuse(consoleText: "nested push animation can result in corrupted navigation bar"))
        device.runUntilIdle()
        #expect(NavigationTransition.admission(in: nav) == .start)
    }

    @Test func aTabSwitchDuringASwitchIsIgnoredSilently() {
        let device = VirtualDevice()
        let tabs = UITabBarController()
        let delegate = FadingTabs()
        tabs.delegate = delegate
        tabs.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        device.window.rootViewController = tabs
        device.runUntilIdle()
        tabs.selectedIndex = 1
        #expect(TabSwitchTransition.admission(in: tabs) == .ignore)
        tabs.selectedIndex = 2
        #expect(tabs.selectedIndex == 1 && device.diagnostics.isEmpty)
        device.runUntilIdle()
        #expect(TabSwitchTransition.admission(in: tabs) == .start)
    }

    @Test func aPageTurnDuringATurnIsIgnored() {
        let s = PageScene()
        s.pvc.setViewControllers([s.pages[1]], direction: .forward, animated: true)
        #expect(PageTurnTransition.admission(in: s.pvc) == .ignore)
        s.device.runUntilIdle()
        #expect(PageTurnTransition.admission(in: s.pvc) == .start)
    }

    @Test func aDisplayModeChangeDuringAColumnSlideIsQueued() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        split.hide(.primary)
        #expect(SplitColumnTransition.admission(in: split) == .queue)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.queuedColumnChange != nil)
        device.runUntilIdle()
        #expect(SplitColumnTransition.admission(in: split) == .start && split.queuedColumnChange == nil)
    }

    @Test func aChildSwapStartsBesideARunningOne() {
        let device = VirtualDevice()
        let parent = UIViewController()
        let children = (0..<3).map { _ in UIViewController() }
        for child in children { parent.addChild(child) }
        parent.view.addSubview(children[0].view)
        device.window.rootViewController = parent
        device.runUntilIdle()
        parent.transition(from: children[0], to: children[1], duration: 0.3, animations: nil)
        #expect(parent.busyTransition(.childSwap) != nil)
        #expect(ChildSwapTransition.admission(in: parent) == .start)
        device.runUntilIdle()
    }
}

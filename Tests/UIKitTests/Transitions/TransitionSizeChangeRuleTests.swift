import Testing
import UIKitTesting

@testable import UIKit

/// Statement 137 for every kind that follows it: a transition requested inside
/// `viewWillTransition(to:with:)` happens at once, without animation.
@MainActor
@Suite(.checksLifetimes) struct TransitionSizeChangeRuleTests {
    /// Runs `request` inside its own `viewWillTransition(to:with:)`, once.
    final class Requester: UIViewController {
        var request: ((Requester) -> Void)?
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            let r = request
            request = nil
            r?(self)
        }
    }

    final class CountingTabs: UITabBarControllerDelegate {
        var asked = 0
        func tabBarController(
            _ c: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            asked += 1
            return TransitionAdmissionTests.FadeAnimator()
        }
    }

    @Test func statement137_aTabSwitchRequestedInViewWillTransitionHappensAtOnce() {
        let device = VirtualDevice()
        let a = Requester()
        let b = UIViewController()
        let tabs = UITabBarController()
        let delegate = CountingTabs()
        tabs.delegate = delegate
        tabs.viewControllers = [a, b]
        device.window.rootViewController = tabs
        device.runUntilIdle()
        a.request = { $0.tabBarController?.selectedIndex = 1 }
        device.rotate(to: CGSize(width: 844, height: 390))
        // No animator of the delegate's: the new tab shows at once.
        #expect(delegate.asked == 0)
        #expect(tabs.busyTransition(.tabSelection) == nil)
        #expect(b.view.window === device.window && a.view.superview == nil)
        device.runUntilIdle()
    }

    @Test func statement137_aPageTurnRequestedInViewWillTransitionHappensAtOnce() {
        let device = VirtualDevice()
        let first = Requester()
        let second = UIViewController()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.setViewControllers([first], direction: .forward, animated: false)
        device.window.rootViewController = pvc
        device.runUntilIdle()
        var finished: Bool?
        first.request = { _ in
            pvc.setViewControllers([second], direction: .forward, animated: true) { finished = $0 }
        }
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(finished == true)
        #expect(pvc.busyTransition(.pageTurn) == nil)
        #expect(second.view.window === device.window && first.view.superview == nil)
        device.runUntilIdle()
    }
}

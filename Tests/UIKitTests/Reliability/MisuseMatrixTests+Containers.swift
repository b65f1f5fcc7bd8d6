import Testing
import UIKitTesting

@testable import UIKit

/// The container rows of the misuse matrix: navigation (statements 53, 54), a second
/// `completeTransition(_:)` for every kind of transition, and the containers' own refusals.
extension MisuseMatrixTests {
    @Test func statement053_pushingTheSameInstanceIsRefused() {
        let s = MisuseScene()
        s.nav.pushViewController(s.top, animated: true)
        #expect(
            s.device.diagnostics.last
                == "Pushing the same view controller instance (\(s.top.description)) more than once is not supported")
        s.expectRecovered()
        #expect(s.nav.viewControllers == [s.top])
    }

    @Test func statement053_pushingANavigationControllerIsRefused() {
        let s = MisuseScene()
        let inner = UINavigationController(rootViewController: UIViewController())
        s.nav.pushViewController(inner, animated: true)
        #expect(s.device.diagnostics.last == "Pushing a navigation controller is not supported")
        s.expectRecovered()
        #expect(s.nav.viewControllers == [s.top] && inner.parent == nil)
    }

    @Test func statement054_poppingTheRootDoesNothing() {
        let s = MisuseScene()
        #expect(s.nav.popViewController(animated: true) == nil)
        #expect(s.device.diagnostics.isEmpty)
        s.expectRecovered()
        #expect(s.nav.viewControllers == [s.top] && s.top.view.window === s.device.window)
    }

    @Test func pushingDuringAPushIsRefused() {
        let s = MisuseScene()
        let b = UIViewController(), c = UIViewController()
        s.nav.pushViewController(b, animated: true)
        s.nav.pushViewController(c, animated: true)
        #expect(s.device.diagnostics.last == "nested push animation can result in corrupted navigation bar")
        s.expectRecovered()
        #expect(s.nav.viewControllers == [s.top, b] && b.view.window === s.device.window)
    }

    @Test func completingAPresentationTwiceIsIgnored() {
        let s = MisuseScene()
        let animator = TwiceCompletingAnimator()
        let delegate = TwiceCompletingDelegate(animator)
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        var completions = 0
        s.top.present(b, animated: true) { completions += 1 }
        #expect(s.device.runUntilIdle())
        #expect(
            s.device.diagnostics
                == [
                    "completeTransition(_:) was called more than once for the transition to \(b.description); ignoring the extra call."
                ]
        )
        #expect(completions == 1 && b.appearance.state == .appeared)
        s.expectRecovered()
    }

    @Test func completingAPushAndAPopTwiceIsIgnored() {
        let s = MisuseScene()
        let animator = TwiceCompletingAnimator()
        let delegate = TwiceCompletingDelegate(animator)
        s.nav.delegate = delegate
        let b = UIViewController()
        s.nav.pushViewController(b, animated: true)
        #expect(s.device.runUntilIdle())
        s.nav.popViewController(animated: true)
        #expect(s.device.runUntilIdle())
        #expect(
            s.device.diagnostics == [
                "completeTransition(_:) was called more than once for the transition to \(b.description); ignoring the extra call.",
                "completeTransition(_:) was called more than once for the transition to \(s.top.description); ignoring the extra call.",
            ])
        #expect(animator.runs == 2 && s.nav.viewControllers == [s.top] && b.appearance.state == .disappeared)
        s.nav.delegate = nil
        s.expectRecovered()
    }

    @Test func completingATabSwitchTwiceIsIgnored() {
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        tabs.setViewControllers([first, second], animated: false)
        let s = MisuseScene(root: tabs)
        let animator = TwiceCompletingAnimator()
        let delegate = TwiceCompletingDelegate(animator)
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(s.device.runUntilIdle())
        #expect(
            s.device.diagnostics
                == [
                    "completeTransition(_:) was called more than once for the transition to \(second.description); ignoring the extra call."
                ]
        )
        #expect(animator.runs == 1 && second.view.window === s.device.window && first.view.window == nil)
        #expect(second.appearance.state == .appeared && first.appearance.state == .disappeared)
        s.expectRecovered()
    }

    @Test func transitionBetweenChildrenOfDifferentParentsIsRefused() {
        let s = MisuseScene()
        let other = UIViewController()
        let a = UIViewController(), b = UIViewController()
        s.top.addChild(a)
        s.top.view.addSubview(a.view)
        a.didMove(toParent: s.top)
        other.addChild(b)
        b.didMove(toParent: other)
        s.top.transition(from: a, to: b, duration: 0.2, options: [], animations: nil, completion: nil)
        #expect(
            s.device.diagnostics.last
                == "Children view controllers \(a.description) and \(b.description) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
        )
        s.expectRecovered()
        #expect(a.view.window === s.device.window && b.parent === other)
    }

    @Test func columnCallsOnAClassicSplitAreRefused() {
        let split = UISplitViewController()
        split.viewControllers = [UIViewController(), UIViewController()]
        let s = MisuseScene(root: split)
        split.setViewController(UIViewController(), for: .primary)
        #expect(
            s.device.diagnostics.last
                == "-[UISplitViewController setViewController:forColumn:] is only supported for column-style split view controllers (\(split.description))"
        )
        s.expectRecovered()
        #expect(split.viewControllers.count >= 1)
    }

    @Test func aSupplementaryColumnNeedsATripleColumnSplit() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let s = MisuseScene(root: split)
        split.setViewController(UIViewController(), for: .supplementary)
        #expect(
            s.device.diagnostics.last
                == "A supplementary column is only supported by a triple-column split view controller (\(split.description))"
        )
        s.expectRecovered()
        #expect(split.viewController(for: .supplementary) == nil)
    }

    @Test func aPageCountThatDoesNotFitIsRefused() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let page = UIViewController()
        pager.setViewControllers([page], direction: .forward, animated: false)
        let s = MisuseScene(root: pager)
        var finished: Bool?
        pager.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: true) {
            finished = $0
        }
        #expect(
            s.device.diagnostics.last
                == "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"
        )
        s.expectRecovered()
        #expect(pager.viewControllers == [page] && finished != true)
    }
}

/// An animator that fades the incoming view in and then calls `completeTransition(_:)` twice.
@MainActor
final class TwiceCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var runs = 0
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        runs += 1
        let to = context.viewController(forKey: .to)!
        let from = context.viewController(forKey: .from)!
        let presenting = to.presentingViewController === from || to.presentingViewController === from.parent
        context.containerView.addSubview(to.view)
        to.view.frame = context.finalFrame(for: to)
        to.view.alpha = 0
        UIView.animate(withDuration: 0.2, animations: { to.view.alpha = 1 }) { _ in
            // A presentation leaves the presenter's view to UIKit; push, pop and tab switches
            // take the old view out.
            if !presenting { from.view.removeFromSuperview() }
            context.completeTransition(true)
            context.completeTransition(true)
        }
    }
}

/// Hands out the same twice-completing animator for presentations, pushes, pops and tab switches.
@MainActor
final class TwiceCompletingDelegate: NSObject, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate, UITabBarControllerDelegate
{
    let animator: TwiceCompletingAnimator
    init(_ animator: TwiceCompletingAnimator) { self.animator = animator }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
}

import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// What each kind does with a request whose container is off screen (not in a window): the
/// change applies at once, with no transition, no coordinator and no appearance callbacks,
/// children and views settled as they were before the kinds owned the rule.
@MainActor
@Suite(.checksLifetimes) struct TransitionOffScreenRuleTests {
    private func names(_ vcs: [UIViewController]) -> [String] {
        vcs.map { ($0 as? RecordingViewController)?.name ?? "vc" }
    }

    @Test func anOffScreenPushSwapsTheViewsAndChildrenAtOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let root = RecordingViewController("r", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.loadViewIfNeeded()
        let pushed = RecordingViewController("a", log: log)
        log.clear()
        nav.pushViewController(pushed, animated: true)
        #expect(nav.transitionCoordinator == nil)
        #expect(names(nav.children) == ["r", "a"])
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(pushed.viewIfLoaded?.superview === nav.contentView)
        #expect(log.entries == ["a.willMove(toParent: vc)", "a.loadView", "a.viewDidLoad", "a.didMove(toParent: vc)"])
        device.runUntilIdle()
    }

    @Test func anOffScreenPopLetsThePoppedControllersGoAtOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let root = RecordingViewController("r", log: log)
        let top = RecordingViewController("a", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(top, animated: false)
        nav.loadViewIfNeeded()
        log.clear()
        nav.popViewController(animated: true)
        #expect(nav.transitionCoordinator == nil)
        #expect(names(nav.children) == ["r"])
        #expect(top.parent == nil && top.viewIfLoaded?.superview == nil)
        #expect(root.viewIfLoaded?.superview === nav.contentView)
        #expect(
            log.entries == ["a.willMove(toParent: nil)", "a.didMove(toParent: nil)", "r.loadView", "r.viewDidLoad"])
        device.runUntilIdle()
    }

    @Test func anOffScreenStackReplacementDefersTheNewTopsDidMoveUntilItAppears() {
        let device = VirtualDevice()
        let log = EventLog()
        let root = RecordingViewController("r", log: log)
        let old = RecordingViewController("a", log: log)
        let new = RecordingViewController("b", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(old, animated: false)
        nav.loadViewIfNeeded()
        log.clear()
        nav.setViewControllers([root, new], animated: true)
        #expect(nav.transitionCoordinator == nil)
        #expect(names(nav.children) == ["r", "b"])
        #expect(old.parent == nil && old.viewIfLoaded?.superview == nil)
        #expect(new.viewIfLoaded?.superview === nav.contentView)
        #expect(nav.deferredDidMove === new)
        #expect(
            log.entries == [
                "a.willMove(toParent: nil)", "b.willMove(toParent: vc)", "a.didMove(toParent: nil)", "b.loadView",
                "b.viewDidLoad",
            ])
        device.runUntilIdle()
    }

    @Test func anOffScreenTabSelectionSwapsTheViewsAtOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let first = RecordingViewController("a", log: log)
        let second = RecordingViewController("b", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.loadViewIfNeeded()
        log.clear()
        tabs.selectedIndex = 1
        #expect(tabs.transitionCoordinator == nil && tabs.busyTransition(.tabSelection) == nil)
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(second.viewIfLoaded?.superview === tabs.transitionView)
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        #expect(log.entries == ["b.loadView", "b.viewDidLoad"])
        device.runUntilIdle()
    }

    @Test func anOffScreenTabReplacementSwapsTheSelectedViewAndChildrenAtOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let first = RecordingViewController("a", log: log)
        let second = RecordingViewController("b", log: log)
        let third = RecordingViewController("c", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.loadViewIfNeeded()
        log.clear()
        tabs.viewControllers = [third, second]
        #expect(tabs.transitionCoordinator == nil)
        #expect(names(tabs.children) == ["b", "c"])
        #expect(first.parent == nil && first.viewIfLoaded?.superview == nil)
        #expect(third.viewIfLoaded?.superview === tabs.transitionView)
        #expect(
            log.entries == [
                "a.willMove(toParent: nil)", "c.willMove(toParent: vc)", "c.loadView", "c.viewDidLoad",
                "a.didMove(toParent: nil)", "c.didMove(toParent: vc)",
            ])
        device.runUntilIdle()
    }

    @Test func anOffScreenPageReplacementSwapsThePagesAndFinishesAtOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let first = RecordingViewController("a", log: log)
        let second = RecordingViewController("b", log: log)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.setViewControllers([first], direction: .forward, animated: false)
        pvc.loadViewIfNeeded()
        log.clear()
        var finished: Bool?
        pvc.setViewControllers([second], direction: .forward, animated: true) { finished = $0 }
        #expect(finished == true)
        #expect(pvc.transitionCoordinator == nil)
        #expect(names(pvc.children) == ["b"])
        #expect(first.parent == nil && first.viewIfLoaded?.superview == nil)
        #expect(second.viewIfLoaded?.superview === pvc.contentView)
        #expect(
            log.entries == [
                "a.willMove(toParent: nil)", "b.willMove(toParent: vc)", "a.didMove(toParent: nil)", "b.loadView",
                "b.viewDidLoad", "b.didMove(toParent: vc)",
            ])
        device.runUntilIdle()
    }

    @Test func anOffScreenColumnChangeMovesTheColumnsAtOnce() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let primary = RecordingViewController("p", log: log)
        let secondary = RecordingViewController("s", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        split.present(cover, animated: false)
        device.runUntilIdle()
        #expect(split.viewIfLoaded?.window == nil)
        log.clear()
        split.preferredDisplayMode = .secondaryOnly
        #expect(split.transitionCoordinator == nil && split.busyTransition(.splitColumns) == nil)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.entries.filter { !$0.contains("Layout") }.isEmpty)
        split.dismiss(animated: false)
        device.runUntilIdle()
    }
}

/// The one off-screen rule: `TransitionDriver.start` asks the kind, whichever it is.
@MainActor
@Suite(.checksLifetimes) struct TransitionOffScreenSingleRuleTests {
    /// A kind that applies at once off screen and counts how often it did.
    final class CountingKind: TransitionKind {
        static let domain = TransitionDomain.childSwap
        static let startTiming = TransitionStartTiming.immediately
        static let offScreenRule = TransitionOffScreenRule.applyAtOnce
        let container: UIViewController
        let from: UIViewController
        let to: UIViewController
        var appliedAtOnce = 0

        init(container: UIViewController, from: UIViewController, to: UIViewController) {
            self.container = container
            self.from = from
            self.to = to
        }

        var participants: [UIViewController] { [container, from, to] }
        var appearing: [UIViewController] { [to] }
        var disappearing: [UIViewController] { [from] }
        func prepare(_ s: inout TransitionScene) {
            s.containerView = container.view
            s.fromView = from.view
            s.toView = to.view
        }
        func applyWithoutTransition() { appliedAtOnce += 1 }
    }

    /// Finishes at once.
    final class InstantAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) { ctx.completeTransition(true) }
    }

    @Test func everyKindSaysWhatItDoesOffScreen() {
        #expect(NavigationTransition.offScreenRule == .applyAtOnce)
        #expect(TabSwitchTransition.offScreenRule == .applyAtOnce)
        #expect(PageTurnTransition.offScreenRule == .applyAtOnce)
        #expect(SplitColumnTransition.offScreenRule == .applyAtOnce)
        #expect(PresentationTransition.offScreenRule == .transition)
        #expect(DismissalTransition.offScreenRule == .transition)
        #expect(ChildSwapTransition.offScreenRule == .transition)
    }

    @Test func theDriverAppliesAKindAtOnceOffScreenAndRunsItOnScreen() {
        let device = VirtualDevice()
        let parent = UIViewController()
        let (a, b) = (UIViewController(), UIViewController())
        parent.addChild(a)
        parent.addChild(b)
        parent.view.addSubview(a.view)
        var built = 0
        let offScreen = CountingKind(container: parent, from: a, to: b)
        let none = TransitionDriver.start(offScreen, animated: true) { animated in
            built += 1
            return TransitionRequest(kind: offScreen, animated: animated, animator: InstantAnimator())
        }
        #expect(none == nil && offScreen.appliedAtOnce == 1 && built == 0)
        #expect(parent.busyTransition(.childSwap) == nil)
        device.window.rootViewController = parent
        device.runUntilIdle()
        let onScreen = CountingKind(container: parent, from: a, to: b)
        let driver = TransitionDriver.start(onScreen, animated: true) { animated in
            built += 1
            return TransitionRequest(kind: onScreen, animated: animated, animator: InstantAnimator())
        }
        #expect(driver != nil && onScreen.appliedAtOnce == 0 && built == 1)
        device.runUntilIdle()
        #expect(parent.containerTransitions.isEmpty)
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 54, 122, 125, 126: navigation pops and view-controller containment.
@MainActor
@Suite(.checksLifetimes) struct ContainmentConformanceTests {
    @Test func statement054_poppingTheRootDoesNothingAndPopToRootReturnsThePopped() {
        let device = VirtualDevice()
        let log = EventLog()
        let root = RecordingViewController("R", log: log)
        let n = UINavigationController(rootViewController: root)
        device.window.rootViewController = n
        device.runUntilIdle()
        log.clear()
        #expect(n.popViewController(animated: true) == nil)
        device.runUntilIdle()
        #expect(n.viewControllers == [root])
        #expect(log.entries.isEmpty)
        #expect(n.popToRootViewController(animated: false) == [])
        let b = UIViewController(), c = UIViewController()
        n.pushViewController(b, animated: false)
        n.pushViewController(c, animated: false)
        device.runUntilIdle()
        #expect(n.popToRootViewController(animated: true) == [b, c])
        device.runUntilIdle()
        #expect(n.viewControllers == [root])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement122_transitionSendsTheAppearanceCallbacksAroundTheAnimations() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        device.window.rootViewController = parent
        device.runUntilIdle()
        let from = RecordingViewController("F", log: log)
        parent.addChild(from)
        parent.view.addSubview(from.view)
        from.didMove(toParent: parent)
        device.runUntilIdle()
        let to = RecordingViewController("T", log: log)
        parent.addChild(to)
        to.view.alpha = 0
        log.clear()
        from.willMove(toParent: nil)
        parent.transition(
            from: from, to: to, duration: 0.3, options: [],
            animations: {
                log.record("animations")
                to.view.alpha = 1
            },
            completion: { _ in
                log.record("completion")
                from.removeFromParent()
                to.didMove(toParent: parent)
            })
        device.runUntilIdle()
        let appearance = log.entries.filter {
            $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0 == "animations" || $0 == "completion"
        }
        #expect(
            appearance == [
                "F.viewWillDisappear", "T.viewWillAppear", "animations", "F.viewDidDisappear", "T.viewDidAppear",
                "completion",
            ]
                || appearance == [
                    "F.viewWillDisappear", "T.viewWillAppear", "animations", "T.viewDidAppear", "F.viewDidDisappear",
                    "completion",
                ])
        #expect(log.time(of: "T.viewDidAppear")! - log.time(of: "T.viewWillAppear")! >= 0.3 - 1e-9)
        #expect(to.view.superview === parent.view && from.view.superview == nil)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func statement125_addingAChildsViewUnderAnotherControllerIsAnInconsistency() {
        let device = VirtualDevice()
        let parent = UIViewController()
        device.window.rootViewController = parent
        device.runUntilIdle()
        let other = UIViewController()
        parent.addChild(other)
        parent.view.addSubview(other.view)
        other.didMove(toParent: parent)
        let child = UIViewController()
        parent.addChild(child)
        // other's view is owned by a controller that is not child's parent.
        other.view.addSubview(child.view)
        #expect(
            device.diagnostics == [
                "child view controller:\(child) should have parent view controller:\(other) but actual parent is:\(parent)"
            ])
        #expect(child.view.superview == nil)
        // Under its parent's view the same child is welcome.
        parent.view.addSubview(child.view)
        #expect(child.view.superview === parent.view)
        child.view.removeFromSuperview()
        // addChild makes the same check for a view already placed under another controller.
        let placed = UIViewController()
        other.view.addSubview(placed.view)
        parent.addChild(placed)
        #expect(placed.parent == nil)
        #expect(device.diagnostics.last?.hasSuffix("but actual parent is:\(parent)") == true)
        placed.view.removeFromSuperview()
        // With no parent a controller's view may go anywhere.
        let loose = UIViewController()
        other.view.addSubview(loose.view)
        #expect(loose.view.superview === other.view)
        loose.view.removeFromSuperview()
    }

    @Test func statement126_navigationChildrenAreTheWholeStack() {
        // [U] Sources disagree; the commonly observed behaviour is children == viewControllers.
        let device = VirtualDevice()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        device.runUntilIdle()
        n.pushViewController(b, animated: false)
        n.pushViewController(c, animated: true)
        device.runUntilIdle()
        #expect(n.children == [a, b, c])
        #expect(n.children == n.viewControllers)
        #expect([a, b, c].allSatisfy { $0.parent === n })
        n.popViewController(animated: false)
        device.runUntilIdle()
        #expect(n.children == [a, b])
        #expect(c.parent == nil)
    }
}

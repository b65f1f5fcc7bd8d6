import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UIViewControllerContainmentTests {
    private func onScreenParent(_ device: VirtualDevice, _ log: EventLog) -> RecordingViewController {
        let parent = RecordingViewController("P", log: log)
        device.window.rootViewController = parent
        device.runUntilIdle()
        log.clear()
        return parent
    }

    @Test func statement118_addChildCallsWillMoveOnlyAndReparents() {
        let device = VirtualDevice()
        let log = EventLog()
        let p1 = RecordingViewController("P", log: log)
        let p2 = RecordingViewController("Q", log: log)
        let child = RecordingViewController("C", log: log)
        p1.addChild(child)
        #expect(log.entries == ["C.willMove(toParent: P)"])
        #expect(child.parent === p1 && p1.children.count == 1 && p1.children.first === child)
        log.clear()
        p2.addChild(child)
        // Re-parenting removes from the old parent through removeFromParent first.
        #expect(log.entries == ["C.didMove(toParent: nil)", "C.willMove(toParent: Q)"])
        #expect(p1.children.isEmpty && p2.children.first === child && child.parent === p2)
        _ = device
    }

    @Test func statement119_removeFromParentCallsDidMoveNilOnly() {
        let log = EventLog()
        let p = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        p.addChild(child)
        log.clear()
        child.removeFromParent()
        #expect(log.entries == ["C.didMove(toParent: nil)"])
        #expect(child.parent == nil && p.children.isEmpty)
    }

    @Test func statement120_addChildOnScreenWithoutTransitionThenDidMove() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = onScreenParent(device, log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        device.runUntilIdle()
        #expect(
            log.filtered("C.") == [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear",
                "C.viewIsAppearing", "C.viewDidAppear", "C.didMove(toParent: P)",
            ])
    }

    @Test func removeChildOnScreenSendsDisappearance() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = onScreenParent(device, log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.entries == [
                "C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)",
            ])
    }

    @Test func addAndRemoveChildWithoutWindowSendNoAppearance() {
        _ = VirtualDevice()
        let log = EventLog()
        let parent = RecordingViewController("P", log: log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }.isEmpty)
    }

    private func twoChildren(_ device: VirtualDevice, _ log: EventLog) -> (
        RecordingViewController, RecordingViewController, RecordingViewController
    ) {
        let parent = onScreenParent(device, log)
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        parent.addChild(b)
        _ = b.view
        log.clear()
        return (parent, a, b)
    }

    @Test func statement121_122_transitionSwapsViewsAndSendsAppearance() {
        let device = VirtualDevice()
        let log = EventLog()
        let (parent, a, b) = twoChildren(device, log)
        var finished: Bool?
        var inHierarchyDuringAnimations: (Bool, Bool)?
        parent.transition(
            from: a, to: b, duration: 0.3, options: [],
            animations: {
                inHierarchyDuringAnimations = (a.view.superview != nil, b.view.superview === parent.view)
                b.view.alpha = 0.5
            }
        ) { finished = $0 }
        #expect(log.entries == ["A.viewWillDisappear", "B.viewWillAppear"])
        #expect(inHierarchyDuringAnimations?.0 == true && inHierarchyDuringAnimations?.1 == true)
        device.advance(by: 0.15)
        #expect(a.view.superview === parent.view)
        device.runUntilIdle()
        #expect(finished == true)
        #expect(a.view.superview == nil)
        #expect(
            log.entries == [
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func transitionWhoseAnimationIsCutShortReportsUnfinishedButCompletesAppearance() {
        let device = VirtualDevice()
        let log = EventLog()
        let (parent, a, b) = twoChildren(device, log)
        var finished: Bool?
        parent.transition(from: a, to: b, duration: 0.3, options: [], animations: { b.view.alpha = 0.2 }) {
            finished = $0
        }
        device.advance(by: 0.1)
        b.view.layer.removeAllAnimations()
        device.runUntilIdle()
        #expect(finished == false)
        #expect(log.filtered("A.viewDidDisappear", "B.viewDidAppear").count == 2)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func statement121_transitionBetweenNonSiblingsIsRefused() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = onScreenParent(device, log)
        let a = RecordingViewController("A", log: log)
        let stranger = RecordingViewController("S", log: log)
        parent.addChild(a)
        parent.view.addSubview(a.view)
        parent.transition(from: a, to: stranger, duration: 0, options: [], animations: nil)
        #expect(device.diagnostics.last?.contains("must have a common parent view controller") == true)
        #expect(a.view.superview === parent.view)
    }

    @Test func statement123_manualForwardingWithBeginAndEnd() {
        final class ManualParent: RecordingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let device = VirtualDevice()
        let log = EventLog()
        let parent = ManualParent("P", log: log)
        let child = RecordingViewController("C", log: log)
        let grandchild = RecordingViewController("G", log: log)
        parent.onViewDidLoad = { p in
            p.addChild(child)
            p.view.addSubview(child.view)
            child.didMove(toParent: p)
            child.addChild(grandchild)
            child.view.addSubview(grandchild.view)
            grandchild.didMove(toParent: child)
        }
        device.window.rootViewController = parent
        device.runUntilIdle()
        // The parent does not forward: its children hear nothing until it says so.
        #expect(log.filtered("C.viewWillAppear", "G.viewWillAppear").isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        #expect(log.filtered("C.viewWillAppear", "G.viewWillAppear") == ["C.viewWillAppear", "G.viewWillAppear"])
        child.endAppearanceTransition()
        #expect(log.filtered("C.viewDidAppear", "G.viewDidAppear") == ["C.viewDidAppear", "G.viewDidAppear"])
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(
            log.filtered("C.viewDidDisappear", "G.viewDidDisappear") == ["C.viewDidDisappear", "G.viewDidDisappear"])
    }

    @Test func statement121_transitionRefusedWhenParentForwardsManually() {
        final class ManualParent: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let device = VirtualDevice()
        let parent = ManualParent()
        device.window.rootViewController = parent
        let a = UIViewController(), b = UIViewController()
        parent.addChild(a)
        parent.addChild(b)
        parent.view.addSubview(a.view)
        parent.transition(from: a, to: b, duration: 0, options: [], animations: nil)
        #expect(device.diagnostics.last?.contains("forwards appearance methods to its children itself") == true)
        #expect(b.viewIfLoaded?.superview == nil)
    }

    @Test func statement124_cancelledChildAppearanceAndUnbalancedMessage() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = onScreenParent(device, log)
        let child = RecordingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.entries == ["C.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear"])
        child.endAppearanceTransition()
        #expect(
            device.diagnostics.last?.hasPrefix("Unbalanced calls to begin/end appearance transitions for <") == true)
    }

    @Test func windowRootReplacementSendsDisappearanceToOldRoot() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        log.clear()
        device.window.rootViewController = b
        device.runUntilIdle()
        #expect(
            log.entries.filter { $0.contains("ppear") } == [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            ])
        #expect(a.view.superview == nil)
        #expect(b.view.superview === device.window)
    }

    @Test func hiddenWindowDefersRootAppearanceUntilShown() {
        let device = VirtualDevice()
        let log = EventLog()
        let second = UIWindow(frame: device.window.bounds)
        let a = RecordingViewController("A", log: log)
        second.rootViewController = a
        device.runUntilIdle()
        #expect(log.filtered("A.viewWillAppear").isEmpty)
        second.makeKeyAndVisible()
        device.runUntilIdle()
        #expect(log.filtered("A.viewWillAppear", "A.viewDidAppear") == ["A.viewWillAppear", "A.viewDidAppear"])
        second.isHidden = true
        #expect(log.filtered("A.viewDidDisappear").count == 1)
    }
}

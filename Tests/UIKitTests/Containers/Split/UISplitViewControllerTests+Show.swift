import Testing
import UIKitTesting

@testable import UIKit

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` routed through split view
/// controllers (statements 127–131): the target walk, the delegate's say, expanded and
/// collapsed behaviour; and `show(_:)` for a column.
@MainActor
@Suite(.checksLifetimes) struct UISplitViewControllerShowTests {
    final class Delegate: UISplitViewControllerDelegate {
        var handlesShow = false
        var handlesShowDetail = false
        var shown: [UIViewController] = []
        func splitViewController(_ svc: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
            shown.append(vc)
            return handlesShow
        }
        func splitViewController(_ svc: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
            shown.append(vc)
            return handlesShowDetail
        }
    }

    /// Records the `show` calls that reach it.
    final class RecordingSplit: UISplitViewController {
        var showCalls: [UIViewController] = []
        var refusesShow = false
        override func show(_ vc: UIViewController, sender: Any?) {
            showCalls.append(vc)
            super.show(vc, sender: sender)
        }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            if refusesShow && action == .show { return false }
            return super.canPerformAction(action, withSender: sender)
        }
    }

    /// A classic split on a landscape iPad with a plain primary A and a secondary B.
    func classic(_ split: UISplitViewController = UISplitViewController(), landscape: Bool = true) -> (
        VirtualDevice, UISplitViewController, UIViewController, UIViewController
    ) {
        let device = VirtualDevice(model: .iPadPro11, landscape: landscape)
        let a = UIViewController()
        let b = UIViewController()
        split.viewControllers = [a, b]
        device.window.rootViewController = split
        device.runUntilIdle()
        return (device, split, a, b)
    }

    @Test func statement127_showAsksForTheTargetAndForwardsToIt() {
        let (device, split, a, _) = classic(RecordingSplit())
        let recording = split as! RecordingSplit
        #expect(a.targetViewController(forAction: .show, sender: nil) === split)
        let c = UIViewController()
        a.show(c, sender: nil)
        device.runUntilIdle()
        #expect(recording.showCalls == [c])
        #expect(split.viewControllers.first === c)
        // With no target anywhere up the chain, show presents.
        recording.refusesShow = true
        #expect(c.targetViewController(forAction: .show, sender: nil) == nil)
        let d = UIViewController()
        c.show(d, sender: nil)
        device.runUntilIdle()
        #expect(recording.showCalls == [c])
        #expect(d.presentingViewController === split)
        d.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement128_theWalkStopsAtTheFirstControllerThatCanPerformTheAction() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let split = RecordingSplit(style: .doubleColumn)
        let a = UIViewController()
        split.setViewController(a, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        let nav = split.viewController(for: .primary)?.navigationController
        // The navigation controller handles show; only the split handles showDetail.
        #expect(a.targetViewController(forAction: .show, sender: nil) === nav)
        #expect(a.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
        #expect(split.targetViewController(forAction: .show, sender: nil) === split)
        // A controller that says it cannot perform the action is passed over.
        split.refusesShow = true
        #expect(split.targetViewController(forAction: .show, sender: nil) == nil)
        #expect(a.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
    }

    @Test func statement129_aNavigationPrimaryPushesOnShowAndShowDetailWithoutASplitPresents() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let split = UISplitViewController(style: .doubleColumn)
        let a = UIViewController()
        split.setViewController(a, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        let c = UIViewController()
        a.show(c, sender: nil)
        device.runUntilIdle()
        #expect(split.viewController(for: .primary)?.navigationController?.viewControllers == [a, c])
        // Outside any split, showDetail presents.
        let lone = VirtualDevice()
        let root = UIViewController()
        lone.window.rootViewController = root
        lone.runUntilIdle()
        let d = UIViewController()
        root.showDetailViewController(d, sender: nil)
        lone.runUntilIdle()
        #expect(d.presentingViewController === root)
        root.dismiss(animated: false)
        lone.runUntilIdle()
    }

    @Test func statement130_splitShowInstallsThePrimaryOrTheSecondaryAndPresentsWhenCollapsed() {
        let (device, split, a, b) = classic()
        let delegate = Delegate()
        split.delegate = delegate
        // The delegate is asked first and may take it.
        delegate.handlesShow = true
        let x = UIViewController()
        split.show(x, sender: nil)
        #expect(delegate.shown == [x] && split.viewControllers == [a, b])
        delegate.handlesShow = false
        // Expanded: a new controller becomes the primary.
        let c = UIViewController()
        split.show(c, sender: nil)
        device.runUntilIdle()
        #expect(split.viewControllers == [c, b])
        #expect(a.parent == nil && a.viewIfLoaded?.window == nil)
        #expect(c.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        // A child of the primary becomes the secondary instead.
        let child = UIViewController()
        c.addChild(child)
        child.didMove(toParent: c)
        split.show(child, sender: nil)
        device.runUntilIdle()
        #expect(split.viewControllers == [c, child])
        #expect(child.view.frame.minX == 321)
        // Collapsed: it is presented.
        device.rotate(to: CGSize(width: 320, height: 1194))
        device.runUntilIdle()
        #expect(split.isCollapsed)
        let d = UIViewController()
        split.show(d, sender: nil)
        device.runUntilIdle()
        #expect(d.presentingViewController === split)
        d.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement131_showDetailReplacesTheSecondaryOrPresentsWhenCollapsedWithoutANavigation() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = Delegate()
        split.delegate = delegate
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        log.clear()
        let secondary = split.viewController(for: .secondary)!.navigationController!
        // The delegate is asked first and may take it.
        delegate.handlesShowDetail = true
        a.showDetailViewController(UIViewController(), sender: nil)
        #expect(secondary.viewControllers == [b] && delegate.shown.count == 1)
        delegate.handlesShowDetail = false
        // Expanded: the new detail replaces the secondary column's controller.
        let c = RecordingViewController("C", log: log)
        a.showDetailViewController(c, sender: nil)
        device.runUntilIdle()
        #expect(secondary.viewControllers == [c])
        #expect(
            log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
                "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
            ])
        // Already shown: nothing happens.
        log.clear()
        a.showDetailViewController(c, sender: nil)
        device.runUntilIdle()
        #expect(log.entries.isEmpty && secondary.viewControllers == [c])
        // Collapsed with a primary that is no navigation controller: presented.
        let (device2, classicSplit, _, _) = classic(landscape: false)
        device2.rotate(to: CGSize(width: 320, height: 1194))
        device2.runUntilIdle()
        #expect(classicSplit.isCollapsed)
        let d = UIViewController()
        classicSplit.showDetailViewController(d, sender: nil)
        device2.runUntilIdle()
        #expect(d.presentingViewController === classicSplit)
        d.dismiss(animated: false)
        device2.runUntilIdle()
    }

    @Test func onACompactPhoneShowingTheSecondaryPushesItAndShowingThePrimaryPopsBack() {
        let device = VirtualDevice(model: .iPhone)
        let log = EventLog()
        final class KeepPrimary: UISplitViewControllerDelegate {
            func splitViewController(
                _ svc: UISplitViewController,
                topColumnForCollapsingToProposedTopColumn proposed: UISplitViewController.Column
            ) -> UISplitViewController.Column { .primary }
        }
        let delegate = KeepPrimary()
        let a = RecordingViewController("A", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(a, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        let primary = split.viewController(for: .primary)!.navigationController!
        #expect(split.isCollapsed && primary.viewControllers == [a])
        // The usual iPhone pattern: set the detail, then show its column.
        let detail = RecordingViewController("D", log: log)
        split.setViewController(detail, for: .secondary)
        log.clear()
        split.show(.secondary)
        device.runUntilIdle()
        #expect(primary.viewControllers == [a, detail])
        #expect(
            log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
                "A.viewWillDisappear", "D.viewWillAppear", "A.viewDidDisappear", "D.viewDidAppear",
            ])
        split.show(.primary)
        device.runUntilIdle()
        #expect(primary.viewControllers == [a])
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func showingTheSecondaryUncoversItInOverlayAndDisplaceModes() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .supplementary)
        split.setViewController(UIViewController(), for: .secondary)
        split.preferredDisplayMode = .twoDisplaceSecondary
        device.window.rootViewController = split
        device.runUntilIdle()
        #expect(split.displayMode == .twoDisplaceSecondary && split.splitBehavior == .displace)
        let secondary = split.viewController(for: .secondary)!.navigationController!.view!
        // Pushed aside: it keeps the width it has beside the supplementary.
        #expect(secondary.frame == CGRect(x: 642, y: 0, width: 873, height: 834))
        #expect(split.dimmingView.superview === split.view && split.dimmingView.frame == secondary.frame)
        split.show(.secondary)
        device.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.dimmingView.superview == nil)
        #expect(secondary.frame == CGRect(x: 321, y: 0, width: 873, height: 834))
    }
}

extension UISplitViewControllerTests {
    @Test func viewControllerForColumnReturnsTheControllerThatWasSetNotItsWrapper() {
        let s = scene()
        #expect(s.split.viewController(for: .primary) === s.a)
        #expect(s.split.viewController(for: .secondary) === s.b)
        #expect(s.a.navigationController?.parent === s.split)
        #expect(s.split.viewControllers.first === s.a.navigationController)
    }

    @Test func tripleColumnTwoBesideSecondaryTilesAllThreeColumnsOnALandscapeIPad() throws {
        let c = UIViewController()
        let s = scene(style: .tripleColumn) { split in
            split.setViewController(c, for: .supplementary)
            split.preferredDisplayMode = .twoBesideSecondary
        }
        #expect(s.split.displayMode == .twoBesideSecondary)
        let width = s.device.window.bounds.width
        let primary = try #require(s.a.navigationController?.view.frame)
        let supplementary = try #require(c.navigationController?.view.frame)
        let secondary = try #require(s.b.navigationController?.view.frame)
        #expect(primary.minX == 0)
        #expect(supplementary.minX >= primary.maxX)
        #expect(secondary.minX >= supplementary.maxX)
        #expect(secondary.maxX == width)
        #expect(primary.width > 0 && supplementary.width > 0 && secondary.width > 0)
        #expect(c.view.window === s.device.window && s.a.view.window === s.device.window)
    }
}

extension UISplitViewControllerShowTests {
    /// Keeps the primary on top when collapsing, as Xcode's master-detail template does while
    /// the detail shows nothing.
    final class KeepsPrimaryDelegate: UISplitViewControllerDelegate {
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool { true }
    }

    @Test func statement132_aDetailInANavigationControllerIsPushedOntoTheCollapsedPrimaryStack() {
        let device = VirtualDevice(model: .iPadPro11, landscape: false)
        let split = UISplitViewController()
        let delegate = KeepsPrimaryDelegate()
        split.delegate = delegate
        let master = UIViewController()
        let primary = UINavigationController(rootViewController: master)
        split.viewControllers = [primary, UINavigationController(rootViewController: UIViewController())]
        device.window.rootViewController = split
        device.rotate(to: CGSize(width: 320, height: 1194))
        device.runUntilIdle()
        #expect(split.isCollapsed && primary.viewControllers == [master])
        // The showDetail segue of the template: the detail comes in its own navigation controller.
        let detail = UIViewController()
        let detailNavigation = UINavigationController(rootViewController: detail)
        master.showDetailViewController(detailNavigation, sender: nil)
        device.runUntilIdle()
        #expect(split.presentedViewController == nil)
        #expect(primary.topViewController === detail && detail.navigationController === primary)
        #expect(primary.viewControllers == [master, detail])
        // Expanding gives the detail back to the secondary column, in its navigation controller.
        device.rotate(to: CGSize(width: 834, height: 1194))
        device.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(primary.viewControllers == [master])
        #expect(split.viewControllers.last === detailNavigation && detailNavigation.viewControllers == [detail])
    }
}

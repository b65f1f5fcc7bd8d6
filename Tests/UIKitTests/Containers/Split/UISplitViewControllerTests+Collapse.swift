import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// UISplitViewController collapsing to one column in a horizontally compact environment and
/// expanding in a regular one: the stacks merged onto the primary navigation controller and
/// returned, the delegate callbacks, the notification, and the appearance callbacks.
@MainActor
@Suite(.checksLifetimes) struct UISplitViewControllerCollapseTests {
    final class Delegate: UISplitViewControllerDelegate {
        let log: EventLog
        var topColumn: UISplitViewController.Column?
        var expandMode: UISplitViewController.DisplayMode?
        var handlesCollapse = false
        var separated: UIViewController?
        init(log: EventLog) { self.log = log }
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposed: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            log.record("delegate.topColumnForCollapsing(\(proposed))")
            return topColumn ?? proposed
        }
        func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposed: UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode {
            log.record("delegate.displayModeForExpanding(\(proposed))")
            return expandMode ?? proposed
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            log.record("delegate.didCollapse(\(svc.isCollapsed))")
        }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            log.record("delegate.didExpand(\(svc.isCollapsed))")
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondary: UIViewController,
            onto primary: UIViewController
        ) -> Bool {
            log.record("delegate.collapseSecondary")
            return handlesCollapse
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, separateSecondaryFrom primary: UIViewController
        ) -> UIViewController? {
            log.record("delegate.separateSecondary")
            return separated
        }
    }

    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let split: UISplitViewController
        let delegate: Delegate
        let a: RecordingViewController
        let b: RecordingViewController
    }

    /// A double-column split with A (primary) and B (secondary) on a Pro Max iPhone in
    /// portrait: compact width, so it collapses as it loads.
    func scene(style: UISplitViewController.Style = .doubleColumn, compact: UIViewController? = nil) -> Scene {
        let device = VirtualDevice(model: .iPhoneProMax)
        let log = EventLog()
        let delegate = Delegate(log: log)
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        if style == .unspecified {
            split.viewControllers = [UINavigationController(rootViewController: a), b]
        } else {
            split.setViewController(a, for: .primary)
            split.setViewController(b, for: .secondary)
            if let compact { split.setViewController(compact, for: .compact) }
        }
        device.window.rootViewController = split
        device.runUntilIdle()
        return Scene(device: device, log: log, split: split, delegate: delegate, a: a, b: b)
    }

    func appearance(_ log: EventLog) -> [String] {
        log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    }

    @Test func aCompactPhoneCollapsesAtLoadWithTheSecondaryPushedOnThePrimary() {
        let s = scene()
        #expect(s.split.isCollapsed)
        let primary = s.split.columnControllers[.primary] as! UINavigationController
        #expect(primary.viewControllers == [s.a, s.b])
        #expect(s.split.viewControllers == [primary])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(
            s.log.filtered("delegate") == ["delegate.topColumnForCollapsing(secondary)", "delegate.didCollapse(true)"])
        // Only B (on top of the merged stack) is on screen.
        #expect(appearance(s.log) == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect((s.split.columnControllers[.secondary] as? UINavigationController)?.viewControllers == [])
    }

    @Test func statement132_collapsedNavigationPrimaryPushesTheSecondaryAndPopsItOnExpand() {
        let s = scene(style: .unspecified)
        let nav = s.split.viewControllers[0] as! UINavigationController
        #expect(s.split.isCollapsed)
        #expect(nav.viewControllers == [s.a, s.b])
        #expect(s.split.viewControllers == [nav])
        #expect(s.log.filtered("delegate") == ["delegate.collapseSecondary", "delegate.didCollapse(true)"])
        // Landscape on a Max phone is regular width: the split expands and the navigation
        // controller gives the secondary back.
        s.log.clear()
        s.device.rotate(to: .landscapeLeft)
        s.device.runUntilIdle()
        #expect(!s.split.isCollapsed)
        #expect(s.split.traitCollection.horizontalSizeClass == .regular)
        #expect(nav.viewControllers == [s.a])
        #expect(s.split.viewControllers == [nav, s.b])
        #expect(s.b.parent === s.split)
        #expect(
            s.log.filtered("delegate") == [
                "delegate.separateSecondary", "delegate.displayModeForExpanding(oneBesideSecondary)",
                "delegate.didExpand(false)",
            ])
        #expect(s.a.view.window === s.device.window && s.b.view.window === s.device.window)
        #expect(appearanceIsBalanced(s.log.entries))
        // Collapsed again, showDetail from the list pushes onto the primary stack.
        s.device.rotate(to: .portrait)
        s.device.runUntilIdle()
        #expect(nav.viewControllers == [s.a, s.b])
        nav.popViewController(animated: false)
        // Popped while collapsed, the detail still comes back when the split expands.
        s.device.rotate(to: .landscapeLeft)
        s.device.runUntilIdle()
        #expect(s.split.viewControllers == [nav, s.b] && s.b.view.window === s.device.window)
        s.device.rotate(to: .portrait)
        s.device.runUntilIdle()
        nav.popViewController(animated: false)
        let c = UIViewController()
        s.a.showDetailViewController(c, sender: nil)
        s.device.runUntilIdle()
        #expect(nav.viewControllers == [s.a, c])
        #expect(c.presentingViewController == nil)
    }

    @Test func statement133_showDetailTargetDidChangeIsPostedOnCollapseAndExpand() {
        let device = VirtualDevice(model: .iPhoneProMax, landscape: true)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        #expect(!split.isCollapsed)
        let log = EventLog()
        let splitID = ObjectIdentifier(split)
        let token = NotificationCenter.default.addObserver(
            forName: UIViewController.showDetailTargetDidChangeNotification, object: nil, queue: nil
        ) { note in
            let fromSplit = (note.object as AnyObject?).map { ObjectIdentifier($0) == splitID } ?? false
            MainActor.assumeIsolated {
                log.record("posted(fromSplit: \(fromSplit), collapsed: \(split.isCollapsed))")
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(
            UIViewController.showDetailTargetDidChangeNotification.rawValue
                == "UIViewControllerShowDetailTargetDidChangeNotification")
        device.rotate(to: .portrait)
        device.runUntilIdle()
        #expect(log.entries == ["posted(fromSplit: true, collapsed: true)"])
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(log.entries.last == "posted(fromSplit: true, collapsed: false)" && log.entries.count == 2)
    }

    @Test func columnStyleExpandReturnsTheMergedStackToTheSecondaryColumn() {
        let s = scene()
        let primary = s.split.columnControllers[.primary] as! UINavigationController
        let secondary = s.split.columnControllers[.secondary] as! UINavigationController
        let c = RecordingViewController("C", log: s.log)
        // Pushed while collapsed: it belongs to the detail side.
        primary.pushViewController(c, animated: false)
        s.device.runUntilIdle()
        s.log.clear()
        s.device.rotate(to: .landscapeLeft)
        s.device.runUntilIdle()
        #expect(!s.split.isCollapsed)
        #expect(primary.viewControllers == [s.a])
        #expect(secondary.viewControllers == [s.b, c])
        #expect(s.split.viewControllers == [primary, secondary])
        #expect(secondary.view.frame.minX == 321)
        #expect(appearance(s.log).contains("A.viewDidAppear") && appearance(s.log).contains("C.viewDidAppear"))
        #expect(appearanceIsBalanced(s.log.entries))
    }

    @Test func theDelegateKeepsThePrimaryOnTopAndChoosesTheExpandedMode() {
        let device = VirtualDevice(model: .iPhoneProMax, landscape: true)
        let log = EventLog()
        let delegate = Delegate(log: log)
        delegate.topColumn = .primary
        delegate.expandMode = .secondaryOnly
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        log.clear()
        device.rotate(to: .portrait)
        device.runUntilIdle()
        #expect(split.isCollapsed)
        #expect((split.columnControllers[.primary] as? UINavigationController)?.viewControllers == [a])
        #expect(appearance(log) == ["B.viewWillDisappear", "B.viewDidDisappear"])
        log.clear()
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(
            appearance(log) == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func theCompactColumnReplacesTheColumnsWhileCollapsed() {
        let log = EventLog()
        let compact = RecordingViewController("K", log: log)
        let s = scene(compact: compact)
        #expect(s.split.isCollapsed)
        let compactNav = s.split.columnControllers[.compact] as? UINavigationController
        #expect(compactNav?.viewControllers == [compact])
        #expect(s.split.viewControllers == [compactNav!])
        #expect(compact.view.window === s.device.window && s.a.view.window == nil && s.b.view.window == nil)
        #expect((s.split.columnControllers[.secondary] as? UINavigationController)?.viewControllers == [s.b])
        s.device.rotate(to: .landscapeLeft)
        s.device.runUntilIdle()
        #expect(compact.view.window == nil && s.a.view.window != nil && s.b.view.window != nil)
        #expect(appearanceIsBalanced(log.entries) && appearanceIsBalanced(s.log.entries))
    }

    @Test func slideOverWidthOnAnIPadCollapsesTheSplit() {
        let device = VirtualDevice(model: .iPadPro11)
        let split = UISplitViewController(style: .doubleColumn)
        let a = UIViewController()
        let b = UIViewController()
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        #expect(!split.isCollapsed)
        device.rotate(to: CGSize(width: 320, height: 1194))
        device.runUntilIdle()
        #expect(split.traitCollection.horizontalSizeClass == .compact)
        #expect(split.traitCollection.userInterfaceIdiom == .pad)
        #expect(split.isCollapsed)
        #expect((split.columnControllers[.primary] as? UINavigationController)?.viewControllers == [a, b])
    }

    @Test func aTraitOverrideFromAParentCollapsesAndExpands() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let delegate = Delegate(log: log)
        let parent = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        parent.addChild(split)
        parent.view.addSubview(split.view)
        split.didMove(toParent: parent)
        device.window.rootViewController = parent
        device.runUntilIdle()
        #expect(!split.isCollapsed)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: split)
        #expect(split.isCollapsed)
        parent.setOverrideTraitCollection(nil, forChild: split)
        #expect(!split.isCollapsed)
        #expect(log.filtered("delegate.did") == ["delegate.didCollapse(true)", "delegate.didExpand(false)"])
    }

    @Test func aSizeClassChangeDuringAColumnSlideCollapsesWhenTheSlideEnds() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let parent = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        parent.addChild(split)
        parent.view.addSubview(split.view)
        split.didMove(toParent: parent)
        device.window.rootViewController = parent
        device.runUntilIdle()
        split.hide(.primary)
        device.advance(by: 0.1)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: split)
        #expect(!split.isCollapsed)
        device.runUntilIdle()
        #expect(split.isCollapsed)
        #expect((split.columnControllers[.primary] as? UINavigationController)?.viewControllers == [a, b])
        #expect(b.view.window === device.window)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func aClassicDelegateThatHandlesCollapseDiscardsTheSecondaryUntilExpand() {
        let device = VirtualDevice(model: .iPhoneProMax, landscape: true)
        let log = EventLog()
        let delegate = Delegate(log: log)
        delegate.handlesCollapse = true
        let list = UINavigationController(rootViewController: RecordingViewController("A", log: log))
        let detail = RecordingViewController("B", log: log)
        let split = UISplitViewController()
        split.delegate = delegate
        split.viewControllers = [list, detail]
        device.window.rootViewController = split
        device.runUntilIdle()
        device.rotate(to: .portrait)
        device.runUntilIdle()
        #expect(split.viewControllers == [list] && list.viewControllers.count == 1)
        #expect(detail.parent == nil && detail.viewIfLoaded?.window == nil)
        let other = UIViewController()
        delegate.separated = other
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(split.viewControllers == [list, other])
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func aClassicPrimaryTakesTheSecondaryThroughItsOwnCollapseHooks() {
        final class Container: UIViewController {
            var taken: UIViewController?
            override func collapseSecondaryViewController(
                _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
            ) {
                taken = secondaryViewController
            }
            override func separateSecondaryViewController(for splitViewController: UISplitViewController)
                -> UIViewController?
            {
                defer { taken = nil }
                return taken
            }
        }
        let device = VirtualDevice(model: .iPhoneProMax, landscape: true)
        let primary = Container()
        let secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        device.window.rootViewController = split
        device.runUntilIdle()
        device.rotate(to: .portrait)
        device.runUntilIdle()
        #expect(primary.taken === secondary && split.viewControllers == [primary])
        #expect(secondary.viewIfLoaded?.window == nil)
        device.rotate(to: .landscapeLeft)
        device.runUntilIdle()
        #expect(split.viewControllers == [primary, secondary] && primary.taken == nil)
        #expect(secondary.view.window === device.window)
        // A navigation controller's hook pushes the secondary; with nothing collapsed, its
        // separation gives nothing back.
        let nav = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        nav.collapseSecondaryViewController(detail, for: split)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
        #expect(nav.separateSecondaryViewController(for: split) == nil)
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// UISplitViewController expanded: column controllers (wrapped in navigation controllers),
/// display modes and split behaviours, column widths, the tiled and overlaid layouts as
/// rendered, and column changes on the transition driver with balanced appearance callbacks.
@MainActor
@Suite(.checksLifetimes) struct UISplitViewControllerTests {
    struct Scene {
        let device: VirtualDevice
        let log: EventLog
        let split: UISplitViewController
        let a: RecordingViewController
        let b: RecordingViewController
    }

    /// A double-column split on a landscape (or portrait) 11-inch iPad: A in the primary
    /// column (red), B in the secondary (blue).
    func scene(
        landscape: Bool = true, style: UISplitViewController.Style = .doubleColumn,
        configure: (UISplitViewController) -> Void = { _ in }
    ) -> Scene {
        let device = VirtualDevice(model: .iPadPro11, landscape: landscape)
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        let split = UISplitViewController(style: style)
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        configure(split)
        device.window.rootViewController = split
        device.runUntilIdle()
        log.clear()
        return Scene(device: device, log: log, split: split, a: a, b: b)
    }

    func appearance(_ log: EventLog) -> [String] {
        log.entries.filter {
            $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0.hasPrefix("delegate")
        }
    }

    final class Delegate: UISplitViewControllerDelegate {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func splitViewController(_ svc: UISplitViewController, willChangeTo mode: UISplitViewController.DisplayMode) {
            log.record("delegate.willChangeTo(\(mode))")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            log.record("delegate.willShow(\(column))")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
            log.record("delegate.willHide(\(column))")
        }
    }

    @Test func columnControllersAreWrappedInNavigationControllersAndAreChildren() {
        let s = scene()
        let primary = s.split.viewController(for: .primary)?.navigationController
        let secondary = s.split.viewController(for: .secondary)?.navigationController
        #expect(primary?.viewControllers == [s.a])
        #expect(secondary?.viewControllers == [s.b])
        #expect(s.split.children.count == 2 && s.split.children.allSatisfy { $0 is UINavigationController })
        #expect(s.split.viewControllers.count == 2 && s.split.viewControllers[0] === primary)
        #expect(s.a.splitViewController === s.split && s.b.splitViewController === s.split)
        #expect(s.split.columnControllers[.supplementary] == nil)
        // A navigation controller is used as it is.
        let nav = UINavigationController(rootViewController: UIViewController())
        s.split.setViewController(nav, for: .secondary)
        #expect(s.split.columnControllers[.secondary] === nav)
        #expect(secondary?.parent == nil)
        // A controller moved to another column leaves the one it was in.
        s.split.setViewController(s.a, for: .secondary)
        s.device.runUntilIdle()
        #expect(s.split.viewController(for: .secondary) === s.a)
        #expect(s.split.viewControllers.last === primary)
        #expect(s.split.columnControllers[.primary] == nil)
        #expect(s.split.children.count == 1 && nav.parent == nil)
    }

    @Test func classicSplitRefusesTheColumnAPIWithUIKitsMessage() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let split = UISplitViewController()
        let a = UIViewController()
        let b = UIViewController()
        split.viewControllers = [a, b]
        device.window.rootViewController = split
        device.runUntilIdle()
        #expect(split.style == .unspecified)
        #expect(split.viewControllers == [a, b])
        #expect(a.parent === split && b.parent === split)
        #expect(split.viewController(for: .primary) == nil)
        #expect(device.diagnostics.last?.contains("only supported for column-style split view controllers") == true)
        split.setViewController(UIViewController(), for: .secondary)
        #expect(split.viewControllers == [a, b])
    }

    @Test func landscapeIPadTilesThePrimaryBesideTheSecondaryAndBothAppear() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        #expect(appearance(log) == ["A.viewWillAppear", "B.viewWillAppear", "A.viewDidAppear", "B.viewDidAppear"])
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .tile)
        #expect(split.primaryColumnWidth == 320)
        let primary = split.columnControllers[.primary]!
        let secondary = split.columnControllers[.secondary]!
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(secondary.view.frame == CGRect(x: 321, y: 0, width: 873, height: 834))
        #expect(a.view.window === device.window && b.view.window === device.window)
        // The primary column is narrow: compact in width; the secondary keeps the split's width.
        #expect(a.traitCollection.horizontalSizeClass == .compact)
        #expect(b.traitCollection.horizontalSizeClass == .regular)
        #expect(split.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func theTiledColumnsRenderSideBySideWithAHairlineBetweenThem() {
        let s = scene { $0.preferredPrimaryColumnWidthFraction = 0.5 }
        let image = s.device.screenshot()
        // 0.5 × 1194 = 597 points of red, a one-point hairline, then blue.
        #expect(s.split.primaryColumnWidth == 597)
        let red = image.pixel(x: 300, y: 400)
        let edge = image.pixel(x: 596, y: 400)
        let hairline = image.pixel(x: 597, y: 400)
        let blue = image.pixel(x: 598, y: 400)
        let far = image.pixel(x: 1190, y: 400)
        #expect(red.r > 240 && red.g < 20 && red.b < 20)
        #expect(edge.r > 240 && edge.b < 20)
        #expect(hairline.r > 180 && hairline.r < 220 && abs(Int(hairline.r) - Int(hairline.b)) < 6)
        #expect(blue.b > 240 && blue.r < 20)
        #expect(far.b > 240 && far.r < 20)
    }

    @Test func primaryWidthFollowsPreferenceClampedToMinimumAndMaximum() {
        let s = scene()
        s.split.preferredPrimaryColumnWidthFraction = 0.1
        s.split.minimumPrimaryColumnWidth = 200
        #expect(s.split.primaryColumnWidth == 200)
        s.split.preferredPrimaryColumnWidth = 500
        s.split.maximumPrimaryColumnWidth = 400
        #expect(s.split.primaryColumnWidth == 400)
        s.device.runUntilIdle()
        #expect(s.split.columnControllers[.primary]!.view.frame.width == 400)
        #expect(s.split.columnControllers[.secondary]!.view.frame.minX == 401)
    }

    @Test func hidingThePrimarySlidesItOutOnTheDriverWithBalancedCallbacks() {
        let s = scene()
        let delegate = Delegate(log: s.log)
        s.split.delegate = delegate
        let primaryView = s.split.columnControllers[.primary]!.view!
        s.split.hide(.primary)
        #expect(
            appearance(s.log) == [
                "delegate.willChangeTo(secondaryOnly)", "delegate.willHide(primary)", "A.viewWillDisappear",
            ])
        #expect(s.split.displayMode == .secondaryOnly)
        #expect(s.split.transitionCoordinator != nil)
        s.device.advance(by: 0.15)
        let x = primaryView.layer.presentation()!.frame.minX
        #expect(x < -20 && x > -300)
        s.device.runUntilIdle()
        #expect(appearance(s.log).suffix(1) == ["A.viewDidDisappear"])
        #expect(primaryView.superview == nil)
        #expect(s.split.columnControllers[.secondary]!.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
        #expect(appearanceIsBalanced(s.log.entries))
        // Showing it again slides it back and A appears.
        s.log.clear()
        s.split.show(.primary)
        #expect(
            appearance(s.log) == [
                "delegate.willChangeTo(oneBesideSecondary)", "delegate.willShow(primary)", "A.viewWillAppear",
            ])
        s.device.runUntilIdle()
        #expect(appearance(s.log).last == "A.viewDidAppear")
        #expect(primaryView.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
    }

    @Test func overlayModeSlidesThePrimaryOverTheFullWidthSecondary() {
        let s = scene(landscape: false)
        // Portrait: the secondary alone; the primary is not loaded into the split's view.
        #expect(s.split.displayMode == .secondaryOnly && s.split.splitBehavior == .overlay)
        #expect(s.a.view.window == nil)
        s.split.show(.primary)
        #expect(s.split.displayMode == .oneOverSecondary)
        s.device.runUntilIdle()
        #expect(appearance(s.log) == ["A.viewWillAppear", "A.viewDidAppear"])
        let primary = s.split.columnControllers[.primary]!.view!
        let secondary = s.split.columnControllers[.secondary]!.view!
        #expect(primary.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(secondary.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        let image = s.device.screenshot()
        let over = image.pixel(x: 100, y: 600)
        let beside = image.pixel(x: 600, y: 600)
        #expect(over.r > 240 && over.b < 20)
        // The secondary beside the overlay is dimmed (a fifth of black over it).
        #expect(beside.b > 195 && beside.b < 215 && beside.r < 20)
        // Showing a detail while the primary is overlaid dismisses the overlay.
        s.log.clear()
        s.a.showDetailViewController(RecordingViewController("C", log: s.log), sender: nil)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .secondaryOnly)
        #expect(appearanceIsBalanced(s.log.entries))
        #expect(s.log.entries.contains("A.viewDidDisappear") && s.log.entries.contains("C.viewDidAppear"))
    }

    @Test func tripleColumnTilesAllThreeColumnsInTwoBesideSecondary() {
        let s = scene(style: .tripleColumn) { split in
            split.setViewController(UIViewController(), for: .supplementary)
            split.preferredDisplayMode = .twoBesideSecondary
        }
        #expect(s.split.displayMode == .twoBesideSecondary)
        #expect(s.split.supplementaryColumnWidth == 320)
        #expect(s.split.columnControllers[.primary]!.view.frame.minX == 0)
        #expect(
            s.split.columnControllers[.supplementary]!.view.frame == CGRect(x: 321, y: 0, width: 320, height: 834))
        #expect(s.split.columnControllers[.secondary]!.view.frame == CGRect(x: 642, y: 0, width: 552, height: 834))
        #expect(s.split.viewControllers.count == 3)
        // Automatic mode for a triple column in landscape shows the supplementary beside the
        // secondary; the primary leaves.
        s.split.preferredDisplayMode = .automatic
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .oneBesideSecondary)
        #expect(s.a.view.window == nil)
        #expect(s.split.columnControllers[.supplementary]!.view.frame.minX == 0)
        #expect(appearance(s.log) == ["A.viewWillDisappear", "A.viewDidDisappear"])
    }

    @Test func rotatingToPortraitHidesTheAutomaticPrimaryAndLandscapeBringsItBack() {
        let s = scene()
        s.device.rotate(to: .portrait)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .secondaryOnly)
        #expect(appearance(s.log) == ["A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(s.split.columnControllers[.secondary]!.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        s.log.clear()
        s.device.rotate(to: .landscapeLeft)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .oneBesideSecondary)
        #expect(appearance(s.log) == ["A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test func replacingTheSecondarySwapsItsViewWithBalancedCallbacks() {
        let s = scene()
        let c = RecordingViewController("C", log: s.log)
        let oldNav = s.split.columnControllers[.secondary]!
        s.split.setViewController(c, for: .secondary)
        s.device.runUntilIdle()
        #expect(
            appearance(s.log) == ["B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear"])
        #expect(oldNav.parent == nil && oldNav.viewIfLoaded?.superview == nil)
        #expect(c.view.window === s.device.window)
    }

    @Test func alongsideAnimationsRunWithTheColumnSlide() {
        let s = scene()
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.b.view.addSubview(marker)
        s.split.hide(.primary)
        var completed = false
        s.split.transitionCoordinator?.animate(
            alongsideTransition: { _ in marker.alpha = 0 }, completion: { _ in completed = true })
        s.device.advance(by: 0.15)
        let alpha = marker.layer.presentation()!.opacity
        #expect(alpha > 0.05 && alpha < 0.95)
        s.device.runUntilIdle()
        #expect(completed && marker.alpha == 0)
    }

    @Test func aDisplayModeChangeDuringASlideWaitsForIt() {
        let s = scene()
        s.split.hide(.primary)
        s.device.advance(by: 0.1)
        s.split.preferredDisplayMode = .oneBesideSecondary
        #expect(s.split.displayMode == .secondaryOnly)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .oneBesideSecondary)
        #expect(
            appearance(s.log) == ["A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(s.a.view.window === s.device.window)
    }

    @Test func aDeviceLetGoMidSlideReleasesEverything() {
        weak var split: UISplitViewController?
        do {
            let s = scene()
            split = s.split
            s.split.hide(.primary)
            s.device.advance(by: 0.1)
        }
        #expect(split == nil)
    }

    @Test func replacingTheSecondaryDuringASlideKeepsEveryAppearanceBalanced() {
        let s = scene()
        s.split.hide(.primary)
        s.device.advance(by: 0.1)
        let c = RecordingViewController("C", log: s.log)
        s.split.setViewController(c, for: .secondary)
        s.device.runUntilIdle()
        #expect(appearanceIsBalanced(s.log.entries))
        #expect(c.view.window === s.device.window && s.b.viewIfLoaded?.window == nil)
        #expect(s.a.viewIfLoaded?.window == nil && s.split.displayMode == .secondaryOnly)
        #expect(c.view.superview?.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
    }

    @Test func theColumnsDisappearAndReappearWithTheSplitInATabBarController() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(RecordingViewController("A", log: log), for: .primary)
        split.setViewController(RecordingViewController("B", log: log), for: .secondary)
        let other = RecordingViewController("O", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [split, other]
        device.window.rootViewController = tabs
        device.runUntilIdle()
        log.clear()
        tabs.selectedIndex = 1
        device.runUntilIdle()
        #expect(
            appearance(log) == [
                "A.viewWillDisappear", "B.viewWillDisappear", "O.viewWillAppear", "A.viewDidDisappear",
                "B.viewDidDisappear", "O.viewDidAppear",
            ])
        log.clear()
        tabs.selectedIndex = 0
        device.runUntilIdle()
        #expect(
            appearance(log) == [
                "O.viewWillDisappear", "A.viewWillAppear", "B.viewWillAppear", "O.viewDidDisappear",
                "A.viewDidAppear", "B.viewDidAppear",
            ])
    }

    @Test func theSplitAndItsColumnsAreReleasedWithTheDevice() {
        weak var split: UISplitViewController?
        weak var primary: UIViewController?
        do {
            let s = scene()
            split = s.split
            primary = s.split.columnControllers[.primary]
            s.split.hide(.primary)
            s.device.runUntilIdle()
        }
        #expect(split == nil && primary == nil)
    }
}

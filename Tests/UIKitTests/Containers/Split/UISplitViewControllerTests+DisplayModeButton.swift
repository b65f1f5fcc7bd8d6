import Testing
import UIKitTesting

@testable import UIKit

/// The split's display mode button (a tap hides a shown primary column and shows a hidden
/// one, or goes where the delegate says) and `unwind(for:towards:)` showing the column that
/// holds the destination (statement 116).
@MainActor
@Suite(.checksLifetimes) struct UISplitViewControllerDisplayModeButtonTests {
    final class TargetDelegate: UISplitViewControllerDelegate {
        var target: UISplitViewController.DisplayMode = .automatic
        var asked = 0
        func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
            asked += 1
            return target
        }
    }

    final class Destination: RecordingViewController {
        func unwindHere(_ segue: UIStoryboardSegue) { log.record("\(name).unwindHere") }
    }

    /// A classic split on a landscape iPad, A's navigation controller beside B's, with the
    /// display mode button on B's bar as apps put it.
    func classicScene(delegate: UISplitViewControllerDelegate? = nil) -> (
        VirtualDevice, UISplitViewController, UINavigationController, EventLog
    ) {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let split = UISplitViewController()
        split.delegate = delegate
        let detail = UINavigationController(rootViewController: b)
        split.viewControllers = [UINavigationController(rootViewController: a), detail]
        b.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        device.window.rootViewController = split
        device.runUntilIdle()
        log.clear()
        return (device, split, detail, log)
    }

    func tapButton(_ device: VirtualDevice, in nav: UINavigationController) {
        let v = nav.navigationBar.content!.leftViews[0]
        device.tap(at: v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
        device.runUntilIdle()
    }

    @Test func theButtonIsOneItemTargetingTheSplit() {
        let split = UISplitViewController()
        let item = split.displayModeButtonItem
        #expect(split.displayModeButtonItem === item)
        #expect(item.target === split && item.image != nil)
    }

    @Test func aTapHidesTheShownPrimaryAndASecondTapBringsItBack() {
        let (device, split, detail, log) = classicScene()
        #expect(split.displayMode == .oneBesideSecondary)
        tapButton(device, in: detail)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.entries.filter { $0.hasSuffix("Disappear") } == ["A.viewWillDisappear", "A.viewDidDisappear"])
        tapButton(device, in: detail)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(log.entries.filter { $0.hasSuffix("Appear") }.suffix(2) == ["A.viewWillAppear", "A.viewDidAppear"])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func theDelegateChoosesWhereATapGoes() {
        let delegate = TargetDelegate()
        let (device, split, detail, _) = classicScene(delegate: delegate)
        delegate.target = .oneOverSecondary
        tapButton(device, in: detail)
        #expect(delegate.asked == 1)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(split.isSecondaryDimmed)
    }

    @Test func statement116_unwindInsideASplitShowsTheColumnHoldingTheDestination() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let a = Destination("A", log: log)
        let b = RecordingViewController("B", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .secondaryOnly
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly && a.viewIfLoaded?.window == nil)
        b.registerUnwindSegue(identifier: "list", unwindAction: Destination.unwindHere)
        log.clear()
        b.performSegue(withIdentifier: "list", sender: nil)
        device.runUntilIdle()
        #expect(log.entries.filter { $0.hasSuffix("unwindHere") } == ["A.unwindHere"])
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(a.view.window === device.window)
        #expect(log.filtered("A.").filter { $0.hasSuffix("Appear") } == ["A.viewWillAppear", "A.viewDidAppear"])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func unwindTowardsTheShownSecondaryChangesNothing() {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = Destination("B", log: log)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        device.window.rootViewController = split
        device.runUntilIdle()
        let mode = split.displayMode
        a.registerUnwindSegue(identifier: "detail", unwindAction: Destination.unwindHere)
        a.performSegue(withIdentifier: "detail", sender: nil)
        device.runUntilIdle()
        #expect(log.entries.filter { $0.hasSuffix("unwindHere") } == ["B.unwindHere"])
        #expect(split.displayMode == mode)
    }
}

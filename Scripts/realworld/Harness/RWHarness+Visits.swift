import Foundation
import UIKitHost

/// How the harness moves through an app as a user does beyond the segues: untitled buttons,
/// the tabs of a tab bar, a split view on an iPad, and where an unwind could land.
extension RWHarness {
    /// The buttons of a controller's own view in document order: not those inside cells, lists,
    /// bars and other controls, nor inside the views of child controllers.
    static func documentButtons(in root: UIView) -> [UIButton] {
        var found: [UIButton] = []
        func visit(_ view: UIView) {
            for subview in view.subviews {
                if subview.next is UIViewController { continue }
                if subview is UITableViewCell || subview is UICollectionReusableView || subview is UITableView
                    || subview is UICollectionView || subview is UISearchBar || subview is UITextField
                    || subview is UINavigationBar || subview is UIToolbar || subview is UITabBar
                    || subview is UISegmentedControl || subview is UIDatePicker
                {
                    continue
                }
                if let button = subview as? UIButton { found.append(button) }
                visit(subview)
            }
        }
        visit(root)
        return found
    }

    /// Shows a split view controller on an iPad in landscape as well, as a user of the iPad app
    /// sees it: every column on screen at once, where an iPhone shows one (so the outlets of the
    /// columns an iPhone reaches only through the app's own code connect).
    static func visitOnIPad(
        _ scene: RWScene, from storyboard: UIStoryboard, into result: inout RWResult, _ connected: inout [String: Bool]
    ) {
        let device = VirtualDevice(model: .iPadPro11, landscape: true)
        guard let made = device.perform({ scene.make(storyboard) }) else { return }
        show(made, on: device)
        merge(&connected, from: device)
        result.errors += device.diagnostics.map { "\(scene.label) iPad: \($0)" }
    }

    /// Taps every tab of the tab bars on screen, as a user looks through an app's tabs: a tab
    /// bar controller loads a tab's view only when it is selected, so its outlets wait for that.
    static func visitTabs(
        on device: VirtualDevice, label: String, into result: inout RWResult, _ connected: inout [String: Bool]
    ) {
        let tabs = device.tabBars.buttons
        let count = tabs.count
        guard count > 1 else { return }
        let before = device.diagnostics.count
        for index in 0..<count {
            tabs.element(boundBy: index).tap()
            device.runUntilIdle()
            merge(&connected, from: device)
        }
        result.errors += device.diagnostics.dropFirst(before).map { "\(label) tabs: \($0)" }
    }

    /// Whether a controller of one of `classes` other than `source` and what it holds is on
    /// screen (where UIKit's search for an unwind destination could find it).
    static func canUnwind(from source: UIViewController, to classes: [String], on device: VirtualDevice) -> Bool {
        func isInside(_ controller: UIViewController) -> Bool {
            var current: UIViewController? = controller
            while let step = current {
                if step === source { return true }
                current =
                    step.parent
                    ?? step.presentingViewController.flatMap { presenting in
                        presenting.presentedViewController === step ? presenting : nil
                    }
            }
            return false
        }
        return controllers(on: device).contains { classes.contains(className($0)) && !isInside($0) }
    }
}

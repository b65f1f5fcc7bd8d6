import UIKit

extension VirtualDevice {
    /// What must hold on a device once it has settled after any sequence of ordinary UIKit calls,
    /// as one line per violation (empty when the device is consistent): no controller is left
    /// appearing or disappearing, being presented or dismissed, or with a transition
    /// coordinator; a controller that appeared has its view in the window and one whose view is
    /// in the window appeared; presented controllers point back at their presenter; a tab bar
    /// controller shows its selected tab only; a collapsed split shows one column.
    ///
    /// Checks `controllers`, or every controller reachable from the window's root (children
    /// and presentations) when nil. Call it after `runUntilIdle()`: "assert the device is
    /// consistent", in tests, fuzzers and users' own suites alike.
    public func consistencyViolations(of controllers: [UIViewController]? = nil) -> [String] {
        enter()
        let window = self.window
        var found: [String] = []
        let list = controllers ?? reachableControllers()
        for vc in list {
            let name = vc.title ?? "\(type(of: vc))"
            let inWindow = vc.isViewLoaded && vc.view.window === window
            switch vc.appearance.state {
            case .appearing, .disappearing: found.append("\(name) is left in \(vc.appearance.state)")
            case .appeared where !inWindow: found.append("\(name) appeared but its view is not in the window")
            case .disappeared where inWindow: found.append("\(name)'s view is in the window but it has not appeared")
            default: break
            }
            if vc.isBeingPresented || vc.isBeingDismissed {
                found.append("\(name) is still being presented or dismissed")
            }
            if vc.transitionCoordinator != nil { found.append("\(name) still has a transition coordinator") }
            // A child answers with its ancestor's presentation, as in UIKit.
            if let presented = vc.presentedViewController {
                if let presenter = presented.presentingViewController {
                    if !sequence(first: vc, next: { $0.parent }).contains(where: { $0 === presenter }) {
                        found.append("\(name) presents \(presented.title ?? "?"), which does not point back")
                    }
                } else {
                    found.append("\(name) presents \(presented.title ?? "?"), which has no presenter")
                }
            }
            if let tabs = vc as? UITabBarController { found += tabViolations(tabs, in: window) }
            if let split = vc as? UISplitViewController { found += splitViolations(split, in: window) }
        }
        return found
    }

    /// Every controller reachable from the window's root through children and presentations.
    private func reachableControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        var pending = [window.rootViewController].compactMap { $0 }
        while let vc = pending.popLast() {
            guard !found.contains(where: { $0 === vc }) else { continue }
            found.append(vc)
            pending += vc.children
            if let presented = vc.presentedViewController { pending.append(presented) }
        }
        return found
    }

    /// The selected tab's view is in the window when the tabs are; no other tab's is.
    private func tabViolations(_ tabs: UITabBarController, in window: UIWindow) -> [String] {
        guard tabs.isViewLoaded, tabs.view.window === window else { return [] }
        var found: [String] = []
        for tab in tabs.viewControllers ?? [] {
            let inWindow = tab.viewIfLoaded?.window === window
            if tab === tabs.selectedViewController, !inWindow, !tab.isCoveredByItsOwnContextPresentation {
                found.append("the selected tab \(tab.title ?? "?") is not in the window")
            } else if tab !== tabs.selectedViewController, inWindow {
                found.append("the unselected tab \(tab.title ?? "?") is in the window")
            }
        }
        return found
    }

    /// A collapsed split shows one column; the other columns' views are out of the window
    /// unless collapsing pushed them inside the one shown.
    private func splitViolations(_ split: UISplitViewController, in window: UIWindow) -> [String] {
        guard split.isViewLoaded, split.view.window === window else { return [] }
        var found: [String] = []
        let shown = split.visibleColumnControllers
        if split.isCollapsed {
            guard shown.count == 1, let only = shown.first else {
                return ["a collapsed split shows \(shown.count) columns"]
            }
            for (column, vc) in split.columnControllers where vc !== only {
                if let view = vc.viewIfLoaded, view.window === window, !view.isDescendant(of: only.view) {
                    found.append("a collapsed split shows its \(column) column beside the shown one")
                }
            }
        }
        for vc in shown where vc.viewIfLoaded?.window !== window && !vc.isCoveredByItsOwnContextPresentation {
            found.append("the split's shown column \(vc.title ?? "\(type(of: vc))") is not in the window")
        }
        return found
    }
}

@_spi(Testing) import UIKit
import UIKitHost

extension FuzzWorld {
    /// Runs until idle, then checks what must hold when nothing is moving.
    func settle() {
        // A user lifts the finger sooner or later; until then a drag may hold a transition.
        device.endTouches()
        guard device.runUntilIdle(limit: 30) else {
            violations.append("not idle 30 virtual seconds after the last call")
            return
        }
        let window = device.window
        for vc in controllers {
            let name = vc.title ?? "?"
            let inWindow = vc.isViewLoaded && vc.view.window === window
            switch vc.appearance.state {
            case .appearing, .disappearing: violations.append("\(name) is left in \(vc.appearance.state)")
            case .appeared where !inWindow: violations.append("\(name) appeared but its view is not in the window")
            case .disappeared where inWindow:
                violations.append("\(name)'s view is in the window but it has not appeared")
            default: break
            }
            if vc.isBeingPresented || vc.isBeingDismissed {
                violations.append("\(name) is still being presented or dismissed")
            }
            if vc.transitionCoordinator != nil { violations.append("\(name) still has a transition coordinator") }
            // A child answers with its ancestor's presentation, as in UIKit.
            if let p = vc.presentedViewController, let presenter = p.presentingViewController,
                !sequence(first: vc, next: { $0.parent }).contains(where: { $0 === presenter })
            {
                violations.append("\(name) presents \(p.title ?? "?"), which does not point back")
            }
            if let p = vc.presentedViewController, p.presentingViewController == nil {
                violations.append("\(name) presents \(p.title ?? "?"), which has no presenter")
            }
        }
        let top = chain.last!
        let shown = leaf(of: top)
        if !(shown.isViewLoaded && shown.view.window === window) {
            violations.append("\(shown.title ?? "?") should be on screen but its view is not in the window")
        }
        checkNothingDiedEarly()
        checkTabs(in: window)
        checkSplit(in: window)
        for check in pendingChecks { if let v = check() { violations.append(v) } }
        pendingChecks = []
    }

    /// The selected tab's view is in the window when the tabs are; no other tab's is.
    private func checkTabs(in window: UIWindow) {
        guard let tabs, tabs.isViewLoaded, tabs.view.window === window else { return }
        for tab in tabs.viewControllers ?? [] {
            let inWindow = tab.viewIfLoaded?.window === window
            if tab === tabs.selectedViewController, !inWindow {
                violations.append("the selected tab \(tab.title ?? "?") is not in the window")
            } else if tab !== tabs.selectedViewController, inWindow {
                violations.append("the unselected tab \(tab.title ?? "?") is in the window")
            }
        }
    }

    /// A collapsed split shows one column; the other columns' views are out of the window
    /// unless collapsing pushed them inside the one shown.
    private func checkSplit(in window: UIWindow) {
        guard let split, split.isViewLoaded, split.view.window === window else { return }
        let shown = split.visibleColumnControllers
        if split.isCollapsed {
            guard shown.count == 1, let only = shown.first else {
                violations.append("a collapsed split shows \(shown.count) columns")
                return
            }
            for (column, vc) in split.columnControllers where vc !== only {
                if let view = vc.viewIfLoaded, view.window === window, !view.isDescendant(of: only.view) {
                    violations.append("a collapsed split shows its \(column) column beside the shown one")
                }
            }
        }
        for vc in shown where vc.viewIfLoaded?.window !== window {
            violations.append("the split's shown column \(vc.title ?? "\(type(of: vc))") is not in the window")
        }
    }
}

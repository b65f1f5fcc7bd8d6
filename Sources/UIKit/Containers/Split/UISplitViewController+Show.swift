extension UISplitViewController {
    /// `show(_:sender:)` (statement 130): the delegate may handle it; expanded, `vc` becomes
    /// the primary, or the secondary when the primary already holds it as a child; collapsed,
    /// it is presented modally.
    func performSplitShow(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        guard !isCollapsedStorage else {
            present(vc, animated: true)
            return
        }
        if let primary = columnControllers[.primary], primary.children.contains(where: { $0 === vc }) {
            // A controller in the primary navigation stack already shows there; taking it out
            // of the stack would leave the stack naming a controller it no longer holds.
            if (primary as? UINavigationController)?.stack.contains(where: { $0 === vc }) == true { return }
            installSecondary(vc)
        } else {
            replaceColumn(.primary, with: vc)
        }
    }

    /// `showDetailViewController(_:sender:)` (statements 131, 132): the delegate may handle it;
    /// nothing happens when `vc` already shows; collapsed, the navigation controller shown
    /// pushes it (else it is presented modally); expanded, it replaces the secondary.
    func performSplitShowDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isShownAsDetail(vc) { return }
        if isCollapsedStorage {
            if let nav = collapsedController as? UINavigationController {
                if let detail = vc as? UINavigationController {
                    pushCollapsedDetail(detail, onto: nav)
                } else {
                    nav.pushViewController(vc, animated: true)
                }
            } else {
                present(vc, animated: true)
            }
            return
        }
        installSecondary(vc)
        // A primary overlaid on the secondary gets out of the way of the new detail.
        if preferredDisplayMode == .automatic,
            displayModeStorage == .oneOverSecondary || displayModeStorage == .twoOverSecondary
        {
            applyDisplayMode(.secondaryOnly, animated: isViewLoaded && view.window != nil)
        }
    }

    /// Statement 132: collapsed, a detail that comes in its own navigation controller (the
    /// template's showDetail segue) is pushed onto the primary navigation stack. Its
    /// controllers move there, as collapsing moves a secondary navigation controller's ([U]: a
    /// navigation controller is not nested in another here), and expanding gives them back to
    /// it as the secondary.
    private func pushCollapsedDetail(_ detail: UINavigationController, onto nav: UINavigationController) {
        let moved = detail.stack
        guard !moved.isEmpty else { return }
        detail.setViewControllers([], animated: false)
        var record = collapseRecord ?? SplitCollapseRecord(primaryCount: nav.stack.count, moved: [])
        // The new detail replaces whatever the collapsed split held as its secondary.
        record.moved = [(.secondary, moved)]
        record.secondaryNavigation = detail
        record.discardedSecondary = nil
        collapseRecord = record
        nav.setViewControllers(nav.stack + moved, animated: true)
    }

    /// Whether `vc` is already what the detail context shows.
    private func isShownAsDetail(_ vc: UIViewController) -> Bool {
        if isCollapsedStorage {
            let top = (collapsedController as? UINavigationController)?.topViewController ?? collapsedController
            return top === vc
        }
        let secondary = columnControllers[.secondary]
        return secondary === vc || (style != .unspecified && (secondary as? UINavigationController)?.stack == [vc])
    }

    /// Makes `vc` the secondary: a column-style split replaces its secondary navigation
    /// controller's stack with it (a navigation controller takes the column itself).
    private func installSecondary(_ vc: UIViewController) {
        if style != .unspecified, !(vc is UINavigationController),
            let nav = columnControllers[.secondary] as? UINavigationController
        {
            nav.setViewControllers([vc], animated: false)
        } else {
            replaceColumn(.secondary, with: vc)
        }
    }
}

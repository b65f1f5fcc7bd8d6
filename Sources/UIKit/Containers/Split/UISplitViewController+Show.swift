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
            if let nav = collapsedController as? UINavigationController, !(vc is UINavigationController) {
                nav.pushViewController(vc, animated: true)
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

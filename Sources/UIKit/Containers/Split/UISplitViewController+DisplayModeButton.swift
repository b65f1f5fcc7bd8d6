extension UISplitViewController {
    /// The display mode button, made on first use.
    func makeDisplayModeButtonItem() -> UIBarButtonItem {
        if let item = displayModeButtonItemStorage { return item }
        let item = UIBarButtonItem(
            image: UIImage(systemName: "sidebar.left"), style: .plain, target: self,
            action: UISplitViewController.displayModeButtonTapped)
        displayModeButtonItemStorage = item
        return item
    }

    func displayModeButtonTapped(_ sender: UIBarButtonItem) {
        guard !isCollapsedStorage, let mode = targetDisplayModeForAction() else { return }
        applyDisplayMode(mode, animated: viewIfLoaded?.window != nil)
    }

    /// The mode a tap on the display mode button goes to, nil when there is nothing to change.
    func targetDisplayModeForAction() -> DisplayMode? {
        if let chosen = delegate?.targetDisplayModeForAction(in: self), chosen != .automatic { return chosen }
        // [U] Apple documents only that the split picks the mode itself; this toggles the
        // leading columns, the way the button's sidebar glyph suggests.
        if displayModeStorage != .secondaryOnly { return .secondaryOnly }
        return displayMode(showing: .primary)
    }

    /// `unwind(for:towards:)`: shows the column whose controller is (or contains) `subsequentVC`.
    func showColumn(towards subsequentVC: UIViewController) {
        guard !isCollapsedStorage else { return }
        let column = columnControllers.first { _, vc in subsequentVC === vc || subsequentVC.isDescendant(of: vc) }?.key
        guard let column, column != .compact else { return }
        performShow(column)
    }
}

extension UIViewController {
    /// Whether `ancestor` is this controller's parent, or its parent's, and so on.
    fileprivate func isDescendant(of ancestor: UIViewController) -> Bool {
        var p = parent
        while let current = p {
            if current === ancestor { return true }
            p = current.parent
        }
        return false
    }
}

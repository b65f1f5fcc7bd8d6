extension UISplitViewController {
    /// The columns of this style, leading first.
    var columnOrder: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// `viewControllers`: the column controllers in order, or the one shown while collapsed.
    var orderedViewControllers: [UIViewController] {
        if isCollapsedStorage { return [collapsedController].compactMap { $0 } }
        return columnOrder.compactMap { columnControllers[$0] }
    }

    /// Setting `viewControllers`: the controllers fill the columns in order.
    func setOrderedViewControllers(_ controllers: [UIViewController]) {
        let columns = columnOrder
        for (i, column) in columns.enumerated() {
            replaceColumn(column, with: i < controllers.count ? controllers[i] : nil)
        }
    }

    /// `setViewController(_:for:)`: column-style splits only; a controller that is not a
    /// navigation controller is wrapped in one.
    func performSetViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            Diagnostics.log(
                in: loop,
                "-[UISplitViewController setViewController:forColumn:] is only supported for column-style split view controllers (\(description))"
            )
            return
        }
        if column == .supplementary && style != .tripleColumn {
            Diagnostics.log(
                in: loop,
                "A supplementary column is only supported by a triple-column split view controller (\(description))")
            return
        }
        replaceColumn(column, with: vc)
        setColumnContent[column] = vc is UINavigationController ? nil : vc
    }

    /// The navigation controller a column-style split shows `vc` in (`vc` itself if it is one,
    /// or the navigation controller it was already wrapped in).
    func wrapped(_ vc: UIViewController) -> UIViewController {
        if style == .unspecified || vc is UINavigationController { return vc }
        // Set again, a controller keeps the navigation controller the split wrapped it in.
        if let nav = vc.parentStorage as? UINavigationController, nav.parentStorage === self, nav.stack == [vc] {
            return nav
        }
        return UINavigationController(rootViewController: vc)
    }

    /// Puts `vc` (wrapped as needed) in `column` in place of the controller there: the old one
    /// leaves the split and, when its column shows, a column transition swaps the views.
    func replaceColumn(_ column: Column, with vc: UIViewController?) {
        let new = vc.map(wrapped)
        let old = columnControllers[column]
        if old === new { return }
        // A controller lives in one column: it leaves the one it was in.
        if let new, let other = columnControllers.first(where: { $0.key != column && $0.value === new })?.key {
            replaceColumn(other, with: nil)
        }
        let wasVisible = old.map { o in visibleColumnControllers.contains { $0 === o } } ?? false
        let children = ChildReplacement(removed: old.map { [$0] } ?? [], added: new.map { [$0] } ?? [])
        children.begin(in: self)
        // The leading columns are narrow: they see a compact width, as sidebars do in UIKit.
        if let new, column == .primary || column == .supplementary {
            setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: new)
        }
        columnControllers[column] = new
        if column == .secondary, collapseRecord != nil { collapseRecord?.secondaryReplaced = true }
        if !isCollapsedStorage, new != nil, !shownColumns.contains(column), hasSettledCollapse {
            // A column that gains a controller shows when the display mode includes it.
            shownColumns = columnsShown(for: displayModeStorage)
        }
        let isVisible = new.map { n in visibleColumnControllers.contains { $0 === n } } ?? false
        if let v = viewIfLoaded, v.window != nil, wasVisible || isVisible {
            startColumnTransition(
                appearing: isVisible ? [new!] : [], disappearing: wasVisible ? [old!] : [], animated: false)
        } else {
            old?.viewIfLoaded.map { if $0.superview === viewIfLoaded { $0.removeFromSuperview() } }
            layoutColumnsIfLoaded()
        }
        children.removeLeaving()
        children.didMove(to: self)
    }

    // MARK: Display modes

    /// The columns a display mode shows (those with a controller), leading first.
    func columnsShown(for mode: DisplayMode) -> [Column] {
        let columns: [Column]
        switch mode {
        case .secondaryOnly, .automatic:
            columns = [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            columns = style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            columns = columnOrder
        }
        return columns.filter { columnControllers[$0] != nil }
    }

    /// The display mode `.automatic` means for a split of `size` ([U] the most plausible
    /// reading of UIKit's choice): the secondary alone in portrait; in landscape the primary
    /// (triple column: the supplementary) beside it.
    func automaticDisplayMode(for size: CGSize) -> DisplayMode {
        fitted(size.width > size.height ? .oneBesideSecondary : .secondaryOnly, size: size)
    }

    /// The display mode the split applies for its preferences now.
    func resolvedDisplayMode() -> DisplayMode {
        let size = viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
        if preferredDisplayMode == .automatic { return automaticDisplayMode(for: size) }
        return fitted(preferredDisplayMode, size: size)
    }

    /// `mode` arranged as the split behaviour allows: the number of leading columns stays, the
    /// behaviour decides beside, over or displacing.
    private func fitted(_ mode: DisplayMode, size: CGSize) -> DisplayMode {
        var count: Int
        switch mode {
        case .secondaryOnly, .automatic: count = 0
        case .oneBesideSecondary, .oneOverSecondary: count = 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: count = 2
        }
        if style != .tripleColumn { count = min(count, 1) }
        switch (count, resolvedSplitBehavior(for: size)) {
        case (0, _): return .secondaryOnly
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        case (_, .displace): return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }

    /// The split behaviour: the preferred one, else the one the preferred display mode
    /// implies, else tiles in landscape and overlays in portrait.
    func resolvedSplitBehavior(for size: CGSize? = nil) -> SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        switch preferredDisplayMode {
        case .oneOverSecondary, .twoOverSecondary: return .overlay
        case .twoDisplaceSecondary: return .displace
        case .oneBesideSecondary, .twoBesideSecondary: return .tile
        case .automatic, .secondaryOnly:
            let s = size ?? viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
            return s.width > s.height ? .tile : .overlay
        }
    }

    /// Changes the display mode: the delegate hears `willChangeTo` and which columns will show
    /// and hide, then the columns move on a column transition.
    func applyDisplayMode(
        _ mode: DisplayMode, animated: Bool, interactor: UIViewControllerInteractiveTransitioning? = nil
    ) {
        guard isViewLoaded, hasSettledCollapse, !isCollapsedStorage else {
            if !isCollapsedStorage { displayModeStorage = mode }
            return
        }
        let retry: () -> Void = { [weak self] in self?.applyDisplayMode(mode, animated: animated) }
        guard TransitionDriver.admit(SplitColumnTransition.self, in: self, retry: retry) else { return }
        let columns = columnsShown(for: mode)
        guard mode != displayModeStorage || columns != shownColumns else { return }
        if mode != displayModeStorage { delegate?.splitViewController(self, willChangeTo: mode) }
        let hiding = shownColumns.filter { !columns.contains($0) }
        let showing = columns.filter { !shownColumns.contains($0) }
        if style != .unspecified {
            for c in hiding { delegate?.splitViewController(self, willHide: c) }
            for c in showing { delegate?.splitViewController(self, willShow: c) }
        }
        let previous = (displayModeStorage, shownColumns)
        displayModeStorage = mode
        shownColumns = columns
        startColumnTransition(
            appearing: showing.compactMap { columnControllers[$0] },
            disappearing: hiding.compactMap { columnControllers[$0] }, animated: animated, interactor: interactor,
            previous: previous)
    }

    /// After a size transition, an automatic display mode becomes the one for the new shape
    /// (beside in landscape, the secondary alone in portrait), without animation of its own.
    func applyAutomaticDisplayModeForNewSize() {
        guard let size = pendingAutomaticSize, let v = viewIfLoaded, v.bounds.size == size else { return }
        pendingAutomaticSize = nil
        guard !isCollapsedStorage, preferredDisplayMode == .automatic else { return }
        let mode = automaticDisplayMode(for: size)
        if mode != displayModeStorage { applyDisplayMode(mode, animated: false) }
    }

    /// `show(_:)` for a column: the display mode that adds it.
    func performShow(_ column: Column) {
        if isCollapsedStorage { return showCollapsed(column) }
        if column == .secondary {
            // The closest mode where nothing covers or pushes the secondary aside.
            switch displayModeStorage {
            case .oneOverSecondary, .twoOverSecondary: applyDisplayMode(.secondaryOnly, animated: isOnScreen)
            case .twoDisplaceSecondary: applyDisplayMode(.oneBesideSecondary, animated: isOnScreen)
            default: break
            }
            return
        }
        guard let mode = displayMode(showing: column) else { return }
        applyDisplayMode(mode, animated: isOnScreen)
    }

    /// The display mode that adds `column` (a leading column) to the shown ones, if hidden.
    func displayMode(showing column: Column) -> DisplayMode? {
        guard column == .primary || column == .supplementary, columnControllers[column] != nil,
            !shownColumns.contains(column)
        else { return nil }
        let behavior = resolvedSplitBehavior()
        let two = column == .primary && style == .tripleColumn
        let mode: DisplayMode
        switch behavior {
        case .overlay: mode = two ? .twoOverSecondary : .oneOverSecondary
        case .displace: mode = two ? .twoDisplaceSecondary : .oneBesideSecondary
        default: mode = two ? .twoBesideSecondary : .oneBesideSecondary
        }
        return mode
    }

    private var isOnScreen: Bool { viewIfLoaded?.window != nil }

    /// `hide(_:)` for a column: the display mode without it (and without the columns that
    /// cannot show without it).
    func performHide(_ column: Column) {
        if column == .compact || column == .secondary || isCollapsedStorage { return }
        guard shownColumns.contains(column) else { return }
        let mode: DisplayMode
        if column == .primary && style == .tripleColumn && shownColumns.contains(.supplementary) {
            mode = resolvedSplitBehavior() == .overlay ? .oneOverSecondary : .oneBesideSecondary
        } else {
            mode = .secondaryOnly
        }
        applyDisplayMode(mode, animated: isOnScreen)
    }

    // MARK: Column transitions

    /// Runs one column change on the driver (off screen its kind simply moves the views).
    func startColumnTransition(
        appearing: [UIViewController], disappearing: [UIViewController], animated: Bool,
        interactor: UIViewControllerInteractiveTransitioning? = nil,
        previous: (mode: DisplayMode, columns: [Column])? = nil
    ) {
        let kind = SplitColumnTransition(in: self, appearing: appearing, disappearing: disappearing)
        kind.previous = previous
        TransitionDriver.start(kind, animated: animated) {
            SplitColumnTransition.request(for: kind, animated: $0, interactor: interactor)
        }
    }

    /// A column replaced while the split was covered and a column change ran cannot join then
    /// (off screen views join only while no change runs, and the change did not list it): once
    /// the changes are over, every shown column controller whose view is missing joins on a
    /// column transition of its own, with its appearance callbacks.
    func joinMissingColumnViewsOnNextTurn() {
        loop.performOnNextTurn { [weak self] in
            guard let self, let v = self.viewIfLoaded, self.busyTransition(.splitColumns) == nil,
                self.queuedColumnChange == nil
            else { return }
            let missing = self.visibleColumnControllers.filter { $0.viewIfLoaded?.superview !== v }
            guard !missing.isEmpty else { return }
            self.startColumnTransition(appearing: missing, disappearing: [], animated: false)
        }
    }

    /// Starts the column change that waited for the running one, on the next turn.
    func runQueuedColumnChange() {
        guard let change = queuedColumnChange else { return }
        queuedColumnChange = nil
        loop.performOnNextTurn { change() }
    }
}

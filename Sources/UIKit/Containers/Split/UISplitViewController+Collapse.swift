/// What collapsing moved onto the primary navigation controller, so expanding can return it.
struct SplitCollapseRecord {
    /// How many controllers the primary navigation stack had before collapsing.
    var primaryCount: Int
    /// The columns whose controllers were pushed, in push order, with the controllers.
    var moved: [(column: UISplitViewController.Column, controllers: [UIViewController])]
    /// A classic secondary that collapsing discarded (the delegate handled it, or the primary
    /// is no navigation controller), returned on expanding unless something replaces it.
    var discardedSecondary: UIViewController?
    /// A classic secondary navigation controller whose stack was moved.
    var secondaryNavigation: UINavigationController?
    var secondaryReplaced = false
}

extension UISplitViewController {
    /// The name of `showDetailTargetDidChangeNotification`.
    static let showDetailTargetDidChangeName = Notification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")

    /// Collapses in a horizontally compact environment and expands in a regular one; the
    /// first time, the state is set up for the traits the split has.
    func settleCollapse() {
        guard isViewLoaded else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        if !hasSettledCollapse {
            hasSettledCollapse = true
            displayModeStorage = resolvedDisplayMode()
            shownColumns = columnsShown(for: displayModeStorage)
            if compact { collapse() } else { layoutColumns() }
            return
        }
        guard compact != isCollapsedStorage, !isChangingCollapse, busyTransition(.splitColumns) == nil else { return }
        isChangingCollapse = true
        defer { isChangingCollapse = false }
        if compact { collapse() } else { expand() }
    }

    // MARK: Collapsing

    /// Shows one column: the compact column's controller if there is one; otherwise the
    /// primary navigation controller, onto which the secondary (and supplementary) controllers
    /// are pushed, unless the delegate keeps the primary on top (classic splits ask the
    /// delegate, then the default, whether the secondary is pushed or discarded).
    func collapse() {
        let before = visibleColumnControllers
        isCollapsedStorage = true
        pendingAutomaticSize = nil
        let after = visibleColumnControllers
        startColumnTransition(
            appearing: after.filter { a in !before.contains { $0 === a } },
            disappearing: before.filter { b in !after.contains { $0 === b } }, animated: false)
        if columnControllers[.compact] == nil {
            if style == .unspecified { collapseClassicSecondary() } else { mergeColumnsOntoPrimary() }
        }
        layoutColumnsIfLoaded()
        NotificationCenter.default.post(name: Self.showDetailTargetDidChangeName, object: self)
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func mergeColumnsOntoPrimary() {
        guard let primary = columnControllers[.primary] as? UINavigationController else { return }
        let top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        let merged: [Column] =
            switch top {
            case .secondary: [.supplementary, .secondary]
            case .supplementary: [.supplementary]
            default: []
            }
        var record = SplitCollapseRecord(primaryCount: primary.stack.count, moved: [])
        var pushed: [UIViewController] = []
        for column in merged {
            guard let nav = columnControllers[column] as? UINavigationController, !nav.stack.isEmpty else { continue }
            let moved = nav.stack
            nav.setViewControllers([], animated: false)
            record.moved.append((column, moved))
            pushed += moved
        }
        collapseRecord = record
        if !pushed.isEmpty { primary.setViewControllers(primary.stack + pushed, animated: false) }
    }

    private func collapseClassicSecondary() {
        guard let primary = columnControllers[.primary], let secondary = columnControllers[.secondary] else { return }
        collapseRecord = SplitCollapseRecord(
            primaryCount: (primary as? UINavigationController)?.stack.count ?? 0, moved: [])
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        secondary.willMove(toParent: nil)
        columnControllers[.secondary] = nil
        secondary.removeFromParent()
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
        // Neither the delegate nor the primary took it: kept aside for expanding.
        if collapseRecord?.moved.isEmpty ?? true { collapseRecord?.discardedSecondary = secondary }
    }

    /// `UINavigationController.collapseSecondaryViewController(_:for:)`: pushes the secondary
    /// (a navigation controller is not pushed onto another: its stack moves instead).
    func pushCollapsedSecondary(_ secondary: UIViewController, onto nav: UINavigationController) {
        let moved: [UIViewController]
        if let secondaryNav = secondary as? UINavigationController {
            moved = secondaryNav.stack
            secondaryNav.setViewControllers([], animated: false)
            collapseRecord?.secondaryNavigation = secondaryNav
        } else {
            moved = [secondary]
        }
        guard !moved.isEmpty else { return }
        collapseRecord?.moved = [(.secondary, moved)]
        nav.setViewControllers(nav.stack + moved, animated: false)
    }

    /// `UINavigationController.separateSecondaryViewController(for:)`: pops what collapsing
    /// pushed (and anything pushed above it) and returns it, in its navigation controller if it
    /// came in one.
    func popSeparatedSecondary(from nav: UINavigationController) -> UIViewController? {
        guard let record = separatingRecord, !record.moved.isEmpty, nav === columnControllers[.primary] else {
            return nil
        }
        let extra = popMerged(record)
        if let secondaryNav = record.secondaryNavigation {
            if !extra.isEmpty { secondaryNav.setViewControllers(extra, animated: false) }
            return secondaryNav
        }
        return extra.last
    }

    /// `show(_:)` while collapsed (column-style, no compact column): the secondary (or
    /// supplementary) column's controllers are pushed onto the primary navigation controller;
    /// the primary pops back to its own controllers.
    func showCollapsed(_ column: Column) {
        guard style != .unspecified, columnControllers[.compact] == nil,
            let primary = columnControllers[.primary] as? UINavigationController
        else { return }
        if collapseRecord == nil { collapseRecord = SplitCollapseRecord(primaryCount: primary.stack.count, moved: []) }
        switch column {
        case .primary:
            let keep = min(max(collapseRecord?.primaryCount ?? 1, 1), primary.stack.count)
            primary.popToViewController(primary.stack[keep - 1], animated: true)
        case .supplementary, .secondary:
            guard let nav = columnControllers[column] as? UINavigationController, !nav.stack.isEmpty else { return }
            let moved = nav.stack
            nav.setViewControllers([], animated: false)
            collapseRecord?.moved.append((column, moved))
            primary.setViewControllers(primary.stack + moved, animated: true)
        case .compact:
            break
        }
    }

    // MARK: Expanding

    /// Shows the columns again in the display mode the delegate accepts, returning what
    /// collapsing pushed onto the primary navigation controller to its columns.
    func expand() {
        let record = collapseRecord
        collapseRecord = nil
        // Expanding chooses the display mode for the new size itself.
        pendingAutomaticSize = nil
        if columnControllers[.compact] == nil, let record {
            if style == .unspecified { separateClassicSecondary(record) } else { separateColumns(record) }
        }
        let proposed = resolvedDisplayMode()
        let mode =
            delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        let before = visibleColumnControllers
        isCollapsedStorage = false
        if mode != displayModeStorage { delegate?.splitViewController(self, willChangeTo: mode) }
        displayModeStorage = mode
        shownColumns = columnsShown(for: mode)
        let after = visibleColumnControllers
        startColumnTransition(
            appearing: after.filter { a in !before.contains { $0 === a } },
            disappearing: before.filter { b in !after.contains { $0 === b } }, animated: false)
        layoutColumnsIfLoaded()
        NotificationCenter.default.post(name: Self.showDetailTargetDidChangeName, object: self)
        delegate?.splitViewControllerDidExpand(self)
    }

    /// The controllers above the primary's own part of its stack, popped off it.
    private func popMerged(_ record: SplitCollapseRecord) -> [UIViewController] {
        guard let primary = columnControllers[.primary] as? UINavigationController else { return [] }
        let keep = min(record.primaryCount, primary.stack.count)
        let extra = Array(primary.stack[keep...])
        if !extra.isEmpty { primary.setViewControllers(Array(primary.stack[..<keep]), animated: false) }
        return extra
    }

    private func separateColumns(_ record: SplitCollapseRecord) {
        var extra = popMerged(record)
        for (i, entry) in record.moved.enumerated() {
            guard let nav = columnControllers[entry.column] as? UINavigationController else { continue }
            // The supplementary takes back as many as it gave; the last column takes the rest.
            let isLast = i == record.moved.count - 1
            let count = isLast ? extra.count : min(entry.controllers.count, extra.count)
            var back = Array(extra.prefix(count))
            extra.removeFirst(count)
            // [U] A column whose controllers were all popped while collapsed shows them again.
            if back.isEmpty { back = entry.controllers.filter { $0.parentStorage == nil } }
            if !back.isEmpty, nav.stack.isEmpty { nav.setViewControllers(back, animated: false) }
        }
    }

    /// [U] With nothing separated, the secondary the split had comes back: the one set aside,
    /// else what was pushed (and popped meanwhile), in its navigation controller if it had one.
    private func restoredClassicSecondary(_ record: SplitCollapseRecord) -> UIViewController? {
        if let kept = record.discardedSecondary { return kept }
        let popped = record.moved.first?.controllers.filter { $0.parentStorage == nil } ?? []
        if let nav = record.secondaryNavigation {
            if nav.stack.isEmpty, !popped.isEmpty { nav.setViewControllers(popped, animated: false) }
            return nav
        }
        return popped.last
    }

    private func separateClassicSecondary(_ record: SplitCollapseRecord) {
        guard let primary = columnControllers[.primary] else { return }
        separatingRecord = record
        defer { separatingRecord = nil }
        var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
        if secondary == nil { secondary = primary.separateSecondaryViewController(for: self) }
        if secondary == nil, !record.secondaryReplaced { secondary = restoredClassicSecondary(record) }
        guard let secondary, columnControllers[.secondary] == nil else { return }
        if secondary.parentStorage !== self { addChild(secondary) }
        columnControllers[.secondary] = secondary
        secondary.didMove(toParent: self)
    }
}

extension UIViewController {
    /// Posted when a split view controller collapses or expands, so controllers can update
    /// what their `showDetailViewController` does; the object is the split view controller.
    public static let showDetailTargetDidChangeNotification = UISplitViewController.showDetailTargetDidChangeName
}

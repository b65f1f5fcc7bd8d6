extension UISplitViewController {
    /// How long a column slides in or out.
    static let columnAnimationDuration: TimeInterval = 0.3
    /// The primary (and supplementary) column's width when the app asks for none.
    static let defaultColumnWidth: CGFloat = 320

    /// The controllers whose views the split shows now: the compact column's (else the
    /// primary) while collapsed, the shown columns' otherwise.
    package var visibleColumnControllers: [UIViewController] {
        if isCollapsedStorage { return [collapsedController].compactMap { $0 } }
        return shownColumns.compactMap { columnControllers[$0] }
    }

    /// The controller filling the split while collapsed.
    var collapsedController: UIViewController? {
        columnControllers[.compact] ?? columnControllers[.primary]
    }

    // MARK: Widths

    private func resolve(
        preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, in width: CGFloat
    ) -> CGFloat {
        let auto = UISplitViewController.automaticDimension
        var w = UISplitViewController.defaultColumnWidth
        if preferred != auto {
            w = preferred
        } else if fraction != auto {
            w = fraction * width
        }
        if minimum != auto { w = max(w, minimum) }
        if maximum != auto { w = min(w, maximum) }
        return max(0, min(w, width))
    }

    private var splitWidth: CGFloat { viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width }

    func resolvedPrimaryWidth() -> CGFloat {
        resolve(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, in: splitWidth)
    }

    func resolvedSupplementaryWidth() -> CGFloat {
        resolve(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, in: splitWidth)
    }

    private func width(of column: Column) -> CGFloat {
        column == .supplementary ? resolvedSupplementaryWidth() : resolvedPrimaryWidth()
    }

    private var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }

    // MARK: Frames

    /// Where every column controller's view goes in `bounds`: the shown ones at their place in
    /// the display mode, the hidden leading columns just off the leading edge (where they slide
    /// from and to). With `entering`, appearing leading columns start off the edge.
    func columnFrames(in bounds: CGRect, entering: Bool = false) -> [(UIViewController, CGRect)] {
        var frames: [(UIViewController, CGRect)] = []
        if isCollapsedStorage {
            if let vc = collapsedController { frames.append((vc, bounds)) }
            return frames
        }
        let leading = shownColumns.filter { $0 != .secondary }
        var x: CGFloat = 0
        var lastLeadingWidth: CGFloat = 0
        for column in [Column.primary, .supplementary] {
            guard let vc = columnControllers[column] else { continue }
            let w = width(of: column)
            let offEdge = CGRect(x: -w - hairline, y: 0, width: w, height: bounds.height)
            if leading.contains(column) {
                let inPlace = CGRect(x: x, y: 0, width: w, height: bounds.height)
                let isNew = vc.viewIfLoaded?.superview !== viewIfLoaded
                frames.append((vc, entering && isNew ? offEdge : inPlace))
                x += w + hairline
                lastLeadingWidth = w + hairline
            } else {
                frames.append((vc, offEdge))
            }
        }
        if let secondary = columnControllers[.secondary] {
            let frame: CGRect
            switch displayModeStorage {
            case .oneOverSecondary, .twoOverSecondary, .secondaryOnly, .automatic:
                frame = bounds
            case .oneBesideSecondary, .twoBesideSecondary:
                frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
            case .twoDisplaceSecondary:
                // Pushed aside, keeping the width it has beside the last leading column.
                frame = CGRect(x: x, y: 0, width: max(0, bounds.width - lastLeadingWidth), height: bounds.height)
            }
            frames.append((secondary, frame))
        }
        return frames
    }

    func frame(of vc: UIViewController, in frames: [(UIViewController, CGRect)]) -> CGRect? {
        frames.first { $0.0 === vc }?.1
    }

    // MARK: Placing views

    /// Moves the column views in the split's view to their frames; with `leaving`, hidden
    /// leading columns still in the view move off the edge (the transition removes them).
    func placeColumnViews(leaving: Bool) {
        guard let v = viewIfLoaded else { return }
        let frames = columnFrames(in: v.bounds)
        let visible = visibleColumnControllers
        for (vc, frame) in frames {
            guard let cv = vc.viewIfLoaded, cv.superview === v else { continue }
            let shown = visible.contains { $0 === vc }
            if shown || leaving { cv.frame = frame }
        }
        placeDimming(frames: frames)
        placeSeparators()
    }

    /// Whether the display mode covers or pushes the secondary aside, which dims it.
    var isSecondaryDimmed: Bool {
        guard !isCollapsedStorage else { return false }
        switch displayModeStorage {
        case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: return true
        default: return false
        }
    }

    /// Fades the dimming over the secondary in or out with the columns; it leaves the view
    /// once no column change runs.
    private func placeDimming(frames: [(UIViewController, CGRect)]) {
        guard let v = viewIfLoaded else { return }
        let secondaryFrame = columnControllers[.secondary].flatMap { frame(of: $0, in: frames) } ?? v.bounds
        if isSecondaryDimmed {
            if dimmingView.superview !== v {
                UIView.performWithoutAnimation {
                    dimmingView.alpha = 0
                    dimmingView.frame = secondaryFrame
                    v.addSubview(dimmingView)
                }
            }
            dimmingView.frame = secondaryFrame
            dimmingView.alpha = 1
        } else if dimmingView.superview === v {
            dimmingView.frame = secondaryFrame
            dimmingView.alpha = 0
            if busyTransition(.splitColumns) == nil { dimmingView.removeFromSuperview() }
        }
    }

    /// Puts the hairlines at the trailing edge of each shown leading column.
    private func placeSeparators() {
        guard let v = viewIfLoaded else { return }
        let edges: [CGFloat] =
            isCollapsedStorage
            ? []
            : columnFrames(in: v.bounds).compactMap { vc, frame in
                guard vc !== columnControllers[.secondary], visibleColumnControllers.contains(where: { $0 === vc })
                else { return nil }
                return frame.maxX
            }
        while separators.count < edges.count {
            let s = UIView()
            s.backgroundColor = .opaqueSeparator
            separators.append(s)
        }
        while separators.count > edges.count { separators.removeLast().removeFromSuperview() }
        for (s, x) in zip(separators, edges) {
            s.frame = CGRect(x: x, y: 0, width: hairline, height: v.bounds.height)
            if s.superview !== v { v.addSubview(s) }
        }
        orderColumnViews()
    }

    /// Stacks the views: the secondary at the back, the leading columns over it in column
    /// order (an overlaid primary covers the secondary), the hairlines on top.
    func orderColumnViews() {
        guard let v = viewIfLoaded else { return }
        let order: [Column] = [.secondary, .supplementary, .primary, .compact]
        for column in order {
            if let cv = columnControllers[column]?.viewIfLoaded, cv.superview === v { v.bringSubviewToFront(cv) }
            if column == .secondary, dimmingView.superview === v { v.bringSubviewToFront(dimmingView) }
        }
        if isCollapsedStorage, let cv = collapsedController?.viewIfLoaded, cv.superview === v {
            v.bringSubviewToFront(cv)
        }
        for s in separators where s.superview === v { v.bringSubviewToFront(s) }
    }

    /// Lays the columns out for the current state. While no column change runs, the views of
    /// the visible controllers join (and the others leave) directly: no transition is needed
    /// off screen, and on screen the transitions already moved them.
    func layoutColumns() {
        guard let v = viewIfLoaded else { return }
        if busyTransition(.splitColumns) == nil {
            let visible = visibleColumnControllers
            for vc in children where !visible.contains(where: { $0 === vc }) {
                if let cv = vc.viewIfLoaded, cv.superview === v, v.window == nil { cv.removeFromSuperview() }
            }
            for vc in visible where vc.view.superview !== v {
                // On screen a controller only joins through a transition.
                guard v.window == nil else { continue }
                vc.view.autoresizingMask = []
                v.addSubview(vc.view)
            }
        }
        placeColumnViews(leaving: busyTransition(.splitColumns) == nil)
    }

    func layoutColumnsIfLoaded() {
        guard isViewLoaded else { return }
        layoutColumns()
    }
}

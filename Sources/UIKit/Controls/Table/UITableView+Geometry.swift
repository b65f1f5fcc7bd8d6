extension UITableView {
    /// The rectangle of a row in the table's content.
    public func rect(forRow indexPath: IndexPath) -> CGRect {
        layoutIfNeededForQuery()
        return geometry.rowRect(indexPath)
    }

    /// The rectangle of a whole section (header, rows and footer).
    public func rect(forSection section: Int) -> CGRect {
        layoutIfNeededForQuery()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    /// The rectangle of a section's header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeededForQuery()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }

    /// The rectangle of a section's footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeededForQuery()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.rowsBottom, width: bounds.width, height: s.footerHeight)
    }

    /// The row at a point in the table's coordinates, if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutIfNeededForQuery()
        return geometry.row(at: point)
    }

    /// The rows meeting a rectangle of the table's content.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutIfNeededForQuery()
        return geometry.rows(in: rect)
    }

    /// Reads the data source if a reload is pending, so queries answer for the current data.
    func layoutIfNeededForQuery() {
        if needsReload || geometry.width != bounds.width { rebuildGeometry() }
    }

    /// Heights changed (row height, header view): offsets are recomputed at the next layout.
    func reloadGeometry() {
        geometry.width = -1
        setNeedsLayout()
    }

    /// Asks the data source and delegate for the sections, rows and their heights.
    func rebuildGeometry(keepingMeasured measured: [IndexPath: CGFloat] = [:]) {
        needsReload = false
        var g = TableGeometry()
        g.width = bounds.width
        g.rowX = style == .insetGrouped ? 20 : 0
        g.headerViewHeight = tableHeaderView?.frame.height ?? 0
        g.footerViewHeight = tableFooterView?.frame.height ?? 0
        let count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : ListContentLayout.minimumRowHeight
        for section in 0..<max(0, count) {
            var s = TableGeometry.Section()
            let rows = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
            s.headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
            s.footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
            s.headerHeight = sectionViewHeight(section, header: true, title: s.headerTitle)
            s.footerHeight = sectionViewHeight(section, header: false, title: s.footerTitle)
            for row in 0..<max(0, rows) {
                let path = IndexPath(row: row, section: section)
                let h = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                let automatic = h < 0
                let known = automatic ? measured[path] : nil
                s.heights.append(automatic ? known ?? estimate : h)
                s.automatic.append(automatic)
                s.measured.append(known != nil)
            }
            g.sections.append(s)
        }
        g.restack()
        geometry = g
        removeSectionViews()
        contentSize = CGSize(width: bounds.width, height: g.contentHeight)
    }

    private func sectionViewHeight(_ section: Int, header: Bool, title: String?) -> CGFloat {
        let asked =
            header
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked >= 0 { return asked }
        let custom =
            header
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let custom {
            let fitted = custom.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0)).height
            return fitted > 0 ? ceil(fitted) : custom.frame.height
        }
        switch (style, title != nil) {
        case (.plain, true): return 28
        case (.plain, false): return 0
        case (_, true): return 38
        case (_, false): return header && section == 0 ? 35 : 18
        }
    }

    /// Places the table header and footer views at the top and bottom of the content.
    /// The first index above the background view, which stays behind everything.
    var backgroundIndex: Int { backgroundView?.superview === self ? 1 : 0 }

    func layOutTableViews() {
        if let header = tableHeaderView {
            if header.superview !== self { insertSubview(header, at: backgroundIndex) }
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.headerViewHeight)
        }
        if let footer = tableFooterView {
            if footer.superview !== self { insertSubview(footer, at: backgroundIndex) }
            footer.frame = CGRect(
                x: 0, y: geometry.sectionsBottom, width: bounds.width, height: geometry.footerViewHeight)
        }
    }

    /// Makes cells for the rows in view and recycles the rest; self-sizing rows are measured as
    /// their cells are made, which may move the rows below. Returns the cells made.
    func layOutVisibleRows(moveExisting: Bool) -> [(IndexPath, UITableViewCell)] {
        var made: [(IndexPath, UITableViewCell)] = []
        for _ in 0..<4 {
            let wanted = geometry.rows(in: bounds)
            let wantedSet = Set(wanted)
            for (path, cell) in visibleByPath.inRowOrder where !wantedSet.contains(path) {
                visibleByPath[path] = nil
                recycle(cell, at: path)
                made.removeAll { $0.1 === cell }
            }
            var resized = false
            for path in wanted where visibleByPath[path] == nil {
                guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
                visibleByPath[path] = cell
                made.append((path, cell))
                cell.editingStyleStorage = editingStyle(at: path)
                if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
                prepare(cell, at: path)
                var s = geometry.sections[path.section]
                if s.automatic[path.row] && !s.measured[path.row] {
                    let h = cell.fittingHeight(width: geometry.rowRect(path).width)
                    s.measured[path.row] = true
                    if h != s.heights[path.row] {
                        s.heights[path.row] = h
                        resized = true
                    }
                    geometry.sections[path.section] = s
                }
            }
            if resized {
                geometry.restack()
                contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
                continue
            }
            break
        }
        let madeSet = Set(made.map { ObjectIdentifier($0.1) })
        UIView.performWithoutAnimation {
            for (path, cell) in visibleByPath.inRowOrder where moveExisting || madeSet.contains(ObjectIdentifier(cell))
            {
                cell.frame = geometry.rowRect(path)
                cell.layoutIfNeeded()
            }
        }
        for (path, cell) in made where visibleByPath[path] === cell {
            if cell.superview !== self {
                insertSubview(cell, at: backgroundIndex + (tableHeaderView == nil ? 0 : 1))
            }
            delegate?.tableView(self, willDisplay: cell, forRowAt: path)
        }
        return made.filter { visibleByPath[$0.0] === $0.1 }
    }

    /// Sets what the table decides about a cell it is about to show.
    func prepare(_ cell: UITableViewCell, at path: IndexPath) {
        if cell.backgroundColor == nil {
            cell.settingDefaults {
                cell.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            }
        }
        let lastInSection = path.row == geometry.sections[path.section].heights.count - 1
        cell.showsSeparator = separatorStyle != .none && !lastInSection
        cell.separatorView.backgroundColor = separatorColor
        cell.isHighlighted = false
        cell.isSelected = selectedPaths.contains(path)
    }

    /// Hands a cell that left the table back to the reuse queue.
    func recycle(_ cell: UITableViewCell, at path: IndexPath) {
        cell.isHighlighted = false
        reuse.enqueue(cell, identifier: cell.reuseIdentifier)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
}

extension UITableView {
    /// The editing control a row shows: none when the data source says it cannot be edited,
    /// else what the delegate says (`.delete` by default).
    func editingStyle(at path: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    }
}

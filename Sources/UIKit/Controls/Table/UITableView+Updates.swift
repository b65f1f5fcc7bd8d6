/// The row animation each kind of change in a batch uses (the last one asked for wins).
struct PendingAnimations {
    var insert: UITableView.RowAnimation = .automatic
    var delete: UITableView.RowAnimation = .automatic
    var reload: UITableView.RowAnimation = .automatic
}

extension UITableView {
    /// How long row insertions, deletions and moves animate.
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Inserts rows (index paths after the update), animating them in.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change {
            $0.insertedItems += indexPaths; $1.insert = animation
        }
    }

    /// Deletes rows (index paths before the update), animating them out.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change {
            $0.deletedItems += indexPaths; $1.delete = animation
        }
    }

    /// Asks the data source for new cells for rows, animating the old ones out.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change {
            $0.reloadedItems += indexPaths; $1.reload = animation
        }
    }

    /// Moves a row; the cell slides to its new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { u, _ in u.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        change {
            $0.insertedSections.formUnion(sections); $1.insert = animation
        }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        change {
            $0.deletedSections.formUnion(sections); $1.delete = animation
        }
    }

    /// Asks the data source again for every row of sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        change {
            $0.reloadedSections.formUnion(sections); $1.reload = animation
        }
    }

    /// Moves a section (not built yet: the table reloads instead).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        unimplemented(#function)
        reloadData()
    }

    /// Runs the changes made in `updates` as one animated update, then `completion` with
    /// whether the animations finished.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Starts a group of changes applied together at `endUpdates()`.
    public func beginUpdates() { updateDepth += 1 }

    /// Applies the changes made since `beginUpdates()`.
    public func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        let animations = pendingAnimations
        let completions = pendingCompletions
        pendingUpdate = BatchUpdate()
        pendingAnimations = PendingAnimations()
        pendingCompletions = []
        apply(update, animations: animations) { finished in for c in completions { c(finished) } }
    }

    private func change(_ body: (inout BatchUpdate, inout PendingAnimations) -> Void) {
        updateDepth += 1
        body(&pendingUpdate, &pendingAnimations)
        endUpdates()
    }

    /// Checks the new counts against the changes, moves the visible cells to their new rows and
    /// animates inserted rows in and deleted ones out on the world's clock.
    private func apply(_ update: BatchUpdate, animations: PendingAnimations, completion: @escaping (Bool) -> Void) {
        guard !needsReload, !update.isEmpty else {
            completion(true)
            return
        }
        let oldCounts = geometry.rowCounts
        let newSections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let newCounts = (0..<max(0, newSections)).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
        let mapping: BatchUpdate.Mapping
        switch update.mapping(oldCounts: oldCounts, newCounts: newCounts, vocabulary: .table) {
        case .failure(let error):
            Diagnostics.log(in: loop, error.message)
            reloadData()
            completion(false)
            return
        case .success(let m): mapping = m
        }
        var measured: [IndexPath: CGFloat] = [:]
        for (s, section) in geometry.sections.enumerated() {
            for row in section.heights.indices where section.measured[row] {
                if let new = mapping.oldToNew[IndexPath(row: row, section: s)] { measured[new] = section.heights[row] }
            }
        }
        var leaving: [(IndexPath, UITableViewCell, RowAnimation)] = []
        var moved: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleByPath.inRowOrder {
            if let new = mapping.oldToNew[old] {
                moved[new] = cell
            } else {
                leaving.append((old, cell, mapping.reloaded[old] != nil ? animations.reload : animations.delete))
            }
        }
        let reloadedNew = Set(mapping.reloaded.values)
        selectedPaths = selectedPaths.compactMap { mapping.oldToNew[$0] }
        visibleByPath = moved
        let oldWidth = bounds.width
        rebuildGeometry(keepingMeasured: measured)
        layOutTableViews()
        let kept = Set(moved.values.map(ObjectIdentifier.init))
        let made = layOutVisibleRows(moveExisting: false)
        layOutSectionViews()
        var appearing: [(UITableViewCell, CGRect, RowAnimation)] = []
        for (path, cell) in made where !kept.contains(ObjectIdentifier(cell)) {
            let isNew = !mapping.oldToNew.values.contains(path)
            guard isNew else { continue }
            let animation = reloadedNew.contains(path) ? animations.reload : animations.insert
            appearing.append((cell, cell.frame, animation))
            UIView.performWithoutAnimation { Self.setOutside(cell, animation, width: oldWidth) }
        }
        let finish = { (finished: Bool) in
            for (path, cell, _) in leaving {
                cell.alpha = 1
                self.recycle(cell, at: path)
            }
            self.setNeedsLayout()
            completion(finished)
        }
        let settle = {
            for (path, cell) in self.visibleByPath.inRowOrder where kept.contains(ObjectIdentifier(cell)) {
                cell.frame = self.geometry.rowRect(path)
            }
            for (cell, frame, _) in appearing {
                cell.frame = frame
                cell.alpha = 1
            }
            for (_, cell, animation) in leaving { Self.setOutside(cell, animation, width: oldWidth) }
        }
        UIView.animate(
            withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: settle,
            completion: finish)
    }

    /// Where an appearing row starts or a disappearing one ends for a row animation.
    private static func setOutside(_ cell: UITableViewCell, _ animation: RowAnimation, width: CGFloat) {
        switch animation {
        case .fade, .automatic, .middle: cell.alpha = 0
        case .left: cell.frame.origin.x -= width
        case .right: cell.frame.origin.x += width
        case .top: cell.frame.origin.y -= cell.frame.height
        case .bottom: cell.frame.origin.y += cell.frame.height
        case .none: cell.alpha = 0
        }
    }
}

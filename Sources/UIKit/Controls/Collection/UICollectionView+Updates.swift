extension UICollectionView {
    /// Inserts items (index paths after the update), fading them in.
    public func insertItems(at indexPaths: [IndexPath]) { change { $0.insertedItems += indexPaths } }

    /// Deletes items (index paths before the update), fading them out.
    public func deleteItems(at indexPaths: [IndexPath]) { change { $0.deletedItems += indexPaths } }

    /// Asks the data source for new cells for items.
    public func reloadItems(at indexPaths: [IndexPath]) { change { $0.reloadedItems += indexPaths } }

    /// Moves an item; its cell slides to its new place.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) { change { $0.insertedSections.formUnion(sections) } }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { change { $0.deletedSections.formUnion(sections) } }

    /// Asks the data source again for every item of sections.
    public func reloadSections(_ sections: IndexSet) { change { $0.reloadedSections.formUnion(sections) } }

    /// Runs the changes made in `updates` as one animated update, then `completion` with
    /// whether the animations finished.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        if let completion { pendingCompletions.append(completion) }
        finishChange()
    }

    private func change(_ body: (inout BatchUpdate) -> Void) {
        updateDepth += 1
        body(&pendingUpdate)
        finishChange()
    }

    private func finishChange() {
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        let completions = pendingCompletions
        pendingUpdate = BatchUpdate()
        pendingCompletions = []
        apply(update) { finished in for c in completions { c(finished) } }
    }

    /// Checks the new counts against the changes, moves the visible cells to their new items and
    /// animates the layout's new frames on the world's clock.
    private func apply(_ update: BatchUpdate, completion: @escaping (Bool) -> Void) {
        guard !needsReload, !update.isEmpty else {
            completion(true)
            return
        }
        let newCounts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        let mapping: BatchUpdate.Mapping
        switch update.mapping(oldCounts: itemCounts, newCounts: newCounts, vocabulary: .collection) {
        case .failure(let error):
            Diagnostics.log(in: loop, error.message)
            reloadData()
            completion(false)
            return
        case .success(let m): mapping = m
        }
        var leaving: [UICollectionViewCell] = []
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visible.inRowOrder {
            if let new = mapping.oldToNew[old] { moved[new] = cell } else { leaving.append(cell) }
        }
        visible = moved
        // Headers and footers are made afresh in their new places rather than animated.
        recycleSupplementaryViews()
        let kept = Set(moved.values.map(ObjectIdentifier.init))
        prepareLayout()
        let arrived = Set(mapping.oldToNew.values)
        let made = layOutVisibleItems(moveExisting: false)
        var appearing: [UICollectionViewCell] = []
        for (path, cell) in made where !kept.contains(ObjectIdentifier(cell)) && !arrived.contains(path) {
            appearing.append(cell)
            UIView.performWithoutAnimation { cell.alpha = 0 }
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseInOut],
            animations: {
                for (path, cell) in self.visible where kept.contains(ObjectIdentifier(cell)) {
                    if let frame = self.layoutAttributesForItem(at: path)?.frame { cell.frame = frame }
                }
                for cell in appearing { cell.alpha = 1 }
                for cell in leaving { cell.alpha = 0 }
            },
            completion: { finished in
                for cell in leaving {
                    cell.alpha = 1
                    self.recycle(cell)
                }
                self.setNeedsLayout()
                completion(finished)
            })
    }
}

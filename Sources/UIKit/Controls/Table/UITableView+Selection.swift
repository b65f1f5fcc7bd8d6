extension UITableView {
    /// The first selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows in order, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

    /// Selects a row without telling the delegate (nil deselects all), scrolling it into view at
    /// `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate, fading its background when animated.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleByPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls so that a row sits at `scrollPosition` (or, with `.none`, is just in view).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeededForQuery()
        guard geometry.contains(indexPath) else {
            Diagnostics.log(
                in: loop,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(numberOfRows(inSection: indexPath.section)) rows in section \(indexPath.section)."
            )
            return
        }
        let rect = geometry.rowRect(indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            y = contentOffset.y
            if rect.minY < y + inset.top { y = rect.minY - inset.top }
            if rect.maxY > y + inset.top + visibleHeight { y = rect.maxY - inset.top - visibleHeight }
        }
        y = min(max(y, -inset.top), maximumContentOffset.y)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Selects a row as the user's tap does: `willSelect`, then (single selection) the previous
    /// row's `willDeselect`/`didDeselect`, then `didSelect`; a tap on a selected row in
    /// multiple selection deselects it.
    func selectRowByUser(_ tapped: IndexPath) {
        if allowsMultipleSelection && selectedPaths.contains(tapped) {
            guard let path = willDeselect(tapped) else { return }
            deselectRow(at: path, animated: false)
            delegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        guard let path = willSelect(tapped) else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != path {
                guard let deselecting = willDeselect(old) else { continue }
                deselectRow(at: deselecting, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselecting)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        visibleByPath[path]?.setSelected(true, animated: false)
        // [W] A storyboard segue from the cell runs before the delegate hears of the selection.
        StoryboardCellSegues.triggerSegues(
            of: visibleByPath[path], reuseIdentifier: visibleByPath[path]?.reuseIdentifier, in: self)
        delegate?.tableView(self, didSelectRowAt: path)
    }
}

extension UITableView {
    private func willSelect(_ path: IndexPath) -> IndexPath? {
        guard let delegate else { return path }
        return delegate.tableView(self, willSelectRowAt: path)
    }

    private func willDeselect(_ path: IndexPath) -> IndexPath? {
        guard let delegate else { return path }
        return delegate.tableView(self, willDeselectRowAt: path)
    }
}

/// A finger on the table: the row it highlights and where it started, so a drag can cancel the
/// highlight and scroll instead.
struct TouchTracking {
    var path: IndexPath?
    var start: CGPoint
    var last: CGPoint
    var isDragging = false
}

extension UITableView {
    /// How far a finger moves before the touch becomes a scroll, as UIKit's scroll views.
    private static let dragThreshold: CGFloat = 10

    func beginTouchTracking(at point: CGPoint) {
        cancelTouchHighlight()
        let windowPoint = convert(point, to: nil)
        var tracking = TouchTracking(path: nil, start: windowPoint, last: windowPoint)
        if allowsSelection || allowsMultipleSelection, !isEditing || allowsSelectionDuringEditing,
            let path = geometry.row(at: point),
            delegate?.tableView(self, shouldHighlightRowAt: path) ?? true
        {
            tracking.path = path
            visibleByPath[path]?.setHighlighted(true, animated: false)
        }
        touchTracking = tracking
    }

    func moveTouchTracking(to point: CGPoint, window: CGPoint) {
        guard var tracking = touchTracking else { return }
        let dy = window.y - tracking.start.y
        if !tracking.isDragging && abs(dy) > UITableView.dragThreshold {
            // The scroll view's pan scrolls; a finger that moved this far selects nothing.
            tracking.isDragging = true
            cancelTouchHighlight()
            tracking.path = nil
        }
        tracking.last = window
        touchTracking = tracking
    }

    func endTouchTracking(selecting: Bool) {
        guard let tracking = touchTracking else { return }
        touchTracking = nil
        guard let path = tracking.path else { return }
        visibleByPath[path]?.setHighlighted(false, animated: false)
        if selecting { selectRowByUser(path) }
    }

    func cancelTouchHighlight() {
        guard let path = touchTracking?.path else { return }
        visibleByPath[path]?.setHighlighted(false, animated: false)
    }
}

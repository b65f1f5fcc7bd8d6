/// Supplies a table view's sections, rows and cells, as `UITableViewDataSource`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row (dequeue it with `dequeueReusableCell(withIdentifier:for:)`).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title drawn in a section's header, or nil for none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title drawn in a section's footer, or nil for none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row may be edited (true by default).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row may be reordered (false by default).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits the deletion or insertion of a row the user asked for (nothing by default).
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}

/// Sizes a table view's rows and headers and hears about selection and display, as
/// `UITableViewDelegate`.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A row's height (the table's `rowHeight` by default; `automaticDimension` sizes the cell).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height (the table's `sectionHeaderHeight` by default).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (the table's `sectionFooterHeight` by default).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A custom view for a section header, or nil for the title (if any).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A custom view for a section footer, or nil for the title (if any).
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// A cell is about to be shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// A cell was taken off the screen.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touched row highlights (true by default).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row the user is about to select; return another path to redirect, nil to refuse.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The editing control a row shows in editing mode (`.delete` by default).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The row the user's selection is about to deselect; nil keeps it selected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A row the user selected before was deselected by the user's selection.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// Hears which rows a table view will need soon, so their data can be loaded ahead, as
/// `UITableViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will be shown soon: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer expected soon: cancel loading their data (nothing by default).
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

// Drag and drop is not part of this UIKit (a headless device has no drag sessions), but documents
// and apps connect these delegates, so the protocols exist without requirements and the lists keep
// what is connected to them (Documentation/Deviations.md).

/// Provides the items dragged from a table view's rows, as `UITableViewDragDelegate` (a stand-in:
/// no drag ever starts here).
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {}

/// Accepts items dropped on a table view, as `UITableViewDropDelegate` (a stand-in: nothing is
/// ever dropped here).
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {}

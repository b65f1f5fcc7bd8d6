/// A view controller whose view is a table it is the data source and delegate of, as UIKit's
/// `UITableViewController`. Subclasses override the data source and delegate methods.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Whether the selected rows are deselected when the view appears again (animated alongside
    /// the transition, and restored if an interactive transition is cancelled).
    open var clearsSelectionOnViewWillAppear = true

    /// The table view, which is the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The pull-to-refresh control, shown in the table.
    open var refreshControl: UIRefreshControl? {
        didSet {
            if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
            if let refreshControl, isViewLoaded { tableView?.addSubview(refreshControl) }
        }
    }

    /// Creates a controller whose table has a style.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// Makes the table the view, with the controller as its data source and delegate (the
    /// storyboard scene's or nib's table when there is one).
    open override func loadView() {
        defer { if let refreshControl { tableView?.addSubview(refreshControl) } }
        if loadViewFromArchive() { return }
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Turns editing on or off for the controller and its table.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView, let selected = table.indexPathsForSelectedRows
        else { return }
        guard let coordinator = transitionCoordinator else {
            for path in selected { table.deselectRow(at: path, animated: animated) }
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                for path in selected { table.deselectRow(at: path, animated: true) }
            },
            completion: { context in
                guard context.isCancelled else { return }
                for path in selected { table.selectRow(at: path, animated: false, scrollPosition: .none) }
            })
    }

    // MARK: UITableViewDataSource

    // A storyboard table with static content is served from the cells the storyboard made,
    // so subclasses that override some of these and call `super` for the rest work as on iOS.

    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].cells.count
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.staticCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return nil }
        return sections[section].headerTitle
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return nil }
        return sections[section].footerTitle
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let sections = tableView.staticSections, sections.indices.contains(indexPath.section) else {
            return tableView.rowHeight
        }
        return sections[indexPath.section].rowHeights[indexPath.row] ?? tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// A scrolling list of rows in sections, as UIKit's `UITableView`: rows come from the data
/// source as reusable cells, only the visible ones exist, and the delegate sizes rows and hears
/// about selection.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look, fixed at creation.
    public let style: Style
    /// The data source; held weakly.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    /// The delegate; held weakly.
    open weak var delegate: UITableViewDelegate? {
        didSet {
            scrollDelegate = delegate
            reloadData()
        }
    }
    /// The object told which rows will be needed soon; held weakly. (This table never asks it:
    /// UIKit's prefetching is a hint it may skip, see Deviations.md.)
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// The delegate that would provide the items of a dragged row; held weakly.
    open weak var dragDelegate: UITableViewDragDelegate?
    /// The delegate that would accept items dropped on the table; held weakly.
    open weak var dropDelegate: UITableViewDropDelegate?
    /// Whether rows can be dragged: on by default on iPad, off on iPhone.
    open var dragInteractionEnabled = false
    /// Whether cells' margins follow the readable width on wide screens (kept; cells use the
    /// table's margins here).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The height of rows the delegate does not size (`automaticDimension`: sized by the cell).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height assumed for self-sizing rows not yet shown.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height of section headers the delegate does not size.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height of section footers the delegate does not size.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// Whether separator lines are drawn between rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The colour of separator lines.
    open var separatorColor: UIColor? = .separator {
        didSet {
            setNeedsLayout()
            appearanceDidSet(\UITableView.separatorColor, separatorColor)
        }
    }
    /// Whether the user can select rows.
    open var allowsSelection = true
    /// Whether the user can select several rows at once.
    open var allowsMultipleSelection = false
    /// The view above the first section.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableHeaderView) }
    }
    /// The view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableFooterView) }
    }
    /// The view behind every row, sized to the table's bounds; it does not scroll.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// The effect applied to separators (kept; separators are drawn in their colour).
    open var separatorEffect: UIVisualEffect?
    /// Whether the table is in editing mode; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether rows can be selected in editing mode.
    open var allowsSelectionDuringEditing = false
    /// Turns editing mode on or off for the table and its visible cells.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        for (path, cell) in visibleByPath {
            cell.editingStyleStorage = editingStyle(at: path)
            cell.setEditing(editing, animated: animated)
        }
    }

    var geometry = TableGeometry()
    var reuse = ReuseQueue<UITableViewCell>()
    var headerFooterReuse = ReuseQueue<UITableViewHeaderFooterView>()
    /// The static sections a storyboard gave the table (`dataMode="static"`), nil when dynamic.
    var staticSections: [StaticTableSection]?
    var visibleByPath: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var needsReload = true
    var selectedPaths: [IndexPath] = []
    var updateDepth = 0
    var pendingUpdate = BatchUpdate()
    var pendingAnimations = PendingAnimations()
    var pendingCompletions: [(Bool) -> Void] = []
    var touchTracking: TouchTracking?
    var editingStorage = false

    /// Creates a table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style =
            StoryboardCoder.attribute("style", of: coder).flatMap {
                ["grouped": Style.grouped, "insetGrouped": .insetGrouped][$0]
            } ?? .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        settingDefaults { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
        clipsToBounds = true
        alwaysBounceVertical = true
        dragInteractionEnabled = UIDevice.current.userInterfaceIdiom == .pad
    }

    // MARK: Cells

    /// Registers a cell class for a reuse identifier (nil unregisters). The parameter is
    /// `AnyClass?` as in UIKit, so `UITableViewCell.classForCoder()` and subclasses' overrides
    /// written for iOS fit; a class that is not a cell is refused with a console line.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            reuse.register(identifier, factory: nil)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            Diagnostics.log(
                in: loop, "\(cellClass) registered for '\(identifier)' is not a subclass of UITableViewCell")
            return
        }
        reuse.register(identifier, factory: { type.init(style: .default, reuseIdentifier: identifier) })
    }

    /// A waiting cell for the identifier, a new one of its registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reuse.dequeue(identifier) { $0.prepareForReuse() }
    }

    /// A cell for `indexPath`: a waiting one or a new one of the registered class.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        Diagnostics.log(
            in: loop,
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Throws away every cell and asks the data source again at the next layout.
    open func reloadData() {
        for (path, cell) in visibleByPath.inRowOrder { recycle(cell, at: path) }
        visibleByPath.removeAll()
        removeSectionViews()
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections, as last read from the data source.
    open var numberOfSections: Int {
        layoutIfNeededForQuery()
        return geometry.sections.count
    }

    /// The number of rows in a section, as last read from the data source.
    open func numberOfRows(inSection section: Int) -> Int {
        layoutIfNeededForQuery()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].heights.count : 0
    }

    /// The cell shown for a row, or nil when the row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleByPath[indexPath]
    }

    /// The index path of a visible cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleByPath.first { $0.value === cell }?.key
    }

    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the visible rows, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleByPath.keys.sorted()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload || geometry.width != bounds.width { rebuildGeometry() }
        layOutTableViews()
        _ = layOutVisibleRows(moveExisting: true)
        layOutSectionViews()
        // Behind the rows and section views, which are inserted at the back as they are made.
        if let background = backgroundView {
            if subviews.first !== background { insertSubview(background, at: 0) }
            background.frame = bounds
        }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        beginTouchTracking(at: touch.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        moveTouchTracking(to: touch.location(in: self), window: touch.location(in: nil))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        endTouchTracking(selecting: true)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        endTouchTracking(selecting: false)
    }

    private func replaceAccessoryView(_ old: UIView?, _ new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        reloadGeometry()
    }
}

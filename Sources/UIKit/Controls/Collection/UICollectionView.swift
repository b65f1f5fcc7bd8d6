/// A scrolling grid of cells from a data source, laid out by a layout object, as UIKit's
/// `UICollectionView` (a subset: cells, headers and footers, selection by tap, batch updates).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout object.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self; reloadData() }
    }
    /// The data source; held weakly.
    open weak var dataSource: UICollectionViewDataSource?
    /// The delegate; held weakly.
    open weak var delegate: UICollectionViewDelegate? {
        didSet { scrollDelegate = delegate }
    }

    /// The object told which items will be needed soon; held weakly. (This collection view
    /// never asks it: UIKit's prefetching is a hint it may skip, see Deviations.md.)
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether prefetching is on (documents turn it off with `prefetchingEnabled="NO"`).
    open var isPrefetchingEnabled = true
    /// The delegate that would provide the items of a dragged cell; held weakly.
    open weak var dragDelegate: UICollectionViewDragDelegate?
    /// The delegate that would accept items dropped on the collection view; held weakly.
    open weak var dropDelegate: UICollectionViewDropDelegate?
    /// Whether cells can be dragged: on by default on iPad, off on iPhone.
    open var dragInteractionEnabled = false

    /// The kind of a section's header view, for the flow layout and `register`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer view, for the flow layout and `register`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    var reuse = ReuseQueue<UICollectionViewCell>()
    var visible: [IndexPath: UICollectionViewCell] = [:]
    /// Supplementary views, registered and waiting under "kind/identifier".
    var supplementaryReuse = ReuseQueue<UICollectionReusableView>()
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The selected items, kept for cells that are made later.
    var selectedItems: Set<IndexPath> = []
    var needsReload = true
    /// The section and item counts of the last layout, which updates are checked against.
    var itemCounts: [Int] = []
    var updateDepth = 0
    var pendingUpdate = BatchUpdate()
    var pendingCompletions: [(Bool) -> Void] = []
    /// The configuration of the context menu last asked for, kept while its menu would show.
    var contextMenuConfiguration: UIContextMenuConfiguration?

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        clipsToBounds = true
        dragInteractionEnabled = UIDevice.current.userInterfaceIdiom == .pad
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UICollectionView.handleTap))
        addGestureRecognizer(
            UILongPressGestureRecognizer(target: self, action: UICollectionView.handleContextMenuPress))
    }

    /// A tap on a cell selects it.
    func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        selectItemFromTap(at: tap.location(in: self))
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        dragInteractionEnabled = UIDevice.current.userInterfaceIdiom == .pad
        isPrefetchingEnabled = StoryboardCoder.attribute("prefetchingEnabled", of: coder) != "NO"
        // A collection view from a storyboard or nib selects the cell a tap lands on, as one
        // made in code does (and so runs the segues of its prototype cells).
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UICollectionView.handleTap))
        addGestureRecognizer(
            UILongPressGestureRecognizer(target: self, action: UICollectionView.handleContextMenuPress))
    }

    /// Registers a cell class for a reuse identifier (`AnyClass?` as in UIKit; a class that is
    /// not a cell is refused with a console line).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let type = (cellClass ?? UICollectionViewCell.self) as? UICollectionViewCell.Type else {
            Diagnostics.log(
                in: loop, "\(cellClass!) registered for '\(identifier)' is not a subclass of UICollectionViewCell")
            return
        }
        reuse.register(identifier) {
            let cell = type.init(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// A cell for `indexPath`: a reused one or a new one of the registered class.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cell = reuse.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            Diagnostics.log(
                in: loop,
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"
            )
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        return cell
    }

    /// Reloads every item at the next layout.
    public func reloadData() {
        for (_, cell) in visible.inRowOrder { recycle(cell) }
        visible.removeAll()
        recycleSupplementaryViews()
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections.
    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The number of items in a section.
    public func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// The visible cell for an item, if any.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    /// The index path of a visible cell.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The index path of the item at a point in the content.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        visible.first { $0.value.frame.contains(point) }?.key
    }

    /// The visible cells.
    public var visibleCells: [UICollectionViewCell] { Array(visible.values) }

    /// The layout attributes of an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Selects the item the user tapped at `point` (in the view's coordinates) and tells the
    /// delegate, as a tap on a cell does.
    func selectItemFromTap(at point: CGPoint) {
        guard let path = indexPathForItem(at: point) else { return }
        for cell in visible.values { cell.isSelected = false }
        visible[path]?.isSelected = true
        selectedItems = [path]
        // [W] A storyboard segue from the cell runs before the delegate hears of the selection.
        StoryboardCellSegues.triggerSegues(of: visible[path], reuseIdentifier: visible[path]?.reuseIdentifier, in: self)
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    func recycle(_ cell: UICollectionViewCell) {
        cell.isHighlighted = false
        reuse.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayout()
        _ = layOutVisibleItems(moveExisting: true)
    }

    /// Reads the counts and lets the layout compute every item's place.
    func prepareLayout() {
        itemCounts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
        needsReload = false
    }

    /// Makes cells for the items in view (and half a screen around) and recycles the rest;
    /// returns the cells made.
    func layOutVisibleItems(moveExisting: Bool) -> [(IndexPath, UICollectionViewCell)] {
        guard let dataSource else { return [] }
        let visibleRect = bounds.insetBy(dx: 0, dy: -bounds.height / 2)
        let all = collectionViewLayout.layoutAttributesForElements(in: visibleRect) ?? []
        let attributes = all.filter { $0.representedElementCategory == .cell }
        layOutSupplementaryViews(all.filter { $0.representedElementCategory == .supplementaryView }, dataSource)
        let wanted = Set(attributes.map(\.indexPath))
        for (path, cell) in visible.inRowOrder where !wanted.contains(path) {
            recycle(cell)
            visible[path] = nil
        }
        var made: [(IndexPath, UICollectionViewCell)] = []
        for a in attributes {
            var isNew = false
            let cell =
                visible[a.indexPath]
                ?? {
                    let c = dataSource.collectionView(self, cellForItemAt: a.indexPath)
                    visible[a.indexPath] = c
                    isNew = true
                    made.append((a.indexPath, c))
                    return c
                }()
            if isNew { cell.isSelected = selectedItems.contains(a.indexPath) }
            if isNew || moveExisting { UIView.performWithoutAnimation { cell.frame = a.frame } }
            if cell.superview !== self { addSubview(cell) }
        }
        return made
    }
}

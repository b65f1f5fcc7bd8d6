/// Supplies a collection view's items, as `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item (dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The header, footer or other supplementary view the layout asks for (dequeue it with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit requires this method once the layout asks for supplementary views; without it
    /// an empty view stands in and the console says so.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind)
    }
}

/// Hears about selection in a collection view, as `UICollectionViewDelegate`.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// An item was selected by the user.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A reusable view in a collection view (a header, a footer, the base of cells), as
/// `UICollectionReusableView`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public package(set) var reuseIdentifier: String?

    /// Creates a reusable view.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a reusable view from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Called before the view is reused.
    open func prepareForReuse() {}
}

/// A reusable view for one item, as `UICollectionViewCell`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add custom content to.
    public let contentView = UIView()
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The content configuration; setting one puts its view in the content view, filling it.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentConfiguration() }
    }
    private var configuredContentView: (any UIView & UIContentView)?

    /// Creates a cell with an empty content view filling it.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Creates a cell from an archive (a storyboard fills the content view with its subviews).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Shows the configuration's view, reusing the current one when it is of the same kind.
    private func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let view = configuredContentView, type(of: view.configuration) == type(of: configuration) {
            view.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        configuredContentView = view
        contentView.addSubview(view)
    }
}

/// Hears which items a collection view will need soon, so their data can be loaded ahead, as
/// `UICollectionViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will be shown soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer expected soon: cancel loading their data (nothing by default).
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}

// Stand-ins, as the table view's drag and drop delegates are (UITableViewDataSource.swift).

/// Provides the items dragged from a collection view's cells, as `UICollectionViewDragDelegate`
/// (a stand-in: no drag ever starts here).
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {}

/// Accepts items dropped on a collection view, as `UICollectionViewDropDelegate` (a stand-in:
/// nothing is ever dropped here).
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {}

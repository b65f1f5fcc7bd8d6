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
    /// The context menu for an item pressed long at `point` (nil: no menu).
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
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
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// The background configuration; setting one shows its background behind the content view,
    /// updated for the cell's state.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The view showing the background configuration, behind the content view.
    private(set) var configuredBackgroundView: UIView?

    /// The cell's state for configurations: its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for the configurations to be updated for the cell's current state.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// Updates the configurations for a state; subclasses call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        guard let configuration = backgroundConfiguration?.updated(for: state) else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let view = configuredBackgroundView as? BackgroundConfigurationView ?? BackgroundConfigurationView()
        view.apply(configuration, tint: tintColor)
        if configuredBackgroundView == nil {
            configuredBackgroundView = view
            insertSubview(view, at: 0)
            setNeedsLayout()
        }
        placeBackground()
    }

    private func placeBackground() {
        guard let view = configuredBackgroundView, let insets = backgroundConfiguration?.backgroundInsets else {
            return
        }
        view.frame = CGRect(
            x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBackground()
    }
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

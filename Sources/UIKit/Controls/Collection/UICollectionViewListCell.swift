/// A collection view cell for list layouts, as UIKit's `UICollectionViewListCell`: list content
/// by default and standard accessories at the trailing edge, before which the content ends.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading to trailing; those shown sit at the trailing edge.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// How far the content is indented, in levels of `indentationWidth`.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    /// Whether the cell is in editing mode (accessories shown only while editing appear).
    open var isEditing = false {
        didSet { if isEditing != oldValue { rebuildAccessories() } }
    }

    /// The accessory views shown, leading to trailing.
    private(set) var accessoryViews: [UIView] = []

    /// A list content configuration in the cell's default style, for its `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private func rebuildAccessories() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.isShown(editing: isEditing) }.map { $0.makeView() }
        for view in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The accessories stand from the trailing margin inwards; the content ends before them.
        var trailing = bounds.width - 16
        for view in accessoryViews.reversed() {
            let size = view.bounds.size
            trailing -= size.width
            view.frame = CGRect(
                x: trailing, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing -= 8
        }
        let leading = CGFloat(indentationLevel) * indentationWidth
        let end = accessoryViews.isEmpty ? bounds.width : trailing
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, end - leading), height: bounds.height)
    }
}

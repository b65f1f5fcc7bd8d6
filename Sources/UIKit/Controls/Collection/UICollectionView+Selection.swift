extension UICollectionView {
    /// Where an item is brought to when selected in code, as `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leaves the content where it is.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the view.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the view.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    /// The selected items' index paths (nil when none is selected).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects an item (only one at a time here) without telling the delegate; nil clears the
    /// selection. Scrolling to it is not built.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for cell in visible.values { cell.isSelected = false }
        guard let indexPath else {
            selectedItems = []
            return
        }
        selectedItems = [indexPath]
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { unimplemented("UICollectionView selectItem scrollPosition") }
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        visible[indexPath]?.isSelected = false
    }
}

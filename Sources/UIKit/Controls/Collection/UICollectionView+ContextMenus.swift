extension UICollectionView {
    /// A long press on an item asks the delegate for its context menu.
    func handleContextMenuPress(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began else { return }
        showContextMenu(at: press.location(in: self))
    }

    /// Asks the delegate for the context menu of the item at `point` (in the view's
    /// coordinates), keeps the configuration and makes its menu; showing the menu is not built.
    func showContextMenu(at point: CGPoint) {
        guard let path = indexPathForItem(at: point), let delegate,
            let configuration = delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point)
        else { return }
        contextMenuConfiguration = configuration
        _ = configuration.previewProvider?()
        _ = configuration.actionProvider?([])
        unimplemented("UICollectionView context menu presentation")
    }
}

extension UICollectionView {
    /// Replaces the layout, as `setCollectionViewLayout(_:animated:)`; the items move to their
    /// new places at the next layout pass (without the animation).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Replaces the layout, then calls `completion` once the new layout is in place.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }
}

extension UICollectionView {
    /// Registers a nib whose one top-level object is the cell to make for a reuse identifier;
    /// the nib is instantiated for each new cell (nil unregisters the identifier).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            reuse.register(identifier, factory: nil)
            return
        }
        reuse.register(identifier) { [unowned self] in
            let cell: UICollectionViewCell =
                self.onlyTopLevelView(in: nib, identifier: identifier) ?? UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
    }

    /// Registers a nib whose one top-level object is the supplementary view to make for a kind
    /// and reuse identifier (nil unregisters them).
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        let key = Self.supplementaryKey(kind, identifier)
        guard let nib else {
            supplementaryReuse.register(key, factory: nil)
            return
        }
        supplementaryReuse.register(key) { [unowned self] in
            let view: UICollectionReusableView =
                self.onlyTopLevelView(in: nib, identifier: identifier) ?? UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }
}

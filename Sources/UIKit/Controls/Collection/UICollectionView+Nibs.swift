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
                self.onlyReusableView(in: nib, identifier: identifier) ?? UICollectionViewCell(frame: .zero)
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
                self.onlyReusableView(in: nib, identifier: identifier) ?? UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// The nib's one top-level object when it is a view of the kind wanted; otherwise UIKit's
    /// complaint goes to the console and nil comes back, so a stand-in is used.
    private func onlyReusableView<View: UICollectionReusableView>(in nib: UINib, identifier: String) -> View? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects.first as? View else {
            Diagnostics.log(
                in: loop,
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(View.self) instance"
            )
            return nil
        }
        return view
    }
}

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
}

extension UICollectionView {
    /// Registers a view class for supplementary views of a kind (headers, footers) under a
    /// reuse identifier.
    public func register(
        _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        let type = viewClass ?? UICollectionReusableView.self
        supplementaryReuse.register(Self.supplementaryKey(elementKind, identifier)) {
            let view = type.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// Registers a factory for supplementary views of a kind (storyboard section headers).
    func registerSupplementary(
        ofKind kind: String, identifier: String, factory: @escaping () -> UICollectionReusableView
    ) {
        supplementaryReuse.register(Self.supplementaryKey(kind, identifier), factory: factory)
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "/" + identifier }

    /// A supplementary view for `indexPath`: a reused one or a new one of the registered class.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let view = supplementaryReuse.dequeue(key, prepare: { $0.prepareForReuse() }) else {
            Diagnostics.log(
                in: loop,
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier"
            )
            let view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        return view
    }

    /// The visible supplementary view of a kind at an index path, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        layoutIfNeeded()
        return visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of a kind.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.map(\.value)
    }

    /// The index paths of the visible supplementary views of a kind.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout attributes of a supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The stand-in the data source's default gives when it does not make supplementary views.
    func missingSupplementaryView(ofKind kind: String) -> UICollectionReusableView {
        Diagnostics.log(
            in: loop,
            "the collection view's data source did not return a valid view from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for element of kind '\(kind)'"
        )
        return UICollectionReusableView(frame: .zero)
    }

    /// Asks the data source for the supplementary views in view and recycles those that left.
    func layOutSupplementaryViews(
        _ attributes: [UICollectionViewLayoutAttributes], _ dataSource: UICollectionViewDataSource
    ) {
        let wanted = Set(
            attributes.compactMap { a in
                a.representedElementKind.map { SupplementaryKey(kind: $0, indexPath: a.indexPath) }
            })
        for (key, view) in visibleSupplementary where !wanted.contains(key) {
            recycleSupplementary(view, kind: key.kind)
            visibleSupplementary[key] = nil
        }
        for a in attributes {
            guard let kind = a.representedElementKind else { continue }
            let key = SupplementaryKey(kind: kind, indexPath: a.indexPath)
            let view =
                visibleSupplementary[key]
                ?? {
                    let made = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
                    visibleSupplementary[key] = made
                    return made
                }()
            UIView.performWithoutAnimation { view.frame = a.frame }
            if view.superview !== self { addSubview(view) }
        }
    }

    func recycleSupplementaryViews() {
        for (key, view) in visibleSupplementary { recycleSupplementary(view, kind: key.kind) }
        visibleSupplementary.removeAll()
    }

    private func recycleSupplementary(_ view: UICollectionReusableView, kind: String) {
        supplementaryReuse.enqueue(view, identifier: view.reuseIdentifier.map { Self.supplementaryKey(kind, $0) })
    }
}

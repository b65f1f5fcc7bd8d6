import Foundation

extension UICollectionView {
    /// A cell class paired with the handler that configures each cell dequeued with it, as
    /// UIKit's `UICollectionView.CellRegistration`; the first dequeue registers the class.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        /// A reuse identifier of its own, so two registrations of one class keep apart.
        let reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
        let cellNib: UINib?
        let handler: Handler

        /// A registration that makes cells of the class `Cell`.
        public init(handler: @escaping Handler) {
            cellNib = nil
            self.handler = handler
        }

        /// A registration that makes cells from the nib `cellNib`, whose top-level view is a `Cell`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.cellNib = cellNib
            self.handler = handler
        }
    }

    /// A supplementary view class for one element kind paired with the handler that configures
    /// each view dequeued with it, as UIKit's `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of an element kind for an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
        let elementKind: String
        let supplementaryNib: UINib?
        let handler: Handler

        /// A registration that makes views of the class `Supplementary` for `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            supplementaryNib = nil
            self.handler = handler
        }

        /// A registration that makes views for `elementKind` from the nib `supplementaryNib`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.supplementaryNib = supplementaryNib
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath` (reused or new), configured for
    /// `item` by the registration's handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        if !reuse.isRegistered(identifier) {
            if let nib = registration.cellNib {
                register(nib, forCellWithReuseIdentifier: identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: identifier)
            }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            Diagnostics.log(
                in: loop, "the cell registration's nib made \(type(of: dequeued)), not the registration's \(Cell.self)")
            let cell = Cell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            Diagnostics.log(in: loop, "Attempted to configure a cell with a registration, but the item was nil.")
        }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath` (reused or
    /// new), configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let identifier = registration.reuseIdentifier
        let kind = registration.elementKind
        if !supplementaryReuse.isRegistered(Self.supplementaryKey(kind, identifier)) {
            if let nib = registration.supplementaryNib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            Diagnostics.log(
                in: loop,
                "the supplementary registration's nib made \(type(of: dequeued)), not the registration's \(Supplementary.self)"
            )
            let view = Supplementary(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}

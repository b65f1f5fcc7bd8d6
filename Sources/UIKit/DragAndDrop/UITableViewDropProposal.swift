import Foundation

/// Where a drop over a table view lands, as `UITableViewDropProposal.Intent`.
public enum UITableViewDropIntent: Int, Sendable {
    /// The table decides.
    case unspecified = 0
    /// Rows are inserted at the destination.
    case insertAtDestinationIndexPath = 1
    /// The items go into the row at the destination.
    case insertIntoDestinationIndexPath = 2
    /// The table decides between inserting at and into the destination.
    case automatic = 3
}

/// What a table view would do with a drop at the current place, as `UITableViewDropProposal`.
@preconcurrency @MainActor
open class UITableViewDropProposal: NSObject {
    /// What the drop does with the items.
    public let operation: UIDropOperation
    /// Where the items go.
    public let intent: UITableViewDropIntent

    /// A proposal with an unspecified intent.
    public convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }

    /// A proposal to do `operation` with the items where `intent` says.
    public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
        self.operation = operation
        self.intent = intent
        super.init()
    }
}

/// One item dropped on a table view, as `UITableViewDropItem`.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The item.
    var dragItem: UIDragItem { get }
    /// The row it was dragged from when the drag began in this table, else nil.
    var sourceIndexPath: IndexPath? { get }
}

/// What a table view's drop delegate uses to carry out a drop, as `UITableViewDropCoordinator`.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [UITableViewDropItem] { get }
    /// The row the drop lands at, nil past the last row.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal in effect.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: UIDropSession { get }
}

extension UITableView {
    /// Whether a drag from this table is in progress (never, here: no drag starts).
    public var hasActiveDrag: Bool { false }
    /// Whether a drop over this table is in progress (never, here).
    public var hasActiveDrop: Bool { false }
}

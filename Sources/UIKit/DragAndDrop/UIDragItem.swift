import Foundation

// A headless device has no drag sessions: nothing ever starts a drag or a drop here, so the
// sessions below are only ever seen by code that makes them itself. The types exist so apps that
// implement the table and collection drag and drop delegates compile and run their other parts
// (Documentation/Deviations.md).

/// One item being dragged, as `UIDragItem`.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The data of the item.
    public let itemProvider: NSItemProvider
    /// The app's own object for the item, seen by its own drop.
    open var localObject: Any?

    /// An item whose data `itemProvider` offers.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// What a drop does with the dragged items, as `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
    /// The drop would be cancelled.
    case cancel = 0
    /// Dropping here is not allowed.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items move (within the app).
    case move = 3
}

/// A drag or drop session's shared view of its items, as `UIDragDropSession`.
@preconcurrency @MainActor
public protocol UIDragDropSession: AnyObject {
    /// The items in the session.
    var items: [UIDragItem] { get }
    /// Whether some item offers a representation of one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can make an object of `aClass`.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// A drag in progress, as `UIDragSession`.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// The app's object for the whole session.
    var localContext: Any? { get set }
}

/// A drop in progress over a view, as `UIDropSession`.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session when it began in this app, else nil.
    var localDragSession: UIDragSession? { get }
    /// Loads an object of `aClass` from each item that can make one.
    func loadObjects(
        ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void
    )
        -> Progress
}

import Foundation

/// Hears when a fetched results controller's results change, as
/// `NSFetchedResultsControllerDelegate` (every method optional).
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    /// The results are about to change.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// The results changed.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
}

/// Keeps the results of a fetch request up to date as its context saves, as
/// `NSFetchedResultsController` (one section; section key paths and caches are not built).
open class NSFetchedResultsController<ResultType>: NSObject {
    /// The request whose results are kept.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context fetched from.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path grouping results into sections (not built: one section).
    public let sectionNameKeyPath: String?
    /// The cache's name (not used).
    public let cacheName: String?
    /// Told when the results change.
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    /// The results of the last fetch (nil before `performFetch()`).
    open private(set) var fetchedObjects: [ResultType]?
    private var observer: (any NSObjectProtocol)?

    /// A controller for a request's results in a context.
    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
        sectionNameKeyPath: String?, cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        super.init()
        if sectionNameKeyPath != nil {
            FileHandle.standardError.write(Data("CoreData stand-in: sectionNameKeyPath is not built\n".utf8))
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Fetches the results, then keeps them current as contexts of the same store save.
    open func performFetch() throws {
        fetchedObjects = try managedObjectContext.fetch(fetchRequest)
        guard observer == nil else { return }
        let refetch = SameThreadAction { [weak self] saved in
            // Only a save into this controller's store changes its results; the notification
            // center is the process's, and other stores save through it too.
            guard let self, let saved = saved as? NSManagedObjectContext,
                saved.coordinator === self.managedObjectContext.coordinator
            else { return }
            self.refetch()
        }
        observer = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: nil, queue: nil
        ) { note in refetch.run(note.object as AnyObject?) }
    }

    private func refetch() {
        let erased = NSFetchedResultsController<any NSFetchRequestResult>(
            fetchRequest: NSFetchRequest(entityName: fetchRequest.entityName ?? ""),
            managedObjectContext: managedObjectContext, sectionNameKeyPath: nil, cacheName: cacheName)
        delegate?.controllerWillChangeContent(erased)
        fetchedObjects = try? managedObjectContext.fetch(fetchRequest)
        erased.fetchedObjects = fetchedObjects?.compactMap { $0 as? any NSFetchRequestResult }
        delegate?.controllerDidChangeContent(erased)
    }

    /// The result at an index path (section 0).
    open func object(at indexPath: IndexPath) -> ResultType {
        fetchedObjects![indexPath[1]]
    }

    /// The index path of a result, if it is one.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        fetchedObjects?.firstIndex { ($0 as AnyObject) === (object as AnyObject) }.map { IndexPath(indexes: [0, $0]) }
    }
}

/// An action the notification centre may call: contexts here post `didSave` on the thread that
/// saves, which is the thread working with their objects and controllers.
struct SameThreadAction: @unchecked Sendable {
    let run: (AnyObject?) -> Void
}

import Foundation

/// How a context runs the blocks given to `perform`, as `NSManagedObjectContextConcurrencyType`.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    /// Confined to the thread that made it (deprecated in Core Data).
    case confinementConcurrencyType
    /// Works on a private queue.
    case privateQueueConcurrencyType
    /// Works on the main queue.
    case mainQueueConcurrencyType
}

extension Notification.Name {
    /// Posted by a context after it saved, with the context as the object.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted by a context when its objects changed.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
}

/// A scratch pad of managed objects over a store or a parent context, as
/// `NSManagedObjectContext`: objects are inserted and deleted in it, `save()` passes the changes
/// down, and `fetch` sees the saved objects with the context's own changes.
open class NSManagedObjectContext: NSObject {
    /// How the context runs `perform` blocks (here: at once, on the caller's thread).
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    /// The parent context the context saves into, if any.
    open var parent: NSManagedObjectContext? {
        didSet { if let parent { ownCoordinator = parent.coordinator } }
    }
    /// The coordinator of the store the context (or its root parent) saves into.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { parent?.persistentStoreCoordinator ?? ownCoordinator }
        set { if let newValue { ownCoordinator = newValue } }
    }
    /// How conflicts are resolved (kept; there are no conflicts in one process's memory).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether the context takes in what its parent saves (it always sees it here).
    open var automaticallyMergesChangesFromParent = false
    /// The context's name, for debugging.
    open var name: String?

    private var ownCoordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
    /// Objects inserted and not yet saved, in insertion order.
    public private(set) var insertedObjects: Set<NSManagedObject> = []
    private var insertionOrder: [NSManagedObject] = []
    /// Objects deleted and not yet saved.
    public private(set) var deletedObjects: Set<NSManagedObject> = []

    var coordinator: NSPersistentStoreCoordinator { persistentStoreCoordinator ?? ownCoordinator }

    /// Creates a context of a concurrency type.
    public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    /// Whether the context has unsaved insertions or deletions.
    open var hasChanges: Bool { !insertedObjects.isEmpty || !deletedObjects.isEmpty }

    /// Runs `block` (at once here: there is one thread of work in a world).
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` and returns when it finished.
    open func performAndWait(_ block: () -> Void) { block() }

    /// Adds an object to the context.
    open func insert(_ object: NSManagedObject) {
        // Inserting a deleted object undoes the deletion.
        guard deletedObjects.remove(object) == nil, !insertedObjects.contains(object) else { return }
        object.managedObjectContext = self
        insertedObjects.insert(object)
        insertionOrder.append(object)
        object.awakeFromInsert()
    }

    /// Marks an object for removal at the next save (an unsaved insertion just goes).
    open func delete(_ object: NSManagedObject) {
        if insertedObjects.remove(object) != nil {
            insertionOrder.removeAll { $0 === object }
        } else {
            deletedObjects.insert(object)
        }
    }

    /// Passes the context's insertions and deletions to its parent or its store, then posts
    /// `NSManagedObjectContextDidSave`.
    open func save() throws {
        guard hasChanges else { return }
        let inserted = insertionOrder
        let deleted = deletedObjects
        for object in inserted { object.willSave() }
        if let parent {
            for object in deleted { parent.delete(object) }
            for object in inserted { parent.adopt(object) }
        } else {
            coordinator.objects.removeAll { deleted.contains($0) }
            coordinator.objects += inserted
        }
        insertedObjects.removeAll()
        insertionOrder.removeAll()
        deletedObjects.removeAll()
        for object in inserted { object.didSave() }
        NotificationCenter.default.post(
            name: .NSManagedObjectContextDidSave, object: self,
            userInfo: ["inserted": Set(inserted), "deleted": deleted])
    }

    /// Takes a child's saved object as this context's unsaved insertion.
    private func adopt(_ object: NSManagedObject) {
        object.managedObjectContext = self
        if !insertedObjects.contains(object) {
            insertedObjects.insert(object)
            insertionOrder.append(object)
        }
    }

    /// Forgets unsaved insertions and deletions.
    open func rollback() {
        insertedObjects.removeAll()
        insertionOrder.removeAll()
        deletedObjects.removeAll()
    }

    /// Merges another context's save (a no-op here: contexts of one store share its objects).
    open func mergeChanges(fromContextDidSave notification: Notification) {}

    /// The objects the context sees: its parent's (or the store's) without its deletions, then
    /// its insertions.
    func visibleObjects() -> [NSManagedObject] {
        let below = parent?.visibleObjects() ?? coordinator.objects
        return below.filter { !deletedObjects.contains($0) } + insertionOrder
    }

    /// The objects matching a fetch request: of its entity, passing its predicate, in the order
    /// of its sort descriptors, at most `fetchLimit` of them.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var found = visibleObjects().filter { $0.entity.name == request.entityName }
        if let predicate = request.predicate { found = found.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            found.sort { a, b in
                for descriptor in descriptors {
                    let order = descriptor.compare(a, to: b)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        if request.fetchOffset > 0 { found = Array(found.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found.compactMap { $0 as? T }
    }

    /// The number of objects a fetch request would return.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }
}

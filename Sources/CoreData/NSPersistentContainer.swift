import Foundation

/// The store type of SQLite files, as `NSSQLiteStoreType` (kept in memory here).
public let NSSQLiteStoreType = "SQLite"
/// The in-memory store type, as `NSInMemoryStoreType`.
public let NSInMemoryStoreType = "InMemory"
/// The binary store type, as `NSBinaryStoreType` (kept in memory here).
public let NSBinaryStoreType = "Binary"

/// A policy for conflicting changes, as `NSMergePolicy`.
public final class NSMergePolicy: NSObject, Sendable {
    let kind: Int
    init(kind: Int) { self.kind = kind }
}
/// Conflicts fail the save, as `NSErrorMergePolicy`.
public let NSErrorMergePolicy = NSMergePolicy(kind: 0)
/// The context's changed properties win, as `NSMergeByPropertyObjectTrumpMergePolicy`.
public let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy(kind: 1)
/// The store's changed properties win, as `NSMergeByPropertyStoreTrumpMergePolicy`.
public let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy(kind: 2)
/// The context's objects win whole, as `NSOverwriteMergePolicy`.
public let NSOverwriteMergePolicy = NSMergePolicy(kind: 3)
/// The store's objects win whole, as `NSRollbackMergePolicy`.
public let NSRollbackMergePolicy = NSMergePolicy(kind: 4)

/// The entities of an object graph, as `NSManagedObjectModel`: here the managed object classes
/// used, learnt as they are used (model files are not read).
open class NSManagedObjectModel: NSObject {
    /// An empty model.
    public override init() {}

    /// The model in a compiled model file: nil when there is no file at `url`.
    public init?(contentsOf url: URL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    }
}

/// A store added to a coordinator, as `NSPersistentStore`.
open class NSPersistentStore: NSObject {
    /// The store's type (`NSSQLiteStoreType`...).
    public let type: String
    /// The store file's URL (never written here).
    open var url: URL?

    init(type: String, url: URL?) {
        self.type = type
        self.url = url
    }
}

/// Connects contexts to stores, as `NSPersistentStoreCoordinator`. All its stores are one list of
/// objects in memory: nothing is written to disk.
open class NSPersistentStoreCoordinator: NSObject {
    /// The coordinator's model.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores added.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// The saved objects, in the order they were saved.
    var objects: [NSManagedObject] = []
    /// The managed object class of each entity name, learnt as objects are made.
    var entityTypes: [String: NSManagedObject.Type] = [:]

    /// A coordinator for a model.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
    }

    /// Adds a store (in memory whatever its type).
    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, url: storeURL)
        persistentStores.append(store)
        return store
    }
}

/// How a container's store is made, as `NSPersistentStoreDescription`.
open class NSPersistentStoreDescription: NSObject {
    /// The store's type.
    open var type = NSSQLiteStoreType
    /// The store file's URL.
    open var url: URL?
    /// Whether the store is added without waiting (it is always added at once here).
    open var shouldAddStoreAsynchronously = false

    /// A description of a store at `url`.
    public init(url: URL) {
        self.url = url
    }
}

/// A model, a coordinator and a main-queue context set up together, as `NSPersistentContainer`.
open class NSPersistentContainer: NSObject {
    /// The container's name (the model file's, on Apple's platforms).
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The context for the user interface's work.
    public let viewContext: NSManagedObjectContext
    /// The stores `loadPersistentStores` adds.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// A container named `name`.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    /// A container named `name` with a model.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(
                url: URL(fileURLWithPath: "/dev/null").appendingPathComponent(name + ".sqlite"))
        ]
        super.init()
    }

    /// Adds the described stores and reports each to `block`.
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        for description in persistentStoreDescriptions {
            do {
                try persistentStoreCoordinator.addPersistentStore(
                    ofType: description.type, configurationName: nil, at: description.url)
                block(description, nil)
            } catch {
                block(description, error)
            }
        }
    }

    /// A new private-queue context on the container's coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}

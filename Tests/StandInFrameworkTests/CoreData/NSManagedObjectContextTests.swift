import CoreData
import Foundation
import Testing

/// The in-memory object graph: objects made in a context, saved, fetched with predicates and sort
/// descriptors as apps write them, deleted, and watched by a fetched results controller.
@Suite struct NSManagedObjectContextTests {
    /// A managed object as the porter leaves one: its `@NSManaged` properties stored.
    final class Order: NSManagedObject {
        var id: String? = nil
        var total: Int = 0
        var created = Date(timeIntervalSince1970: 0)
        /// An attribute as the porter writes an `@NSManaged` one.
        var note: String? {
            get { primitiveValue(forKey: "note") as? String }
            set { setPrimitiveValue(newValue, forKey: "note") }
        }
    }

    final class Watcher: NSFetchedResultsControllerDelegate {
        var changes = 0
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
            changes += 1
        }
    }

    func container() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Store")
        var loaded: (any Error)? = nil
        container.loadPersistentStores { _, error in loaded = error }
        #expect(loaded == nil)
        return container
    }

    @Test func savedObjectsAreFetchedByPredicateInSortOrderAndDeleted() throws {
        let context = container().viewContext
        for (id, total) in [("a", 30), ("b", 10), ("c", 20)] {
            let order = Order(context: context)
            order.id = id
            order.total = total
        }
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)

        let request = NSFetchRequest<Order>(entityName: "Order")
        request.sortDescriptors = [NSSortDescriptor(key: "total", ascending: false)]
        #expect(try context.fetch(request).map(\.id) == ["a", "c", "b"])

        let byID = NSFetchRequest<any NSFetchRequestResult>(entityName: "Order")
        byID.predicate = NSPredicate(format: "id == %@", "c")
        let found = try #require(try context.fetch(byID) as? [Order])
        #expect(found.map(\.total) == [20])

        let cheap = NSFetchRequest<Order>(entityName: "Order")
        cheap.predicate = NSPredicate(format: "%K < %d", "total", 25)
        cheap.fetchLimit = 1
        cheap.sortDescriptors = [NSSortDescriptor(key: "total", ascending: true)]
        #expect(try context.fetch(cheap).map(\.id) == ["b"])

        found[0].note = "gift"
        let gifts = NSFetchRequest<Order>(entityName: "Order")
        gifts.predicate = NSPredicate(format: "note == 'gift'")
        #expect(try context.fetch(gifts) == found)

        context.delete(found[0])
        try context.save()
        #expect(try context.count(for: request) == 2)
    }

    @Test func aChildContextsSaveReachesTheStoreWhenItsParentSaves() throws {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: nil, options: nil)
        let main = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        main.persistentStoreCoordinator = coordinator
        let child = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        child.parent = main
        _ = Order(context: child)
        var inserted: NSManagedObject?
        child.perform {
            inserted = NSEntityDescription.insertNewObject(forEntityName: "Order", into: child)
        }
        #expect(inserted is Order)
        try child.save()
        #expect(main.hasChanges)
        #expect(try main.fetch(NSFetchRequest<Order>(entityName: "Order")).count == 2)
        try main.save()
        let other = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        other.persistentStoreCoordinator = coordinator
        #expect(try other.fetch(NSFetchRequest<Order>(entityName: "Order")).count == 2)
    }

    @Test func aFetchedResultsControllerFollowsSavesAndTellsItsDelegate() throws {
        let store = container()
        let request = NSFetchRequest<Order>(entityName: "Order")
        request.sortDescriptors = [NSSortDescriptor(key: "created", ascending: false)]
        let results = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: store.viewContext, sectionNameKeyPath: nil, cacheName: nil)
        let watcher = Watcher()
        results.delegate = watcher
        try results.performFetch()
        #expect(results.fetchedObjects?.isEmpty == true)
        let older = Order(context: store.viewContext)
        let newer = Order(context: store.viewContext)
        newer.created = Date(timeIntervalSince1970: 100)
        try store.viewContext.save()
        #expect(watcher.changes == 1)
        // A save into another store (another test's, say) leaves these results alone.
        let elsewhere = container().viewContext
        _ = Order(context: elsewhere)
        try elsewhere.save()
        #expect(watcher.changes == 1)
        #expect(results.fetchedObjects?.first === newer && results.fetchedObjects?.last === older)
        #expect(results.indexPath(forObject: older) == IndexPath(indexes: [0, 1]))
    }
}

import Foundation

/// What a fetch request can return, as Core Data's `NSFetchRequestResult` (managed objects here).
public protocol NSFetchRequestResult: AnyObject {}

/// An entity of the object graph, as `NSEntityDescription`: here named after the managed
/// object class that stands for it (there is no model file).
open class NSEntityDescription: NSObject {
    /// The entity's name.
    open var name: String?
    /// The name of the class whose instances are the entity's objects.
    open var managedObjectClassName: String!

    init(name: String) {
        self.name = name
        managedObjectClassName = name
    }

    /// Makes an object of the entity named `entityName` in `context`: the entity must be known to
    /// the context's store, which learns each class as its first object is made or its `entity()`
    /// asked for; an unknown name logs Core Data's message and makes a plain managed object.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
        -> NSManagedObject
    {
        guard let type = context.coordinator.entityTypes[entityName] else {
            FileHandle.standardError.write(
                Data(
                    "+[NSEntityDescription entityForName:inManagedObjectContext:]: could not locate an entity named '\(entityName)' in this model.\n"
                        .utf8))
            return NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
        }
        return type.init(entity: NSEntityDescription(name: entityName), insertInto: context)
    }
}

/// An object of the graph kept by a context, as `NSManagedObject`. Its attributes are its
/// primitive values (the porter turns `@NSManaged` properties into accessors of them) or the
/// subclass's stored properties, read by name for sorting and predicates.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The context the object lives in (nil once deleted and saved).
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Whether the object was inserted and not yet saved.
    open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    /// Whether the object was deleted and the deletion not yet saved.
    open var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }

    /// The entity of the class: named after it.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(name: String(describing: self))
    }

    /// Makes an object of `entity` and inserts it into `context` (if any).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        if let context {
            context.coordinator.entityTypes[entity.name ?? ""] = type(of: self)
            context.insert(self)
        }
    }

    /// Makes an object of the class's entity and inserts it into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    private var primitiveValues: [String: Any] = [:]

    /// The value of the attribute `key` as stored (nil when never set).
    open func primitiveValue(forKey key: String) -> Any? { primitiveValues[key] }

    /// Stores the value of the attribute `key`.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { primitiveValues[key] = value }

    /// Called once when the object is first inserted into a context.
    open func awakeFromInsert() {}
    /// Called when the object is fetched.
    open func awakeFromFetch() {}
    /// Called before the object's context saves it.
    open func willSave() {}
    /// Called after the object's context saved it.
    open func didSave() {}
}

/// Reads stored properties by name, standing in for key-value coding, which Foundation does not
/// have on this platform.
enum StoredProperty {
    /// The value of the stored property `key` (or a dotted path) of `object`, nil when absent.
    static func value(of object: Any, forKeyPath keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".") {
            guard let c = current else { return nil }
            current = value(of: c, forKey: String(key))
        }
        return current
    }

    private static func value(of object: Any, forKey key: String) -> Any? {
        if let managed = object as? NSManagedObject, let value = managed.primitiveValue(forKey: key) { return value }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            if let child = m.children.first(where: { $0.label == key || $0.label == "_" + key }) {
                return unwrapped(child.value)
            }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// `Optional.some(x)` as `x`, `Optional.none` as nil.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }

    /// Orders two property values of the same kind (numbers, strings, dates); nil when they
    /// cannot be compared.
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult? {
        func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
            x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case let (x as String, y as String): return order(x, y)
        case let (x as Date, y as Date): return order(x, y)
        default:
            guard let x = number(a), let y = number(b) else { return nil }
            return order(x, y)
        }
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Int: Double(v)
        case let v as Int64: Double(v)
        case let v as Int32: Double(v)
        case let v as Int16: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        case let v as Decimal: NSDecimalNumber(decimal: v).doubleValue
        default: nil
        }
    }
}

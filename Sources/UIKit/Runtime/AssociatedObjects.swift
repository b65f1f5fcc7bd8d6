import Foundation

/// How `objc_setAssociatedObject` holds a value, as in the Objective-C runtime.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference here (Apple's is unretained and dangles; a weak one reads nil instead).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying` objects are copied; Swift values are copied by being values).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, set atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Attaches a value to an object under a key (the address of a variable of yours), released
/// when the object deallocates.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.set(object, key, value, policy)
}

/// The value attached to an object under a key, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object, key)
}

/// Removes every value attached to an object.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object as AnyObject)
}

/// The table behind the associated-object functions. Values are released when their owner
/// deallocates: at once for UIKit's responders (views, controllers, windows), whose deinit
/// calls `ownerDidDeallocate`, and otherwise when the table next finds the owner gone (every
/// call sweeps once the table has doubled since the last sweep). See Documentation/Deviations.md.
enum AssociatedObjects {
    struct Owner {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Value]
    }

    enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()

    static func set(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let owner = object as AnyObject
        let id = ObjectIdentifier(owner)
        var stored: Value?
        if let value {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                stored = type(of: value) is AnyClass ? .weak(WeakBox(value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                stored = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                stored = .strong(value)
            }
        }
        // Released values are kept alive until the lock is dropped: their deinit may call back in.
        var released: [Any] = []
        lock.lock()
        // A dead owner at a reused address gives its values up too, outside the lock.
        if let previous = owners[id], previous.object !== owner { released.append(previous) }
        var entry = owners[id].flatMap { $0.object === owner ? $0 : nil } ?? Owner(object: owner, values: [:])
        if let old = entry.values[key] { released.append(old) }
        entry.values[key] = stored
        owners[id] = entry.values.isEmpty ? nil : entry
        if owners.count > sizeAtLastSweep * 2 { released.append(sweepLocked()) }
        lock.unlock()
        _ = released
    }

    static func get(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
        let owner = object as AnyObject
        lock.lock()
        defer { lock.unlock() }
        guard let entry = owners[ObjectIdentifier(owner)], entry.object === owner else { return nil }
        switch entry.values[key] {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    static func removeAll(_ owner: AnyObject) {
        lock.lock()
        let removed = owners.removeValue(forKey: ObjectIdentifier(owner))
        lock.unlock()
        _ = removed
    }

    /// Releases an owner's values from its deinit (where weak references to it already read nil).
    static func ownerDidDeallocate(_ id: ObjectIdentifier) {
        lock.lock()
        let removed = owners.isEmpty ? nil : owners.removeValue(forKey: id)
        lock.unlock()
        _ = removed
    }

    /// Drops the entries of owners that deallocated, returning them to be released unlocked.
    private static func sweepLocked() -> [Owner] {
        let dead = owners.filter { $0.value.object == nil }
        for id in dead.keys { owners[id] = nil }
        sizeAtLastSweep = max(16, owners.count)
        return Array(dead.values)
    }

    /// The number of owners with values (for tests), after sweeping deallocated ones.
    static var ownerCount: Int {
        lock.lock()
        let dead = sweepLocked()
        let count = owners.count
        lock.unlock()
        _ = dead
        return count
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension AssociatedObjects {
    fileprivate static var owners: [ObjectIdentifier: Owner] {
        get { ProcessWide.owners }
        _modify { yield &ProcessWide.owners }
    }

    fileprivate static var sizeAtLastSweep: Int {
        get { ProcessWide.sizeAtLastSweep }
        _modify { yield &ProcessWide.sizeAtLastSweep }
    }
}

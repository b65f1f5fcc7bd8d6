import Foundation

// Foundation on Linux has no key-value observing; these are Foundation's Swift shapes, offered
// for the properties presentation code observes (Documentation/Deviations.md, "Key-value
// observing").

/// The values an observation reports, and when.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the value after the change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// Report the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Call the handler once immediately, before `observe` returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Call the handler before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind of change, an `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change, when `.new` was asked for.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change, when `.old` was asked for.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes changed in a to-many relationship.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// True in the notification sent before the change (`.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The kind of change an observation reports.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects were replaced in a to-many relationship.
    case replacement = 4
}

/// One change reported to an observation's handler.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change.
    public typealias Kind = NSKeyValueChange
    /// The kind of change (always `.setting` for the properties observable here).
    public let kind: Kind
    /// The value after the change, when `.new` was asked for (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The indexes changed in a to-many relationship (nil for properties).
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// An observation made with `observe(_:options:changeHandler:)`; it lasts until it is
/// invalidated or deallocated.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Called with the observed object, the old value, the new value and whether the call
    /// comes before the change; nil once invalidated.
    var deliver: (@MainActor (AnyObject, Any?, Any?, Bool) -> Void)?
    let options: NSKeyValueObservingOptions
    let read: @MainActor (AnyObject) -> Any
    /// Old values captured at will-change, innermost change last (setters can nest).
    var pendingOld: [Any?] = []

    init(
        options: NSKeyValueObservingOptions, read: @escaping @MainActor (AnyObject) -> Any,
        deliver: @escaping @MainActor (AnyObject, Any?, Any?, Bool) -> Void
    ) {
        self.options = options
        self.read = read
        self.deliver = deliver
    }

    /// Stops the observation; the handler is not called again.
    public func invalidate() { deliver = nil }
}

/// What `observe(_:options:changeHandler:)` is declared on, as in Foundation; here the classes
/// whose observable properties notify (layers, views, scroll views, view controllers) conform.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension _KeyValueCodingAndObserving {
    /// Observes a property; this type's properties do not notify, so the handler is only called
    /// for `.initial`.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        unimplemented("observe(\(keyPath))")
        return KeyValueObservers.observe(
            self, key: nil, keyPath: keyPath, options: options, changeHandler: changeHandler)
    }
}

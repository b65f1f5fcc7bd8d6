import CoreGraphics
import Foundation

/// The classes, outlets, actions and custom segues of one module's storyboards and nibs, as the
/// `IBConnections` build-tool plugin generates them (plumbing for generated code, not UIKit API).
///
/// Keys are `Class.property` for outlets and runtime attributes and `Class.selector` for actions.
@preconcurrency @MainActor
public protocol _IBConnectionTable: AnyObject {
    /// The module's classes by the name a document's `customClass` gives.
    static var _classes: [String: AnyClass] { get }
    /// Setters by `Class.property`: false when the value has the wrong type.
    static var _outlets: [String: @MainActor @Sendable (AnyObject, Any?) -> Bool] { get }
    /// Action calls by `Class.selector` taking the sender and the event: false when the
    /// object or the sender has the wrong type.
    static var _actions: [String: @MainActor @Sendable (AnyObject, Any?, UIEvent?) -> Bool] { get }
    /// Makers of custom segue classes by class name.
    static var _segues:
        [String: @MainActor @Sendable (String?, UIViewController, UIViewController) -> UIStoryboardSegue]
    { get }
    /// `@IBSegueAction` methods by `Class.selector`: each makes a segue's destination from the
    /// destination scene's coder, the sender and the segue's identifier.
    static var _segueActions: [String: @MainActor @Sendable (AnyObject, NSCoder, Any?, String?) -> UIViewController?] {
        get
    }
    /// Makers of the classes of `<customObject>` and gesture recognizer elements by class name
    /// (they have no initializer the loader could call through the class object).
    static var _objects: [String: @MainActor @Sendable () -> AnyObject] { get }
}

extension _IBConnectionTable {
    /// No segue actions (tables generated before `@IBSegueAction` was supported).
    public static var _segueActions:
        [String: @MainActor @Sendable (AnyObject, NSCoder, Any?, String?) -> UIViewController?]
    {
        [:]
    }

    /// No object makers (tables generated before custom objects were made).
    public static var _objects: [String: @MainActor @Sendable () -> AnyObject] { [:] }
}

/// Typed assignment and calls for generated connection tables (plumbing, not UIKit API).
@preconcurrency @MainActor
public enum _IBConnect {
    /// Sets an optional (or implicitly unwrapped) property when `value` has its type.
    public static func assign<T>(_ property: inout T?, _ value: Any?) -> Bool {
        guard let value else {
            property = nil
            return true
        }
        guard let typed = cast(value, to: T.self) else { return false }
        property = typed
        return true
    }

    /// Sets a non-optional property when `value` has its type.
    public static func assign<T>(_ property: inout T, _ value: Any?) -> Bool {
        guard let value, let typed = cast(value, to: T.self) else { return false }
        property = typed
        return true
    }

    /// Appends to an outlet collection.
    public static func append<T>(_ property: inout [T]?, _ value: Any?) -> Bool {
        guard let value, let typed = cast(value, to: T.self) else { return false }
        property = (property ?? []) + [typed]
        return true
    }

    /// Appends to a non-optional outlet collection.
    public static func append<T>(_ property: inout [T], _ value: Any?) -> Bool {
        guard let value, let typed = cast(value, to: T.self) else { return false }
        property.append(typed)
        return true
    }

    /// Calls an action taking the sender (typed as the method declares it).
    public static func call<Sender>(_ method: (Sender) -> Void, _ sender: Any?, _ event: UIEvent?) -> Bool {
        guard let sender: Sender = typed(sender) else { return false }
        method(sender)
        return true
    }

    /// Calls an action taking the sender and the event.
    public static func call<Sender>(_ method: (Sender, UIEvent) -> Void, _ sender: Any?, _ event: UIEvent?) -> Bool {
        guard let sender: Sender = typed(sender) else { return false }
        method(sender, event ?? UIEvent())
        return true
    }

    /// Calls an action taking the sender and an optional event.
    public static func call<Sender>(_ method: (Sender, UIEvent?) -> Void, _ sender: Any?, _ event: UIEvent?) -> Bool {
        guard let sender: Sender = typed(sender) else { return false }
        method(sender, event)
        return true
    }

    /// The sender as the method's parameter type: unwrapped first, so a method taking `Any`
    /// sees the control rather than an optional, and nil only for an optional parameter.
    static func typed<Sender>(_ sender: Any?) -> Sender? {
        if let sender { return sender as? Sender }
        return (Any?.none as Any) as? Sender
    }

    /// Numbers arrive as `Double` (runtime attributes); Linux has no NSNumber bridging to
    /// convert them to the property's numeric type, so it is done here.
    static func cast<T>(_ value: Any, to type: T.Type) -> T? {
        if let typed = value as? T { return typed }
        guard let number = value as? Double else { return nil }
        switch type {
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Float.Type: return Float(number) as? T
        case is Int.Type: return Int(number) as? T
        case is Bool.Type: return (number != 0) as? T
        default: return nil
        }
    }
}

/// Finds the generated tables and the classes documents name.
@MainActor
enum StoryboardClasses {
    /// The generated table of `module`, found by its class name (Swift's runtime finds classes,
    /// not structs or enums, by a `Module.Name` string).
    static func table(module: String) -> (any _IBConnectionTable.Type)? {
        if let cached = tables[module] { return cached }
        let found = _typeByName("\(module).__IBConnections") as? any _IBConnectionTable.Type
        tables[module] = found
        return found
    }

    /// Every table found so far.
    static var loadedTables: [any _IBConnectionTable.Type] { tables.values.compactMap { $0 } }

    /// The tables of the modules to search for an element's class: its `customModule`, else the
    /// modules the loading bundle suggests, else every table found so far.
    static func tables(for element: IBElementLike, hints: [String]) -> [any _IBConnectionTable.Type] {
        var modules: [String] = []
        if let module = element.customModule { modules.append(module) }
        modules += hints
        var found = modules.compactMap { table(module: $0) }
        if element.customModule == nil {
            found += tables.values.compactMap { $0 }.filter { t in !found.contains { $0 == t } }
        }
        return found
    }

    /// The maker of a custom object or gesture recognizer class from the tables of the modules
    /// the element may name, or nil.
    static func maker(_ className: String, module: String?, hints: [String]) -> (@MainActor @Sendable () -> AnyObject)?
    {
        for table in tables(for: IBElementLike(customModule: module), hints: hints) {
            if let make = table._objects[className] { return make }
        }
        return nil
    }

    /// The class an element's `customClass` names, or nil when no table or runtime lookup has it.
    static func resolve(_ className: String, module: String?, hints: [String]) -> AnyClass? {
        let element = IBElementLike(customModule: module)
        for table in tables(for: element, hints: hints) {
            if let found = table._classes[className] { return found }
        }
        if let module, let found = _typeByName("\(module).\(className)") as? AnyClass { return found }
        for hint in hints {
            if let found = _typeByName("\(hint).\(className)") as? AnyClass { return found }
        }
        return _typeByName(className) as? AnyClass
    }
}

/// What class lookup needs of an element.
struct IBElementLike {
    var customModule: String?
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension StoryboardClasses {
    fileprivate static var tables: [String: (any _IBConnectionTable.Type)?] {
        get { ProcessWide.tables }
        _modify { yield &ProcessWide.tables }
    }
}

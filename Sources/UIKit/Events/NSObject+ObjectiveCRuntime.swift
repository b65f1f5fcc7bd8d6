import Foundation
import InterfaceBuilderFormat

// Linux has no Objective-C runtime. Message sending by a selector built from a string
// (`NSSelectorFromString`, `responds(to:)`, `perform(_:with:)`) works through tables of the
// methods Objective-C could see (`@objc`, `@IBAction`, witnesses of `@objc` protocols), which
// `uikit-port` generates beside each class of an app that sends such messages; other uses are
// refused at compile time with the Swift form (Documentation/Deviations.md, "What the
// Objective-C runtime does that Linux cannot").

/// The methods of one class that Objective-C could call by selector, as `uikit-port` generates
/// them (plumbing for generated code, not UIKit API). The type is named
/// `__ObjectiveCMethods_<Class>` in the class's module, which is how the runtime finds it.
@preconcurrency @MainActor
public protocol _ObjectiveCMethodTable {
    /// Calls by Objective-C selector name (`routeToOrderWithSegue:`), taking the receiver and up
    /// to two objects; `.mismatched` when the receiver or an argument has the wrong type.
    /// `@Sendable` is written out: Swift 6 infers it for a main-actor function type and Swift 5
    /// does not, and an app's table compiled in Swift 5 mode must have this exact type.
    static var _methods: [String: @MainActor @Sendable (AnyObject, Any?, Any?) -> _ObjectiveCMessageResult] { get }
}

/// What a generated call returns (plumbing for generated code, not UIKit API).
public enum _ObjectiveCMessageResult {
    /// The method ran; its result, when it returns an object.
    case returned(AnyObject?)
    /// The receiver or an argument did not have the method's types.
    case mismatched
}

/// Typed calls for generated method tables (plumbing for generated code, not UIKit API).
@preconcurrency @MainActor
public enum _ObjectiveCMessage {
    /// Calls a method taking nothing.
    public static func call<R>(_ method: () -> R, _ a: Any?, _ b: Any?) -> _ObjectiveCMessageResult {
        .returned(object(method()))
    }

    /// Calls a method taking one argument, typed as it declares it.
    public static func call<A, R>(_ method: (A) -> R, _ a: Any?, _ b: Any?) -> _ObjectiveCMessageResult {
        guard let a: A = _IBConnect.typed(a) else { return .mismatched }
        return .returned(object(method(a)))
    }

    /// Calls a method taking two arguments.
    public static func call<A, B, R>(_ method: (A, B) -> R, _ a: Any?, _ b: Any?) -> _ObjectiveCMessageResult {
        guard let a: A = _IBConnect.typed(a), let b: B = _IBConnect.typed(b) else { return .mismatched }
        return .returned(object(method(a, b)))
    }

    /// The object a method returned: nil for nothing, nil, or a value that is not an object
    /// (Objective-C would hand back a meaningless pointer for those).
    static func object<R>(_ result: R) -> AnyObject? {
        var value: Any = result
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            value = wrapped
        }
        return Swift.type(of: value) is AnyClass ? value as AnyObject : nil
    }
}

/// Finds generated method tables along a class's superclass chain.
@MainActor
enum ObjectiveCMethods {
    /// The call for `selector` on `object`'s class or the nearest superclass with one.
    static func method(_ selector: Selector, of object: AnyObject) -> (
        @MainActor @Sendable (AnyObject, Any?, Any?) -> _ObjectiveCMessageResult
    )? {
        let name = objectiveCName(selector.name)
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let table = table(of: current), let method = table._methods[name] { return method }
            type = _getSuperclass(current)
        }
        return nil
    }

    /// The generated table of a class, found by its `Module.__ObjectiveCMethods_Class` name.
    static func table(of type: AnyClass) -> (any _ObjectiveCMethodTable.Type)? {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: ".") else { return nil }
        let module = qualified[..<dot]
        let name = qualified[qualified.index(after: dot)...].replacingOccurrences(of: ".", with: "_")
        return _typeByName("\(module).__ObjectiveCMethods_\(name)") as? any _ObjectiveCMethodTable.Type
    }

    /// The Objective-C name of a selector written the Swift way (`show(_:sender:)` is
    /// `show:sender:`); one written the Objective-C way is kept.
    static func objectiveCName(_ name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        let base = String(name[..<open])
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":").map(String.init)
        return labels.isEmpty ? base : IBSourceScanner.selector(name: base, labels: labels)
    }
}

/// The selector named by a string, as Foundation's `NSSelectorFromString`: either form,
/// `routeToOrderWithSegue:` or `routeToOrder(segue:)`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The name of a selector, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

extension NSObjectProtocol {
    /// Whether the receiver implements a method Objective-C could call by `aSelector` (an
    /// `@objc` method, an `@IBAction`, a witness of an `@objc` protocol) in the tables
    /// `uikit-port` generates; UIKit's own methods are not listed (Documentation/Deviations.md).
    @preconcurrency @MainActor
    public func responds(to aSelector: Selector) -> Bool {
        ObjectiveCMethods.method(aSelector, of: self as AnyObject) != nil
    }

    /// Sends the message `aSelector` names; logs UIKit's "unrecognized selector" when the
    /// receiver has no such method.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
        send(aSelector, nil, nil, "performSelector:")
    }

    /// Sends the message `aSelector` names with one object.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector, with object: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, object, nil, "performSelector:withObject:")
    }

    /// Sends the message `aSelector` names with two objects.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        send(aSelector, object1, object2, "performSelector:withObject:withObject:")
    }

    @MainActor
    private func send(_ selector: Selector, _ a: Any?, _ b: Any?, _ how: String) -> Unmanaged<AnyObject>? {
        let receiver = self as AnyObject
        let name = ObjectiveCMethods.objectiveCName(selector.name)
        guard let method = ObjectiveCMethods.method(selector, of: receiver) else {
            Diagnostics.log(
                "-[\(type(of: receiver)) \(name)]: unrecognized selector sent to instance \(objectAddress(receiver)) (\(how))"
            )
            return nil
        }
        switch method(receiver, a, b) {
        case .returned(let result):
            guard let result else { return nil }
            // Objective-C hands the result back autoreleased, alive until the run loop's turn
            // ends; the main queue's next turn keeps it that long here.
            nonisolated(unsafe) let kept = result
            DispatchQueue.main.async { withExtendedLifetime(kept) {} }
            return Unmanaged.passUnretained(result)
        case .mismatched:
            Diagnostics.log(
                "-[\(type(of: receiver)) \(name)]: the arguments sent (\(how)) are not of the types the method takes")
            return nil
        }
    }
}

extension NSObject {
    /// Unavailable: a delayed message takes the method reference here, not a selector.
    @available(*, unavailable, message: "Linux has no Objective-C runtime: pass the method reference Type.method")
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) { fatalError() }
}

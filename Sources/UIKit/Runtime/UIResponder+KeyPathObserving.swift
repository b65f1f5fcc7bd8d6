import Foundation

// Key-value observing in its Objective-C form: an observer registered by key path string
// receives `observeValue(forKeyPath:of:change:context:)`. It rides on the same table as
// `observe(_:options:changeHandler:)`, so the keys that notify are the ones whose setters call
// `KeyValueObservers` (a view's `frame`, `bounds`, `center`, `hidden`, `alpha`, a scroll view's
// `contentOffset`, ...). Observers are responders here: the overridable `observeValue` is
// declared on `UIResponder` (Documentation/Deviations.md, "Key-value observing by key path").

/// One `addObserver(_:forKeyPath:options:context:)` registration on an observed object.
struct KeyPathObserver {
    weak var observer: NSObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    let observation: NSKeyValueObservation
}

extension UIResponder {
    /// The property names setters report for key paths that name an Objective-C getter.
    private static let notifyingNames = ["hidden": "isHidden", "loading": "isLoading"]

    /// Registers `observer` to receive `observeValue(forKeyPath:of:change:context:)` when the
    /// property at `keyPath` changes.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard observer is UIResponder else {
            unimplemented("addObserver(_:forKeyPath:) with an observer that is not a UIResponder")
            return
        }
        let key = Self.notifyingNames[keyPath] ?? keyPath
        let observation = KeyValueObservers.observe(
            self, key: key, options: options, read: { ($0 as? UIResponder)?.keyedValue(keyPath)?.value as Any },
            deliver: { [weak observer] object, old, new, isPrior in
                var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
                if let old, options.contains(.old) { change[.oldKey] = old }
                if let new, options.contains(.new) { change[.newKey] = new }
                if isPrior { change[.notificationIsPriorKey] = true }
                (observer as? UIResponder)?.observeValue(
                    forKeyPath: keyPath, of: object, change: change, context: context)
            })
        keyPathObservers.append(
            KeyPathObserver(observer: observer, keyPath: keyPath, context: context, observation: observation))
    }

    /// Ends the latest registration of `observer` for `keyPath`; one that was never made logs
    /// Foundation's message and changes nothing.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath) { _ in true }
    }

    /// Ends the latest registration of `observer` for `keyPath` made with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath) { $0.context == context }
    }

    private func removeRegistration(
        _ observer: NSObject, _ keyPath: String, where matches: (KeyPathObserver) -> Bool
    ) {
        guard
            let index = keyPathObservers.lastIndex(where: {
                $0.observer === observer && $0.keyPath == keyPath && matches($0)
            })
        else {
            let loop = (self as? UIView)?.loop ?? (self as? UIViewController)?.loop ?? MainLoop.current
            Diagnostics.log(
                in: loop,
                "Cannot remove an observer <\(type(of: observer)) \(objectAddress(observer))> for the key path "
                    + "\"\(keyPath)\" from <\(type(of: self)) \(objectAddress(self))> because it is not registered as an observer."
            )
            return
        }
        keyPathObservers.remove(at: index).observation.invalidate()
    }
}

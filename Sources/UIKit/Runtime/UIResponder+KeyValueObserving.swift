// Key-value observing of the view and controller properties presentation code watches. Each
// observable setter calls `KeyValueObservers.willChange`/`didChange` itself; these overloads
// map a key path to that property's name, most specific class first.

extension UIResponder: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Observes the view's `frame`, `bounds`, `center`, `isHidden` or `alpha`, which notify
    /// when set.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observeKey(viewObservableKey(keyPath), keyPath, options, changeHandler)
    }

    /// The name of the view property a key path observes, when it notifies.
    func viewObservableKey(_ keyPath: AnyKeyPath) -> String? {
        let keys: [(AnyKeyPath, String)] = [
            (\Self.frame, "frame"), (\Self.bounds, "bounds"), (\Self.center, "center"),
            (\Self.isHidden, "isHidden"), (\Self.alpha, "alpha"),
        ]
        return keys.first { $0.0 == keyPath }?.1
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// Observes the scroll view's `contentOffset`, `contentSize` or `contentInset`, or a view
    /// property, which notify when set.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let keys: [(AnyKeyPath, String)] = [
            (\Self.contentOffset, "contentOffset"), (\Self.contentSize, "contentSize"),
            (\Self.contentInset, "contentInset"),
        ]
        let key = keys.first { $0.0 == keyPath }?.1 ?? viewObservableKey(keyPath)
        return observeKey(key, keyPath, options, changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIViewController {
    /// Observes the controller's `preferredContentSize`, which notifies when set.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let key = keyPath as AnyKeyPath == \Self.preferredContentSize as AnyKeyPath ? "preferredContentSize" : nil
        return observeKey(key, keyPath, options, changeHandler)
    }
}

extension _KeyValueCodingAndObserving {
    /// Registers the observation, reporting a key path whose property does not notify.
    func observeKey<Value>(
        _ key: String?, _ keyPath: KeyPath<Self, Value>, _ options: NSKeyValueObservingOptions,
        _ changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        if key == nil { unimplemented("observe(\(keyPath))") }
        return KeyValueObservers.observe(
            self, key: key, keyPath: keyPath, options: options, changeHandler: changeHandler)
    }
}

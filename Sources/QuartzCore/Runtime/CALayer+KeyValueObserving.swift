extension CALayer: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: CALayer {
    /// Observes the layer's `bounds` or `position`, which notify when set.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let key = layerObservableKey(keyPath)
        if key == nil { unimplemented("observe(\(keyPath))") }
        return KeyValueObservers.observe(
            self, key: key, keyPath: keyPath, options: options, changeHandler: changeHandler)
    }

    /// The name of the layer property a key path observes, when it notifies.
    func layerObservableKey(_ keyPath: AnyKeyPath) -> String? {
        if keyPath == \Self.bounds as AnyKeyPath { return "bounds" }
        if keyPath == \Self.position as AnyKeyPath { return "position" }
        return nil
    }
}

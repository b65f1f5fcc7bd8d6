import Foundation

extension UserDefaults {
    /// The stored value for `key`, as key-value coding reads a defaults entry on iOS
    /// (`UserDefaults.standard.value(forKey: "best")`); Linux's Foundation has no key-value
    /// coding, and for defaults it is `object(forKey:)`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

extension UserDefaults {
    /// Stores `value` for `key`, as key-value coding writes a defaults entry on iOS
    /// (`defaults.setValue("0.15", forKey: "rate")`); for defaults it is `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

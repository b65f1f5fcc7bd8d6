/// A property that publishes each new value, as Combine's `@Published`: `$name` is a publisher
/// that gives a new subscriber the current value, then every value set, before it is stored.
@propertyWrapper
public struct Published<Value> {
    /// The publisher behind `$name`, as Combine's `Published.Publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        fileprivate let storage: Storage

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
            receiveValue: @escaping (Value) -> Void
        ) -> AnyCancellable {
            let cancellable = storage.subscribers.add(value: receiveValue, completion: receiveCompletion)
            receiveValue(storage.value)
            return cancellable
        }
    }

    /// The value and its subscribers, shared by the property and every `$name` taken from it.
    fileprivate final class Storage {
        var value: Value
        let subscribers = SubscriberList<Value, Never>()
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The value; setting it publishes the new value first, so a subscriber reading the property
    /// still sees the old one (Combine publishes on `willSet`).
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set {
            storage.subscribers.send(newValue)
            storage.value = newValue
        }
    }

    /// The publisher of the property's values.
    public var projectedValue: Publisher { Publisher(storage: storage) }
}

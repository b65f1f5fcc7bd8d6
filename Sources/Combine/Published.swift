/// A property that publishes each new value, as Combine's `@Published`: `$name` is a publisher
/// that gives a new subscriber the current value, then every value set.
@propertyWrapper
public struct Published<Value> {
    /// The publisher behind `$name`, as Combine's `Published.Publisher`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        fileprivate let subject: CurrentValueSubject<Value, Never>

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
            receiveValue: @escaping (Value) -> Void
        ) -> AnyCancellable {
            subject.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    private let subject: CurrentValueSubject<Value, Never>

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { subject = CurrentValueSubject(wrappedValue) }

    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The value; setting it publishes it.
    public var wrappedValue: Value {
        get { subject.value }
        nonmutating set { subject.value = newValue }
    }

    /// The publisher of the property's values.
    public var projectedValue: Publisher { Publisher(subject: subject) }
}

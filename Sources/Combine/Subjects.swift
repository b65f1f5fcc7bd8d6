/// A publisher that code can send values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the subject: subscribers receive `completion`, and later values are dropped.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Delivers `()` to every subscriber.
    public func send() { send(()) }
}

/// The subscribers of a subject and whether it has completed; subjects share this.
final class SubscriberList<Output, Failure: Error> {
    private struct Entry {
        let id: Int
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }
    private var entries: [Entry] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(
        value: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if let ended = self.completion {
            completion(ended)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        entries.append(Entry(id: id, value: value, completion: completion))
        return AnyCancellable { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        // A subscriber may cancel itself or others while receiving; deliver to those present now.
        for entry in entries { entry.value(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ended = entries
        entries = []
        for entry in ended { entry.completion(completion) }
    }
}

/// A subject that holds a current value and gives it to each new subscriber, as Combine's
/// `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// The latest value; setting it sends it to the subscribers.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// Creates a subject holding `value`.
    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        self.value = value
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let cancellable = subscribers.add(value: receiveValue, completion: receiveCompletion)
        if subscribers.completion == nil { receiveValue(value) }
        return cancellable
    }
}

/// A subject that passes each value on to its subscribers without keeping it, as Combine's
/// `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubscriberList<Output, Failure>()

    /// Creates a subject with no subscribers.
    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribers.add(value: receiveValue, completion: receiveCompletion)
    }
}

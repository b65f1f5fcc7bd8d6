/// The completions and demands subscribers receive, as Combine's `Subscribers` namespace.
public enum Subscribers {
    /// How a publisher ended: normally, or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped because of an error.
        case failure(Failure)
    }
}

/// A type that delivers values over time to closures that subscribe to it, as Combine's
/// `Publisher` (this stand-in offers `sink` subscriptions only; Documentation/Deviations.md).
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error the publisher may end with.
    associatedtype Failure: Error

    /// Subscribes closures to the values and the completion; the subscription lasts until the
    /// returned cancellable is cancelled or released.
    func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Subscribes a closure to the values of a publisher that cannot fail.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

extension Publisher {
    /// This publisher behind a type-erased wrapper, as Combine's `eraseToAnyPublisher()`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A type-erased publisher, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe:
        (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveCompletion, receiveValue)
    }
}

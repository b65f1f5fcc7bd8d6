/// The publishers that operators return, as Combine's `Publishers` namespace.
public enum Publishers {
    /// Republishes the values its predicate accepts, as Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher filtered.
        public let upstream: Upstream
        /// Whether a value is passed on.
        public let isIncluded: (Upstream.Output) -> Bool

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let isIncluded = self.isIncluded
            return upstream.sink(receiveCompletion: receiveCompletion) { if isIncluded($0) { receiveValue($0) } }
        }
    }

    /// Republishes each value transformed, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let transform = self.transform
            return upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
        }
    }

    /// Delivers values and the completion through a scheduler, as Combine's
    /// `Publishers.ReceiveOn`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are delivered.
        public let upstream: Upstream
        /// The scheduler they are delivered through.
        public let scheduler: Context

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let scheduler = self.scheduler
            return upstream.sink(
                receiveCompletion: { completion in scheduler.schedule { receiveCompletion(completion) } },
                receiveValue: { value in scheduler.schedule { receiveValue(value) } })
        }
    }
}

extension Publisher {
    /// Passes on only the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Passes on each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Passes on the value at `keyPath` of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
    }

    /// Delivers values and the completion through `scheduler` (the main queue, say).
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
}

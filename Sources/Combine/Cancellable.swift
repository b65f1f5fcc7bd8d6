/// Something whose work can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work; calling it again does nothing.
    func cancel()
}

/// A type-erased cancellable that cancels when it is released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// Wraps a closure run once, on `cancel()` or when this object is released.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    /// Wraps another cancellable.
    public convenience init<C: Cancellable>(_ canceller: C) { self.init(canceller.cancel) }

    deinit { cancelAction?() }

    /// Stops the subscription; calling it again does nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps this cancellable in `set` (the usual way to hold a subscription).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

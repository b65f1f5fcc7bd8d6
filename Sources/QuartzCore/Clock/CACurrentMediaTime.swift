import Synchronization

/// The time the current world's clock reads, shared with non-isolated callers.
package let currentMediaTimeStorage = Mutex<Double>(0)

/// Returns the current absolute time in seconds, as Core Animation's `CACurrentMediaTime()`.
///
/// It reads the one clock: real in an app, virtual under a `VirtualDevice`.
public func CACurrentMediaTime() -> CFTimeInterval {
    currentMediaTimeStorage.withLock { $0 }
}

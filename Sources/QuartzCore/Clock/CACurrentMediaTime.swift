import Synchronization

/// The time the ambient world's clock reads (see `MainLoop.current`), shared with non-isolated
/// callers. Process-wide on purpose: the function takes no object to find a world by.
let currentMediaTimeStorage = Mutex<Double>(0)

/// Returns the current absolute time in seconds, as Core Animation's `CACurrentMediaTime()`.
///
/// It reads the clock of the world whose code is running: real in an app, virtual under a
/// `VirtualDevice`. Layers and views read their own world's clock instead.
public func CACurrentMediaTime() -> CFTimeInterval {
    currentMediaTimeStorage.withLock { $0 }
}

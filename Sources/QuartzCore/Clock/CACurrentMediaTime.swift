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

/// The current time in seconds, as CoreFoundation's `CFAbsoluteTimeGetCurrent()`, read from the
/// same world clock as `CACurrentMediaTime()` so that differences between two readings (a
/// gesture's velocity) follow virtual time; the origin is the clock's, not 1 January 2001
/// (Documentation/Deviations.md).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    CACurrentMediaTime()
}

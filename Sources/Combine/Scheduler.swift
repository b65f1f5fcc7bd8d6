import Foundation

/// Something that runs work: a dispatch queue, a run loop, or the caller at once, as Combine's
/// `Scheduler` (only scheduling work now; Documentation/Deviations.md).
public protocol Scheduler {
    /// Runs `action` on this scheduler.
    func schedule(_ action: @escaping () -> Void)
}

/// Lets a closure that is not `Sendable` cross into Dispatch's `@Sendable` work, as Combine's
/// schedulers do without checking.
private struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
}

extension DispatchQueue: Scheduler {
    /// Marks the main queue, which Dispatch gives out as a new wrapper object each time.
    fileprivate static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread, or in the main queue, which Dispatch drains
    /// on a worker thread once the main thread waits in `dispatchMain()` (under a test runner).
    fileprivate static var callerIsOnMain: Bool {
        Thread.isMainThread || getSpecific(key: mainQueueKey) == true
    }

    /// Runs `action` on this queue; on the main queue called from the main thread, at once.
    public func schedule(_ action: @escaping () -> Void) {
        // The main queue from the main thread runs the work straight away: a world on a
        // virtual clock stands in for the main queue, and this module cannot reach it.
        if getSpecific(key: DispatchQueue.mainQueueKey) == true, DispatchQueue.callerIsOnMain {
            action()
            return
        }
        let work = UncheckedAction(run: action)
        async { work.run() }
    }
}

extension RunLoop: Scheduler {
    /// Runs `action` on this run loop; on the main run loop called from the main thread, at once.
    public func schedule(_ action: @escaping () -> Void) {
        if self === RunLoop.main, DispatchQueue.callerIsOnMain {
            action()
            return
        }
        let work = UncheckedAction(run: action)
        perform { work.run() }
    }
}

extension OperationQueue: Scheduler {
    /// Runs `action` on this queue; on the main queue called from the main thread, at once.
    public func schedule(_ action: @escaping () -> Void) {
        if self === OperationQueue.main, DispatchQueue.callerIsOnMain {
            action()
            return
        }
        let work = UncheckedAction(run: action)
        addOperation { work.run() }
    }
}

/// A scheduler that runs work at once on the calling thread, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// Runs `action` now.
    public func schedule(_ action: @escaping () -> Void) { action() }
}

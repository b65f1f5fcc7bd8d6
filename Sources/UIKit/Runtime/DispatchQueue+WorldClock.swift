import Foundation

// Delayed and next-turn work on the main queue runs on the clock of the world that stands in
// for it (virtual under a `VirtualDevice`, real in an app), so a test that advances a device
// by 0.5 s sees `asyncAfter(deadline: .now() + 0.3)` run inside that advance. Other queues,
// calls from other threads, and a main queue no world stands in for keep Dispatch's own
// behaviour.
//
// How these members win over Dispatch's (checked with Swift 5 and 6 clients, importing UIKit
// alone or with Foundation and Dispatch too): the short forms leave out the defaulted
// `qos:`/`flags:` parameters, and Swift prefers the overload that needs no defaults, whatever
// the file imports. The full forms and the work-item forms have Dispatch's exact signatures, so
// they can only shadow Dispatch's: that works in a file reaching Foundation through UIKit alone,
// and they are disfavoured so that a file also importing Foundation, Dispatch, CoreGraphics or
// QuartzCore gets Dispatch's, unambiguously (see Documentation/Deviations.md).

extension DispatchQueue {
    /// Schedules `work` to run on this queue at `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncAfterOnWorld(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }

    /// Schedules `work` to run on this queue at `deadline`, at the quality of service `qos`.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        asyncAfterOnWorld(deadline: deadline, qos: qos, flags: [], execute: work)
    }

    /// Schedules `work` to run on this queue at `deadline`, with the given quality of service
    /// and flags.
    @_disfavoredOverload
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        asyncAfterOnWorld(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Schedules `work` to run on this queue when the wall clock reaches `wallDeadline`.
    public func asyncAfter(
        wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        asyncAfterOnWorld(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
    }

    /// Schedules `work` to run on this queue when the wall clock reaches `wallDeadline`, with
    /// the given quality of service and flags.
    @_disfavoredOverload
    public func asyncAfter(
        wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        asyncAfterOnWorld(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
    }

    /// Schedules the work item to run on this queue at `deadline`, unless it is cancelled first.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        // Posted on the main actor and run there.
        nonisolated(unsafe) let item = item
        let onWorld = onHostingWorld { loop in
            loop.schedule(dispatchDeadline: deadline.uptimeNanoseconds) { if !item.isCancelled { item.perform() } }
        }
        if !onWorld { DispatchOriginals.asyncAfter(self, deadline: deadline, execute: item) }
    }

    /// Schedules the work item to run on this queue when the wall clock reaches
    /// `wallDeadline`, unless it is cancelled first.
    @_disfavoredOverload
    public func asyncAfter(wallDeadline: DispatchWallTime, execute item: DispatchWorkItem) {
        // Posted on the main actor and run there.
        nonisolated(unsafe) let item = item
        let onWorld = onHostingWorld { loop in
            guard let deadline = DispatchOriginals.uptimeNanoseconds(for: wallDeadline) else { return }
            loop.schedule(dispatchDeadline: deadline) { if !item.isCancelled { item.perform() } }
        }
        if !onWorld { DispatchOriginals.asyncAfter(self, wallDeadline: wallDeadline, execute: item) }
    }

    /// Submits `work` to run on this queue; on the main queue, at the next turn of the run loop.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        asyncOnWorld(group: nil, qos: .unspecified, flags: [], execute: work)
    }

    /// Submits `work` to run on this queue, in `group` if given, with the given quality of
    /// service and flags.
    @_disfavoredOverload
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        asyncOnWorld(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Submits the work item to run on this queue, unless it is cancelled first.
    @_disfavoredOverload
    public func async(execute item: DispatchWorkItem) {
        asyncOnWorld(group: nil, item: item)
    }

    /// Submits the work item to run on this queue in `group`, unless it is cancelled first.
    @_disfavoredOverload
    public func async(group: DispatchGroup, execute item: DispatchWorkItem) {
        asyncOnWorld(group: group, item: item)
    }

    private func asyncOnWorld(group: DispatchGroup?, item: DispatchWorkItem) {
        // Posted on the main actor and run there.
        nonisolated(unsafe) let item = item
        let onWorld = onHostingWorld { loop in
            group?.enter()
            loop.performOnNextTurn {
                if !item.isCancelled { item.perform() }
                group?.leave()
            }
        }
        guard !onWorld else { return }
        if let group {
            DispatchOriginals.async(self, group: group, execute: item)
        } else {
            DispatchOriginals.async(self, execute: item)
        }
    }

    private func asyncAfterOnWorld(
        deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        let onWorld = onHostingWorld { loop in loop.schedule(dispatchDeadline: deadline.uptimeNanoseconds) { work() } }
        if !onWorld { DispatchOriginals.asyncAfter(self, deadline: deadline, qos: qos, flags: flags, execute: work) }
    }

    private func asyncAfterOnWorld(
        wallDeadline: DispatchWallTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        let onWorld = onHostingWorld { loop in
            guard let deadline = DispatchOriginals.uptimeNanoseconds(for: wallDeadline) else { return }
            loop.schedule(dispatchDeadline: deadline) { work() }
        }
        if !onWorld {
            DispatchOriginals.asyncAfter(self, wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
        }
    }

    private func asyncOnWorld(
        group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        let onWorld = onHostingWorld { loop in
            group?.enter()
            loop.performOnNextTurn {
                work()
                group?.leave()
            }
        }
        if !onWorld { DispatchOriginals.async(self, group: group, qos: qos, flags: flags, execute: work) }
    }

    /// Runs `body` with the world standing in for this queue and returns true, when this is
    /// the main queue, the caller is on the main actor and a world runs there; false, running
    /// nothing, when the work stays with Dispatch. Work posted from another thread stays with
    /// Dispatch: the world's loop belongs to the main actor alone.
    private func onHostingWorld(_ body: @MainActor (MainLoop) -> Void) -> Bool {
        guard DispatchQueue.callerIsOnMainActor, getSpecific(key: DispatchQueue.mainQueueKey) == true else {
            return false
        }
        return mainActorAssumed {
            let loop = MainLoop.current
            guard loop.hostsMainQueue else { return false }
            body(loop)
            return true
        }
    }

    /// Whether the caller runs on the main actor: on the main thread, or in the main queue,
    /// which Dispatch drains on a worker thread once the main thread is in `dispatchMain()`
    /// (as under a test runner).
    static var callerIsOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Marks the main queue, which Dispatch gives out as a new wrapper object each time.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

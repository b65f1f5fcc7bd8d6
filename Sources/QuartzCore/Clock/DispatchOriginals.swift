import Foundation

// UIKit puts the main queue's delayed work, and Foundation's block timers, on the world's
// clock by declaring members that shadow Dispatch's and Foundation's for code importing
// UIKit. UIKit cannot call the originals from there without meeting its own members again;
// this module does not see them, so the originals are reached through here, for work that
// stays with Dispatch (other queues, other threads, a main queue no world stands in for).

/// Dispatch's and Foundation's own scheduling, unshadowed.
package enum DispatchOriginals {
    /// Dispatch's `asyncAfter(deadline:qos:flags:execute:)`.
    package static func asyncAfter(
        _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `asyncAfter(wallDeadline:qos:flags:execute:)`.
    package static func asyncAfter(
        _ queue: DispatchQueue, wallDeadline: DispatchWallTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `asyncAfter(deadline:execute:)` taking a work item.
    package static func asyncAfter(_ queue: DispatchQueue, deadline: DispatchTime, execute item: DispatchWorkItem) {
        queue.asyncAfter(deadline: deadline, execute: item)
    }

    /// Dispatch's `asyncAfter(wallDeadline:execute:)` taking a work item.
    package static func asyncAfter(
        _ queue: DispatchQueue, wallDeadline: DispatchWallTime, execute item: DispatchWorkItem
    ) {
        queue.asyncAfter(wallDeadline: wallDeadline, execute: item)
    }

    /// Dispatch's `async(group:qos:flags:execute:)`.
    package static func async(
        _ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `async(execute:)` taking a work item.
    package static func async(_ queue: DispatchQueue, execute item: DispatchWorkItem) {
        queue.async(execute: item)
    }

    /// Dispatch's `async(group:execute:)` taking a work item.
    package static func async(_ queue: DispatchQueue, group: DispatchGroup, execute item: DispatchWorkItem) {
        queue.async(group: group, execute: item)
    }

    /// Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    package static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }

    /// Foundation's `RunLoop.add(_:forMode:)`.
    package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }

    /// Dispatch's clock reading for a wall-clock deadline: when, on `DispatchTime`'s clock, the
    /// wall clock reaches `wallDeadline` (nil for `distantFuture`).
    package static func uptimeNanoseconds(for wallDeadline: DispatchWallTime) -> UInt64? {
        guard wallDeadline != .distantFuture else { return nil }
        // Dispatch keeps a wall time as its nanoseconds since 1970, negated.
        let target = -Int64(bitPattern: wallDeadline.rawValue)
        let wallNow = -Int64(bitPattern: DispatchWallTime.now().rawValue)
        let uptimeNow = Int64(DispatchTime.now().uptimeNanoseconds)
        return UInt64(max(0, uptimeNow + (target - wallNow)))
    }
}

import Foundation

// Foundation on Linux has no target/selector timers, so `Timer.scheduledTimer(timeInterval:
// target:selector:userInfo:repeats:)` takes a method reference here. The timer runs on the
// clock of the world that is running when it is made (virtual under a `VirtualDevice`), and, as
// Foundation's, holds its target until it is invalidated; a non-repeating timer invalidates
// itself once it fires.

extension Timer {
    /// Calls the target's method with the timer after `timeInterval` seconds, and every
    /// `timeInterval` seconds after that when it repeats, until invalidated.
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        WorldTimer.start(interval: timeInterval, userInfo: userInfo, repeats: repeats) { selector(target)($0) }
    }

    /// Calls the target's method taking nothing after `timeInterval` seconds, and every
    /// `timeInterval` seconds after that when it repeats, until invalidated.
    @discardableResult
    public class func scheduledTimer<Target: AnyObject>(
        timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> () -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        WorldTimer.start(interval: timeInterval, userInfo: userInfo, repeats: repeats) { _ in selector(target)() }
    }
}

/// A timer fired by a world's main loop rather than Foundation's run loop.
final class WorldTimer: Timer {
    private let info: Any?
    private let repeatsOnLoop: Bool
    private let interval: TimeInterval
    /// The call; dropped on invalidation, which releases the target.
    private var action: ((Timer) -> Void)?
    private weak var loop: MainLoop?
    private var scheduled: Int?

    private init(interval: TimeInterval, userInfo: Any?, repeats: Bool, action: @escaping (Timer) -> Void) {
        info = userInfo
        repeatsOnLoop = repeats
        // Foundation treats a non-positive interval as 0.1 ms.
        self.interval = max(interval, 0.0001)
        self.action = action
        super.init(fire: Date(timeIntervalSinceNow: self.interval), interval: self.interval, repeats: repeats) { _ in }
    }

    /// Nonisolated, as Foundation's timer API is; like the rest of UIKit it must be called on
    /// the main thread.
    static func start(
        interval: TimeInterval, userInfo: Any?, repeats: Bool, action: @escaping (Timer) -> Void
    ) -> WorldTimer {
        // Made and scheduled on the main thread, so handing it to the main actor is safe.
        nonisolated(unsafe) let timer = WorldTimer(
            interval: interval, userInfo: userInfo, repeats: repeats, action: action)
        mainActorAssumed {
            timer.loop = MainLoop.current
            timer.scheduleNext()
        }
        return timer
    }

    override var userInfo: Any? { info }

    /// The loop holds the timer until it fires or is invalidated, as a run loop does. A
    /// repeating timer would never let the world fall idle, so only a one-shot timer keeps the
    /// clock awake ([U]: on a device the run loop simply keeps running).
    @MainActor
    private func scheduleNext() {
        guard let loop else { return }
        let fire: () -> Void = { [self] in
            self.scheduled = nil
            self.fire()
            if self.repeatsOnLoop && self.isValid { self.scheduleNext() }
        }
        scheduled = repeatsOnLoop ? loop.scheduleWatchdog(after: interval, fire) : loop.schedule(after: interval, fire)
    }

    override func fire() {
        guard isValid, let action else { return }
        action(self)
        if !repeatsOnLoop { invalidate() }
    }

    override func invalidate() {
        super.invalidate()
        action = nil
        if let scheduled, let loop { mainActorAssumed { loop.cancelTimer(scheduled) } }
        scheduled = nil
        // Foundation on Linux never frees a Timer; a weak reference kept here would keep the
        // world's loop's memory with it.
        loop = nil
    }
}

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

// UIKit code also makes a target/selector timer unscheduled and adds it to the main run loop
// later (`RunLoop.main.add(timer, forMode: .common)`). Such a timer must be a `WorldTimer`, to
// fire on the world's clock and keep its `userInfo`, and only a protocol extension's initializer
// may hand back an instance of another class (`self = ...`); `CustomStringConvertible` is a
// protocol `Timer` adopts through `NSObject` that is not class-bound, which allows that.
extension CustomStringConvertible where Self == Timer {
    /// Makes a timer, not yet scheduled, that calls the target's method with the timer
    /// `timeInterval` seconds after it was made once it is added to the main run loop, and every
    /// `timeInterval` seconds after that when it repeats.
    public init<Target: AnyObject>(
        timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) {
        self = WorldTimer.make(interval: timeInterval, userInfo: userInfo, repeats: repeats) { selector(target)($0) }
    }

    /// Makes a timer, not yet scheduled, that calls the target's method taking nothing
    /// `timeInterval` seconds after it was made once it is added to the main run loop, and every
    /// `timeInterval` seconds after that when it repeats.
    public init<Target: AnyObject>(
        timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> () -> Void,
        userInfo: Any?, repeats: Bool
    ) {
        self = WorldTimer.make(interval: timeInterval, userInfo: userInfo, repeats: repeats) { _ in selector(target)() }
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
    /// The loop's time at which an unscheduled timer first fires once added; nil once scheduled.
    private var pendingFireTime: TimeInterval?

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

    /// Made by `Timer(timeInterval:target:selector:userInfo:repeats:)`: its first firing is one
    /// interval after now, as Foundation sets a new timer's fire date, but nothing fires until
    /// the timer is added to the run loop.
    static func make(
        interval: TimeInterval, userInfo: Any?, repeats: Bool, action: @escaping (Timer) -> Void
    ) -> WorldTimer {
        nonisolated(unsafe) let timer = WorldTimer(
            interval: interval, userInfo: userInfo, repeats: repeats, action: action)
        mainActorAssumed {
            let loop = MainLoop.current
            timer.loop = loop
            timer.pendingFireTime = loop.now + timer.interval
        }
        return timer
    }

    /// Schedules a timer made unscheduled on its world's clock; a timer already scheduled, fired
    /// or invalidated is left alone, as adding a timer twice changes nothing.
    @MainActor
    func addToRunLoop() {
        guard isValid, let loop, let fireTime = pendingFireTime else { return }
        pendingFireTime = nil
        // A fire date already past fires at the loop's next turn.
        scheduleNext(after: max(0, fireTime - loop.now))
    }

    override var userInfo: Any? { info }

    /// The loop holds the timer until it fires or is invalidated, as a run loop does. A
    /// repeating timer would never let the world fall idle, so only a one-shot timer keeps the
    /// clock awake ([U]: on a device the run loop simply keeps running).
    @MainActor
    private func scheduleNext(after delay: TimeInterval? = nil) {
        guard let loop else { return }
        let fire: () -> Void = { [self] in
            self.scheduled = nil
            self.fire()
            if self.repeatsOnLoop && self.isValid { self.scheduleNext() }
        }
        scheduled =
            repeatsOnLoop
            ? loop.scheduleWatchdog(after: delay ?? interval, fire) : loop.schedule(after: delay ?? interval, fire)
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

import Foundation

// Foundation's block timers made on the main actor run on the clock of the world that stands
// in for the main run loop (virtual under a `VirtualDevice`, real in an app), as the
// method-reference timers do. These members have Foundation's exact signatures, so they shadow
// Foundation's in a file reaching Foundation through UIKit alone; they are disfavoured, so a
// file that also imports Foundation (or Dispatch, CoreGraphics, QuartzCore) gets Foundation's
// own, unambiguously (see Documentation/Deviations.md).
//
// They are `@preconcurrency`, as Apple's Objective-C timer API is to Swift: Swift 5 code whose
// block calls the main-actor code that made the timer (`{ [weak self] _ in self?.tick() }`)
// compiles with a warning instead of failing, and the block runs on the main actor here when
// the timer is on a world's clock.

extension Timer {
    /// Makes a timer that calls `block` after `interval` seconds, and every `interval` seconds
    /// after that when it repeats, and schedules it on the current run loop.
    @_disfavoredOverload
    @preconcurrency
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        guard DispatchQueue.callerIsOnMainActor, mainActorAssumed({ MainLoop.current.hostsMainQueue }) else {
            return DispatchOriginals.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
        }
        return WorldTimer.start(interval: interval, userInfo: nil, repeats: repeats, action: block)
    }

    /// Makes a timer, not yet scheduled, that calls `block` `interval` seconds after it is
    /// added to a run loop, and every `interval` seconds after that when it repeats.
    @_disfavoredOverload
    @preconcurrency
    public convenience init(
        timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) {
        // Foundation on Linux sets the first firing to now rather than one interval on.
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }
}

extension RunLoop {
    /// Registers `timer` with the run loop for `mode`; on the main run loop a world stands in
    /// for, the timer fires on the world's clock.
    @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        // A world timer is on its world's clock, from the start or from now when it was made
        // unscheduled (`Timer(timeInterval:target:selector:userInfo:repeats:)`).
        if let worldTimer = timer as? WorldTimer {
            nonisolated(unsafe) let added = worldTimer
            if DispatchQueue.callerIsOnMainActor { mainActorAssumed { added.addToRunLoop() } }
            return
        }
        // Added on the main actor and fired there.
        nonisolated(unsafe) let foundationTimer = timer
        guard DispatchQueue.callerIsOnMainActor, self === RunLoop.main || self === RunLoop.current,
            mainActorAssumed({ () -> Bool in
                let loop = MainLoop.current
                guard loop.hostsMainQueue else { return false }
                FoundationTimerDriver.schedule(foundationTimer, in: loop)
                return true
            })
        else {
            DispatchOriginals.add(timer, to: self, forMode: mode)
            return
        }
    }
}

/// Fires a Foundation timer (made with `Timer(timeInterval:repeats:block:)` or
/// `init(fire:interval:repeats:block:)`) from a world's loop rather than Foundation's run loop.
///
/// Its invalidation cannot be heard, so the loop finds out at the next firing time, then lets
/// the timer go. Like the world's own timers, a repeating one does not keep the world awake.
@MainActor
enum FoundationTimerDriver {
    static func schedule(_ timer: Timer, in loop: MainLoop) {
        let firstDelay = max(0, (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000)
        scheduleFiring(of: timer, after: firstDelay, in: loop)
    }

    private static func scheduleFiring(of timer: Timer, after delay: TimeInterval, in loop: MainLoop) {
        let repeats = timer.timeInterval > 0
        let fire: () -> Void = { [weak loop] in
            guard timer.isValid else { return }
            // Foundation's `fire()` calls the block and invalidates a one-shot timer.
            timer.fire()
            if repeats, timer.isValid, let loop { scheduleFiring(of: timer, after: timer.timeInterval, in: loop) }
        }
        if repeats { loop.scheduleWatchdog(after: delay, fire) } else { loop.schedule(after: delay, fire) }
    }
}

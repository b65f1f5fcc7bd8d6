/// The main run loop of one world and the one clock everything time-based reads.
///
/// ```
///   advance(by:) / run()
///        │
///        ▼
///   ┌─ turn ──────────────────────────────────────────────┐
///   │ 1. timers due at or before `now`, in time order      │
///   │ 2. work queued for "the next run-loop turn"          │
///   │ 3. CATransaction implicit commit                     │
///   └──────────────────────────────────────────────────────┘
///        │ (repeat turns until nothing is queued)
///        ▼
///   ┌─ frame (every 1/60 s of clock time) ────────────────┐
///   │ 1. display links fire (timestamp = frame time)       │
///   │ 2. frame observers (UIKit layout / render hooks)     │
///   │ 3. finished animations are swept: removed and their  │
///   │    delegates told, transaction completions fire      │
///   └──────────────────────────────────────────────────────┘
/// ```
///
/// In an app the clock is real (monotonic) and `run()` sleeps between frames. Under a
/// `VirtualDevice` it is virtual: time moves only when told, so tests are deterministic.
@preconcurrency @MainActor
package final class MainLoop {
    /// Whether the clock is virtual or real.
    package enum ClockKind { case virtual, real }

    /// The world of code that runs with no device: an app's, on the real clock.
    package static let processDefault = MainLoop(clock: .real)

    /// The object owning this world (its `UIApplication`), so lower layers can find it.
    package weak var owner: AnyObject?
    /// An owner made on demand for a world nobody launched an app in, kept as long as the loop.
    package var adoptedOwner: AnyObject?

    let clockKind: ClockKind
    /// The clock's reading in seconds.
    package private(set) var now: CFTimeInterval = 0
    /// Frames per second of the display link.
    var framesPerSecond: Double = 60
    /// The time of the last display-link frame.
    private(set) var lastFrameTime: CFTimeInterval = 0
    /// UIKit-style console warnings, in order.
    package var diagnostics: [String] = []
    var reportedUnimplemented: Set<String> = []
    /// When true, diagnostics are recorded but not printed.
    package var isQuiet = false
    /// Whether this world stands in for the main dispatch queue and run loop, so work posted
    /// there (`DispatchQueue.main.asyncAfter`, block timers) runs on this clock: set by
    /// whoever drives the loop (a `VirtualDevice`, `UIApplicationMain`, `run(until:)`). The
    /// process's world stays out until an app runs in it, so plain code keeps Dispatch's queue.
    package var hostsMainQueue: Bool

    private var timers: [ScheduledTimer] = []
    private var timerSequence = 0
    private var nextTurn: [() -> Void] = []
    private var frameObservers: [(id: Int, observer: (CFTimeInterval) -> Void)] = []
    private var observerSequence = 0
    var displayLinks: [CADisplayLink] = []
    let animationRegistry = AnimationRegistry()
    private let realStart: UInt64
    /// Frame times are counted from a base (`base + n / rate`) rather than summed, so the clock
    /// lands exactly on whole seconds and never drifts over a long run.
    private var frameBase: (time: CFTimeInterval, rate: Double, count: Int)

    package init(clock: ClockKind, start: CFTimeInterval = 0) {
        clockKind = clock
        hostsMainQueue = clock == .virtual
        realStart = DispatchTime.now().uptimeNanoseconds
        now = start
        lastFrameTime = start
        frameBase = (start, 60, 0)
        animationRegistry.loop = self
    }

    /// Runs `body` with this world ambient, then restores the previous one.
    package func perform<T>(_ body: () throws -> T) rethrows -> T {
        let previous = MainLoop.current
        if previous === self { return try body() }
        MainLoop.current = self
        defer { MainLoop.current = previous }
        return try body()
    }

    func publishTime() {
        guard MainLoop.current === self else { return }
        let t = now
        currentMediaTimeStorage.withLock { $0 = t }
    }

    private func setNow(_ t: CFTimeInterval) {
        now = t
        publishTime()
    }

    // MARK: Scheduling

    /// Queues work for the next run-loop turn (which takes no clock time).
    package func performOnNextTurn(_ work: @escaping () -> Void) {
        nextTurn.append(work)
    }

    /// Schedules work at an absolute clock time; returns a token for cancelling it.
    @discardableResult
    func schedule(at time: CFTimeInterval, _ work: @escaping () -> Void) -> Int {
        timerSequence += 1
        timers.append(ScheduledTimer(id: timerSequence, fireTime: time, keepsAwake: true, work: work))
        return timerSequence
    }

    /// Schedules work after a delay.
    @discardableResult
    package func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> Int {
        schedule(at: now + max(0, delay), work)
    }

    /// Schedules a watchdog after a delay: it fires if the clock gets there for other reasons,
    /// but does not keep the loop awake (the loop counts as idle without it).
    @discardableResult
    package func scheduleWatchdog(after delay: TimeInterval, _ work: @escaping () -> Void) -> Int {
        timerSequence += 1
        timers.append(ScheduledTimer(id: timerSequence, fireTime: now + max(0, delay), keepsAwake: false, work: work))
        return timerSequence
    }

    /// Schedules work for a Dispatch deadline (`DispatchTime.uptimeNanoseconds`); nil, and
    /// nothing scheduled, for a deadline that never comes (`distantFuture`).
    ///
    /// On the real clock the deadline maps onto the loop's clock exactly, so work keeps the
    /// order of its deadlines. On a virtual clock the delay is read against Dispatch's clock
    /// now, and rounded to the millisecond: the caller's `.now() + 0.3` was read a few
    /// microseconds earlier, and without rounding two calls in a row would land in either
    /// order and at times no test can name.
    @discardableResult
    package func schedule(dispatchDeadline deadline: UInt64, _ work: @escaping () -> Void) -> Int? {
        guard deadline != DispatchTime.distantFuture.uptimeNanoseconds else { return nil }
        let reading = DispatchTime.now().uptimeNanoseconds
        let fireTime: CFTimeInterval
        switch clockKind {
        case .real:
            fireTime = max(now, (Double(deadline) - Double(realStart)) / 1e9)
        case .virtual:
            let delay = (max(0, Double(deadline) - Double(reading)) / 1e6).rounded() / 1e3
            fireTime = now + delay
        }
        return schedule(at: fireTime, work)
    }

    /// Cancels scheduled work.
    package func cancelTimer(_ id: Int) { timers.removeAll { $0.id == id } }

    /// Registers a per-frame observer (UIKit's layout pass and capture hooks use this).
    @discardableResult
    package func addFrameObserver(_ observer: @escaping (CFTimeInterval) -> Void) -> Int {
        observerSequence += 1
        frameObservers.append((observerSequence, observer))
        return observerSequence
    }

    /// Removes a per-frame observer.
    package func removeFrameObserver(_ id: Int) { frameObservers.removeAll { $0.id == id } }

    // MARK: Running

    /// Whether nothing is queued, scheduled, animating or ticking.
    var isIdle: Bool {
        nextTurn.isEmpty && !timers.contains(where: \.keepsAwake) && animationRegistry.isEmpty
            && !displayLinks.contains { !$0.isPaused } && !CATransaction.hasPendingCompletions(in: self)
    }

    /// What the loop waits for before it has work again, the question a run loop asks before
    /// it sleeps (CFRunLoop's next timer fire date, plus whether anything runs every frame).
    package enum Wait: Equatable {
        /// Work is queued or due, or something changes every frame (a running animation, an
        /// unpaused display link, a frame observer): run the next frame at display rate.
        case nextFrame
        /// Nothing changes before this clock time (the earliest timer or delayed animation start).
        case until(CFTimeInterval)
        /// Nothing is scheduled: only input, or work queued from outside, gives the loop work.
        case input
    }

    /// When this world next has work, asked after a frame so the host of a real screen can
    /// sleep through idle time instead of waking every frame to find nothing changed.
    package var nextWait: Wait {
        if !nextTurn.isEmpty || !frameObservers.isEmpty || displayLinks.contains(where: { !$0.isPaused }) {
            return .nextFrame
        }
        // Watchdogs count too: on a real clock, time passing alone makes them fire.
        var earliest = timers.lazy.map(\.fireTime).min()
        switch animationRegistry.nextChange() {
        case .nextFrame: return .nextFrame
        case .until(let start): earliest = min(earliest ?? start, start)
        case .input: break
        }
        guard let earliest else { return .input }
        return earliest <= now ? .nextFrame : .until(earliest)
    }

    /// Runs run-loop turns at the current time until nothing more is queued for the next turn.
    package func drainTurns(limit: Int = 10_000) {
        perform { drainTurnsHere(limit: limit) }
    }

    private func drainTurnsHere(limit: Int) {
        var turns = 0
        repeat {
            runDueTimers(upTo: now)
            let work = nextTurn
            nextTurn.removeAll()
            for w in work { w() }
            CATransaction.commitImplicit(in: self)
            turns += 1
        } while (!nextTurn.isEmpty || timers.contains { $0.fireTime <= now }) && turns < limit
    }

    private func runDueTimers(upTo time: CFTimeInterval) {
        while let index = timers.indices.filter({ timers[$0].fireTime <= time })
            .min(by: { (timers[$0].fireTime, timers[$0].id) < (timers[$1].fireTime, timers[$1].id) })
        {
            let timer = timers.remove(at: index)
            if timer.fireTime > now { setNow(timer.fireTime) }
            timer.work()
            CATransaction.commitImplicit(in: self)
        }
    }

    /// Advances the virtual clock by `seconds`, running timers at their times and a frame every
    /// 1/60 s, draining run-loop turns after each.
    package func advance(by seconds: TimeInterval) {
        perform { advanceHere(by: seconds) }
    }

    private func advanceHere(by seconds: TimeInterval) {
        let end = now + max(0, seconds)
        drainTurns()
        while true {
            let nextFrame = nextFrameTime()
            // Snap within a nanosecond so float drift never skips or doubles a frame.
            if nextFrame > end + 1e-9 { break }
            runDueTimers(upTo: nextFrame)
            setNow(max(now, nextFrame))
            drainTurns()
            frame(at: nextFrame)
            drainTurns()
        }
        runDueTimers(upTo: end)
        setNow(max(now, end))
        drainTurns()
    }

    /// The time of the next display-link frame at the current rate.
    private func nextFrameTime() -> CFTimeInterval {
        if frameBase.rate != framesPerSecond { frameBase = (lastFrameTime, framesPerSecond, 0) }
        return frameBase.time + Double(frameBase.count + 1) / frameBase.rate
    }

    /// Runs one display-link frame at the current time.
    func frame(at time: CFTimeInterval) {
        perform { frameHere(at: time) }
    }

    private func frameHere(at time: CFTimeInterval) {
        if time == nextFrameTime() { frameBase.count += 1 } else { frameBase = (time, framesPerSecond, 0) }
        lastFrameTime = time
        let interval = 1 / framesPerSecond
        for link in displayLinks where !link.isPaused {
            link.fire(timestamp: time, targetTimestamp: time + interval)
        }
        CATransaction.commitImplicit(in: self)
        for (_, observer) in frameObservers { observer(time) }
        animationRegistry.sweep()
        CATransaction.commitImplicit(in: self)
    }

    /// Advances frame by frame until idle or until `limit` seconds pass; false if still busy.
    @discardableResult
    package func runUntilIdle(limit: TimeInterval = 60) -> Bool {
        perform { runUntilIdleHere(limit: limit) }
    }

    private func runUntilIdleHere(limit: TimeInterval) -> Bool {
        let deadline = now + limit
        drainTurns()
        while !isIdle {
            if now >= deadline - 1e-9 { return false }
            let step = min(1 / framesPerSecond, deadline - now)
            advance(by: step)
        }
        return true
    }

    /// Forgets every timer, queued turn, frame observer, display link and running animation
    /// (the world is going away; their closures must not keep anything alive).
    package func tearDown() {
        timers.removeAll()
        nextTurn.removeAll()
        frameObservers.removeAll()
        for link in displayLinks { link.invalidate() }
        displayLinks.removeAll()
        animationRegistry.removeAll()
    }

    /// Runs with the real clock until `shouldStop` returns true, sleeping between frames.
    package func run(until shouldStop: () -> Bool) {
        precondition(clockKind == .real, "run(until:) drives the real clock only")
        perform { runHere(until: shouldStop) }
    }

    private func runHere(until shouldStop: () -> Bool) {
        hostsMainQueue = true
        while !shouldStop() {
            let target = Double(DispatchTime.now().uptimeNanoseconds - realStart) / 1e9
            if target > now { advance(by: target - now) }
            let sleep = max(0, lastFrameTime + 1 / framesPerSecond - target)
            // The wait for the next frame is the main run loop's: it runs what other threads
            // post to Dispatch's main queue and the main actor's jobs (they would otherwise
            // never run: nothing else drains the main queue), and Foundation timers on it.
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: sleep))
        }
    }
}

private struct ScheduledTimer {
    var id: Int
    var fireTime: CFTimeInterval
    var keepsAwake: Bool
    var work: () -> Void
}

import Foundation
import UIKitHost

/// The live host's hold on wall time: reading it, sleeping out a frame, and waiting for input.
/// Tests swap in made-up time, so the loop runs through seconds of it without sleeping.
struct LivePacing {
    /// Seconds since a fixed start.
    var now: @MainActor () -> TimeInterval
    /// Sleeps this many seconds.
    var sleep: @MainActor (TimeInterval) -> Void
    /// Waits up to this many seconds, returning as soon as input arrives (left queued).
    var waitForInput: @MainActor (TimeInterval) -> Void

    /// The real clock and `window`'s event queue.
    @MainActor static func real(_ window: SDLWindow) -> LivePacing {
        // The one wall-clock reading in the live path: it only paces how far the virtual clock moves.
        let clock = ContinuousClock()
        let start = clock.now
        return LivePacing(
            now: {
                let (whole, fraction) = (clock.now - start).components
                return Double(whole) + Double(fraction) / 1e18
            },
            // The waits are the main run loop's where they can be: what other threads post to
            // Dispatch's main queue, and the main actor's jobs, run there (nothing else drains
            // the main queue). A wait inside the window system catches up as it ends.
            sleep: { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: $0)) },
            waitForInput: {
                window.waitForInput(timeout: $0)
                _ = RunLoop.main.run(mode: .default, before: .distantPast)
            })
    }
}

/// What the live host does between one frame and the next.
@MainActor
enum LiveWait: Equatable {
    /// Sleeps out the rest of the frame: something changes every frame, or a finger is down.
    case frame(TimeInterval)
    /// Nothing is due sooner: waits up to this long, waking at once for input.
    case input(TimeInterval)

    /// The longest idle wait. It is a heartbeat: on a video driver that cannot wake for input,
    /// and for a quit sent from another thread (Ctrl-C), the host still looks twice a second.
    static let longestIdleWait: TimeInterval = 0.5

    /// Decides the wait after a frame that took `elapsed` seconds and left the world waiting
    /// for `next`, read at the world's clock time `now`. `fingerDown` keeps the frame rate,
    /// since a touch's moves must be sampled every frame; `waitsWhenIdle` false is the old
    /// behaviour, a frame every 1/`framesPerSecond` s whatever happens.
    static func after(
        frameTaking elapsed: TimeInterval, next: MainLoop.Wait, now: CFTimeInterval, fingerDown: Bool,
        waitsWhenIdle: Bool = true, framesPerSecond: Double = LiveHost.framesPerSecond
    ) -> LiveWait {
        let rest = max(0, 1 / framesPerSecond - elapsed)
        guard waitsWhenIdle, !fingerDown else { return .frame(rest) }
        switch next {
        case .nextFrame:
            return .frame(rest)
        case .until(let time):
            // The world's clock stood at `now` when the frame began, `elapsed` ago.
            let due = time - now - elapsed
            return due <= rest ? .frame(rest) : .input(min(due, longestIdleWait))
        case .input:
            return .input(longestIdleWait)
        }
    }
}

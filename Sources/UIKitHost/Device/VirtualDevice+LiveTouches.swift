@_spi(Testing) import QuartzCore

/// One finger held down by live input: its event identifier and where it last was.
struct LiveFinger {
    var id: Int
    var location: CGPoint
}

/// Touches driven piece by piece, as they happen, for a host that turns real input (a mouse)
/// into fingers. Unlike `touches(_:)`, these never advance the clock: the host owns time and
/// calls `advance(by:)` between samples. Points are in screen coordinates.
extension VirtualDevice {
    /// Touches fingers down at `points` now, lifting first any live fingers still down.
    public func beginTouches(at points: [CGPoint]) {
        if !liveFingers.isEmpty { endTouches() }
        guard !points.isEmpty else { return }
        enter()
        let environment = application.eventEnvironment
        liveFingers = zip(environment.makeInputIDs(count: points.count), points).map {
            LiveFinger(id: $0, location: $1)
        }
        deliver(liveFingers.map { .init(id: $0.id, phase: .began, location: $0.location) })
    }

    /// Moves the live fingers to `points`, one per finger in touch-down order; fingers without
    /// a point stay where they are.
    public func moveTouches(to points: [CGPoint]) {
        guard !liveFingers.isEmpty else { return }
        for (i, point) in points.prefix(liveFingers.count).enumerated() { liveFingers[i].location = point }
        deliver(liveFingers.map { .init(id: $0.id, phase: .moved, location: $0.location) })
    }

    /// Lifts the live fingers where they are, or has the system cancel them when `cancelled`.
    public func endTouches(cancelled: Bool = false) {
        guard !liveFingers.isEmpty else { return }
        let phase: UITouch.Phase = cancelled ? .cancelled : .ended
        let inputs = liveFingers.map { EventEnvironment.TouchInput(id: $0.id, phase: phase, location: $0.location) }
        // Forget the fingers before delivery, so work the lift triggers sees none down.
        liveFingers = []
        deliver(inputs)
    }

    /// Where the live fingers are now, in touch-down order; empty when none is down.
    public var liveTouchLocations: [CGPoint] { liveFingers.map(\.location) }

    private func deliver(_ inputs: [EventEnvironment.TouchInput]) {
        enter()
        let application = self.application
        application.eventEnvironment.inject(inputs, into: application)
        // Actions a touch triggers run on the next turn, which takes no clock time.
        loop.drainTurns()
    }
}

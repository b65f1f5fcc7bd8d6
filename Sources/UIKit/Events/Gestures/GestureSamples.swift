/// Recent values of a gesture on the one clock, from which recognizers compute velocities.
///
/// The velocity is the change over roughly the last `window` seconds: from the oldest sample
/// inside that span (or the last one before it, when the fingers rested) to the newest.
struct GestureSamples {
    /// How far back velocities look, in seconds.
    static let window: TimeInterval = 0.1

    private var samples: [(time: TimeInterval, value: CGPoint)] = []

    init() {}

    /// Adds a sample, dropping ones too old to matter.
    mutating func add(_ value: CGPoint, at time: TimeInterval) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].value = value
        } else {
            samples.append((time, value))
        }
        // Keep one sample older than the window so a pause followed by a lift reads as rest.
        while samples.count > 2, samples[1].time < time - GestureSamples.window { samples.removeFirst() }
    }

    /// Forgets every sample (the value was reset).
    mutating func removeAll() { samples.removeAll() }

    /// The rate of change per second.
    var velocity: CGPoint {
        guard let newest = samples.last, samples.count >= 2 else { return .zero }
        let cutoff = newest.time - GestureSamples.window - 1e-9
        let reference = samples.dropLast().first { $0.time >= cutoff } ?? samples[samples.count - 2]
        let dt = newest.time - reference.time
        guard dt > 0 else { return .zero }
        return CGPoint(x: (newest.value.x - reference.value.x) / dt, y: (newest.value.y - reference.value.y) / dt)
    }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat { hypot(x - other.x, y - other.y) }
}

/// The centroid of touches' window locations.
@preconcurrency @MainActor
func centroid(of touches: [UITouch]) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    let n = CGFloat(touches.count)
    return CGPoint(
        x: touches.map(\.locationInWindow.x).reduce(0, +) / n,
        y: touches.map(\.locationInWindow.y).reduce(0, +) / n)
}

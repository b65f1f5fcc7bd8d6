/// What a timed object shows outside its active time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Shows nothing outside the active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the active time.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial value before the active time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing model shared by layers and animations, as Core Animation's `CAMediaTiming`.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time space.
    var beginTime: CFTimeInterval { get set }
    /// The simple duration in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's.
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the simple duration repeats (may be fractional or infinite).
    var repeatCount: Float { get set }
    /// How long to repeat, in seconds.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What is shown outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The CAMediaTiming parameters as a value, with the time mapping Apple documents.
package struct MediaTiming: Sendable, Equatable {
    package var beginTime: Double = 0
    package var duration: Double = 0
    package var speed: Float = 1
    package var timeOffset: Double = 0
    package var repeatCount: Float = 0
    package var repeatDuration: Double = 0
    package var autoreverses = false
    package var fillMode = CAMediaTimingFillMode.removed

    package init() {}

    /// Parent time to this object's local (unbounded) time: `(t − beginTime) × speed + timeOffset`.
    package func localTime(fromParent t: Double) -> Double {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// Local time back to parent time; the inverse of `localTime(fromParent:)` when speed ≠ 0.
    package func parentTime(fromLocal t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
    }

    /// One play-through: the simple duration, doubled when autoreversing.
    package func cycle(simpleDuration d: Double) -> Double { autoreverses ? 2 * d : d }

    /// The active duration: repeatDuration, or repeatCount cycles, or one cycle.
    package func activeDuration(simpleDuration d: Double) -> Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return Double(repeatCount) * cycle(simpleDuration: d) }
        return cycle(simpleDuration: d)
    }

    /// The progress (0...1 within the simple duration, before the timing function) at active
    /// time `t` (time since the object began, in its own local units), or nil when nothing is
    /// shown because the time falls outside the active interval and the fill mode says so.
    package func progress(atActiveTime t: Double, simpleDuration d: Double) -> Double? {
        let active = activeDuration(simpleDuration: d)
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            return 0
        }
        if d <= 0 { return 1 }
        if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            return endProgress(active: active, simpleDuration: d)
        }
        return iterationProgress(t, simpleDuration: d)
    }

    private func iterationProgress(_ t: Double, simpleDuration d: Double) -> Double {
        let c = cycle(simpleDuration: d)
        let inCycle = t.truncatingRemainder(dividingBy: c)
        if autoreverses && inCycle > d { return 1 - (inCycle - d) / d }
        return min(1, inCycle / d)
    }

    /// Where the object ends: a whole number of cycles ends on its last frame, not its first.
    private func endProgress(active: Double, simpleDuration d: Double) -> Double {
        guard active.isFinite else { return 1 }
        let c = cycle(simpleDuration: d)
        let cycles = active / c
        if cycles == cycles.rounded(.down) && cycles > 0 { return autoreverses ? 0 : 1 }
        return iterationProgress(active, simpleDuration: d)
    }
}

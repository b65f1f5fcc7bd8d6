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
@preconcurrency @MainActor
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
struct MediaTiming: Sendable, Equatable {
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Float = 1
    var timeOffset: Double = 0
    var repeatCount: Float = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    init() {}

    /// Parent time to this object's active local time: `(t − beginTime) × speed + timeOffset`.
    func localTime(fromParent t: Double) -> Double {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// Local time back to parent time; the inverse of `localTime(fromParent:)` when speed ≠ 0.
    func parentTime(fromLocal t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
    }

    /// How long the object has been playing at parent time `t`, in its own units. Whether it is
    /// active is decided on this: `timeOffset` moves the playhead, not the active interval.
    func elapsedTime(fromParent t: Double) -> Double {
        speed < 0 ? localTime(fromParent: t) : (t - beginTime) * Double(speed)
    }

    /// One play-through: the simple duration, doubled when autoreversing.
    func cycle(simpleDuration d: Double) -> Double { autoreverses ? 2 * d : d }

    /// The active duration: repeatDuration, or repeatCount cycles, or one cycle.
    func activeDuration(simpleDuration d: Double) -> Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return Double(repeatCount) * cycle(simpleDuration: d) }
        return cycle(simpleDuration: d)
    }

    /// The point of the timeline shown after playing for `elapsed`: Core Animation starts
    /// `timeOffset` into the active duration and wraps round to the start, so an offset
    /// animation still plays for its whole active duration.
    func playhead(elapsed: Double, simpleDuration d: Double) -> Double {
        guard speed >= 0, timeOffset != 0 else { return elapsed }
        let active = activeDuration(simpleDuration: d)
        guard active.isFinite, active > 0 else { return elapsed + timeOffset }
        let t = (elapsed + timeOffset).truncatingRemainder(dividingBy: active)
        return t < 0 ? t + active : t
    }

    /// The progress (0...1 within the simple duration, before the timing function) and the
    /// repetition index at parent time `t`, or nil when nothing is shown because the time falls
    /// outside the active interval and the fill mode says so.
    func sample(atParentTime t: Double, simpleDuration d: Double) -> (progress: Double, iteration: Int)? {
        let elapsed = elapsedTime(fromParent: t)
        let active = activeDuration(simpleDuration: d)
        if elapsed < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            // The first frame the object will show (the offset frame when there is one).
            return timeOffset == 0 || speed < 0 ? (0, 0) : position(playhead(elapsed: 0, simpleDuration: d), d)
        }
        if d <= 0 { return (1, 0) }
        if elapsed >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            return endPosition(active: active, simpleDuration: d)
        }
        return position(playhead(elapsed: elapsed, simpleDuration: d), d)
    }

    /// The progress at parent time `t` (see `sample(atParentTime:simpleDuration:)`).
    func progress(atParentTime t: Double, simpleDuration d: Double) -> Double? {
        sample(atParentTime: t, simpleDuration: d)?.progress
    }

    /// Progress within the simple duration and repetition index at timeline point `t`.
    private func position(_ t: Double, _ d: Double) -> (progress: Double, iteration: Int) {
        let c = cycle(simpleDuration: d)
        let iteration = (t / c).rounded(.down)
        let inCycle = t - iteration * c
        let p = autoreverses && inCycle > d ? 1 - (inCycle - d) / d : min(1, inCycle / d)
        return (p, Int(min(iteration, Double(Int.max / 2))))
    }

    /// Where the object ends: the last frame it showed, so a whole number of cycles ends on the
    /// end of its last cycle rather than the start of the next.
    private func endPosition(active: Double, simpleDuration d: Double) -> (progress: Double, iteration: Int) {
        guard active.isFinite else { return (1, 0) }
        var end = speed >= 0 && timeOffset != 0 ? playhead(elapsed: active, simpleDuration: d) : active
        if end <= 0 { end = active }
        let c = cycle(simpleDuration: d)
        let cycles = end / c
        if cycles == cycles.rounded(.down) && cycles > 0 {
            return (autoreverses ? 0 : 1, Int(cycles) - 1)
        }
        return position(end, d)
    }
}

/// Methods an animation's delegate receives, as `CAAnimationDelegate`.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its full active duration, false when it
    /// was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of Core Animation's animations, as `CAAnimation`.
@preconcurrency @MainActor
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    var timing = MediaTiming() { didSet { CALayer.timingGeneration &+= 1 } }

    /// When the animation begins, in its layer's time; 0 means "when added".
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// The simple duration; 0 means the transaction's duration (0.25 s by default).
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// How fast the animation's time runs relative to its layer's.
    public var speed: Float {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// An offset added to the animation's local time.
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// How many times the animation repeats.
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// How long the animation repeats, in seconds.
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Whether each repetition plays forwards then backwards.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// What the animation shows outside its active time.
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// The pacing of the animation; nil means linear.
    public var timingFunction: CAMediaTimingFunction?
    /// The delegate, held strongly as Core Animation does.
    public var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when it finishes.
    public var isRemovedOnCompletion = true

    /// Creates an animation.
    public required override init() { super.init() }

    /// Creates a copy with the same configuration; subclasses copy their own state.
    public required init(copying other: CAAnimation) {
        timing = other.timing
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// Returns a copy of the animation (layers store copies, as in Core Animation).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        mainActorAssumed { type(of: self).init(copying: self) }
    }

    /// Returns the default value for a property, as `defaultValue(forKey:)`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the property at `key` should be archived (always true here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Evaluation

    /// The duration used for timing: 0 means 0.25 s, as Core Animation defaults it.
    var simpleDuration: Double { timing.duration > 0 ? timing.duration : 0.25 }

    /// How long the animation has been playing at its layer's local time `t`, in its own time.
    func elapsedTime(atLayerTime t: Double) -> Double { timing.elapsedTime(fromParent: t) }

    /// Whether the clock moving changes the animation's value (false when its owner drives it).
    var advancesWithClock: Bool { true }

    /// Whether the animation's begin time has been reached at its layer's local time `t`.
    func hasBegun(atLayerTime t: Double) -> Bool { elapsedTime(atLayerTime: t) >= 0 }

    /// The whole active duration in the animation's own time (UIKit's percent-driven
    /// transitions scrub block animations up to it).
    package var activeDuration: Double { timing.activeDuration(simpleDuration: simpleDuration) }

    /// Whether the animation has passed its end (and, when paused, never becomes so).
    func isFinished(atLayerTime t: Double) -> Bool {
        let elapsed = elapsedTime(atLayerTime: t)
        return timing.speed > 0 ? elapsed >= activeDuration - 1e-9 : timing.speed < 0 && elapsed <= 0
    }

    /// The animation's eased fraction for a raw progress: the timing function by default.
    func fraction(progress p: Double, simpleDuration d: Double) -> Double {
        timingFunction?.evaluate(p) ?? p
    }

    /// Applies the animation's value at `parentTime` to `props`.
    func apply(to props: inout LayerProperties, parentTime: Double) {}

    /// The key paths this animation changes (for presentation invalidation and bookkeeping).
    var animatedKeyPaths: [String] { [] }
}

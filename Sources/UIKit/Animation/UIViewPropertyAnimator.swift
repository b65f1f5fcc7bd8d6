/// An interruptible, scrubbable, reversible animation of view properties, as UIKit's
/// `UIViewPropertyAnimator`.
///
/// ```
///            start / pause / fractionComplete=
///  inactive ───────────────────────────────────▶ active ◀─┐ pause / start / isReversed
///     ▲                                            │  └────┘
///     │ natural end (completion) / stop(true)      │ stopAnimation(false)
///     └────────────────────────────────────────────┤
///     ▲                                            ▼
///     └───────────── finishAnimation(at:) ──── stopped
/// ```
///
/// Its animation blocks run when it becomes active; every property change becomes a
/// `DrivenAnimation` whose progress is this animator's eased fraction, advanced by the one
/// clock's frames while running.
@MainActor
open class UIViewPropertyAnimator {
    private struct Track {
        weak var layer: CALayer?
        let key: String
        let from: AnimatableValue
        let to: AnimatableValue
        let animationKey: String
        /// Fraction of the animator at which this track joined (late `addAnimations`).
        let startFraction: Double
    }

    /// The pacing curve.
    public let timingParameters: UITimingCurveProvider
    /// The duration in seconds.
    public let duration: TimeInterval
    /// The delay before the animations start, in seconds.
    public private(set) var delay: TimeInterval = 0
    /// Whether the animated views receive touches while animating.
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused, stopped and scrubbed.
    open var isInterruptible = true
    /// Whether scrubbing while paused is linear instead of following the curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of completing.
    open var pausesOnCompletion = false

    /// The animator's state.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (not paused).
    public private(set) var isRunning = false

    private var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var time: Double = 0  // 0...1, fraction of the duration elapsed
    private var speedFactor: Double = 1
    private var curve: (Double) -> Double = { $0 }
    private var observer: Int?
    private var lastTick: CFTimeInterval?
    private var trackSequence = 0
    private var linearScrubValue: Double?

    /// Creates an animator with a duration and a pacing curve.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        curve = Self.makeCurve(parameters, duration: duration)
    }

    /// Creates an animator with a built-in curve and optional animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a custom cubic curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of the given damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator, as `runningPropertyAnimator(withDuration:...)`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func makeCurve(_ p: UITimingCurveProvider, duration: TimeInterval) -> (Double) -> Double {
        if let spring = p.springTimingParameters {
            let solver = spring.solver(duration: duration)
            return { t in t >= 1 ? 1 : solver.value(at: t * duration) }
        }
        let f = p.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .linear)
        return { f.evaluate(min(max($0, 0), 1)) }
    }

    // MARK: Progress

    /// The completed fraction of the animation's time, 0...1; setting it scrubs (pausing an
    /// inactive animator first).
    open var fractionComplete: CGFloat {
        get { CGFloat(time) }
        set {
            guard isInterruptible || state == .inactive else { return }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else { return }
            time = min(max(Double(newValue), 0), 1)
            linearScrubValue = scrubsLinearly ? time : nil
        }
    }

    /// Whether the animation runs towards its start.
    open var isReversed = false {
        didSet {
            guard oldValue != isReversed, state == .active else { return }
            rebaseLinearScrub()
        }
    }

    /// The eased fraction the animated values are at now.
    package var valueFraction: Double { linearScrubValue ?? curve(time) }

    // MARK: Adding

    /// Adds animations; while running, they animate from the current values over the rest.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` × the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .active { run(animation) } else { pendingBlocks.append((animation, delayFactor)) }
    }

    /// Adds a block called with the final position when the animator completes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    private func run(_ block: () -> Void) {
        let start = valueFraction
        UIViewAnimationContext.run(
            duration: duration, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
            pacing: .curve(nil), tracker: nil,
            capture: { [unowned self] layer, key, from, to in addTrack(layer: layer, key: key, from: from, to: to, start: start) },
            block)
    }

    private func addTrack(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue, start: Double) {
        trackSequence += 1
        let animationKey = "UIViewPropertyAnimator-\(ObjectIdentifier(self).hashValue)-\(trackSequence)"
        tracks.append(Track(layer: layer, key: key, from: from, to: to, animationKey: animationKey, startFraction: start))
        let anim = DrivenAnimation(keyPath: key)
        anim.fromValue = from.boxed
        anim.toValue = to.boxed
        anim.progress = { [weak self] in
            guard let self else { return 1 }
            let v = self.valueFraction
            return start >= 1 ? 1 : (v - start) / (1 - start)
        }
        layer.add(anim, forKey: animationKey)
    }

    private func activate() {
        state = .active
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for (block, _) in blocks { run(block) }
    }

    // MARK: Running

    /// Starts (or resumes) the animation now.
    open func startAnimation() {
        if state == .inactive { activate() }
        guard state == .active, !isRunning else { return }
        rebaseLinearScrub()
        isRunning = true
        lastTick = MainLoop.current.now
        observer = MainLoop.current.addFrameObserver { [unowned self] now in tick(now) }
    }

    /// Starts the animation after a delay.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0 else { return startAnimation() }
        self.delay = delay
        if state == .inactive { activate() }
        MainLoop.current.schedule(after: delay) { [self] in startAnimation() }
    }

    /// Pauses the animation where it is (activating an inactive animator).
    open func pauseAnimation() {
        if state == .inactive { activate() }
        guard state == .active, isRunning else { return }
        isRunning = false
        removeObserver()
    }

    /// Continues a paused animation, optionally with new timing; `durationFactor` scales the
    /// remaining time.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if let parameters {
            let v = valueFraction
            curve = Self.makeCurve(parameters, duration: duration)
            linearScrubValue = v
        }
        speedFactor = durationFactor > 0 ? 1 / Double(durationFactor) : 1
        startAnimation()
    }

    /// When resuming after linear scrubbing, finds the time on the curve with the same value so
    /// nothing jumps.
    private func rebaseLinearScrub() {
        guard let v = linearScrubValue else { return }
        linearScrubValue = nil
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if curve(mid) < v { lo = mid } else { hi = mid }
        }
        time = (lo + hi) / 2
    }

    private func tick(_ now: CFTimeInterval) {
        let dt = now - (lastTick ?? now)
        lastTick = now
        guard duration > 0 else { return finishNaturally() }
        time += (isReversed ? -1 : 1) * dt / duration * speedFactor
        if (!isReversed && time >= 1) || (isReversed && time <= 0) {
            time = isReversed ? 0 : 1
            finishNaturally()
        }
    }

    private func finishNaturally() {
        if pausesOnCompletion {
            isRunning = false
            removeObserver()
            return
        }
        complete(at: isReversed ? .start : .end)
    }

    // MARK: Stopping

    /// Stops the animation: properties keep their current values. Without finishing the
    /// animator becomes inactive at once (no completion); otherwise it waits in `.stopped` for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        setModelValues(to: .current)
        removeAnimations()
        isRunning = false
        removeObserver()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator with the properties at `finalPosition` and runs completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Diagnostics.log(
                "finishAnimation(at:) may only be called on a stopped UIViewPropertyAnimator (state is \(state)).")
            return
        }
        complete(at: finalPosition)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        if state == .active { setModelValues(to: position) } else if position != .current { setModelValues(to: position) }
        removeAnimations()
        isRunning = false
        removeObserver()
        state = .inactive
        let blocks = completions
        completions.removeAll()
        for c in blocks { c(position) }
    }

    private func setModelValues(to position: UIViewAnimatingPosition) {
        let v = valueFraction
        UIView.performWithoutAnimation {
            for track in tracks {
                guard let layer = track.layer else { continue }
                let value: AnimatableValue
                switch position {
                case .end: value = track.to
                case .start: value = track.from
                case .current:
                    let local = track.startFraction >= 1 ? 1 : (v - track.startFraction) / (1 - track.startFraction)
                    value = .interpolate(track.from, track.to, local)
                }
                layer.modelState.setValue(value, forKeyPath: track.key)
            }
        }
    }

    private func removeAnimations() {
        for track in tracks { track.layer?.removeAnimation(forKey: track.animationKey) }
        tracks.removeAll()
    }

    private func removeObserver() {
        if let observer { MainLoop.current.removeFrameObserver(observer) }
        observer = nil
        lastTick = nil
    }
}

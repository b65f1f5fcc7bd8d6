@_spi(Testing) import QuartzCore

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
/// `DrivenAnimation` whose progress is this animator's eased fraction. While running, the
/// fraction is read from the one clock whenever it is needed (so presentation values are exact
/// between frames); frames only check for the end. A running animator keeps itself alive, as
/// UIKit's does, so `runningPropertyAnimator` results may be discarded.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
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
    private var tracks: [PropertyAnimatorTrack] = []
    /// The fraction of the duration elapsed (0...1) at `anchorClock`, or now when paused.
    private var anchorTime: Double = 0
    /// The clock reading `anchorTime` was taken at; nil unless running.
    private var anchorClock: CFTimeInterval?
    private var speedFactor: Double = 1
    private var curve: (Double) -> Double = { $0 }
    private var observer: Int?
    private var delayTimer: Int?
    private weak var loop: MainLoop?
    private var trackSequence = 0
    private var linearScrubValue: Double?

    /// Restarts the running clock's reckoning from the fraction reached now.
    private func reanchor() { anchorTime = time; if anchorClock != nil { anchorClock = loop?.now } }

    /// The fraction of the duration elapsed now.
    private var time: Double {
        get {
            guard isRunning, let anchorClock, let loop else { return anchorTime }
            guard duration > 0 else { return isReversed ? 0 : 1 }
            let elapsed = (loop.now - anchorClock) / duration * speedFactor
            return min(max(anchorTime + (isReversed ? -elapsed : elapsed), 0), 1)
        }
        set {
            anchorTime = newValue
            if anchorClock != nil { anchorClock = loop?.now }
        }
    }

    /// Creates an animator with a duration and a pacing curve.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        super.init()
        LifetimeTracker.track(self)
        curve = Self.makeCurve(parameters, duration: duration)
    }

    isolated deinit {
        // Only inactive animators may go away (running or delayed ones keep themselves alive
        // until their world ends). UIKit raises here; this logs its message and takes the
        // animations off the layers.
        guard state != .inactive, !isRunning, delayTimer == nil, loop != nil else { return }
        Diagnostics.log(
            in: loop ?? MainLoop.current,
            "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
        )
        removeAnimations()
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
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
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
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
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
        // The ends are exact, so a finished or paused-at-the-end animator shows its end values.
        return { t in t <= 0 ? 0 : t >= 1 ? 1 : f.evaluate(t) }
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
        willSet {
            // Re-anchor the running clock so the direction changes from where it is now.
            if newValue != isReversed { reanchor() }
        }
        didSet {
            guard oldValue != isReversed, state == .active else { return }
            rebaseLinearScrub()
        }
    }

    /// The eased fraction the animated values are at now.
    var valueFraction: Double { linearScrubValue ?? curve(time) }

    // MARK: Adding

    /// Adds animations; while running, they animate from the current values over the rest.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` × the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .active {
            run(animation, delayFactor: delayFactor)
        } else {
            pendingBlocks.append((animation, delayFactor))
        }
    }

    /// Adds a block called with the final position when the animator completes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs an animation block, turning its changes into tracks. A delay factor starts the
    /// tracks after that share of the remaining time.
    private func run(_ block: () -> Void, delayFactor: CGFloat = 0) {
        let now = time
        let factor = min(max(Double(delayFactor), 0), 1)
        let startTime = isReversed ? now * (1 - factor) : now + factor * (1 - now)
        let start = factor > 0 ? curve(startTime) : valueFraction
        UIViewAnimationContext.run(
            duration: duration, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
            pacing: .curve(nil), tracker: nil,
            capture: { [unowned self] layer, key, from, to in
                addTrack(
                    PropertyAnimatorTrack(
                        layer: layer, key: key, from: from, to: to, animationKey: nextAnimationKey(),
                        startFraction: start, waits: factor > 0))
            },
            block)
    }

    private func nextAnimationKey() -> String {
        trackSequence += 1
        return "UIViewPropertyAnimator-\(ObjectIdentifier(self).hashValue)-\(trackSequence)"
    }

    private func addTrack(_ track: PropertyAnimatorTrack) {
        tracks.append(track)
        guard let layer = track.layer else { return }
        let anim = DrivenAnimation(keyPath: track.key)
        anim.fromValue = track.from.boxed
        anim.toValue = track.to.boxed
        anim.progress = { [weak self] in
            guard let self else { return 1 }
            return track.progress(self.valueFraction)
        }
        layer.add(anim, forKey: track.animationKey)
    }

    private func activate() {
        state = .active
        loop = MainLoop.current
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for (block, delayFactor) in blocks { run(block, delayFactor: delayFactor) }
        // The animator runs on the clock of the views it animates, whichever world is ambient.
        if let world = tracks.lazy.compactMap(\.layer).first?.loop { loop = world }
    }

    // MARK: Running

    /// Starts (or resumes) the animation now.
    open func startAnimation() {
        if state == .inactive, let adopt = UIViewAnimationContext.propertyAnimatorStartHandler, adopt(self, 0) {
            return
        }
        if state == .inactive { activate() }
        cancelDelay()
        guard state == .active, !isRunning, let loop else { return }
        rebaseLinearScrub()
        isRunning = true
        anchorClock = loop.now
        // The observer holds the animator strongly: a running animator stays alive until it
        // ends, pauses or stops.
        observer = loop.addFrameObserver { [self] _ in tick() }
    }

    /// Starts the animation after a delay.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0 else { return startAnimation() }
        self.delay = delay
        if state == .inactive, let adopt = UIViewAnimationContext.propertyAnimatorStartHandler, adopt(self, delay) {
            return
        }
        if state == .inactive { activate() }
        guard state == .active, !isRunning, let loop else { return }
        cancelDelay()
        delayTimer = loop.schedule(after: delay) { [self] in
            delayTimer = nil
            startAnimation()
        }
    }

    private func cancelDelay() {
        if let delayTimer { loop?.cancelTimer(delayTimer) }
        delayTimer = nil
    }

    /// Pauses the animation where it is (activating an inactive animator).
    open func pauseAnimation() {
        if state == .inactive { activate() }
        cancelDelay()
        guard state == .active, isRunning else { return }
        anchorTime = time
        isRunning = false
        removeObserver()
    }

    /// Continues a paused animation, optionally with new timing; `durationFactor` scales the
    /// remaining time.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        reanchor()  // so the new speed applies from now on
        if let parameters {
            // Keep the value on screen: find the time on the new curve that gives it.
            let v = valueFraction
            curve = Self.makeCurve(parameters, duration: duration)
            linearScrubValue = v
            rebaseLinearScrub()
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

    /// Each frame: ends the animation once its time has run out.
    private func tick() {
        guard isRunning else { return }
        let t = time
        guard isReversed ? t <= 1e-9 : t >= 1 - 1e-9 else { return }
        anchorTime = isReversed ? 0 : 1
        finishNaturally()
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
        // The tracks stay known while stopped so `finishAnimation(at:)` can still move the
        // properties to either end.
        removeLayerAnimations()
        anchorTime = time
        isRunning = false
        removeObserver()
        cancelDelay()
        if withoutFinishing {
            tracks.removeAll()
            becomeInactive()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator with the properties at `finalPosition` and runs completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Diagnostics.log(
                in: loop ?? MainLoop.current,
                "finishAnimation(at:) may only be called on a stopped UIViewPropertyAnimator (state is \(state)).")
            return
        }
        complete(at: finalPosition)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        // Stopped animators already hold their values at `.current`.
        if state == .active || position != .current { setModelValues(to: position) }
        removeAnimations()
        isRunning = false
        removeObserver()
        cancelDelay()
        becomeInactive()
        let blocks = completions
        completions.removeAll()
        for c in blocks { c(position) }
    }

    /// Back to the initial state, so the animator can take new animations and run again.
    private func becomeInactive() {
        state = .inactive
        anchorTime = 0
        anchorClock = nil
        speedFactor = 1
        linearScrubValue = nil
        curve = Self.makeCurve(timingParameters, duration: duration)
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
                case .current: value = .interpolate(track.from, track.to, track.progress(v))
                }
                layer.modelState.setValue(value, forKeyPath: track.key)
                layer.discardBranchValues(ifKeyMovesBranch: track.key)
            }
        }
    }

    private func removeAnimations() {
        removeLayerAnimations()
        tracks.removeAll()
    }

    private func removeLayerAnimations() {
        for track in tracks { track.layer?.removeAnimation(forKey: track.animationKey) }
    }

    private func removeObserver() {
        if let observer { loop?.removeFrameObserver(observer) }
        observer = nil
        anchorClock = nil
    }
}

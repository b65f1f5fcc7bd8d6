/// Drives an animator's transition from a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// It pauses the container's layer (speed 0) while the animator builds its block animations,
/// then scrubs the layer's `timeOffset` with `update(_:)`. `finish()` and `cancel()` let time
/// run forward or backward at `completionSpeed` along `completionCurve`; a cancel restores
/// every animated value. An animator that provides an interruptible animator is driven through
/// that animator instead, by the transition context this controller reports to.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator's duration, read when the transition began.
    public private(set) var duration: CGFloat = 0
    /// The last value given to `update(_:)`.
    public private(set) var percentComplete: CGFloat = 0
    /// The speed of the completion after `finish`/`cancel` (must be > 0).
    open var completionSpeed: CGFloat = 1
    /// The curve of the completion after `finish`/`cancel`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing used when continuing an interruptible animator (nil: its own).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactively.
    open var wantsInteractiveStart = true

    /// Weak: the transition (retained by its presenter or container while it runs) holds this
    /// interaction controller, so a strong reference back would be a cycle.
    private weak var context: UIViewControllerContextTransitioning?
    private var scrubbedLayers: [CALayer] = []
    private var recorded: [(layer: CALayer, key: String, from: AnimatableValue)] = []
    private var observer: Int?
    /// The frame observer settling the transition, on the world it runs in.
    private var settleObserver: (loop: MainLoop, id: Int)?
    /// Whether the transition runs on the animator's interruptible animator, which the context
    /// drives (no layer scrubbing here then).
    private var drivesInterruptibleAnimator = false

    /// Creates a percent-driven interaction controller.
    public override init() {}

    /// Starts the transition paused, running the animator's `animateTransition(using:)`.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        // `update(_:)` may have run before the transition started (a gesture that calls
        // `dismiss` and updates on the same turn): start from that progress.
        context = transitionContext
        guard let driver = transitionContext as? TransitionDriver else { return }
        let animator: UIViewControllerAnimatedTransitioning = driver.animator
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        drivesInterruptibleAnimator = false
        if let a = driver.interruptibleAnimator {
            // The context scrubs, pauses, continues and reverses the interruptible animator
            // (statement 107); this controller only starts it and reports progress.
            drivesInterruptibleAnimator = true
            if wantsInteractiveStart {
                a.pauseAnimation()
                if percentComplete > 0 { transitionContext.updateInteractiveTransition(percentComplete) }
            } else {
                a.startAnimation()
            }
            return
        }
        let container = transitionContext.containerView.layer
        pause(container)
        observer = UIViewAnimationContext.addCreationObserver { [weak self] layer, key, from in
            self?.recorded.append((layer, key, from))
        }
        animator.animateTransition(using: transitionContext)
        // Views outside the container (a navigation bar) pause before their alongside
        // animations are made, so those start at the scrubbed time as the container's do.
        for view in driver.extraScrubbedViews { pause(view.layer) }
        driver.runAlongsideAnimations()
        for view in driver.extraScrubbedViews { pause(view.layer) }
        if let observer { UIViewAnimationContext.removeCreationObserver(observer) }
        observer = nil
        if wantsInteractiveStart {
            if percentComplete > 0 { update(percentComplete) }
        } else {
            settle(toEnd: true)
        }
    }

    private func pause(_ layer: CALayer) {
        guard !scrubbedLayers.contains(where: { $0 === layer }) else { return }
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        scrubbedLayers.append(layer)
    }

    /// Moves the transition to `percentComplete` (values below 0 count as 0).
    open func update(_ percentComplete: CGFloat) {
        let p = max(0, percentComplete)
        self.percentComplete = p
        context?.updateInteractiveTransition(p)
        guard !drivesInterruptibleAnimator else { return }
        // Just short of the end: reaching it would end the animations while still interactive.
        let offset = min(Double(p * duration), Double(duration) * 0.99999)
        for layer in scrubbedLayers { layer.timeOffset = offset }
    }

    /// Ends the interaction and lets the transition complete.
    open func finish() {
        context?.finishInteractiveTransition()
        guard !drivesInterruptibleAnimator else { return }
        settle(toEnd: true)
    }

    /// Ends the interaction and lets the transition revert.
    open func cancel() {
        context?.cancelInteractiveTransition()
        guard !drivesInterruptibleAnimator else { return }
        settle(toEnd: false)
    }

    /// Pauses an interruptible transition so the user can take over.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Runs layer time from where the user left it to the end (or back to 0) over
    /// `distance × duration / completionSpeed` seconds along `completionCurve`.
    private func settle(toEnd: Bool) {
        let total = Double(duration)
        let start = scrubbedLayers.first?.timeOffset ?? 0
        let target = toEnd ? total : 0
        let seconds = abs(target - start) / Double(max(completionSpeed, 0.0001))
        let curve = completionCurve.timingFunction
        let world = scrubbedLayers.first?.loop ?? MainLoop.current
        let began = world.now
        // Strong: the settling owns the interaction controller until it lets the layers run
        // again (the gesture that made it may drop it at once); `endSettling` removes this
        // observer, which breaks the cycle.
        let step: (CFTimeInterval) -> Void = { now in
            let t = seconds > 0 ? min(1, (now - began) / seconds) : 1
            let offset = start + (target - start) * curve.evaluate(t)
            if t < 1 {
                for layer in self.scrubbedLayers { layer.timeOffset = min(offset, total * 0.99999) }
            } else {
                self.endSettling(toEnd: toEnd)
            }
        }
        settleObserver = (world, world.addFrameObserver(step))
        if seconds == 0 { endSettling(toEnd: toEnd) }
    }

    private func endSettling(toEnd: Bool) {
        if let settleObserver { settleObserver.loop.removeFrameObserver(settleObserver.id) }
        settleObserver = nil
        let layers = scrubbedLayers
        scrubbedLayers.removeAll()
        if toEnd {
            // Let layer time run again: the animations are past their ends, so they finish
            // (and their completions call completeTransition) at this frame's sweep.
            for layer in layers { resume(layer, at: Double(duration)) }
        } else {
            let values = recorded
            recorded.removeAll()
            UIView.performWithoutAnimation {
                for (layer, key, from) in values { layer.modelState.setValue(from, forKeyPath: key) }
            }
            for (layer, key, _) in values { layer.removeAnimation(forKey: key) }
            for layer in layers { resume(layer, at: 0) }
        }
        context = nil
    }

    /// Lets the layer's time run again from local time `t`, without a jump.
    private func resume(_ layer: CALayer, at t: CFTimeInterval) {
        let parentNow = layer.superlayer?.currentLocalTime ?? layer.loop.now
        layer.speed = 1
        layer.timeOffset = t
        layer.beginTime = parentNow
    }
}

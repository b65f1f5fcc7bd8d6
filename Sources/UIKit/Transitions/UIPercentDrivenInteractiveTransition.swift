/// Drives an animator's transition from a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`.
///
/// The animations the animator's animation blocks (and the alongside blocks) make are paused
/// and scrubbed with `update(_:)`; `CAAnimation`s added directly keep running at normal speed,
/// as in UIKit. `finish()` and `cancel()` let transition time run forward or backward at
/// `completionSpeed` along `completionCurve`; a cancel restores every animated value. An
/// animator that provides an interruptible animator is driven through that animator instead,
/// by the transition context this controller reports to.
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
    /// The block animations of the transition, from its start until it settles.
    private var scrubber: TransitionScrubber?
    /// The world the transition runs in (its clock times the settling).
    private weak var world: MainLoop?
    /// The frame observer settling the transition, on the world it runs in.
    private var settleObserver: (loop: MainLoop, id: Int)?
    /// Whether the transition runs on the animator's interruptible animator, which the context
    /// drives (no block animations scrubbed here then).
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
        let scrubber = TransitionScrubber()
        self.scrubber = scrubber
        world = transitionContext.containerView.layer.loop
        recordingBlockAnimations {
            animator.animateTransition(using: transitionContext)
            driver.runAlongsideAnimations()
        }
        if wantsInteractiveStart {
            if percentComplete > 0 { update(percentComplete) }
        } else {
            settle(toEnd: true)
        }
    }

    /// Runs `body`, scrubbing the block animations it makes with the transition (the animator's
    /// and alongside blocks, including those that join the transition late).
    func recordingBlockAnimations(_ body: () -> Void) {
        guard let scrubber else { return body() }
        UIViewAnimationContext.observingCreatedAnimations({ scrubber.record(layer: $0, key: $1, from: $2) }) {
            // Only while `body` runs: the scrubber starts the animators it took itself later.
            UIViewAnimationContext.whileStartingPropertyAnimators({ scrubber.adopt($0, delay: $1) }, body)
        }
    }

    /// Moves the transition to `percentComplete` (values below 0 count as 0).
    open func update(_ percentComplete: CGFloat) {
        let p = max(0, percentComplete)
        self.percentComplete = p
        context?.updateInteractiveTransition(p)
        guard !drivesInterruptibleAnimator else { return }
        // Just short of the end: reaching it would end the animations while still interactive.
        scrubber?.show(min(Double(p * duration), Double(duration) * 0.99999))
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

    /// Runs transition time from where the user left it to the end (or back to 0) over
    /// `distance × duration / completionSpeed` seconds along `completionCurve`.
    private func settle(toEnd: Bool) {
        guard let scrubber else { return }
        let total = Double(duration)
        let start = scrubber.time
        let target = toEnd ? total : 0
        let seconds = abs(target - start) / Double(max(completionSpeed, 0.0001))
        let curve = completionCurve.timingFunction
        let world = self.world ?? MainLoop.current
        let began = world.now
        // Strong: the settling owns the interaction controller until it lets the animations run
        // again (the gesture that made it may drop it at once); `endSettling` removes this
        // observer, which breaks the cycle.
        let step: (CFTimeInterval) -> Void = { now in
            let t = seconds > 0 ? min(1, (now - began) / seconds) : 1
            let time = start + (target - start) * curve.evaluate(t)
            if t < 1 {
                scrubber.show(min(time, total * 0.99999))
            } else {
                self.endSettling(toEnd: toEnd)
            }
        }
        if let settleObserver { settleObserver.loop.removeFrameObserver(settleObserver.id) }
        settleObserver = (world, world.addFrameObserver(step))
        if seconds == 0 { endSettling(toEnd: toEnd) }
    }

    private func endSettling(toEnd: Bool) {
        if let settleObserver { settleObserver.loop.removeFrameObserver(settleObserver.id) }
        settleObserver = nil
        guard let scrubber else { return }
        self.scrubber = nil
        if toEnd {
            // The animations are past their ends (or run on at normal speed), so they finish,
            // and their completions call completeTransition, at this frame's sweep.
            scrubber.show(Double(duration))
            scrubber.resume()
        } else {
            scrubber.revert()
        }
        context = nil
    }
}

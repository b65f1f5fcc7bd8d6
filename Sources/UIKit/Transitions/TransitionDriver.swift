@_spi(Testing) import QuartzCore

/// Runs one view-controller transition from its request to its completion: the single
/// mechanism behind every kind (presentation, dismissal, push/pop/set, child swap, tab
/// switch). It is the transition context the animator sees and, as a `TransitionCoordinator`,
/// the coordinator the controllers see (size changes use that coordinator type too).
///
/// ```
///  container.present / push / transition(from:to:) / selectedIndex = ...
///        │ TransitionDriver.admit: the kind's admission (start, refuse, ignore, queue)
///        ▼
///  TransitionRequest(kind, animated, animator, interactor, completion)
///        │ TransitionDriver.start: the size-change rule; the container is busy in the kind's domain
///        ▼ at once or on the next turn (the kind's start timing)
///  run ─▶ kind.prepare (views, frames, container view)
///      ─▶ "will" appearance callbacks (disappearing first) ─▶ kind.willBegin
///      ─▶ animator (or interaction controller) + alongside blocks      ◀── TransitionStateMachine
///  completeTransition(_:)                                                   owns the phases
///      ─▶ kind.didEnd ─▶ "did" callbacks (or their reversal when cancelled)
///      ─▶ coordinator completions ─▶ animationEnded(_:)
///      ─▶ kind.finish (the container is no longer busy) ─▶ request completion ─▶ released
/// ```
///
/// The kind plugs in through `TransitionKind`: who appears and disappears, the views and frames
/// and its own work at the start and end; the request carries the animator and the
/// interaction controller. Everything else is decided here, once.
@preconcurrency @MainActor
final class TransitionDriver: TransitionCoordinator, UIViewControllerContextTransitioning {
    /// Seconds after the expected end before a transition that never called
    /// `completeTransition(_:)` is reported.
    static let hangGracePeriod: TimeInterval = 2
    /// Virtual seconds an interaction may hold a transition with no update, finish or cancel
    /// before the watchdog names it ([U] UIKit waits silently; a user's finger at rest that long
    /// is reported too, as a diagnostic only).
    static let interactionStallBound: TimeInterval = 30

    let request: TransitionRequest
    var kind: any TransitionKind { request.kind }
    private(set) var scene: TransitionScene
    /// Chosen when the transition is requested (see `TransitionRequest.animators`).
    private(set) var animator: UIViewControllerAnimatedTransitioning!
    private(set) var interactor: UIViewControllerInteractiveTransitioning?
    private(set) var machine = TransitionStateMachine()
    /// True from the kind's `finish` on: the container is free for the next request.
    private(set) var isFinishing = false
    /// Every controller the transition drives, including those whose appearance does not change.
    private var drivenControllers: [UIViewController] = []
    /// The controllers the transition moves in and out, before the start filtered out those
    /// whose appearance did not change then: another transition (their container being
    /// covered or uncovered) may start theirs meanwhile, and only this one can end it.
    private var listedAppearing: [UIViewController] = []
    private var listedDisappearing: [UIViewController] = []
    private var duration: TimeInterval = 0
    private var velocity: CGFloat = 1
    private var curve: UIView.AnimationCurve = .easeInOut
    /// The hang check's timer, on the world it was scheduled in (timer ids are per world).
    var hangCheck: (loop: MainLoop, id: Int)?
    /// The world counting this transition as running (rotations wait for it).
    private weak var runningIn: UIApplication?
    /// The world whose `modalContainerCount` counts this transition while its container holds
    /// it (a modal one).
    private weak var countedAsModalIn: UIApplication?
    /// The container, kept from the request to the end: the kinds refer to it unowned, and an
    /// app may let go of it mid-transition (a navigation controller whose tab was replaced).
    private var heldContainer: UIViewController?
    /// The animator's answer to `interruptibleAnimator(using:)`, once asked (nil inside: it
    /// has none).
    private var askedInterruptibleAnimator: UIViewImplicitlyAnimating??

    private init(_ request: TransitionRequest) {
        self.request = request
        scene = TransitionScene(appearing: request.kind.appearing, disappearing: request.kind.disappearing)
        super.init()
        LifetimeTracker.track(self)
    }

    /// Starts `request`: the kind's container is busy from now on, and the transition runs at
    /// once or on the next run-loop turn, as the kind says.
    @discardableResult
    static func start(_ request: TransitionRequest) -> TransitionDriver {
        let driver = TransitionDriver(request)
        let kind = request.kind
        let domain = type(of: kind).domain
        let container = kind.container
        container.containerTransitions[domain] = driver
        driver.heldContainer = container
        (driver.animator, driver.interactor) = request.animators()
        for vc in kind.participants { vc.activeTransitionStorage = driver }
        kind.requested()
        switch type(of: kind).startTiming {
        case .immediately: driver.run()
        case .nextTurn: container.loop.performOnNextTurn { driver.run() }
        }
        return driver
    }

    /// A container took this (modal) transition on, or let it go: its world's count follows,
    /// in the world that counted it whatever the container's world is by then.
    func countsAsModalContainer(_ counts: Bool) {
        if counts {
            countedAsModalIn = kind.container.world
            countedAsModalIn?.modalContainerCount += 1
        } else {
            countedAsModalIn?.modalContainerCount -= 1
            countedAsModalIn = nil
        }
    }

    // MARK: Running

    private func run() {
        let world = kind.from.world
        runningIn = world
        world.transitionDidStart(self)
        kind.prepare(&scene)
        for vc in kind.participants { vc.activeTransitionStorage = self }
        for vc in scene.appearing + scene.disappearing { vc.isDrivenByTransition = true }
        drivenControllers = scene.appearing + scene.disappearing
        listedAppearing = scene.appearing
        listedDisappearing = scene.disappearing
        // Only controllers whose appearance really changes take part in "did" (or a reversal):
        // one already in the target state (a controller a presentation covers, popped or
        // pushed past) gets no callbacks at all; one already heading there (its container is
        // being covered) hears no second "will" but this transition ends it, as its view leaves
        // the container; a child whose container is not visible or appearing does not appear.
        let animated = request.animated
        scene.disappearing = scene.disappearing.filter { vc in
            vc.appearance.state == .disappearing || vc.sendBeginAppearance(false, animated: animated)
        }
        scene.appearing = scene.appearing.filter { vc in
            vc.appearance.state == .appearing
                || (vc.parentAllowsAppearance && vc.sendBeginAppearance(true, animated: animated))
        }
        kind.willBegin()
        kind.readViews(&scene)
        duration = animator.transitionDuration(using: self)
        let interaction: TransitionStateMachine.Interaction
        if let interactor = interactor {
            curve = interactor.completionCurve
            velocity = interactor.completionSpeed
            // Statements 96 and 102: only an animated transition whose interaction controller
            // wants it starts interactively; otherwise it starts running and may pause later.
            interaction = interactor.wantsInteractiveStart && request.contextIsAnimated ? .interactive : .nonInteractive
        } else {
            interaction = .none
        }
        perform(machine.start(interaction: interaction))
        runAlongsideAnimations()
    }

    /// Hands an event to the state machine and carries out its decision (the context's calls).
    func drive(_ event: (inout TransitionStateMachine) -> TransitionStateMachine.Action) {
        perform(event(&machine))
    }

    /// Carries out what the machine decided; every action is handled here and nowhere else.
    private func perform(_ action: TransitionStateMachine.Action) {
        switch action {
        case .runAnimator:
            armHangCheck(after: duration)
            // Statement 107: a non-interactive transition still runs `animateTransition(using:)`,
            // which normally starts the interruptible animator; one left unstarted there is
            // started here, so the transition cannot stall ([U]).
            let started = runNotingStartedPropertyAnimator { animator.animateTransition(using: self) }
            if machine.animatorIsInControl, let a = interruptibleAnimator, a.state == .inactive {
                // An animator that builds a new property animator on every call (against
                // statement 97) already started the one it made inside `animateTransition`:
                // that one is the transition's, and the fresh one is let go unstarted.
                if let started, started !== a {
                    askedInterruptibleAnimator = .some(started)
                } else {
                    a.startAnimation()
                }
            }
        case .startInteraction(let interactive):
            // While the interaction is in control, a long pause is legitimate (statements 98,
            // 102): the hang check waits until the animator is back in control.
            if interactive { armInteractionCheck() } else { armHangCheck(after: duration) }
            interactor?.startInteractiveTransition(self)
        case .setProgress(let p):
            // The machine holds the progress. An interruptible animator is scrubbed here (the
            // context drives it, statement 107); otherwise the interaction controller moves
            // the views.
            if let a = pausedInterruptibleAnimator { a.fractionComplete = min(p, 1) }
            if machine.isInteractive { armInteractionCheck() }
        case .endInteraction(let cancelled):
            armHangCheck(after: duration / Double(max(velocity, 0.01)), since: "the interaction ended")
            if let a = pausedInterruptibleAnimator { settle(a, cancelled: cancelled) }
            notifyInteractionChanged()
        case .becomeInteractive:
            armInteractionCheck()
            // A running interruptible transition grabbed mid-flight stops where it is, and the
            // handlers read its progress there (statement 96).
            if let a = interruptibleAnimator {
                a.pauseAnimation()
                _ = machine.update(a.fractionComplete)
            }
            notifyInteractionChanged()
        case .end(let completed):
            disarmHangCheck()
            end(completed: completed)
        case .refuse(let refusal):
            refuse(refusal)
        }
    }

    /// UIKit ignores interactive calls that do not fit the transition's phase, silently; only a
    /// second `completeTransition(_:)` is worth a console line.
    private func refuse(_ refusal: TransitionStateMachine.Refusal) {
        switch refusal {
        case .completedTwice:
            Diagnostics.log(
                in: kind.from.loop,
                "completeTransition(_:) was called more than once for the transition to \(kind.to.description); ignoring the extra call."
            )
        case .alreadyStarted, .notStarted, .notInteractive, .alreadyInteractive, .alreadyEnded:
            break
        }
    }

    /// The animator's interruptible animator, or nil when it does not implement
    /// `interruptibleAnimator(using:)` (the protocol's default returns a marker). Nil before
    /// the transition starts: the animator may build its animator from the context, which has
    /// no container view yet.
    var interruptibleAnimator: UIViewImplicitlyAnimating? {
        guard machine.state != .pending else { return nil }
        if let asked = askedInterruptibleAnimator { return asked }
        // Asked once per transition (statement 97): an animator that builds its property
        // animator on each call would otherwise hand every reader a fresh, unstarted one, and
        // the one the interaction paused would never be continued.
        let a = animator.interruptibleAnimator(using: self)
        let answer = a === NotInterruptibleAnimator.marker ? nil : a
        askedInterruptibleAnimator = .some(answer)
        return answer
    }

    /// Runs `body` (the animator's `animateTransition(using:)`), returning the first property
    /// animator started inside it.
    private func runNotingStartedPropertyAnimator(_ body: () -> Void) -> UIViewPropertyAnimator? {
        var started: UIViewPropertyAnimator?
        let outer = UIViewAnimationContext.propertyAnimatorStartHandler
        UIViewAnimationContext.whileStartingPropertyAnimators(
            { a, delay in
                if started == nil { started = a }
                return outer?(a, delay) ?? false
            }, body)
        return started
    }

    /// The interruptible animator while it is paused under the interaction's control; nil when
    /// there is none or it already runs (an interaction controller that continued it itself).
    private var pausedInterruptibleAnimator: UIViewImplicitlyAnimating? {
        guard let a = interruptibleAnimator, a.state == .active, !a.isRunning else { return nil }
        return a
    }

    /// Lets a paused interruptible animator run to its end (or back to its start when
    /// cancelled) at the interaction controller's completion speed, along its timing curve
    /// when it has one (`UIPercentDrivenInteractiveTransition.timingCurve`).
    private func settle(_ a: UIViewImplicitlyAnimating, cancelled: Bool) {
        let speed = interactor?.completionSpeed ?? 1
        let timing = (interactor as? UIPercentDrivenInteractiveTransition)?.timingCurve
        a.isReversed = cancelled
        a.continueAnimation(withTimingParameters: timing, durationFactor: 1 / max(speed, 0.01))
    }

    override func joiningTransition(_ body: () -> Void) {
        guard let percentDriven = interactor as? UIPercentDrivenInteractiveTransition else { return body() }
        percentDriven.recordingBlockAnimations(body)
    }

    /// Alongside blocks of an animated interruptible transition join its animator, so they
    /// pause, scrub and reverse with it.
    override var alongsideAnimator: UIViewImplicitlyAnimating? {
        guard isAnimated, let a = interruptibleAnimator, a.state != .stopped else { return nil }
        return a
    }

    private func end(completed: Bool) {
        // An animator that completes inside `animateTransition(using:)` (a transition without
        // animation) ends before the alongside blocks had their turn: they still run, at once,
        // so what they set (a sheet's presenter scaled back to identity) is the end state.
        runSkippedAlongside(completed: completed)
        kind.didEnd(completed: completed)
        // Every controller the transition moved that is still in an appearance transition is
        // brought to where the transition leaves it: the appearing ones (the disappearing ones
        // when cancelled) have appeared if their views are shown in a container that is visible
        // or appearing, every other one has disappeared. This covers what another transition
        // did meanwhile: a container covered mid-transition already sent "will disappear"
        // (there is no second "will"); a container uncovered mid-transition sent "will appear"
        // to a controller this transition takes away (its appearance is cancelled); a view
        // another transition took out of the window cannot appear (a current-context
        // presentation over a cancelled edge swipe). A controller another transition already
        // settled (its container's "did" reached it first) is not ended twice.
        let shown = completed ? listedAppearing : listedDisappearing
        let hidden = completed ? listedDisappearing : listedAppearing
        // A cancelled transition ends the reversed appearing controller first (statement 17).
        let order =
            completed && !kind.disappearingEndsFirst
            ? shown.map { ($0, true) } + hidden.map { ($0, false) }
            : hidden.map { ($0, false) } + shown.map { ($0, true) }
        for (vc, target) in order where vc.isInAppearanceTransition {
            let appears = target && vc.viewIsInVisibleWindow && vc.parentAllowsAppearance
            if appears != (vc.appearance.state == .appearing) {
                vc.sendBeginAppearance(appears, animated: request.animated)
            }
            vc.sendEndAppearance()
        }
        for vc in drivenControllers { vc.isDrivenByTransition = false }
        runCompletions()
        animator.animationEnded(completed)
        for vc in kind.participants where vc.activeTransitionStorage === self { vc.activeTransitionStorage = nil }
        isFinishing = true
        kind.finish(completed: completed)
        request.completion(completed)
        release()
        dropInteractionHandlers()
        runningIn?.transitionDidEnd(self)
        runningIn = nil
    }

    /// The container forgets the transition, unless a completion already started another.
    private func release() {
        let container = kind.container
        let domain = type(of: kind).domain
        if container.containerTransitions[domain] === self { container.containerTransitions[domain] = nil }
        heldContainer = nil
    }

    // MARK: Coordinator and context answers

    override var isAnimated: Bool { request.contextIsAnimated }
    override var presentationStyle: UIModalPresentationStyle { kind.presentationStyle }
    override var initiallyInteractive: Bool { machine.initiallyInteractive }
    override var isInterruptible: Bool { interruptibleAnimator != nil }
    override var isInteractive: Bool { machine.isInteractive }
    override var isCancelled: Bool { machine.wasCancelled }
    override var transitionDuration: TimeInterval { duration }
    override var percentComplete: CGFloat { machine.percentComplete }
    override var completionVelocity: CGFloat { velocity }
    override var completionCurve: UIView.AnimationCurve { curve }
    override var containerView: UIView { scene.containerView }
    override var hasEnded: Bool { machine.hasEnded }

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return kind.from
        case .to: return kind.to
        default: return nil
        }
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return scene.fromView
        case .to: return scene.toView
        default: return nil
        }
    }
}

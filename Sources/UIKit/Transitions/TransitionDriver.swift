@_spi(Testing) import QuartzCore

/// Runs one view-controller transition from "will begin" to "did end": the single mechanism
/// behind presentations, dismissals and container transitions. It is the transition context
/// the animator sees and the coordinator the controllers see.
///
/// The kind of transition plugs in through `TransitionSetup`: who appears and disappears, the
/// views and frames, the animator and interaction controller, and hooks for the kind's own
/// work at the start and end. The order of everything else lives here, once:
///
/// 1. "will" appearance callbacks (disappearing controllers first), then `willBegin`;
/// 2. the animator (or the interaction controller) runs, alongside blocks with it;
/// 3. `completeTransition(_:)` ends it: `didEnd`, then "did" appearance callbacks (or their
///    reversal when cancelled), coordinator completions, `animationEnded(_:)`, `completion`.
@preconcurrency @MainActor
package final class TransitionDriver: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    package struct Setup {
        package var from: UIViewController
        package var to: UIViewController
        /// Set by `prepare` when the transition starts.
        package var containerView: UIView!
        package var fromView: UIView?
        package var toView: UIView?
        package var initialFrames: [ObjectIdentifier: CGRect] = [:]
        package var finalFrames: [ObjectIdentifier: CGRect] = [:]
        package var isAnimated: Bool
        /// The `animated` flag the appearance callbacks receive.
        package var appearanceAnimated = true
        package var presentationStyle: UIModalPresentationStyle
        package var animator: UIViewControllerAnimatedTransitioning
        package var interactor: UIViewControllerInteractiveTransitioning?
        package var appearing: [UIViewController]
        package var disappearing: [UIViewController]
        /// Navigation ends the disappearing controller first (A.vDD before B.vDA); modal
        /// transitions end the appearing one first.
        package var disappearingEndsFirst = false
        /// Controllers whose `transitionCoordinator` is this driver.
        package var participants: [UIViewController]
        /// Runs first when the transition starts: loads views, builds the container, fills in
        /// the views and frames above.
        package var prepare: (inout Setup) -> Void = { _ in }
        package var willBegin: () -> Void = {}
        package var didEnd: (Bool) -> Void = { _ in }
        package var completion: (Bool) -> Void = { _ in }

        package init(
            from: UIViewController, to: UIViewController, containerView: UIView?, isAnimated: Bool,
            presentationStyle: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
            appearing: [UIViewController], disappearing: [UIViewController], participants: [UIViewController]
        ) {
            self.from = from
            self.to = to
            self.containerView = containerView
            self.isAnimated = isAnimated
            self.presentationStyle = presentationStyle
            self.animator = animator
            self.appearing = appearing
            self.disappearing = disappearing
            self.participants = participants
        }
    }

    /// Seconds after the expected end before a transition that never called
    /// `completeTransition(_:)` is reported.
    package static let hangGracePeriod: TimeInterval = 2

    package private(set) var setup: Setup
    package private(set) var machine = TransitionStateMachine()
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideStarted = false
    /// Every controller the transition drives, including those whose appearance does not change.
    private var drivenControllers: [UIViewController] = []
    /// The controllers the transition moves in and out, before the start filtered out those
    /// whose appearance did not change then: another transition (their container being
    /// covered or uncovered) may start theirs meanwhile, and only this one can end it.
    private var listedAppearing: [UIViewController] = []
    private var listedDisappearing: [UIViewController] = []
    package private(set) var duration: TimeInterval = 0
    package private(set) var completionVelocity: CGFloat = 1
    package private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The hang check's timer, on the world it was scheduled in (timer ids are per world).
    private var hangCheck: (loop: MainLoop, id: Int)?
    /// The world counting this transition as running (rotations wait for it).
    private weak var runningIn: UIApplication?
    /// Called once the transition has fully ended (the owner releases the driver).
    package var onRelease: () -> Void = {}

    package init(_ setup: Setup) {
        self.setup = setup
        LifetimeTracker.track(self)
        for vc in setup.participants { vc.activeTransitionStorage = self }
    }

    // MARK: Running

    /// Starts the transition (callers do this on the run-loop turn after the request).
    package func run() {
        let world = setup.from.world
        runningIn = world
        world.transitionDidStart()
        setup.prepare(&setup)
        for vc in setup.participants { vc.activeTransitionStorage = self }
        for vc in setup.appearing + setup.disappearing { vc.isDrivenByTransition = true }
        drivenControllers = setup.appearing + setup.disappearing
        listedAppearing = setup.appearing
        listedDisappearing = setup.disappearing
        // Only controllers whose appearance really changes take part in "did" (or a reversal):
        // one already in the target state (a controller a presentation covers, popped or
        // pushed past) gets no callbacks at all; one already heading there (its container is
        // being covered) hears no second "will" but this transition ends it, as its view leaves
        // the container; a child whose container is not visible or appearing does not appear.
        setup.disappearing = setup.disappearing.filter { vc in
            vc.appearance.state == .disappearing || vc.sendBeginAppearance(false, animated: setup.appearanceAnimated)
        }
        setup.appearing = setup.appearing.filter { vc in
            vc.appearance.state == .appearing
                || (vc.parentAllowsAppearance && vc.sendBeginAppearance(true, animated: setup.appearanceAnimated))
        }
        setup.willBegin()
        duration = setup.animator.transitionDuration(using: self)
        let interaction: TransitionStateMachine.Interaction
        if let interactor = setup.interactor {
            completionCurve = interactor.completionCurve
            completionVelocity = interactor.completionSpeed
            // Statements 96 and 102: only an animated transition whose interaction controller
            // wants it starts interactively; otherwise it starts running and may pause later.
            interaction = interactor.wantsInteractiveStart && setup.isAnimated ? .interactive : .nonInteractive
        } else {
            interaction = .none
        }
        perform(machine.start(interaction: interaction))
        runAlongsideAnimations()
    }

    /// Carries out what the machine decided; every action is handled here and nowhere else.
    private func perform(_ action: TransitionStateMachine.Action) {
        switch action {
        case .runAnimator:
            armHangCheck(after: duration)
            setup.animator.animateTransition(using: self)
        case .startInteraction(let interactive):
            // While the interaction is in control, a long pause is legitimate (statements 98,
            // 102): the hang check waits until the animator is back in control.
            if !interactive { armHangCheck(after: duration) }
            setup.interactor?.startInteractiveTransition(self)
        case .setProgress:
            // The machine holds the progress; the interaction controller moves the views.
            break
        case .endInteraction:
            armHangCheck(after: duration / Double(max(completionVelocity, 0.01)), since: "the interaction ended")
            notifyInteractionChanged()
        case .becomeInteractive:
            disarmHangCheck()
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
                in: setup.from.loop,
                "completeTransition(_:) was called more than once for the transition to \(setup.to.description); ignoring the extra call."
            )
        case .alreadyStarted, .notStarted, .notInteractive, .alreadyInteractive, .alreadyEnded:
            break
        }
    }

    /// Runs the queued alongside blocks inside an animation block matching the transition.
    package func runAlongsideAnimations() {
        guard !alongsideStarted, !machine.hasEnded else { return }
        alongsideStarted = true
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        if setup.isAnimated && duration > 0 {
            UIView.animate(
                withDuration: duration, delay: 0, options: [],
                animations: {
                    for b in blocks { b(self) }
                })
        } else {
            UIView.performWithoutAnimation { for b in blocks { b(self) } }
        }
    }

    /// Reports a transition whose animator never calls `completeTransition(_:)`, `seconds`
    /// plus the grace period from now, unless the interaction takes control first.
    private func armHangCheck(after seconds: TimeInterval, since: String = "it began") {
        disarmHangCheck()
        let wait = seconds + Self.hangGracePeriod
        let world = setup.from.loop
        hangCheck = (
            world,
            world.schedule(after: wait) { [weak self] in
                self?.reportHang(after: wait, since: since)
            }
        )
    }

    private func disarmHangCheck() {
        if let hangCheck { hangCheck.loop.cancelTimer(hangCheck.id) }
        hangCheck = nil
    }

    private func reportHang(after wait: TimeInterval, since: String) {
        let world = hangCheck?.loop ?? setup.from.loop
        hangCheck = nil
        guard machine.animatorIsInControl else { return }
        Diagnostics.log(
            in: world,
            "Transition from \(setup.from.description) to \(setup.to.description) has not ended \(String(format: "%.2g", wait)) s after \(since): the animator never called completeTransition(_:)."
        )
    }

    /// The animator's interruptible animator, or nil when it does not implement
    /// `interruptibleAnimator(using:)` (the protocol's default returns a marker). Nil before
    /// the transition starts: the animator may build its animator from the context, which has
    /// no container view yet.
    package var interruptibleAnimator: UIViewImplicitlyAnimating? {
        guard machine.state != .pending else { return nil }
        let a = setup.animator.interruptibleAnimator(using: self)
        return a === NotInterruptibleAnimator.marker ? nil : a
    }

    // MARK: UIViewControllerContextTransitioning

    package var containerView: UIView { setup.containerView }
    package var isAnimated: Bool { setup.isAnimated }
    package var isInteractive: Bool { machine.isInteractive }
    package var transitionWasCancelled: Bool { machine.wasCancelled }
    package var presentationStyle: UIModalPresentationStyle { setup.presentationStyle }
    package var targetTransform: CGAffineTransform { .identity }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) { perform(machine.update(percentComplete)) }

    package func finishInteractiveTransition() { perform(machine.finishInteraction()) }

    package func cancelInteractiveTransition() { perform(machine.cancelInteraction()) }

    package func pauseInteractiveTransition() { perform(machine.pause()) }

    private func notifyInteractionChanged() {
        for h in interactionHandlers { h(self) }
    }

    package func completeTransition(_ didComplete: Bool) { perform(machine.complete(didComplete)) }

    private func end(completed: Bool) {
        // An animator that completes inside `animateTransition(using:)` (a transition without
        // animation) ends before the alongside blocks had their turn: they still run, at once,
        // so what they set (a sheet's presenter scaled back to identity) is the end state.
        if !alongsideStarted {
            alongsideStarted = true
            let blocks = alongside
            alongside.removeAll()
            if completed { UIView.performWithoutAnimation { for b in blocks { b(self) } } }
        }
        setup.didEnd(completed)
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
            completed && !setup.disappearingEndsFirst
            ? shown.map { ($0, true) } + hidden.map { ($0, false) }
            : hidden.map { ($0, false) } + shown.map { ($0, true) }
        for (vc, target) in order where vc.isInAppearanceTransition {
            let appears = target && vc.viewIsInVisibleWindow && vc.parentAllowsAppearance
            if appears != (vc.appearance.state == .appearing) {
                vc.sendBeginAppearance(appears, animated: setup.appearanceAnimated)
            }
            vc.sendEndAppearance()
        }
        for vc in drivenControllers { vc.isDrivenByTransition = false }
        let completions = alongsideCompletions
        alongsideCompletions.removeAll()
        for c in completions { c(self) }
        setup.animator.animationEnded(completed)
        for vc in setup.participants where vc.activeTransitionStorage === self { vc.activeTransitionStorage = nil }
        setup.completion(completed)
        onRelease()
        interactionHandlers.removeAll()
        runningIn?.transitionDidEnd()
        runningIn = nil
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return setup.from
        case .to: return setup.to
        default: return nil
        }
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return setup.fromView
        case .to: return setup.toView
        default: return nil
        }
    }

    package func initialFrame(for vc: UIViewController) -> CGRect { setup.initialFrames[ObjectIdentifier(vc)] ?? .zero }
    package func finalFrame(for vc: UIViewController) -> CGRect { setup.finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: UIViewControllerTransitionCoordinator

    package var initiallyInteractive: Bool { machine.initiallyInteractive }
    package var isInterruptible: Bool { interruptibleAnimator != nil }
    package var isCancelled: Bool { machine.wasCancelled }
    package var transitionDuration: TimeInterval { duration }
    package var percentComplete: CGFloat { machine.percentComplete }

    package func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let completion { alongsideCompletions.append(completion) }
        guard let animation, !machine.hasEnded else { return false }
        if alongsideStarted {
            // Late blocks join the running transition at once.
            UIView.animate(withDuration: isAnimated ? duration : 0, animations: { animation(self) })
        } else {
            alongside.append(animation)
        }
        return true
    }

    package func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let view { extraScrubbedViews.append(view) }
        return animate(alongsideTransition: animation, completion: completion)
    }

    /// Views outside the container whose animations an interactive driver also scrubs.
    package private(set) var extraScrubbedViews: [UIView] = []

    package func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }
}

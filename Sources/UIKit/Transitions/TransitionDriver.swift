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
    package private(set) var duration: TimeInterval = 0
    package private(set) var completionVelocity: CGFloat = 1
    package private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The hang check's timer, on the world it was scheduled in (timer ids are per world).
    private var hangCheck: (loop: MainLoop, id: Int)?
    package private(set) var initiallyInteractive = false
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
        setup.prepare(&setup)
        for vc in setup.participants { vc.activeTransitionStorage = self }
        for vc in setup.appearing + setup.disappearing { vc.isDrivenByTransition = true }
        for vc in setup.disappearing { vc.sendBeginAppearance(false, animated: setup.appearanceAnimated) }
        for vc in setup.appearing { vc.sendBeginAppearance(true, animated: setup.appearanceAnimated) }
        setup.willBegin()
        duration = setup.animator.transitionDuration(using: self)
        let interactive = setup.interactor.map { $0.wantsInteractiveStart } ?? false
        initiallyInteractive = interactive && setup.isAnimated
        if let interactor = setup.interactor {
            completionCurve = interactor.completionCurve
            completionVelocity = interactor.completionSpeed
        }
        let world = setup.from.loop
        hangCheck = (world, world.schedule(after: duration + Self.hangGracePeriod) { [weak self] in
            self?.reportHang()
        })
        switch machine.start(interactive: setup.interactor != nil) {
        case .startInteraction:
            setup.interactor!.startInteractiveTransition(self)
        case .runAnimator:
            setup.animator.animateTransition(using: self)
        default:
            break
        }
        runAlongsideAnimations()
    }

    /// Runs the queued alongside blocks inside an animation block matching the transition.
    package func runAlongsideAnimations() {
        guard !alongsideStarted, !machine.hasEnded else { return }
        alongsideStarted = true
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        if setup.isAnimated && duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                for b in blocks { b(self) }
            })
        } else {
            UIView.performWithoutAnimation { for b in blocks { b(self) } }
        }
    }

    private func reportHang() {
        guard !machine.hasEnded else { return }
        Diagnostics.log(in: hangCheck?.loop ?? setup.from.loop,
            "Transition from \(setup.from.debugIdentity) to \(setup.to.debugIdentity) has not ended \(String(format: "%.2g", duration + Self.hangGracePeriod)) s after it began: the animator never called completeTransition(_:)."
        )
    }

    // MARK: UIViewControllerContextTransitioning

    package var containerView: UIView { setup.containerView }
    package var isAnimated: Bool { setup.isAnimated }
    package var isInteractive: Bool { machine.isInteractive }
    package var transitionWasCancelled: Bool { machine.wasCancelled }
    package var presentationStyle: UIModalPresentationStyle { setup.presentationStyle }
    package var targetTransform: CGAffineTransform { .identity }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) { _ = machine.update(percentComplete) }

    package func finishInteractiveTransition() {
        if case .endInteraction = machine.finishInteraction() { notifyInteractionChanged() }
    }

    package func cancelInteractiveTransition() {
        if case .endInteraction = machine.cancelInteraction() { notifyInteractionChanged() }
    }

    package func pauseInteractiveTransition() {
        if case .becomeInteractive = machine.pause() { notifyInteractionChanged() }
    }

    private func notifyInteractionChanged() {
        for h in interactionHandlers { h(self) }
    }

    package func completeTransition(_ didComplete: Bool) {
        switch machine.complete(didComplete) {
        case .end(let completed):
            end(completed: completed)
        case .reportRepeatedCompletion:
            Diagnostics.log(in: setup.from.loop, "completeTransition(_:) was called more than once for the transition to \(setup.to.debugIdentity); ignoring the extra call.")
        default:
            break
        }
    }

    private func end(completed: Bool) {
        if let hangCheck { hangCheck.loop.cancelTimer(hangCheck.id) }
        setup.didEnd(completed)
        if completed {
            let order = setup.disappearingEndsFirst
                ? setup.disappearing + setup.appearing : setup.appearing + setup.disappearing
            for vc in order { vc.sendEndAppearance() }
        } else {
            // A cancelled transition reverses: the appearing controller disappears again and
            // the disappearing one reappears.
            for vc in setup.appearing {
                vc.sendBeginAppearance(false, animated: setup.appearanceAnimated)
                vc.sendEndAppearance()
            }
            for vc in setup.disappearing {
                vc.sendBeginAppearance(true, animated: setup.appearanceAnimated)
                vc.sendEndAppearance()
            }
        }
        for vc in setup.appearing + setup.disappearing { vc.isDrivenByTransition = false }
        let completions = alongsideCompletions
        alongsideCompletions.removeAll()
        for c in completions { c(self) }
        setup.animator.animationEnded(completed)
        for vc in setup.participants where vc.activeTransitionStorage === self { vc.activeTransitionStorage = nil }
        setup.completion(completed)
        onRelease()
        interactionHandlers.removeAll()
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

    package var isInterruptible: Bool { setup.animator.providesInterruptibleAnimator }
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

    package func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}

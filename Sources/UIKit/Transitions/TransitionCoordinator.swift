/// The one coordinator type controllers see, for size changes and view-controller transitions
/// alike: the queues of alongside animations, completions and interaction-change handlers, and
/// when they run. A size change (rotation or resize) uses it as it is, with its duration and
/// window; `TransitionDriver` subclasses it and answers the context questions from its
/// transition.
///
/// Alongside blocks queued before the transition's animation starts run inside it (`runQueuedAlongside`
/// inside the caller's animation block, or `runAlongsideAnimations` in a block of their own);
/// blocks added later join at once; completions run once, when the transition ends.
@preconcurrency @MainActor
class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var alongsideStarted = false
    private var completionsRan = false
    private let sizeChangeDuration: TimeInterval
    private weak var sizeChangeContainer: UIView?

    /// The coordinator of a size change of `containerView` (a window) over `duration`.
    init(sizeChangeIn containerView: UIView, duration: TimeInterval) {
        sizeChangeDuration = duration
        sizeChangeContainer = containerView
    }

    /// For `TransitionDriver`, which answers the context questions itself.
    init() {
        sizeChangeDuration = 0
    }

    // MARK: UIViewControllerTransitionCoordinatorContext (a size change's answers)

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { sizeChangeDuration }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { sizeChangeContainer ?? UIView() }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    /// The interruptible animator alongside blocks join instead of an animation block of their
    /// own (a transition's; a size change has none).
    var alongsideAnimator: UIViewImplicitlyAnimating? { nil }
    /// Runs `body`, which makes the animations of an alongside block joining the transition
    /// late; a transition driven by a percent-driven interaction scrubs them with the rest.
    func joiningTransition(_ body: () -> Void) { body() }
    /// Whether the transition ended: no alongside block may join any more.
    var hasEnded: Bool { completionsRan }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if hasEnded {
            // Too late to animate, but the completion still runs, as UIKit allows (statement 86).
            completion?(self)
            return false
        }
        if let completion { completions.append(completion) }
        guard let animation else { return false }
        if alongsideStarted {
            // Late blocks join the running transition at once.
            if let a = alongsideAnimator, ImplicitlyAnimatingDefaults.offer({ animation(self) }, to: a) {
                // Joined the interruptible animator.
            } else {
                joiningTransition {
                    UIView.animate(withDuration: isAnimated ? transitionDuration : 0, animations: { animation(self) })
                }
            }
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        // The view needs no bookkeeping: a percent-driven transition scrubs every animation
        // its alongside blocks make, wherever the animated views are.
        return animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    // MARK: Running the queues

    /// Takes the queued alongside blocks (once); later blocks join at once.
    private func takeAlongside() -> [(UIViewControllerTransitionCoordinatorContext) -> Void]? {
        guard !alongsideStarted, !hasEnded else { return nil }
        alongsideStarted = true
        let blocks = alongside
        alongside.removeAll()
        return blocks
    }

    /// Runs the queued alongside blocks where the caller is: inside its animation block (a size
    /// change's resize).
    func runQueuedAlongside() {
        for b in takeAlongside() ?? [] { b(self) }
    }

    /// Runs the queued alongside blocks inside an animation block matching the transition.
    func runAlongsideAnimations() {
        guard let blocks = takeAlongside(), !blocks.isEmpty else { return }
        if let a = alongsideAnimator, ImplicitlyAnimatingDefaults.offer({ for b in blocks { b(self) } }, to: a) {
            // Joined the interruptible animator.
        } else if isAnimated && transitionDuration > 0 {
            UIView.animate(
                withDuration: transitionDuration, delay: 0, options: [],
                animations: {
                    for b in blocks { b(self) }
                })
        } else {
            UIView.performWithoutAnimation { for b in blocks { b(self) } }
        }
    }

    /// A transition that ends before its alongside blocks had their turn (an animator that
    /// completes inside `animateTransition(using:)`) still runs them, at once, when it
    /// completed, so what they set is the end state.
    func runSkippedAlongside(completed: Bool) {
        guard !alongsideStarted else { return }
        alongsideStarted = true
        let blocks = alongside
        alongside.removeAll()
        if completed { UIView.performWithoutAnimation { for b in blocks { b(self) } } }
    }

    /// Runs the completions, once.
    func runCompletions() {
        completionsRan = true
        let blocks = completions
        completions.removeAll()
        for c in blocks { c(self) }
    }

    func notifyInteractionChanged() {
        for h in interactionHandlers { h(self) }
    }

    func dropInteractionHandlers() { interactionHandlers.removeAll() }
}

// What happens to a request that arrives while a transition runs, per kind (issue 21). UIKit
// never half-does one: it either applies it or refuses it with its console warning. Each
// container keeps its transitions in one place (`UIViewController.containerTransitions`, one per
// `TransitionDomain`); a transition counts as busy from its request until its completion phase.
//
// - `present` (domain `.modal`): refused with "Attempt to present <X> on <Y> (from <Z>) while a
//   presentation is in progress." (statement 37) when a presentation or dismissal was requested
//   and has not reached its ending phase on the presenter <Y> or the source <Z>, on a container
//   of either, or on a controller that presents them (transitively): so nothing is presented
//   from a controller that is itself being presented or dismissed, or from one sitting on such a
//   controller. The presenter's own request also counts until its completion. Checked after
//   statement 36 ("already presenting") and 39 ("not in the window hierarchy"), so presenting
//   from a controller whose presentation was only requested this turn gets statement 39's
//   warning (its view reaches the window on the next turn, statement 51).
// - `dismiss` (domain `.modal`): refused with "Attempt to dismiss from view controller <X> while
//   a presentation or dismiss is in progress!" (statement 38) under the same rule, <X> being the
//   controller whose presented controller would go (the presenter of the dismissed chain), or a
//   controller in that chain that runs a transition of its own. Which controller UIKit names is
//   undocumented.
// - The ending phase is settled: from the "did" callbacks, coordinator completions and
//   completion handlers, `present` and `dismiss` apply as usual (a new transition on the same
//   presenter replaces the ending one).
// - Every other kind says what it does in its `admission(in:)`, and `TransitionDriver.admit`
//   applies that answer the same way for all: push and pop are refused with a console warning
//   and a stack replacement (`setViewControllers`) is queued until the running navigation
//   transition ends (`NavigationTransition`); a tab switch and a page turn are ignored
//   (`TabSwitchTransition`, `PageTurnTransition`; a page `setViewControllers` hears `false`);
//   a split's display mode change is queued (`SplitColumnTransition`); a child swap is never
//   refused (`ChildSwapTransition`). A gesture that would start one may begin only when the
//   kind would start now.
// - Requests made inside `viewWillTransition(to:with:)` apply at once without animation
//   (statement 137) for kinds that follow the rule (`followsSizeChangeRule`, applied by
//   `TransitionDriver.start(_:animated:_:)`); a rotation arriving while any transition
//   runs waits for the end of the last one (`UIApplication.deviceDidRotate`).
// - A request whose container is off screen (its view in no window) does what its kind's
//   `offScreenRule` says, applied by `TransitionDriver.start(_:animated:_:)` for every kind:
//   push, pop, `setViewControllers`, tab switches, page turns and column changes apply at once
//   (`applyWithoutTransition`), with no coordinator, animator or appearance callbacks, as UIKit
//   swaps a container's views when nothing shows them; a presentation never gets there (its
//   admission refuses it, statement 39); a dismissal and a child swap run as transitions (the
//   swap with nobody appearing or disappearing).
//
// When a transition starts, per kind (`TransitionStartTiming`):
// - presentation and dismissal: on the next run-loop turn (statement 51): the request links the
//   controllers at once (`presentedViewController` and `transitionCoordinator` answer
//   immediately) and the "will" callbacks and the animator follow on the next turn;
// - push, pop, `setViewControllers`, child swap, tab switch and page turn: at once, inside the call: the
//   "will" callbacks have run when the call returns, as in UIKit;
// - size change: at once, inside the rotation or resize, with its own coordinator
//   (`TransitionCoordinator(sizeChangeIn:)`).

/// The busy domains of a container: one running transition per domain and container.
enum TransitionDomain: Hashable, Sendable {
    /// Presentations and dismissals, owned by the presenter.
    case modal
    /// Pushes, pops and stack replacements, owned by the navigation controller.
    case navigation
    /// `transition(from:to:...)` between two children, owned by their parent.
    case childSwap
    /// Switching the selected tab, owned by the tab bar controller.
    case tabSelection
    /// Turning pages, owned by the page view controller.
    case pageTurn

    /// Showing and hiding a split view controller's columns, owned by the split.
    case splitColumns
}

/// When the driver starts a requested transition (see the policy above).
enum TransitionStartTiming: Sendable {
    /// Inside the request.
    case immediately
    /// On the run-loop turn after the request (statement 51).
    case nextTurn
}

/// What a request does when it arrives, as its kind decides (`TransitionKind.admission(in:)`).
enum TransitionAdmission: Equatable, Sendable {
    /// It may start now.
    case start
    /// It is refused, and UIKit's console text for the refusal is logged.
    case refuse(consoleText: String)
    /// It is dropped silently (a completion handler hears `false`).
    case ignore
    /// It is made again once the container's running transition of its domain ends.
    case queue
}

/// What a request does when its container is off screen (`TransitionKind.offScreenRule`).
enum TransitionOffScreenRule: Equatable, Sendable {
    /// It runs as a transition all the same.
    case transition
    /// The kind makes its change at once (`applyWithoutTransition()`); no transition runs.
    case applyAtOnce
}

/// One kind of view-controller transition, plugged into the one `TransitionDriver`: it names
/// the controllers and supplies its view changes and callbacks; the driver owns the phases, the
/// coordinator, the interactivity and the completion.
@preconcurrency @MainActor
protocol TransitionKind: AnyObject {
    /// The controller that counts as busy while the transition runs.
    var container: UIViewController { get }
    /// Which of the container's transitions this is.
    static var domain: TransitionDomain { get }
    static var startTiming: TransitionStartTiming { get }
    /// Whether a request for this kind in `container` may start now (the policy above, for
    /// this kind); asked before the container changes anything for the request.
    @MainActor static func admission(in container: UIViewController) -> TransitionAdmission
    /// Keeps a request this kind queued, to make it again once the running transition ends.
    @MainActor static func enqueue(_ retry: @escaping () -> Void, in container: UIViewController)
    /// Whether a request made inside `viewWillTransition(to:with:)` runs without animation
    /// (statement 137).
    static var followsSizeChangeRule: Bool { get }
    /// What a request does when the container's view is in no window (the policy above).
    static var offScreenRule: TransitionOffScreenRule { get }
    /// Makes the request's change at once, without a transition: views, children and the
    /// container's own state end as a completed transition would leave them, and nobody hears
    /// appearance callbacks (for `offScreenRule == .applyAtOnce`).
    func applyWithoutTransition()
    /// The context's `.from` and `.to` controllers.
    var from: UIViewController { get }
    var to: UIViewController { get }
    /// Controllers whose `transitionCoordinator` is the driver.
    var participants: [UIViewController] { get }
    /// Controllers expected to appear and disappear (`prepare` may change them).
    var appearing: [UIViewController] { get }
    var disappearing: [UIViewController] { get }
    /// Containers end the disappearing controller first (A.vDD before B.vDA); modal
    /// transitions end the appearing one first.
    var disappearingEndsFirst: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Runs first when the transition starts: loads views, builds the container, fills in the
    /// views and frames.
    func prepare(_ scene: inout TransitionScene)
    /// Once the container is busy and the coordinator answers, before the start is scheduled.
    func requested()
    /// After the "will" appearance callbacks, before the animator.
    func willBegin()
    /// Right after `willBegin`: fills in the views the context hands the animator, which UIKit
    /// reads from the presentation controller only once its transition has begun (statement 74).
    func readViews(_ scene: inout TransitionScene)
    /// After `completeTransition(_:)`, before the "did" appearance callbacks.
    func didEnd(completed: Bool)
    /// The kind's bookkeeping, after the coordinator completions, right before the request's
    /// completion; the container is no longer busy.
    func finish(completed: Bool)
}

extension TransitionKind {
    /// By default a kind starts beside anything else running (a child swap).
    @MainActor static func admission(in container: UIViewController) -> TransitionAdmission { .start }
    @MainActor static func enqueue(_ retry: @escaping () -> Void, in container: UIViewController) {}
    static var followsSizeChangeRule: Bool { true }
    static var offScreenRule: TransitionOffScreenRule { .transition }
    func applyWithoutTransition() {}
    var disappearingEndsFirst: Bool { true }
    var presentationStyle: UIModalPresentationStyle { .none }
    func requested() {}
    func willBegin() {}
    func readViews(_ scene: inout TransitionScene) {}
    func didEnd(completed: Bool) {}
    func finish(completed: Bool) {}
}

/// The views and frames of a transition, which the kind fills in when it starts.
struct TransitionScene {
    var containerView: UIView!
    var fromView: UIView?
    var toView: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    var appearing: [UIViewController]
    var disappearing: [UIViewController]
}

/// A request for one transition: the only way to start the driver.
@preconcurrency @MainActor
struct TransitionRequest {
    typealias Animators = (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?)

    var kind: any TransitionKind
    /// The `animated` flag the appearance callbacks and delegates receive.
    var animated: Bool
    /// The context's `isAnimated` (UIKit reports built-in modal transitions as animated).
    var contextIsAnimated: Bool
    /// The animator and the interaction controller (a delegate's, or a gesture's), given to the
    /// driver. Modal requests ask the transitioning delegate only once the presenter is busy,
    /// so the delegate sees the controller being presented or dismissed; other kinds ask before.
    var animators: () -> Animators
    var completion: (Bool) -> Void

    init(
        kind: any TransitionKind, animated: Bool, contextIsAnimated: Bool? = nil,
        animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning? = nil,
        completion: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            kind: kind, animated: animated, contextIsAnimated: contextIsAnimated, animators: { (animator, interactor) },
            completion: completion)
    }

    init(
        kind: any TransitionKind, animated: Bool, contextIsAnimated: Bool? = nil,
        animators: @escaping () -> Animators, completion: @escaping (Bool) -> Void = { _ in }
    ) {
        self.kind = kind
        self.animated = animated
        self.contextIsAnimated = contextIsAnimated ?? animated
        self.animators = animators
        self.completion = completion
    }
}

extension UIViewController {
    /// The transition of `domain` this controller runs as container, from its request until
    /// its completion phase (the one busy rule of the policy above).
    func busyTransition(_ domain: TransitionDomain) -> TransitionDriver? {
        containerTransitions[domain].flatMap { $0.isFinishing ? nil : $0 }
    }

    /// Whether a presentation or dismissal this controller runs was requested and has not
    /// reached its ending phase (its "did" callbacks and completions may start another).
    var isModalTransitionInFlight: Bool {
        containerTransitions[.modal].map { !$0.machine.hasEnded } ?? false
    }
}

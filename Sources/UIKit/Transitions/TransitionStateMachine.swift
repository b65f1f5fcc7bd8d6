/// The life of one view-controller transition (present, dismiss, push, pop, tab switch, child
/// swap), as a value: every input is a mutating method that returns the action the driver must
/// perform. The machine alone owns the phases and the interactive flags; the driver keeps no
/// copy of them.
///
/// ```
///                               ┌─────────┐
///                               │ pending │
///                               └─────────┘
///                ┌────────────────┘     └─────────────────┐
///                │ start(.none)                           │ start(.interactive)
///                │ ─▶ .runAnimator                        │ ─▶ .startInteraction(
///                │ start(.nonInteractive)                 │      interactive: true)
///                │ ─▶ .startInteraction(                  │
///                │      interactive: false)               │
///                ▼       pause() ─▶ .becomeInteractive    ▼
///  ┌────────────────────────────┐           ┌────────────────────────────┐ update(p)
///  │ running(interactive: false)│──────────▶│ running(interactive: true) │───────┐
///  │ the animator is in control │           │ the interaction is in      │◀──────┘
///  └────────────────────────────┘           │ control                    │ ─▶ .setProgress(p)
///                │                          └────────────────────────────┘
///                │                              │          ▲
///                │  finishInteraction(),        │          │ pause()
///                │  cancelInteraction()         ▼          │ ─▶ .becomeInteractive
///                │  ─▶ .endInteraction(   ┌────────────────────────────┐
///                │       cancelled:)      │ settling(cancelled: Bool)  │
///                │                        │ the animator is in control │
///                │                        └────────────────────────────┘
///                │ complete(c)                  │ complete(c)
///                ▼ ─▶ .end(completed: c)        ▼ ─▶ .end(completed: c)
///  ┌───────────────────────────────────────────────────────────────────┐
///  │ ended(completed: Bool)                                            │
///  └───────────────────────────────────────────────────────────────────┘
/// ```
///
/// `complete(c)` is also accepted from `running(interactive: true)` (an interruptible animator
/// that reaches its end while paused, or an animator that gives up).
///
/// Every input that does not fit the state returns `.refuse(_:)` naming why, and changes
/// nothing: completing twice, completing or driving the interaction before the start, starting
/// twice, updating/finishing/cancelling when not interactive, pausing when already interactive,
/// anything after the end.
///
/// The hang watchdog follows who is in control: it is armed while the animator runs
/// (`running(interactive: false)`, `settling`) and disarmed while the interaction is in control
/// (`running(interactive: true)`) or after the end; see `animatorIsInControl`.
struct TransitionStateMachine: Equatable, Sendable {
    /// The phase of the transition.
    package enum State: Equatable, Sendable {
        /// Requested; "will" callbacks may have run, the animator has not.
        case pending
        /// Started. `interactive`: an interaction controller drives the progress; otherwise the
        /// animator runs on its own (possibly under a non-interactive interaction controller).
        case running(interactive: Bool)
        /// The interaction finished or cancelled; the animator is completing or reverting.
        case settling(cancelled: Bool)
        /// `completeTransition(_:)` was called.
        case ended(completed: Bool)
    }

    /// How the transition starts, from the interaction controller the transition got.
    enum Interaction: Equatable, Sendable, CaseIterable {
        /// No interaction controller: the animator runs the transition.
        case none
        /// An interaction controller whose `wantsInteractiveStart` is true, on an animated
        /// transition: it starts paused, driven by the user.
        case interactive
        /// An interaction controller that does not want an interactive start (or a transition
        /// that is not animated): it starts non-interactively and may pause later.
        case nonInteractive
    }

    /// Why an input was refused.
    enum Refusal: Equatable, Sendable {
        /// `start` when the transition already started.
        case alreadyStarted
        /// An input other than `start` before the start.
        case notStarted
        /// `update`/`finish`/`cancel` when the interaction is not in control.
        case notInteractive
        /// `pause` when the interaction is already in control.
        case alreadyInteractive
        /// `completeTransition(_:)` a second time.
        case completedTwice
        /// Any other input after the end.
        case alreadyEnded
    }

    enum Action: Equatable, Sendable {
        /// Call `animateTransition(using:)`; the animator is in control.
        case runAnimator
        /// Call the interaction controller's `startInteractiveTransition(_:)`; `interactive`
        /// says whether the interaction (true) or the animator (false) is in control.
        case startInteraction(interactive: Bool)
        /// The interactive progress changed (already recorded in `percentComplete`).
        case setProgress(CGFloat)
        /// The interaction ended: tell the interaction-change handlers; the animator is back
        /// in control.
        case endInteraction(cancelled: Bool)
        /// The animator was paused: the interaction is in control; tell the handlers.
        case becomeInteractive
        /// Run the end of the transition: did-end hooks, appearance, completions.
        case end(completed: Bool)
        /// The input does not fit the state; nothing changed.
        case refuse(Refusal)
    }

    private(set) var state: State = .pending
    /// Whether the transition started interactively; never changes after the start.
    private(set) var initiallyInteractive = false
    /// Whether the last interaction was cancelled (`transitionWasCancelled`).
    private(set) var wasCancelled = false
    /// The last interactive progress (never below 0).
    private(set) var percentComplete: CGFloat = 0

    init() {}

    /// Whether the interaction is in control now (`isInteractive`).
    var isInteractive: Bool { state == .running(interactive: true) }
    var hasEnded: Bool { if case .ended = state { true } else { false } }
    /// Whether the animator runs on its own, so a missing `completeTransition(_:)` is a hang.
    var animatorIsInControl: Bool {
        switch state {
        case .running(let interactive): !interactive
        case .settling: true
        case .pending, .ended: false
        }
    }

    mutating func start(interaction: Interaction) -> Action {
        switch state {
        case .pending: break
        case .ended: return .refuse(.alreadyEnded)
        case .running, .settling: return .refuse(.alreadyStarted)
        }
        switch interaction {
        case .none:
            state = .running(interactive: false)
            return .runAnimator
        case .interactive:
            state = .running(interactive: true)
            initiallyInteractive = true
            return .startInteraction(interactive: true)
        case .nonInteractive:
            state = .running(interactive: false)
            return .startInteraction(interactive: false)
        }
    }

    mutating func update(_ percent: CGFloat) -> Action {
        if let refused = refusalUnlessInteractive() { return refused }
        percentComplete = max(0, percent)
        return .setProgress(percentComplete)
    }

    mutating func finishInteraction() -> Action { endInteraction(cancelled: false) }

    mutating func cancelInteraction() -> Action { endInteraction(cancelled: true) }

    private mutating func endInteraction(cancelled: Bool) -> Action {
        if let refused = refusalUnlessInteractive() { return refused }
        state = .settling(cancelled: cancelled)
        wasCancelled = cancelled
        return .endInteraction(cancelled: cancelled)
    }

    mutating func pause() -> Action {
        switch state {
        case .pending: return .refuse(.notStarted)
        case .ended: return .refuse(.alreadyEnded)
        case .running(interactive: true): return .refuse(.alreadyInteractive)
        case .running(interactive: false), .settling:
            state = .running(interactive: true)
            wasCancelled = false
            return .becomeInteractive
        }
    }

    mutating func complete(_ didComplete: Bool) -> Action {
        switch state {
        case .pending: return .refuse(.notStarted)
        case .ended: return .refuse(.completedTwice)
        case .running, .settling:
            state = .ended(completed: didComplete)
            return .end(completed: didComplete)
        }
    }

    private func refusalUnlessInteractive() -> Action? {
        switch state {
        case .pending: .refuse(.notStarted)
        case .ended: .refuse(.alreadyEnded)
        case .running(interactive: true): nil
        case .running(interactive: false), .settling: .refuse(.notInteractive)
        }
    }
}

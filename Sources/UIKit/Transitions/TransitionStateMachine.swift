/// The life of one view-controller transition (present, dismiss, push, pop, tab switch, child
/// swap), as a value: every input returns the action the driver must perform.
///
/// ```
///                 start(interactive: false)
///   ┌─────────┐ ─────────────────────────────▶ ┌────────────────────┐
///   │ pending │                                │ animating          │◀─┐
///   └─────────┘ ─────────────────────────────▶ │ (interactive: Bool)│  │ pause (interruptible)
///                 start(interactive: true)     └────────────────────┘──┘
///                                                │            │
///                      finish/cancelInteractive  │            │ completeTransition(c)
///                                                ▼            │
///                                   ┌─────────────────────┐   │
///                                   │ settling(cancelled) │   │
///                                   └─────────────────────┘   │
///                                                │            │
///                         completeTransition(c)  ▼            ▼
///                                          ┌──────────────────────┐
///                                          │ ended(completed: c)  │
///                                          └──────────────────────┘
/// ```
///
/// Inputs that do not fit the state (a second `completeTransition`, `update` outside an
/// interactive phase) produce `.ignore` or a diagnostic action instead of corrupting anything.
package struct TransitionStateMachine: Equatable, Sendable {
    package enum State: Equatable, Sendable {
        case pending
        case animating(interactive: Bool)
        case settling(cancelled: Bool)
        case ended(completed: Bool)
    }

    package enum Action: Equatable, Sendable {
        /// Call `animateTransition(using:)`.
        case runAnimator
        /// Call the interaction controller's `startInteractiveTransition(_:)`.
        case startInteraction
        /// Record the interactive progress.
        case setProgress(CGFloat)
        /// Interaction ended: tell the interaction-change handlers, then settle.
        case endInteraction(cancelled: Bool)
        /// An interruptible transition became interactive.
        case becomeInteractive
        /// Run the end of the transition: did-end hooks, appearance, completions.
        case end(completed: Bool)
        /// `completeTransition` called again: log, change nothing.
        case reportRepeatedCompletion
        /// Nothing to do.
        case ignore
    }

    package private(set) var state: State = .pending
    package private(set) var wasCancelled = false
    package private(set) var percentComplete: CGFloat = 0

    package init() {}

    package var isInteractive: Bool { state == .animating(interactive: true) }
    package var hasEnded: Bool { if case .ended = state { return true } else { return false } }

    package mutating func start(interactive: Bool) -> Action {
        guard state == .pending else { return .ignore }
        state = .animating(interactive: interactive)
        return interactive ? .startInteraction : .runAnimator
    }

    package mutating func update(_ percent: CGFloat) -> Action {
        guard isInteractive else { return .ignore }
        percentComplete = max(0, percent)
        return .setProgress(percentComplete)
    }

    package mutating func finishInteraction() -> Action { endInteraction(cancelled: false) }

    package mutating func cancelInteraction() -> Action { endInteraction(cancelled: true) }

    private mutating func endInteraction(cancelled: Bool) -> Action {
        guard isInteractive else { return .ignore }
        state = .settling(cancelled: cancelled)
        wasCancelled = cancelled
        return .endInteraction(cancelled: cancelled)
    }

    package mutating func pause() -> Action {
        guard state == .animating(interactive: false) || { if case .settling = state { return true }; return false }()
        else { return .ignore }
        state = .animating(interactive: true)
        wasCancelled = false
        return .becomeInteractive
    }

    package mutating func complete(_ didComplete: Bool) -> Action {
        switch state {
        case .ended: return .reportRepeatedCompletion
        case .pending: return .ignore
        default:
            state = .ended(completed: didComplete)
            return .end(completed: didComplete)
        }
    }
}

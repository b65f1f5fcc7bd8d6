/// Recognizes fingers held down for a while, as UIKit's `UILongPressGestureRecognizer`
/// (a continuous gesture).
///
/// It begins once the required fingers have been down for `minimumPressDuration` (on the one
/// clock) without moving more than `allowableMovement`; after that, movement changes it and
/// lifting a finger ends it. With `numberOfTapsRequired`, that many quick taps come first.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long (seconds) the fingers must be held.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must be held.
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press.
    open var numberOfTapsRequired = 0
    /// How far (points) the fingers may move before the gesture begins.
    open var allowableMovement: CGFloat = 10

    private var tapsCompleted = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where pendingState == nil:
            cancelTimer()
            let down = activeTouches.count
            if down > numberOfTouchesRequired {
                state = .failed
            } else if down == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
                startTimer(after: minimumPressDuration) { recognizer in
                    if recognizer.state == .possible { recognizer.state = .began }
                }
            }
        case .began, .changed:
            // Extra fingers after the press began are not part of it.
            for touch in touches where activeTouches.count > numberOfTouchesRequired { ignore(touch, for: event) }
        default: break
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where pendingState == nil:
            let tooFar = touches.contains {
                $0.locationInWindow.distance(to: $0.startLocationInWindow) > allowableMovement
            }
            if tooFar { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where pendingState == nil:
            // Lifting early fails the press, unless this was one of the taps before it.
            guard tapsCompleted < numberOfTapsRequired else {
                state = .failed
                return
            }
            guard activeTouches.isEmpty else { return }
            tapsCompleted += 1
            startTimer(after: EventEnvironment.multiTapInterval) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        case .began, .changed:
            if activeTouches.count < numberOfTouchesRequired { state = .ended }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
    }
}

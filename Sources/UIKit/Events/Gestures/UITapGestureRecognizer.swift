/// Recognizes one or more taps with a number of fingers, as UIKit's `UITapGestureRecognizer`
/// (a discrete gesture).
///
/// A tap fails when a finger moves more than 10 points, when more fingers than required touch
/// down, or when the next tap of a multi-tap does not start within 0.35 seconds of the last
/// lift or lands more than 45 points from the first.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap uses.
    open var numberOfTouchesRequired = 1

    /// How far (points) a finger may move and still tap.
    static let allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var mostTouchesThisTap = 0
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        cancelTimer()
        let down = activeTouches.count
        mostTouchesThisTap = max(mostTouchesThisTap, down)
        if down > numberOfTouchesRequired { state = .failed; return }
        if let first = firstTapLocation,
            centroid(of: Array(touches)).distance(to: first) > EventEnvironment.multiTapDistance
        {
            state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        if movedTooFar(touches) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        if movedTooFar(touches) { state = .failed; return }
        guard activeTouches.isEmpty else { return }
        guard mostTouchesThisTap == numberOfTouchesRequired else { state = .failed; return }
        tapsCompleted += 1
        mostTouchesThisTap = 0
        // Later taps must land near the first.
        if firstTapLocation == nil { firstTapLocation = centroid(of: touchesForLocation) }
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            startTimer(after: EventEnvironment.multiTapInterval) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        mostTouchesThisTap = 0
        firstTapLocation = nil
    }

    /// A tap does not make a tap that needs more taps fail (both can fire on a double tap).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains {
            $0.locationInWindow.distance(to: $0.startLocationInWindow) > UITapGestureRecognizer.allowableMovement
        }
    }
}

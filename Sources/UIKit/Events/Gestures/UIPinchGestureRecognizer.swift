/// Recognizes two fingers pinching, as UIKit's `UIPinchGestureRecognizer` (a continuous
/// gesture).
///
/// The scale is the distance between the two fingers over their distance at touch-down; the
/// gesture begins once that distance changed by 10 points and ends when either finger lifts.
/// The velocity is the scale's rate per second over the last 0.1 s of samples.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far (points) the span changes before the pinch begins.
    static let hysteresis: CGFloat = 10

    private var fingers = TwoFingerTracking()
    private var initialSpan: CGFloat = 0
    private var baseScale: CGFloat = 1

    /// The scale of the pinch (1 at touch-down); setting it makes later changes relative to
    /// the new value.
    open var scale: CGFloat {
        get {
            guard pair.isFormed, initialSpan > 0 else { return baseScale }
            return baseScale * pair.span / initialSpan
        }
        set {
            baseScale = newValue
            if pair.isFormed { initialSpan = pair.span }
            fingers.samples.removeAll()
            fingers.samples.add(CGPoint(x: newValue, y: 0), at: (view?.loop ?? MainLoop.current).now)
        }
    }

    /// How fast the scale changes, per second.
    open var velocity: CGFloat { fingers.samples.velocity.x }

    private var pair: FingerPair { fingers.pair }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, fingers.formPair(from: activeTouches) else { return }
        initialSpan = pair.span
        fingers.samples.add(CGPoint(x: scale, y: 0), at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isFormed else { return }
        fingers.samples.add(CGPoint(x: scale, y: 0), at: event.timestamp)
        let beyond = abs(pair.span - initialSpan) >= UIPinchGestureRecognizer.hysteresis
        if let next = TwoFingerTracking.state(afterMoving: state, beyondHysteresis: beyond) { state = next }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if pair.isFormed { fingers.samples.add(CGPoint(x: scale, y: 0), at: event.timestamp) }
        if let next = fingers.state(afterLifting: state, fingersLeft: !activeTouches.isEmpty) { state = next }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = TwoFingerTracking.state(afterCancelling: state) { state = next }
    }

    open override func reset() {
        super.reset()
        fingers = TwoFingerTracking()
        initialSpan = 0
        baseScale = 1
    }
}

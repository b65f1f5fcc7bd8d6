/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer` (a continuous
/// gesture).
///
/// The rotation is the angle (radians, clockwise positive on screen) the line between the two
/// fingers turned since touch-down; the gesture begins once it turned 5 degrees and ends when
/// either finger lifts. The velocity is radians per second over the last 0.1 s of samples.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far (radians) the fingers turn before the rotation begins.
    static let hysteresis: CGFloat = .pi / 36

    private var fingers = TwoFingerTracking()
    private var lastAngle: CGFloat = 0
    /// The unwrapped turn since the pair formed (or since `rotation` was set).
    private var turned: CGFloat = 0
    private var baseRotation: CGFloat = 0

    /// The rotation in radians; setting it makes later turns add to the new value.
    open var rotation: CGFloat {
        get { baseRotation + turned }
        set {
            baseRotation = newValue
            turned = 0
            fingers.samples.removeAll()
            fingers.samples.add(CGPoint(x: newValue, y: 0), at: (view?.loop ?? MainLoop.current).now)
        }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat { fingers.samples.velocity.x }

    private var pair: FingerPair { fingers.pair }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, fingers.formPair(from: activeTouches) else { return }
        lastAngle = pair.angle
        fingers.samples.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isFormed else { return }
        follow(event)
        let beyond = abs(turned) >= UIRotationGestureRecognizer.hysteresis
        if let next = TwoFingerTracking.state(afterMoving: state, beyondHysteresis: beyond) { state = next }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if pair.isFormed { follow(event) }
        if let next = fingers.state(afterLifting: state, fingersLeft: !activeTouches.isEmpty) { state = next }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = TwoFingerTracking.state(afterCancelling: state) { state = next }
    }

    open override func reset() {
        super.reset()
        fingers = TwoFingerTracking()
        lastAngle = 0
        turned = 0
        baseRotation = 0
    }

    /// Adds the turn since the last event, taking the short way round (no jump at ±π).
    private func follow(_ event: UIEvent) {
        var delta = pair.angle - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = pair.angle
        fingers.samples.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
    }
}

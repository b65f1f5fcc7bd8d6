/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer` (a continuous
/// gesture).
///
/// The rotation is the angle (radians, clockwise positive on screen) the line between the two
/// fingers turned since touch-down; the gesture begins once it turned 5 degrees and ends when
/// either finger lifts. The velocity is radians per second over the last 0.1 s of samples.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far (radians) the fingers turn before the rotation begins.
    package static let hysteresis: CGFloat = .pi / 36

    private var pair = FingerPair()
    private var lastAngle: CGFloat = 0
    /// The unwrapped turn since the pair formed (or since `rotation` was set).
    private var turned: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var samples = GestureSamples()

    /// The rotation in radians; setting it makes later turns add to the new value.
    open var rotation: CGFloat {
        get { baseRotation + turned }
        set {
            baseRotation = newValue
            turned = 0
            samples.removeAll()
            samples.add(CGPoint(x: newValue, y: 0), at: (view?.loop ?? MainLoop.current).now)
        }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat { samples.velocity.x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, !pair.isFormed, pair.form(from: activeTouches) else { return }
        lastAngle = pair.angle
        samples.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isFormed else { return }
        follow(event)
        switch state {
        case .possible:
            if abs(turned) >= UIRotationGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if pair.isFormed { follow(event) }
        guard pair.isBroken else {
            if state == .possible && activeTouches.isEmpty { state = .failed }
            return
        }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
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
        pair = FingerPair()
        lastAngle = 0
        turned = 0
        baseRotation = 0
        samples.removeAll()
    }

    /// Adds the turn since the last event, taking the short way round (no jump at ±π).
    private func follow(_ event: UIEvent) {
        var delta = pair.angle - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        turned += delta
        lastAngle = pair.angle
        samples.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
    }
}

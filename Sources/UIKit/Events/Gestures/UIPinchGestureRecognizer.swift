/// Recognizes two fingers pinching, as UIKit's `UIPinchGestureRecognizer` (a continuous
/// gesture).
///
/// The scale is the distance between the two fingers over their distance at touch-down; the
/// gesture begins once that distance changed by 10 points and ends when either finger lifts.
/// The velocity is the scale's rate per second over the last 0.1 s of samples.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far (points) the span changes before the pinch begins.
    package static let hysteresis: CGFloat = 10

    private var pair = FingerPair()
    private var initialSpan: CGFloat = 0
    private var baseScale: CGFloat = 1
    private var samples = GestureSamples()

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
            samples.removeAll()
            samples.add(CGPoint(x: newValue, y: 0), at: (view?.loop ?? MainLoop.current).now)
        }
    }

    /// How fast the scale changes, per second.
    open var velocity: CGFloat { samples.velocity.x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, !pair.isFormed, pair.form(from: activeTouches) else { return }
        initialSpan = pair.span
        samples.add(CGPoint(x: scale, y: 0), at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isFormed else { return }
        samples.add(CGPoint(x: scale, y: 0), at: event.timestamp)
        switch state {
        case .possible:
            if abs(pair.span - initialSpan) >= UIPinchGestureRecognizer.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if pair.isFormed { samples.add(CGPoint(x: scale, y: 0), at: event.timestamp) }
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
        initialSpan = 0
        baseScale = 1
        samples.removeAll()
    }
}

/// The two fingers of a pinch or rotation.
@preconcurrency @MainActor
package struct FingerPair {
    private var first: UITouch?
    private var second: UITouch?

    package init() {}

    /// Takes the first two of `touches`; false when there are fewer than two.
    package mutating func form(from touches: [UITouch]) -> Bool {
        guard touches.count >= 2 else { return false }
        (first, second) = (touches[0], touches[1])
        return true
    }

    package var isFormed: Bool { first != nil && second != nil }

    /// Whether a finger of the pair lifted or was cancelled.
    package var isBroken: Bool {
        guard let first, let second else { return false }
        return !first.isActive || !second.isActive
    }

    /// The distance between the fingers (window points).
    package var span: CGFloat {
        guard let first, let second else { return 0 }
        return first.locationInWindow.distance(to: second.locationInWindow)
    }

    /// The angle of the line from the first finger to the second (radians, y down).
    package var angle: CGFloat {
        guard let first, let second else { return 0 }
        let a = first.locationInWindow, b = second.locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}

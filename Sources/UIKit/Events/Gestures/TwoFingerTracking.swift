/// What pinch and rotation share: the finger pair, the samples of the value they measure, and
/// how a continuous two-finger gesture's state moves when fingers move, lift or are cancelled.
/// (UIKit's two recognizers descend from `UIGestureRecognizer` directly, so this is a part each
/// holds rather than a common superclass.)
@preconcurrency @MainActor
struct TwoFingerTracking {
    private(set) var pair = FingerPair()
    /// The measured value (scale or rotation) over time, for the velocity.
    var samples = GestureSamples()

    init() {}

    /// Forms the pair from the first two active touches; false if formed already or too few.
    mutating func formPair(from touches: [UITouch]) -> Bool {
        !pair.isFormed && pair.form(from: touches)
    }

    /// The state after the fingers moved: the gesture begins once its measure passed the
    /// hysteresis, and every later move is a change.
    static func state(
        afterMoving state: UIGestureRecognizer.State, beyondHysteresis: Bool
    ) -> UIGestureRecognizer.State? {
        switch state {
        case .possible: beyondHysteresis ? .began : nil
        case .began, .changed: .changed
        default: nil
        }
    }

    /// The state after a finger lifted: the gesture ends when the pair breaks, and fails if it
    /// never began (or every finger lifted before a pair formed).
    func state(afterLifting state: UIGestureRecognizer.State, fingersLeft: Bool) -> UIGestureRecognizer.State? {
        guard pair.isBroken else { return state == .possible && !fingersLeft ? .failed : nil }
        switch state {
        case .possible: return .failed
        case .began, .changed: return .ended
        default: return nil
        }
    }

    /// The state after the touches were cancelled.
    static func state(afterCancelling state: UIGestureRecognizer.State) -> UIGestureRecognizer.State? {
        switch state {
        case .possible: .failed
        case .began, .changed: .cancelled
        default: nil
        }
    }
}

/// The two fingers of a pinch or rotation.
@preconcurrency @MainActor
struct FingerPair {
    private var first: UITouch?
    private var second: UITouch?

    init() {}

    /// Takes the first two of `touches`; false when there are fewer than two.
    mutating func form(from touches: [UITouch]) -> Bool {
        guard touches.count >= 2 else { return false }
        (first, second) = (touches[0], touches[1])
        return true
    }

    var isFormed: Bool { first != nil && second != nil }

    /// Whether a finger of the pair lifted or was cancelled.
    var isBroken: Bool {
        guard let first, let second else { return false }
        return !first.isActive || !second.isActive
    }

    /// The distance between the fingers (window points).
    var span: CGFloat {
        guard let first, let second else { return 0 }
        return first.locationInWindow.distance(to: second.locationInWindow)
    }

    /// The angle of the line from the first finger to the second (radians, y down).
    var angle: CGFloat {
        guard let first, let second else { return 0 }
        let a = first.locationInWindow, b = second.locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}

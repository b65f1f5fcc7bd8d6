/// The kind of a timing curve, as `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// Something that describes an animation's pacing, as `UITimingCurveProvider`.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for cubic and built-in curves.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for springs.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier pacing curve, as `UICubicTimingParameters`.
@preconcurrency @MainActor
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, when created from one.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve (ease in, ease out).
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A built-in curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let f = curve.timingFunction
        var p1: [Float] = [0, 0], p2: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &p1)
        f.getControlPoint(at: 2, values: &p2)
        controlPoint1 = CGPoint(x: CGFloat(p1[0]), y: CGFloat(p1[1]))
        controlPoint2 = CGPoint(x: CGFloat(p2[0]), y: CGFloat(p2[1]))
        isBuiltin = true
    }

    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }
}

/// A spring pacing curve, as `UISpringTimingParameters`.
@preconcurrency @MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, relative to the total distance per second.
    public let initialVelocity: CGVector
    let dampingRatio: CGFloat?
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with a damping ratio whose motion fits the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with a damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
    }

    /// A spring from physical parameters; the animator's duration is ignored.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physical = (mass, stiffness, damping)
        initialVelocity = velocity
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring solution for an animator of `duration` seconds.
    package func solver(duration: TimeInterval) -> SpringSolver {
        if let p = physical {
            return SpringSolver(
                mass: Double(p.mass), stiffness: Double(p.stiffness), damping: Double(p.damping),
                initialVelocity: Double(initialVelocity.dx))
        }
        return SpringSolver.fromDampingRatio(
            Double(dampingRatio ?? 1), duration: duration, initialVelocity: Double(initialVelocity.dx))
    }
}

/// The states of an animator, as `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: animations not yet applied.
    case inactive
    /// Started or paused: animations applied.
    case active
    /// Stopped: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where animated properties end up, as `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

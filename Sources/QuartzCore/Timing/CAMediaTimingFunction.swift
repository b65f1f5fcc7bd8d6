/// The names of the predefined timing functions, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string value.
    public var rawValue: String

    /// Creates a timing function name from its string value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a timing function name from its string value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: the animation runs evenly over its duration.
    public static let linear = Self(rawValue: "linear")
    /// Ease-in pacing: the animation begins slowly, then speeds up.
    public static let easeIn = Self(rawValue: "easeIn")
    /// Ease-out pacing: the animation begins quickly, then slows down.
    public static let easeOut = Self(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: slow at the start and the end, faster in the middle.
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    /// The system default pacing, used when an animation has no timing function of its own.
    public static let `default` = Self(rawValue: "default")
}

/// A function that defines the pacing of an animation as a cubic Bézier timing curve, as
/// `CAMediaTimingFunction`.
///
/// The curve runs from (0, 0) to (1, 1) through two control points; x is the fraction of the
/// duration elapsed and y the fraction of the change applied.
public final class CAMediaTimingFunction: NSObject, Sendable {
    // Stored as Float because that is the precision Core Animation's API exposes.
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    /// Creates one of the predefined timing functions; an unknown name gives linear pacing.
    public convenience init(name: CAMediaTimingFunctionName) {
        // Control points are the ones Apple documents for each named curve.
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a timing function from the two control points of a cubic Bézier curve.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
    }

    /// Writes the x and y of control point `index` (0...3) into `values`; other indices write nothing.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        // Points 0 and 3 are the fixed ends of the curve, (0, 0) and (1, 1).
        switch index {
        case 0: (ptr[0], ptr[1]) = (0, 0)
        case 1: (ptr[0], ptr[1]) = (c1x, c1y)
        case 2: (ptr[0], ptr[1]) = (c2x, c2y)
        case 3: (ptr[0], ptr[1]) = (1, 1)
        default: break
        }
    }

    /// The curve's y for a given x (elapsed fraction), with x clamped to 0...1.
    ///
    /// x(s) is solved for the curve parameter s by Newton's method, falling back to bisection when
    /// the slope is too flat or a step leaves 0...1; the answer's x is within 1e-7 of the input.
    package func evaluate(_ x: Double) -> Double {
        let x = min(max(x.isNaN ? 0 : x, 0), 1)
        // x control points outside 0...1 would make x(s) non-monotonic, so they are clamped.
        let bx = Self.coefficients(min(max(Double(c1x), 0), 1), min(max(Double(c2x), 0), 1))
        let by = Self.coefficients(Double(c1y), Double(c2y))
        return Self.polynomial(by, at: Self.solve(bx, for: x))
    }

    static let precision = 1e-7

    /// Power-basis coefficients (a, b, c) of a cubic Bézier from 0 to 1 with inner points p1, p2:
    /// B(s) = ((a s + b) s + c) s.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    private static func polynomial(_ k: (a: Double, b: Double, c: Double), at s: Double) -> Double {
        ((k.a * s + k.b) * s + k.c) * s
    }

    private static func slope(_ k: (a: Double, b: Double, c: Double), at s: Double) -> Double {
        (3 * k.a * s + 2 * k.b) * s + k.c
    }

    /// The parameter s in 0...1 with B(s) = x, for a monotonic B.
    private static func solve(_ k: (a: Double, b: Double, c: Double), for x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = polynomial(k, at: s) - x
            if abs(error) < precision { return s }
            let d = slope(k, at: s)
            if abs(d) < 1e-6 { break }
            let next = s - error / d
            if next < 0 || next > 1 { break }
            s = next
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let value = polynomial(k, at: s)
            if abs(value - x) < precision { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}

import Foundation

/// An independent cubic Bézier timing curve from (0,0) to (1,1), solved by plain bisection, so
/// tests can compute what an eased animation should show without trusting the implementation.
package struct CubicBezier: Sendable {
    package let x1: Double, y1: Double, x2: Double, y2: Double

    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    package static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    package static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    package static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    package static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's `.default` curve.
    package static let systemDefault = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    private static func bernstein(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The eased output for input progress `x` in 0...1.
    package func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // x(s) is increasing for control x-coordinates in 0...1, so halving the bracket converges.
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if Self.bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return Self.bernstein((lo + hi) / 2, y1, y2)
    }
}

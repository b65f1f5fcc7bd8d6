import Foundation

@testable import UIKit

/// An independent cubic Bézier timing curve (P0 = (0,0), P3 = (1,1)), so tests can compute the
/// values block animations should show without trusting the implementation's own solver.
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    private func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    private func slopeX(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
    }

    /// The curve's output for input progress `x` (0...1): Newton's method on x(t), falling back
    /// to halving when the slope is too flat.
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(t, y1, y2) }
            let d = slopeX(t)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<100 {
            let v = coordinate(t, x1, x2)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return coordinate(t, y1, y2)
    }
}

/// Whether two numbers agree to within `tolerance`.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-4) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-4) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}
func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-4) -> Bool {
    approx(a.minX, b.minX, tolerance) && approx(a.minY, b.minY, tolerance)
        && approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}

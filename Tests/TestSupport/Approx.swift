import CoreGraphics
import Foundation
import QuartzCore

/// The tolerance every test uses unless it says why it needs another: tight enough to catch an
/// off-by-a-frame value, loose enough for one rounding of an eased curve.
package let defaultTolerance: CGFloat = 1e-6

/// Whether two numbers agree to within `tolerance`.
package func approx(_ a: Double, _ b: Double, _ tolerance: Double = Double(defaultTolerance)) -> Bool {
    abs(a - b) <= tolerance
}
/// Whether two numbers agree to within `tolerance`.
package func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = defaultTolerance) -> Bool {
    abs(a - b) <= tolerance
}
/// Whether two numbers agree to within `tolerance`.
package func approx(_ a: Float, _ b: Float, _ tolerance: Float = 1e-5) -> Bool { abs(a - b) <= tolerance }
/// Whether two points agree to within `tolerance` in each coordinate.
package func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = defaultTolerance) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}
/// Whether two sizes agree to within `tolerance` in each dimension.
package func approx(_ a: CGSize, _ b: CGSize, _ tolerance: CGFloat = defaultTolerance) -> Bool {
    approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}
/// Whether two rectangles agree to within `tolerance` in origin and size.
package func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = defaultTolerance) -> Bool {
    approx(a.minX, b.minX, tolerance) && approx(a.minY, b.minY, tolerance)
        && approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}
/// Whether two affine transforms agree to within `tolerance` entry by entry.
package func approx(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = defaultTolerance) -> Bool {
    approx(a.a, b.a, tolerance) && approx(a.b, b.b, tolerance) && approx(a.c, b.c, tolerance)
        && approx(a.d, b.d, tolerance) && approx(a.tx, b.tx, tolerance) && approx(a.ty, b.ty, tolerance)
}
/// Whether two 3-D transforms agree to within `tolerance` entry by entry.
package func approx(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = defaultTolerance) -> Bool {
    let left = [
        a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44,
    ]
    let right = [
        b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44,
    ]
    return zip(left, right).allSatisfy { approx($0, $1, tolerance) }
}
/// Whether two component lists agree element by element (nil matches only nil).
package func approx(_ a: [CGFloat]?, _ b: [CGFloat]?, _ tolerance: CGFloat = defaultTolerance) -> Bool {
    guard let a, let b, a.count == b.count else { return a == nil && b == nil }
    return zip(a, b).allSatisfy { approx($0, $1, tolerance) }
}

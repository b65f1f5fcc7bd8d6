import Foundation

@testable import QuartzCore

/// Whether two numbers agree to within `tolerance`.
func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: Float, _ b: Float, _ tolerance: Float = 1e-5) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}
func approx(_ a: CGSize, _ b: CGSize, _ tolerance: CGFloat = 1e-6) -> Bool {
    approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}
func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
    approx(a.minX, b.minX, tolerance) && approx(a.minY, b.minY, tolerance)
        && approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}
func approx(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-6) -> Bool {
    approx(a.a, b.a, tolerance) && approx(a.b, b.b, tolerance) && approx(a.c, b.c, tolerance)
        && approx(a.d, b.d, tolerance) && approx(a.tx, b.tx, tolerance) && approx(a.ty, b.ty, tolerance)
}
func approx(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-6) -> Bool {
    zip(a.rows.joined(), b.rows.joined()).allSatisfy { approx($0, $1, tolerance) }
}

/// The straight RGBA components of a colour (nil stays nil).
func rgba(_ color: CGColor?) -> [CGFloat]? {
    guard let color else { return nil }
    let c = color.rgba
    return [c.r, c.g, c.b, c.a]
}
func approx(_ a: [CGFloat]?, _ b: [CGFloat]?, _ tolerance: CGFloat = 1e-6) -> Bool {
    guard let a, let b, a.count == b.count else { return a == nil && b == nil }
    return zip(a, b).allSatisfy { approx($0, $1, tolerance) }
}

/// The rotation angle of a transform's 2-D part, read from its first row.
func rotationAngle(of t: CATransform3D) -> CGFloat { atan2(t.m12, t.m11) }
/// The x scale of a transform's 2-D part (length of its first row).
func xScale(of t: CATransform3D) -> CGFloat { (t.m11 * t.m11 + t.m12 * t.m12).squareRoot() }

import Foundation

@testable import QuartzCore

/// The straight RGBA components of a colour (nil stays nil).
func rgba(_ color: CGColor?) -> [CGFloat]? {
    guard let color else { return nil }
    let c = color.rgba
    return [c.r, c.g, c.b, c.a]
}

/// The rotation angle of a transform's 2-D part, read from its first row.
func rotationAngle(of t: CATransform3D) -> CGFloat { atan2(t.m12, t.m11) }
/// The x scale of a transform's 2-D part (length of its first row).
func xScale(of t: CATransform3D) -> CGFloat { (t.m11 * t.m11 + t.m12 * t.m12).squareRoot() }

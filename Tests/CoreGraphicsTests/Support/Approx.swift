import Foundation

@testable import CoreGraphics

/// Whether two numbers agree to within `tolerance`.
func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}
func approx(_ a: CGSize, _ b: CGSize, _ tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}
func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.minX, b.minX, tolerance) && approx(a.minY, b.minY, tolerance)
        && approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}
func approx(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.a, b.a, tolerance) && approx(a.b, b.b, tolerance) && approx(a.c, b.c, tolerance)
        && approx(a.d, b.d, tolerance) && approx(a.tx, b.tx, tolerance) && approx(a.ty, b.ty, tolerance)
}

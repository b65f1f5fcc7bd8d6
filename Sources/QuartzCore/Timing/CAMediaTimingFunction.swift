// TEMPORARY STUB (replaced by helper's implementation)
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}
public final class CAMediaTimingFunction: Sendable {
    let c: (Double, Double, Double, Double)
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: c = (0.42, 0, 1, 1)
        case .easeOut: c = (0, 0, 0.58, 1)
        case .easeInEaseOut: c = (0.42, 0, 0.58, 1)
        case .default: c = (0.25, 0.1, 0.25, 1)
        default: c = (0, 0, 1, 1)
        }
    }
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c = (Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
    package func evaluate(_ x: Double) -> Double {
        func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * c.0 + 3 * (1 - t) * t * t * c.2 + t * t * t }
        func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * c.1 + 3 * (1 - t) * t * t * c.3 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let m = (lo + hi) / 2; if bx(m) < x { lo = m } else { hi = m } }
        return by((lo + hi) / 2)
    }
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let pts: [(Double, Double)] = [(0, 0), (c.0, c.1), (c.2, c.3), (1, 1)]
        ptr[0] = Float(pts[index].0); ptr[1] = Float(pts[index].1)
    }
}

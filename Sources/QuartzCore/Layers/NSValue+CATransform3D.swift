import Foundation

/// Packs doubles into an `NSValue` as a C array type, the one aggregate Foundation on Linux can
/// box (it rejects struct type encodings), and reads them back.
package enum GeometryValueCoding {
    /// The doubles in `value`, or nil when it holds something else.
    package static func numbers(in value: NSValue, count: Int) -> [Double]? {
        guard String(cString: value.objCType) == "[\(count)d]" else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { value.getValue($0.baseAddress!) }
        return numbers
    }
}

extension NSValue {
    /// Wraps a 3D transform, as Core Animation's addition to `NSValue`.
    public convenience init(caTransform3D t: CATransform3D) {
        var numbers = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map(Double.init)
        self.init(bytes: &numbers, objCType: "[16d]")
    }

    /// The wrapped 3D transform (identity when the value holds something else).
    public var caTransform3DValue: CATransform3D {
        guard let m = GeometryValueCoding.numbers(in: self, count: 16).map({ $0.map { CGFloat($0) } }) else {
            return CATransform3D()
        }
        return CATransform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

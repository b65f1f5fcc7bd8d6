/// A value an animation can interpolate, converted from the `Any?` Apple's API takes.
package enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed: a transform is four times the size of any other case, and values are copied
    /// for every animation on every frame.
    indirect case transform(CATransform3D)
    case color(CGColor?)
    /// A `CAShapeLayer` path (nil: no path).
    case path(CGPath?)
    /// An array property (`CAGradientLayer`'s colors and locations); empty stands for nil.
    case list([AnimatableValue])

    /// Converts a value given to `fromValue`/`toValue`/`values`; nil for types that cannot animate.
    init?(_ any: Any?) {
        switch any {
        case let v as Double: self = .scalar(v)
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as Bool: self = .scalar(v ? 1 : 0)
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as [Any]: self = .list(v.compactMap { AnimatableValue($0) })
        case .none: return nil
        default: return nil
        }
    }

    /// The value as Apple's API hands it back (`Double`, `CGPoint`, ...).
    package var boxed: Any? {
        switch self {
        case .scalar(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .list(let v): return v.compactMap(\.boxed)
        }
    }

    /// Whether both values are of the same case (a write of another type is ignored).
    func isSameKind(as other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform),
            (.color, .color), (.path, .path), (.list, .list):
            return true
        default: return false
        }
    }

    var scalar: Double? { if case .scalar(let v) = self { return v } else { return nil } }

    /// Linear interpolation with extrapolation beyond 0...1 (springs overshoot).
    package static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ f: Double) -> AnimatableValue {
        let t = CGFloat(f)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * f)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(
                    x: mix(p.minX, q.minX), y: mix(p.minY, q.minY),
                    width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.transform(let p), .transform(let q)):
            return .transform(TransformInterpolation.interpolate(p, q, t))
        case (.color(let p), .color(let q)):
            let c0 = (p ?? .clear).rgba, c1 = (q ?? .clear).rgba
            let u = min(max(t, 0), 1)
            return .color(
                CGColor(
                    red: c0.r + (c1.r - c0.r) * u, green: c0.g + (c1.g - c0.g) * u,
                    blue: c0.b + (c1.b - c0.b) * u, alpha: c0.a + (c1.a - c0.a) * u))
        case (.path(let p?), .path(let q?)):
            // Core Animation leaves paths of different shapes undefined; they snap at the end.
            return PathInterpolation.interpolate(p, q, t).map { .path($0) } ?? (f < 1 ? a : b)
        case (.list(let p), .list(let q)) where p.count == q.count:
            return .list(zip(p, q).map { interpolate($0, $1, f) })
        default:
            return f < 0.5 ? a : b
        }
    }

    /// `a + b` for additive and `byValue` animations.
    static func add(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height))
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(q, p))
        default: return b
        }
    }

    /// `a − b`, used to resolve `byValue` with `toValue`: the value `d` with `add(d, b) == a`.
    static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x - y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(
                CGRect(x: p.minX - q.minX, y: p.minY - q.minY, width: p.width - q.width, height: p.height - q.height))
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(CATransform3DInvert(q), p))
        default: return a
        }
    }

    /// The distance between two values, for paced keyframe timing.
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case (.size(let p), .size(let q)): return Double(hypot(q.width - p.width, q.height - p.height))
        default: return 1
        }
    }
}

/// Interpolates transforms the way Core Animation does for 2-D ones: by decomposing into
/// translation, rotation, scale and shear and mixing the parts. Matrices with 3-D parts are
/// mixed entry by entry (documented in Deviations.md).
enum TransformInterpolation {
    struct Parts: Equatable {
        var tx: CGFloat, ty: CGFloat, sx: CGFloat, sy: CGFloat, angle: CGFloat, shear: CGFloat
    }

    static func decompose(_ m: CGAffineTransform) -> Parts {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 0 else { return Parts(tx: m.tx, ty: m.ty, sx: 0, sy: m.d, angle: 0, shear: 0) }
        let angle = atan2(m.b, m.a)
        // Remove the rotation to expose scale-y and shear.
        let (cs, sn) = (m.a / sx, m.b / sx)
        let shearTimesSy = m.c * cs + m.d * sn
        let sy = -m.c * sn + m.d * cs
        return Parts(tx: m.tx, ty: m.ty, sx: sx, sy: sy, angle: angle, shear: sy == 0 ? 0 : shearTimesSy / sy)
    }

    static func compose(_ p: Parts) -> CGAffineTransform {
        // scale → shear → rotate → translate, with points as row vectors.
        let scaleShear = CGAffineTransform(a: p.sx, b: 0, c: p.shear * p.sy, d: p.sy, tx: 0, ty: 0)
        return scaleShear.concatenating(CGAffineTransform(rotationAngle: p.angle))
            .concatenating(CGAffineTransform(translationX: p.tx, y: p.ty))
    }

    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        guard CATransform3DIsAffine(a), CATransform3DIsAffine(b) else {
            let ra = a.rows, rb = b.rows
            return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in mix(ra[i][j], rb[i][j]) } })
        }
        let p = decompose(CATransform3DGetAffineTransform(a))
        let q = decompose(CATransform3DGetAffineTransform(b))
        var dAngle = q.angle - p.angle
        if dAngle > .pi { dAngle -= 2 * .pi } else if dAngle < -.pi { dAngle += 2 * .pi }
        let parts = Parts(
            tx: mix(p.tx, q.tx), ty: mix(p.ty, q.ty), sx: mix(p.sx, q.sx), sy: mix(p.sy, q.sy),
            angle: p.angle + dAngle * t, shear: mix(p.shear, q.shear))
        return CATransform3DMakeAffineTransform(compose(parts))
    }
}

/// Mixes two paths point by point, as Core Animation animates `CAShapeLayer.path`.
enum PathInterpolation {
    /// The path between `a` and `b` at `t`, or nil when their elements do not pair up.
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
        let ea = a.elements, eb = b.elements
        guard ea.count == eb.count else { return nil }
        var out: [CGPathElement] = []
        out.reserveCapacity(ea.count)
        for (x, y) in zip(ea, eb) {
            guard x.type == y.type, x.points.count == y.points.count else { return nil }
            let points = zip(x.points, y.points).map { p, q in
                CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
            out.append(CGPathElement(type: x.type, points: points))
        }
        return CGPath(elements: out)
    }
}

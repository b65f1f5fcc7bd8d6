/// How keyframe values are spaced in time, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes at their key times.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed along the values; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a sequence of values, as `CAKeyframeAnimation`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]?
    /// A path for point properties; overrides `values`.
    public var path: CGPath?
    /// The time of each keyframe as a fraction of the duration (0...1, ascending).
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values are spaced in time.
    public var calculationMode: CAAnimationCalculationMode = .linear

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? CAKeyframeAnimation {
            (values, path, keyTimes) = (o.values, o.path, o.keyTimes)
            (timingFunctions, calculationMode) = (o.timingFunctions, o.calculationMode)
        }
    }

    private func resolvedValues() -> [AnimatableValue] {
        if let path {
            return path.flattened(tolerance: 0.5).flatMap { $0 }.map { .point($0) }
        }
        return (values ?? []).compactMap { AnimatableValue($0) }
    }

    /// The key time of each value, following the calculation mode's rules.
    private func resolvedKeyTimes(_ vals: [AnimatableValue]) -> [Double] {
        let n = vals.count
        let paced = calculationMode == .paced || calculationMode == .cubicPaced || path != nil
        if !paced, let kt = keyTimes?.map(\.doubleValue) {
            if kt.count == n { return kt }
            // Discrete keyframes take one more key time than values: the last one closes the
            // final value's interval.
            if calculationMode == .discrete && kt.count == n + 1 { return Array(kt.prefix(n)) }
        }
        if paced && n > 1 {
            var cumulative = [0.0]
            for i in 1..<n { cumulative.append(cumulative[i - 1] + AnimatableValue.distance(vals[i - 1], vals[i])) }
            let total = cumulative.last!
            if total > 0 { return cumulative.map { $0 / total } }
        }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return n > 1 ? (0..<n).map { Double($0) / Double(n - 1) } : [0]
    }

    /// The value at raw progress `p` (0...1).
    func value(at p: Double) -> AnimatableValue? {
        let vals = resolvedValues()
        guard let first = vals.first else { return nil }
        if vals.count == 1 { return first }
        let times = resolvedKeyTimes(vals)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= p + 1e-12 } ?? 0
            return vals[min(index, vals.count - 1)]
        }
        var seg = 0
        while seg < vals.count - 2 && p > times[seg + 1] { seg += 1 }
        let span = times[seg + 1] - times[seg]
        var local = span > 0 ? (p - times[seg]) / span : 1
        local = min(max(local, 0), 1)
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if !paced, let fns = timingFunctions, !fns.isEmpty {
            local = fns[min(seg, fns.count - 1)].evaluate(local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return catmullRom(vals, seg, local) ?? .interpolate(vals[seg], vals[seg + 1], local)
        }
        return .interpolate(vals[seg], vals[seg + 1], local)
    }

    private func catmullRom(_ v: [AnimatableValue], _ i: Int, _ t: Double) -> AnimatableValue? {
        let p0 = v[max(i - 1, 0)], p1 = v[i], p2 = v[i + 1], p3 = v[min(i + 2, v.count - 1)]
        func cr(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (-a + 3 * b - 3 * c + d) * t * t * t)
        }
        switch (p0, p1, p2, p3) {
        case (.scalar(let a), .scalar(let b), .scalar(let c), .scalar(let d)): return .scalar(cr(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(
                CGPoint(
                    x: cr(Double(a.x), Double(b.x), Double(c.x), Double(d.x)),
                    y: cr(Double(a.y), Double(b.y), Double(c.y), Double(d.y))))
        default: return nil
        }
    }

    override func apply(to props: inout LayerProperties, parentTime: Double) {
        guard let keyPath, let (p, _) = progress(atParentTime: parentTime) else { return }
        let current = props.value(forKeyPath: keyPath)
        // The animation-wide timing function warps time before the keyframes are looked up.
        guard let v = value(at: fraction(progress: p, simpleDuration: simpleDuration)) else { return }
        write(v, to: &props, underlying: current)
    }
}

/// An animation between two values of one property, as `CABasicAnimation`.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value; nil means "derive it" as Core Animation documents.
    public var fromValue: Any? { didSet { converted = nil } }
    /// The end value.
    public var toValue: Any? { didSet { converted = nil } }
    /// A relative change.
    public var byValue: Any? { didSet { converted = nil } }

    /// The three values as interpolatable ones, converted once rather than on every frame
    /// (a running animation is sampled each time its layer is drawn or its presentation read).
    private var converted: (from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)?

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? CABasicAnimation {
            fromValue = o.fromValue
            toValue = o.toValue
            byValue = o.byValue
        }
    }

    /// Resolves the interpolation end points with Apple's from/to/by rules; `current` is the
    /// value underneath this animation.
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        if converted == nil {
            converted = (AnimatableValue(fromValue), AnimatableValue(toValue), AnimatableValue(byValue))
        }
        switch converted! {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, .add(f, b))
        case (nil, let t?, let b?): return (.subtract(t, b), t)
        case (let f?, nil, nil): return (f, current)
        case (nil, let t?, nil): return (current, t)
        case (nil, nil, let b?): return (current, .add(current, b))
        case (nil, nil, nil): return (current, current)
        }
    }

    override func apply(to props: inout LayerProperties, parentTime: Double) {
        guard let keyPath, let current = props.value(forKeyPath: keyPath),
            let (p, iteration) = progress(atParentTime: parentTime)
        else { return }
        let (from, to) = endpoints(current: isAdditive ? zero(like: current) : current)
        let f = fraction(progress: p, simpleDuration: simpleDuration)
        var value = AnimatableValue.interpolate(from, to, f)
        if isCumulative && iteration > 0 {
            let delta = AnimatableValue.subtract(to, from)
            for _ in 0..<iteration { value = .add(value, delta) }
        }
        write(value, to: &props, underlying: current)
    }

    private func zero(like v: AnimatableValue) -> AnimatableValue {
        switch v {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        case .color, .path, .list: return v
        }
    }
}

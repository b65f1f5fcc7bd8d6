/// An animation of one layer property named by a key path, as `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path (`"position"`, `"transform.scale"`, ...).
    public var keyPath: String?
    /// Whether the value is added to the property's current value instead of replacing it.
    public var isAdditive = false
    /// Whether repeats build on the previous repetition's end value.
    public var isCumulative = false

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? CAPropertyAnimation {
            keyPath = o.keyPath
            isAdditive = o.isAdditive
            isCumulative = o.isCumulative
        }
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Computes the raw progress at `parentTime`, or nil when the animation shows nothing.
    func progress(atParentTime parentTime: Double) -> (p: Double, iteration: Int)? {
        timing.sample(atParentTime: parentTime, simpleDuration: simpleDuration).map { ($0.progress, $0.iteration) }
    }

    /// Writes `value` for this animation's key path, adding it when the animation is additive.
    func write(_ value: AnimatableValue, to props: inout LayerProperties, underlying: AnimatableValue?) {
        guard let keyPath else { return }
        if isAdditive, let underlying {
            props.setValue(AnimatableValue.add(underlying, value), forKeyPath: keyPath)
        } else {
            props.setValue(value, forKeyPath: keyPath)
        }
    }
}

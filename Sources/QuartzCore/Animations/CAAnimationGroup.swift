/// Several animations run together on one timeline, as `CAAnimationGroup`.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations; their times are relative to the group.
    public var animations: [CAAnimation]?

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        animations = (other as? CAAnimationGroup)?.animations?.map { $0.copy() as! CAAnimation }
    }

    /// Gives children without a duration the group's, as Core Animation does when the group
    /// is added (children are clipped to the group, never stretched).
    func resolveChildDurations() {
        for child in animations ?? [] {
            if child.timing.duration == 0, !(child is CASpringAnimation) { child.timing.duration = simpleDuration }
            (child as? CAAnimationGroup)?.resolveChildDurations()
        }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(to props: inout LayerProperties, parentTime: Double) {
        guard let p = timing.progress(atParentTime: parentTime, simpleDuration: simpleDuration) else { return }
        // Children see the group's eased time within the current iteration.
        let childTime = fraction(progress: p, simpleDuration: simpleDuration) * simpleDuration
        for child in animations ?? [] {
            child.apply(to: &props, parentTime: childTime)
        }
    }
}

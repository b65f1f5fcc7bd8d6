@_spi(Testing) import QuartzCore

/// One property a `UIViewPropertyAnimator` animates: its layer, key path and end values, and
/// where along the animator's eased fraction it starts moving.
@preconcurrency @MainActor
struct PropertyAnimatorTrack {
    weak var layer: CALayer?
    let key: String
    let from: AnimatableValue
    let to: AnimatableValue
    let animationKey: String
    /// Eased fraction of the animator at which this track starts moving (late
    /// `addAnimations`, or a delay factor).
    let startFraction: Double
    /// Whether the track waits for `startFraction` (a delay factor) instead of joining a
    /// running animation there.
    let waits: Bool

    /// The track's own progress for the animator's eased fraction `v`.
    func progress(_ v: Double) -> Double {
        guard startFraction < 1 else { return 1 }
        let local = (v - startFraction) / (1 - startFraction)
        return waits ? max(0, local) : local
    }
}

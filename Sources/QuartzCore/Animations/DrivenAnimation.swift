/// A basic animation whose progress is read from its owner each time it is evaluated instead
/// of from the clock. `UIViewPropertyAnimator` drives its animations with these, so pausing,
/// scrubbing, reversing and springs that overshoot are all a matter of the number it reports.
@preconcurrency @MainActor
package final class DrivenAnimation: CABasicAnimation {
    /// Returns the interpolation fraction (may leave 0...1 for springs).
    package var progress: () -> Double = { 0 }

    required init() { super.init() }

    required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let o = other as? DrivenAnimation { progress = o.progress }
    }

    override func apply(to props: inout LayerProperties, parentTime: Double) {
        guard let keyPath, let current = props.value(forKeyPath: keyPath),
            let from = AnimatableValue(fromValue), let to = AnimatableValue(toValue)
        else { return }
        write(AnimatableValue.interpolate(from, to, progress()), to: &props, underlying: current)
    }

    /// Its owner moves it (with a frame observer while it runs), not the clock.
    override var advancesWithClock: Bool { false }

    /// Never ends by itself: its owner removes it.
    override func isFinished(atLayerTime t: Double) -> Bool { false }
}

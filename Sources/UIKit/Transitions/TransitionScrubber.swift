/// The animations UIKit's animation blocks made for one percent-driven transition, shown at the
/// transition time the interaction chooses.
///
/// Only the animations of animation blocks (`UIView.animate`, keyframes, view transitions) made
/// while the animator's `animateTransition(using:)` and the alongside blocks run are scrubbed:
/// each is paused (its own speed 0) and its own `timeOffset` follows the transition time (a
/// property animator started then is paused and follows through `fractionComplete`). The
/// layers keep their clocks, so a `CAAnimation` the animator adds directly runs at normal speed
/// (statement 104).
@preconcurrency @MainActor
final class TransitionScrubber {
    private struct Track {
        weak var layer: CALayer?
        let key: String
        /// The layer's own animation object, whose timing is changed in place.
        let animation: CAAnimation
        /// The transition time at which the animation begins (its block's delay after it).
        let start: Double
        /// The value before the block changed it (nil for a view transition, which changes no
        /// property).
        let from: AnimatableValue?
        let speed: Float
        let timeOffset: Double
    }

    /// A property animator started while the animator's animations were made: paused, and
    /// scrubbed through its `fractionComplete`.
    private struct AnimatorTrack {
        let animator: UIViewPropertyAnimator
        /// The transition time at which it begins (its start delay).
        let start: Double
    }

    private var tracks: [Track] = []
    private var animators: [AnimatorTrack] = []
    /// The transition time shown, in seconds from its start.
    private(set) var time: Double = 0

    /// Takes over the block animation just added to `layer` under `key`, pausing it at the
    /// transition time shown now (so an alongside block joining late starts where it is).
    func record(layer: CALayer, key: String, from: AnimatableValue?) {
        guard let animation = layer.liveAnimation(forKey: key) else { return }
        // A later block superseding the property's animation: a cancel still returns the
        // property to the value it had before the first. The earlier track stays, as its
        // animation may still be running out (`UIViewPropertyAction.runOutKeys`) and must
        // resume or end with the transition.
        let earlier = tracks.firstIndex { $0.layer === layer && $0.key == key }
        let original = earlier.map { tracks[$0].from } ?? from
        let track = Track(
            layer: layer, key: key, animation: animation,
            start: time + (animation.beginTime - layer.currentLocalTime), from: original,
            speed: animation.speed, timeOffset: animation.timeOffset)
        animation.speed = 0
        tracks.append(track)
        show(track)
    }

    /// Takes over a property animator started now, at the transition time shown, after
    /// `delay`; false for one that cannot be paused (it runs on the clock).
    func adopt(_ animator: UIViewPropertyAnimator, delay: TimeInterval) -> Bool {
        guard animator.isInterruptible else { return false }
        animator.pauseAnimation()
        let track = AnimatorTrack(animator: animator, start: time + max(0, delay))
        animators.append(track)
        show(track)
        return true
    }

    /// Shows every scrubbed animation at transition time `t`.
    func show(_ t: Double) {
        time = t
        for track in tracks { show(track) }
        for track in animators { show(track) }
    }

    /// The share of a property animator's duration played at the transition time shown.
    private func fraction(_ track: AnimatorTrack) -> Double {
        let d = track.animator.duration
        return d > 0 ? (time - track.start) / d : time >= track.start ? 1 : 0
    }

    private func show(_ track: AnimatorTrack) {
        guard track.animator.state == .active, !track.animator.isRunning else { return }
        track.animator.fractionComplete = CGFloat(min(max(0, fraction(track)), 0.99999))
    }

    private func show(_ track: Track) {
        // Paused, an animation shows the point of its timeline its `timeOffset` names. Before
        // its start it shows its first frame; past its end, just short of the end, so it does
        // not wrap round and is not ended while the transition is still interactive.
        let played = (time - track.start) * Double(track.speed) + track.timeOffset
        let end = track.animation.activeDuration
        track.animation.timeOffset = min(max(0, played), end * 0.99999)
    }

    /// Lets every scrubbed animation run on from the point it shows at normal speed: those
    /// already past their ends finish at this frame's sweep (their completions call
    /// `completeTransition`), longer ones go on.
    func resume() {
        for track in tracks {
            guard let layer = track.layer else { continue }
            track.animation.speed = track.speed
            track.animation.timeOffset = track.timeOffset
            track.animation.beginTime = layer.currentLocalTime - (time - track.start)
        }
        tracks.removeAll()
        let adopted = animators
        animators.removeAll()
        for track in adopted where track.animator.state == .active && !track.animator.isRunning {
            if fraction(track) >= 1 {
                track.animator.stopAnimation(false)
                track.animator.finishAnimation(at: .end)
            } else {
                track.animator.startAnimation()
            }
        }
    }

    /// Puts every property back to the value it had before the transition and removes the
    /// scrubbed animations (their completions hear `finished == false`).
    func revert() {
        let reverted = tracks
        tracks.removeAll()
        let adopted = animators
        animators.removeAll()
        for track in adopted where track.animator.state == .active {
            track.animator.stopAnimation(false)
            track.animator.finishAnimation(at: .start)
        }
        // An animation another block made since (outside the transition) has replaced this one:
        // that one and the value it animates to stay, and this one, still running out, ends.
        let live = reverted.compactMap { track -> (CALayer, Track)? in
            guard let layer = track.layer else { return nil }
            guard layer.liveAnimation(forKey: track.key) === track.animation else {
                layer.stopRetiredAnimation(track.animation)
                return nil
            }
            return (layer, track)
        }
        UIView.performWithoutAnimation {
            for (layer, track) in live {
                guard let from = track.from else { continue }
                layer.modelState.setValue(from, forKeyPath: track.key)
                layer.discardBranchValues(ifKeyMovesBranch: track.key)
            }
        }
        for (layer, track) in live { layer.removeAnimation(forKey: track.key) }
    }
}

/// Collects the changes made inside `animateKeyframes` and its `addKeyframe` blocks, then
/// turns each changed property into one keyframe animation.
@preconcurrency @MainActor
final class KeyframeRecorder {
    struct Track {
        weak var layer: CALayer?
        let key: String
        let initial: AnimatableValue
        var segments: [(start: Double, end: Double, value: AnimatableValue)] = []
    }

    private(set) var tracks: [Track] = []
    var window: (start: Double, duration: Double) = (0, 1)

    func record(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue) {
        let segment = (start: window.start, end: window.start + window.duration, value: to)
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[i].segments.append(segment)
        } else {
            tracks.append(Track(layer: layer, key: key, initial: from, segments: [segment]))
        }
    }

    /// Key times and values per track: the initial value at 0, each segment's value at its
    /// end, holding the previous value until a segment starts.
    func keyframes(for track: Track) -> (times: [Double], values: [AnimatableValue]) {
        var times = [0.0], values = [track.initial]
        for s in track.segments.sorted(by: { $0.start < $1.start }) {
            if s.start > times.last! + 1e-9 {
                times.append(s.start)
                values.append(values.last!)
            }
            times.append(max(s.end, times.last!))
            values.append(s.value)
        }
        if times.last! < 1 {
            times.append(1)
            values.append(values.last!)
        }
        return (times, values)
    }
}

extension UIView {
    /// Animates the keyframes added inside `animations` over one timeline, as UIKit's
    /// keyframe animation.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let recorder = KeyframeRecorder()
        let tracker = UIViewAnimationTracker(completion: completion)
        let blockOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        UIViewAnimationContext.run(
            duration: duration, delay: delay, options: blockOptions, pacing: .curve(nil), tracker: tracker,
            capture: { layer, key, from, to in recorder.record(layer: layer, key: key, from: from, to: to) }
        ) {
            KeyframeRecorder.current.append(recorder)
            animations()
            KeyframeRecorder.current.removeLast()
        }
        for track in recorder.tracks {
            guard let layer = track.layer else { continue }
            let (times, values) = recorder.keyframes(for: track)
            let anim = CAKeyframeAnimation(keyPath: track.key)
            anim.values = values.compactMap(\.boxed)
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = options.calculationMode
            // The whole timeline is paced by the curve in the option bits UIView.AnimationOptions
            // uses (ease in, ease out by default), as UIKit's keyframe animations are.
            anim.timingFunction = AnimationOptions(rawValue: options.rawValue).curve.timingFunction
            anim.duration = duration
            anim.beginTime = layer.currentLocalTime + delay
            anim.fillMode = delay > 0 ? .backwards : .removed
            if options.contains(.repeat) { anim.repeatCount = .infinity }
            anim.autoreverses = options.contains(.autoreverse)
            anim.delegate = tracker
            tracker.expectOne(in: layer.loop)
            layer.add(anim, forKey: track.key)
            UIViewAnimationContext.announce(layer, track.key, track.initial)
        }
        tracker.blockDidEnd()
    }

    /// Adds a keyframe: changes in `animations` happen between the relative start time and
    /// start + duration (fractions of the enclosing keyframe animation).
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = KeyframeRecorder.current.last else {
            // Outside animateKeyframes UIKit just runs the changes.
            return animations()
        }
        let saved = recorder.window
        recorder.window = (frameStartTime, frameDuration)
        animations()
        recorder.window = saved
    }
}

extension KeyframeRecorder {
}

extension UIViewAnimationTracker {
    func expectOne(in world: MainLoop) { expect(in: world) }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension KeyframeRecorder {
    @MainActor fileprivate static var current: [KeyframeRecorder] {
        get { ProcessWide.current }
        _modify { yield &ProcessWide.current }
    }
}

/// The animations running in one world, so each frame can find the ones that ended without
/// walking every layer.
///
/// An animation is "running" from `add(_:forKey:)` until it finishes or is removed. The sweep
/// after each frame starts (`animationDidStart`) and stops (`animationDidStop(_:finished:)`)
/// them, removes the finished ones whose `isRemovedOnCompletion` is true, and releases the
/// transaction completion groups waiting on them.
@preconcurrency @MainActor
final class AnimationRegistry {
    private final class Entry {
        weak var layer: CALayer?
        /// The layer's identity, to tell an entry of the layer just loaded without loading
        /// the weak reference again (identities are not reused while that layer is held).
        let layerID: ObjectIdentifier
        let animation: CAAnimation
        let key: String
        let groups: [CompletionGroup]
        var started = false
        /// Removed from its layer before the sweep finished telling delegates.
        var removedEarly = false
        /// Off its layer's list but still running out (`CALayer.retireAnimation(forKey:)`).
        var retired = false
        /// Until this time on the world's clock the started animation is known not to end,
        /// while `CALayer.timingGeneration` stays at `generation`: the sweep passes it by
        /// without loading its layer (a weak reference, slow to load).
        var runsUntil = -Double.infinity
        var generation: UInt64 = 0
        init(layer: CALayer, animation: CAAnimation, key: String, groups: [CompletionGroup]) {
            self.layer = layer
            self.layerID = ObjectIdentifier(layer)
            self.animation = animation
            self.key = key
            self.groups = groups
        }
    }

    private var entries: [Entry] = []
    /// How many entries are retired, so removing a layer's animations looks for them only
    /// when there are some.
    private var retiredCount = 0
    /// The world this registry belongs to (its loop owns it).
    weak var loop: MainLoop?

    var isEmpty: Bool { entries.isEmpty }

    /// Drops every entry without telling delegates (world teardown).
    func removeAll() {
        // Take the animations off their layers too: a delegate (a UIKit completion) holding
        // its view would otherwise keep layer, animation and view alive in a cycle.
        for entry in entries { entry.layer?.removeFinished(entry.animation) }
        entries.removeAll()
        retiredCount = 0
    }
    var count: Int { entries.count }

    func added(_ animation: CAAnimation, to layer: CALayer, key: String) {
        let groups = CATransaction.groupsForNewAnimation()
        groups.forEach { $0.retain(in: loop) }
        entries.append(Entry(layer: layer, animation: animation, key: key, groups: groups))
    }

    /// An animation left its layer early: its delegate hears `finished == false` on the next turn.
    func removed(_ animation: CAAnimation, finished: Bool) {
        guard let index = entries.firstIndex(where: { $0.animation === animation }) else { return }
        let entry = entries.remove(at: index)
        entry.removedEarly = true
        if entry.retired { retiredCount -= 1 }
        (loop ?? MainLoop.current).performOnNextTurn { [entry] in
            Self.stop(entry, finished: finished)
        }
    }

    /// The animation left its layer's list but runs out on the clock as before.
    func retire(_ animation: CAAnimation) {
        guard let entry = entries.first(where: { $0.animation === animation }), !entry.retired else { return }
        entry.retired = true
        retiredCount += 1
    }

    /// Ends the retired animations of `layer` early (its `removeAllAnimations()`).
    func removeRetired(of layer: CALayer) {
        guard retiredCount > 0 else { return }
        let id = ObjectIdentifier(layer)
        for entry in entries where entry.retired && entry.layerID == id && entry.layer === layer {
            removed(entry.animation, finished: false)
        }
    }

    private static func stop(_ entry: Entry, finished: Bool) {
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        entry.groups.forEach { $0.release() }
    }

    /// When the registered animations next change what is on screen: every frame while one
    /// plays (or waits to be swept), the earliest begin time of those still waiting to start,
    /// or never when none is registered or every one is frozen (a paused layer or animation,
    /// or one whose owner drives its progress, like a property animator's).
    func nextChange() -> MainLoop.Wait {
        var earliest: CFTimeInterval?
        for entry in entries {
            guard let layer = entry.layer else { return .nextFrame }
            let animation = entry.animation
            guard animation.advancesWithClock, animation.speed != 0 else { continue }
            var rate = Double(animation.speed)
            var next: CALayer? = layer
            while let l = next, rate != 0 {
                rate *= Double(l.speed)
                next = l.superlayer ?? l.maskOwner
            }
            if rate == 0 { continue }
            // Time running backwards somewhere: too rare to be worth inverting, so keep frames coming.
            if rate < 0 || entry.started || animation.hasBegun(atLayerTime: layer.currentLocalTime) {
                return .nextFrame
            }
            let start = layer.convertTime(animation.beginTime, to: nil)
            earliest = min(earliest ?? start, start)
        }
        return earliest.map { .until($0) } ?? .input
    }

    /// Starts and ends animations whose times have come, in the order they were added.
    func sweep() {
        guard !entries.isEmpty else { return }
        // Compacts in place with a plain loop: a frame of 1,000 running animations must not
        // allocate or call a closure per entry (issue 16's frame budget).
        var ended: [Entry] = []
        var startedNow: [Entry] = []
        var kept = 0
        // Worked on out of the property, so the loop pays no exclusivity check per entry;
        // nothing the loop calls adds or removes entries.
        var list: [Entry] = []
        swap(&list, &entries)
        // Siblings share their parent's time: it is worked out once per parent, not once per
        // animation (the clock does not move during the sweep). A layer's animations are
        // usually added together, so its time is worked out once for the run of them.
        // Compared by identity, so a run of one layer's animations touches neither the layer
        // nor its parent (retaining a layer that has weak references takes the runtime's slow
        // path, which was most of the frame's cost). Nothing in the loop lets a layer go, so
        // an identity stays one layer's throughout; and entries stay in the order they were
        // added, so an entry of a layer that has since died never follows one of a layer made
        // later at the same address.
        var lastParentID: ObjectIdentifier?
        var lastParentTiming: (time: Double, rate: Double, loop: MainLoop?) = (0, 0, nil)
        var lastLayer: CALayer?
        var lastLayerID: ObjectIdentifier?
        var lastLayerTime = 0.0
        var lastLayerRate = 0.0
        var lastLayerLoop: MainLoop?
        let generation = CALayer.timingGeneration
        let now = loop?.now
        for index in list.indices {
            let entry = list[index]
            if entry.generation == generation, let now, now < entry.runsUntil {
                if kept != index { list[kept] = entry }
                kept += 1
                continue
            }
            let t: Double
            if entry.layerID == lastLayerID {
                t = lastLayerTime
            } else {
                guard let loaded = entry.layer else {
                    ended.append(entry)
                    continue
                }
                let parent: (time: Double, rate: Double, loop: MainLoop?)
                if let parentLayer = loaded.superlayer ?? loaded.maskOwner {
                    if ObjectIdentifier(parentLayer) != lastParentID {
                        let timing = parentLayer.currentLocalTiming
                        lastParentTiming = (timing.time, timing.rate, timing.loop)
                        lastParentID = ObjectIdentifier(parentLayer)
                    }
                    parent = lastParentTiming
                } else {
                    parent = (loaded.homeLoop.now, 1, loaded.homeLoop)
                }
                t = loaded.layerTiming.localTime(fromParent: parent.time)
                (lastLayer, lastLayerID, lastLayerTime) = (loaded, entry.layerID, t)
                lastLayerRate = parent.rate * Double(loaded.layerTiming.speed)
                lastLayerLoop = parent.loop
            }
            let animation = entry.animation
            if !entry.started && animation.hasBegun(atLayerTime: t) {
                entry.started = true
                startedNow.append(entry)
            }
            if animation.isFinished(atLayerTime: t) {
                if animation.isRemovedOnCompletion { lastLayer?.removeFinished(animation) }
                ended.append(entry)
                continue
            }
            if entry.started, let now, lastLayerLoop === loop {
                entry.runsUntil = Self.runsUntil(animation, layerTime: t, rate: lastLayerRate, now: now)
                entry.generation = generation
            }
            if kept != index { list[kept] = entry }
            kept += 1
        }
        if kept < list.count { list.removeSubrange(kept...) }
        // Back before any delegate hears of a start or stop (they may add or remove animations).
        list.append(contentsOf: entries)
        entries = list
        // A delegate may remove other animations while hearing of its start; those are not
        // started any more (they hear only that they stopped).
        for entry in startedNow where !entry.removedEarly {
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        for entry in ended where entry.retired { retiredCount -= 1 }
        for entry in ended { Self.stop(entry, finished: entry.layer != nil) }
    }

    /// The clock time before which `animation`, started and not finished at layer time `t`
    /// (clock time `now`), cannot finish while its layer's time runs at `rate` per clock
    /// second; minus infinity when that is not simple to tell.
    private static func runsUntil(_ animation: CAAnimation, layerTime t: Double, rate: Double, now: Double) -> Double {
        // Owners drive these; a paused one (or a paused layer) stays where it is.
        if !animation.advancesWithClock || animation.timing.speed == 0 || rate == 0 { return .infinity }
        guard animation.timing.speed > 0, rate > 0, rate.isFinite else { return -.infinity }
        // `isFinished` once the elapsed time reaches the active duration; a microsecond early,
        // so rounding here never keeps an animation a frame too long (the exact test decides).
        let end = animation.timing.beginTime + (animation.activeDuration - 1e-9) / Double(animation.timing.speed)
        let until = now + (end - t) / rate - 1e-6
        return until.isFinite ? until : -.infinity
    }
}

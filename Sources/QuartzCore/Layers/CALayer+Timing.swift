extension CALayer {
    /// When the layer's timeline begins, in its parent's time.
    public var beginTime: CFTimeInterval {
        get { layerTiming.beginTime }
        set { layerTiming.beginTime = newValue }
    }
    /// The layer's duration (0: unbounded, as layers are).
    public var duration: CFTimeInterval {
        get { layerTiming.duration }
        set { layerTiming.duration = newValue }
    }
    /// How fast the layer's time (and its subtree's animations) runs; 0 pauses it.
    public var speed: Float {
        get { layerTiming.speed }
        set { layerTiming.speed = newValue }
    }
    /// An offset added to the layer's local time (with speed 0, the frozen time).
    public var timeOffset: CFTimeInterval {
        get { layerTiming.timeOffset }
        set { layerTiming.timeOffset = newValue }
    }
    /// Repeat count of the layer's timeline.
    public var repeatCount: Float {
        get { layerTiming.repeatCount }
        set { layerTiming.repeatCount = newValue }
    }
    /// Repeat duration of the layer's timeline.
    public var repeatDuration: CFTimeInterval {
        get { layerTiming.repeatDuration }
        set { layerTiming.repeatDuration = newValue }
    }
    /// Whether the layer's timeline autoreverses.
    public var autoreverses: Bool {
        get { layerTiming.autoreverses }
        set { layerTiming.autoreverses = newValue }
    }
    /// The layer's fill mode.
    public var fillMode: CAMediaTimingFillMode {
        get { layerTiming.fillMode }
        set { layerTiming.fillMode = newValue }
    }

    /// The layer's local time now: the clock's time passed down through every ancestor.
    package var currentLocalTime: CFTimeInterval {
        // Recursion rather than a collected chain: the animation sweep asks this for every
        // running animation every frame, and an array per call was most of the frame's cost.
        // The arithmetic is the same, root first, so the times are bit-for-bit unchanged.
        let parentTime = (superlayer ?? maskOwner)?.currentLocalTime ?? homeLoop.now
        return layerTiming.localTime(fromParent: parentTime)
    }

    /// The layer's local time now (as `currentLocalTime`, to the bit), how many seconds of it
    /// pass per second of its world's clock, and that clock's world.
    var currentLocalTiming: (time: CFTimeInterval, rate: Double, loop: MainLoop) {
        let parent = (superlayer ?? maskOwner)?.currentLocalTiming ?? (time: homeLoop.now, rate: 1, loop: homeLoop)
        return (layerTiming.localTime(fromParent: parent.time), parent.rate * Double(layerTiming.speed), parent.loop)
    }

    private func toGlobal(_ local: CFTimeInterval) -> CFTimeInterval {
        var t = local
        var l: CALayer? = self
        while let c = l {
            t = c.layerTiming.parentTime(fromLocal: t)
            l = c.superlayer ?? c.maskOwner
        }
        return t
    }

    private func fromGlobal(_ global: CFTimeInterval) -> CFTimeInterval {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let c = l {
            chain.append(c)
            l = c.superlayer ?? c.maskOwner
        }
        var t = global
        for c in chain.reversed() { t = c.layerTiming.localTime(fromParent: t) }
        return t
    }

    /// Converts a time from another layer's time space (nil: absolute time) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        fromGlobal(l?.toGlobal(t) ?? t)
    }

    /// Converts a time from this layer's time space to another layer's (nil: absolute time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let g = toGlobal(t)
        return l?.fromGlobal(g) ?? g
    }
}

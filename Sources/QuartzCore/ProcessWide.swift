import CCairo
import Foundation

// Every stored static of QuartzCore: state shared by every world in the process (one per
// `VirtualDevice`, or an app's), each with the reason it may be. Everything else belongs to a
// world. Gathered in this one file so the shared state is reviewed in one place;
// `python3 Scripts/process-wide.py --check` (CI) fails on a stored static elsewhere.

// Used by Layers/CALayer.swift.
extension CALayer {
    // Process-wide: a cache key that only grows; a change in one world makes the others
    // recompute, never read a stale value.
    /// Moves on whenever something changes that can move a running animation's end on its
    /// world's clock, or end it: a layer's or an animation's timing, a layer's place in a tree
    /// or its world, a layer going away. The animation sweep trusts an end it worked out only
    /// while this stands still.
    nonisolated(unsafe) package static var timingGeneration: UInt64 = 0
}

// Used by Layers/CALayer.swift.
extension RenderStamp {
    /// Storage that only Layers/CALayer.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: stamps must never repeat, whichever world made the layer.
        static var last: UInt64 = 0
    }
}

// Used by Runtime/KeyValueObservers.swift.
extension KeyValueObservers {
    /// Storage that only Runtime/KeyValueObservers.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: keyed by the observed object, which lives in one world, so worlds never share an entry.
        static var entries: [ObjectIdentifier: [Entry]] = [:]
        static var sizeAtLastSweep = 0
    }
}

// Used by Clock/MainLoop.swift.
extension MainLoop {
    // Process-wide: it names the world whose code runs now on the one main thread.
    /// The ambient world: the one whose code is running now. A loop makes itself ambient while
    /// it runs its turns, timers and frames, and a `VirtualDevice` while it works, so code with
    /// no object to ask (`CACurrentMediaTime()`, `UIScreen.main`, a new window or layer) acts
    /// there. Objects in a tree never read it: they use their tree's world (`CALayer.loop`).
    /// It must stay process-wide: it names what runs on the one main thread right now.
    package static var current = processDefault {
        didSet { current.publishTime() }
    }
}

// Used by Transactions/CATransaction.swift.
extension CATransaction {
    /// Storage that only Transactions/CATransaction.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: Core Animation keeps one transaction stack per thread, and every world runs on the
        // one main thread; a begin/commit pair brackets code,
        // not a world. What belongs to a world is time and passes: completion groups fire on the
        // world of their animations, and a world's run-loop commit lays out and redisplays only the
        // layers in that world (the queues are shared so a layer that moves into a window before
        // the pass is laid out by its new world; an explicit commit lays out every world's layers).
        // The queues hold layers weakly: a layer nothing else keeps has nothing to show, and a
        // queue that kept it would keep it alive until some world's next commit.
        static var stack: [Frame] = []
        static var createdLayers: [QueuedLayer] = []
        static var layoutQueue: [QueuedLayer] = []
        static var displayQueue: [QueuedLayer] = []
        static var pendingGroups: [CompletionGroup] = []
        /// Set by `flush()` while explicit transactions are open: the implicit transaction commits
        /// as soon as the last of them does.
        static var flushRequested = false
    }
}

// Used by Rendering/CoverageMask.swift.
extension CoverageMasks {
    /// Storage that only Rendering/CoverageMask.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: shapes and their coverage are the same in every world.
        static var masks: [CoverageShape: CoverageMask] = [:]
        static var seen: Set<CoverageShape> = []
        static var bytes = 0
    }
}

// Used by Rendering/PixelConversion.swift.
extension ImageSurfaceCache {
    /// Storage that only Rendering/PixelConversion.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: a cache of pixels keyed by immutable images, shared by every
        // world like the images themselves.
        static var entries: [ObjectIdentifier: (image: CGImage, surface: OpaquePointer)] = [:]
        static var bytes = 0
    }
}

/// Groups layer changes into atomic updates with shared animation settings, as Core
/// Animation's `CATransaction`.
///
/// Changes made outside an explicit `begin()`/`commit()` join an implicit transaction that the
/// main loop commits at the end of the run-loop turn. Committing lays out and redisplays the
/// layers that asked for it. A completion block runs once every animation added while it was
/// set has finished or been removed (at once if there were none).
@preconcurrency @MainActor
public final class CATransaction: NSObject {
    struct Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: CompletionGroup?
        var values: [String: Any] = [:]
        var isImplicit = false
    }

    private override init() { super.init() }

    /// Begins a transaction nested in the current one.
    public static func begin() {
        stack.append(Frame())
    }

    /// Commits the innermost explicit transaction.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.isImplicit }) else { return }
        let frame = stack.remove(at: index)
        finish(frame)
        if flushRequested, !stack.contains(where: { !$0.isImplicit }) {
            flushRequested = false
            commitImplicit()
        } else if stack.isEmpty {
            flushPasses()
        }
    }

    /// Commits the implicit transaction now; while explicit transactions are open, the commit
    /// waits until the last of them is committed, as Core Animation's `flush()` does.
    public static func flush() {
        if stack.contains(where: { !$0.isImplicit }) {
            flushRequested = true
            return
        }
        commitImplicit()
    }

    /// Commits every open transaction, explicit ones included, and runs the pending layout and
    /// display passes: a world being torn down or switched must not leak changes into the next.
    package static func commitAll() {
        flushRequested = false
        while !stack.isEmpty { finish(stack.removeLast()) }
        flushPasses()
    }

    /// Commits the implicit transaction at the end of a run-loop turn of `world` (nil: every
    /// world's passes run).
    static func commitImplicit(in world: MainLoop? = nil) {
        if let frame = stack.first, frame.isImplicit, stack.count == 1 {
            stack.removeAll()
            finish(frame)
        }
        if stack.isEmpty { flushPasses(in: world) }
    }

    private static func finish(_ frame: Frame) {
        guard let group = frame.completion else { return }
        group.isCommitted = true
        group.fireIfDone()
    }

    static func flushPassesNow() { flushPasses() }

    private static func flushPasses(in world: MainLoop? = nil) {
        // Layout may mark more layers; loop until stable (bounded against runaway layouts).
        var rounds = 0
        while rounds < 100 {
            let layouts = take(from: &layoutQueue, in: world)
            let displays = take(from: &displayQueue, in: world)
            if layouts.isEmpty && displays.isEmpty { break }
            rounds += 1
            let depths = layouts.map(\.depth)
            let order = layouts.indices.sorted { depths[$0] < depths[$1] }
            for index in order { layouts[index].layoutSubtreeIfNeeded() }
            for layer in displays { layer.displayIfNeeded() }
        }
        for layer in take(from: &createdLayers, in: world) { layer.isCommitted = true }
    }

    /// Removes and returns the queued layers of `world` (nil: all of them) that are still alive.
    private static func take(from queue: inout [QueuedLayer], in world: MainLoop?) -> [CALayer] {
        guard let world else {
            defer { queue.removeAll() }
            return queue.compactMap(\.layer)
        }
        var taken: [CALayer] = []
        queue.removeAll { entry in
            guard let layer = entry.layer else { return true }
            guard layer.loop === world else { return false }
            taken.append(layer)
            return true
        }
        return taken
    }

    private static func current() -> Int {
        if stack.isEmpty { stack.append(Frame(isImplicit: true)) }
        return stack.count - 1
    }

    private static func lookup<T>(_ key: KeyPath<Frame, T?>) -> T? {
        for frame in stack.reversed() { if let v = frame[keyPath: key] { return v } }
        return nil
    }

    /// The duration for animations added in this transaction (default 0.25 s).
    public static func animationDuration() -> CFTimeInterval { lookup(\.duration) ?? 0.25 }
    /// Sets the duration for animations added in this transaction.
    public static func setAnimationDuration(_ d: CFTimeInterval) { stack[current()].duration = d }
    /// The timing function for implicit animations (nil: linear... or the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { lookup(\.timingFunction) }
    /// Sets the timing function for implicit animations.
    public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { stack[current()].timingFunction = f }
    /// Whether property changes skip their actions.
    public static func disableActions() -> Bool { lookup(\.disableActions) ?? false }
    /// Turns implicit actions off or on for this transaction.
    public static func setDisableActions(_ flag: Bool) { stack[current()].disableActions = flag }

    /// The completion block of the innermost transaction that has one.
    public static func completionBlock() -> (() -> Void)? { lookup(\.completion)?.block }

    /// Sets the block run once every animation added from now on in this transaction is done.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let index = current()
        if let old = stack[index].completion, !old.isCommitted {
            // Replacing the block ends the old group: it runs as soon as its animations finish.
            old.isCommitted = true
            old.fireIfDone()
        }
        guard let block else {
            stack[index].completion = nil
            return
        }
        let group = CompletionGroup(block: block)
        stack[index].completion = group
        pendingGroups.append(group)
    }

    /// Reads a transaction property by key.
    public static func value(forKey key: String) -> Any? {
        for frame in stack.reversed() { if let v = frame.values[key] { return v } }
        return nil
    }
    /// Writes a transaction property by key.
    public static func setValue(_ value: Any?, forKey key: String) { stack[current()].values[key] = value }
    /// Does nothing: there is one thread.
    public static func lock() {}
    /// Does nothing: there is one thread.
    public static func unlock() {}

    // MARK: Bookkeeping for layers and animations

    /// A layer waiting for a commit, held weakly (see `ProcessWide`).
    struct QueuedLayer {
        weak var layer: CALayer?
    }

    static func noteCreated(_ layer: CALayer) {
        _ = current()
        createdLayers.append(QueuedLayer(layer: layer))
    }
    static func noteNeedsLayout(_ layer: CALayer) {
        _ = current()
        layoutQueue.append(QueuedLayer(layer: layer))
    }
    static func noteNeedsDisplay(_ layer: CALayer) {
        _ = current()
        displayQueue.append(QueuedLayer(layer: layer))
    }

    /// The completion groups an animation added now belongs to.
    static func groupsForNewAnimation() -> [CompletionGroup] {
        stack.compactMap(\.completion)
    }

    /// Whether a completion block of the current world is still waiting for its animations.
    /// Groups of worlds that are gone are dropped: their animations will never finish.
    static func hasPendingCompletions(in loop: MainLoop) -> Bool {
        pendingGroups.removeAll { $0.hasFired || $0.loop == nil }
        return pendingGroups.contains { $0.loop === loop }
    }
}

/// The animations one completion block waits for.
@preconcurrency @MainActor
final class CompletionGroup {
    let block: () -> Void
    var pending = 0
    var isCommitted = false
    private(set) var hasFired = false
    /// The world whose animations the group waits for.
    private(set) weak var loop: MainLoop?

    init(block: @escaping () -> Void) {
        self.block = block
        loop = MainLoop.current
    }

    /// Counts one more animation to wait for; the group belongs to the world it runs in.
    func retain(in world: MainLoop?) {
        pending += 1
        if let world { loop = world }
    }

    func release() {
        pending -= 1
        fireIfDone()
    }

    func fireIfDone() {
        guard isCommitted, pending <= 0, !hasFired else { return }
        hasFired = true
        (loop ?? MainLoop.current).performOnNextTurn(block)
    }
}

extension CATransaction {
    /// Runs the pending layout and display passes now without committing (UIKit's
    /// `.layoutSubviews` animation option lays out inside the animation block).
    package static func layoutPending() { flushPassesNow() }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension CATransaction {
    fileprivate static var stack: [Frame] {
        get { ProcessWide.stack }
        _modify { yield &ProcessWide.stack }
    }

    fileprivate static var createdLayers: [QueuedLayer] {
        get { ProcessWide.createdLayers }
        _modify { yield &ProcessWide.createdLayers }
    }

    fileprivate static var layoutQueue: [QueuedLayer] {
        get { ProcessWide.layoutQueue }
        _modify { yield &ProcessWide.layoutQueue }
    }

    fileprivate static var displayQueue: [QueuedLayer] {
        get { ProcessWide.displayQueue }
        _modify { yield &ProcessWide.displayQueue }
    }

    fileprivate static var pendingGroups: [CompletionGroup] {
        get { ProcessWide.pendingGroups }
        _modify { yield &ProcessWide.pendingGroups }
    }

    fileprivate static var flushRequested: Bool {
        get { ProcessWide.flushRequested }
        _modify { yield &ProcessWide.flushRequested }
    }
}

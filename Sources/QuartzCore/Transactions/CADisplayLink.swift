/// A timer that fires in step with the display's refresh, as Core Animation's `CADisplayLink`.
///
/// Apple's form takes a target and a selector; here the target is paired with a method
/// reference (`CADisplayLink(target: self, selector: Player.step)`) or given as a closure.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private var handler: ((CADisplayLink) -> Void)?
    private weak var loop: MainLoop?

    /// The time of the last frame that fired.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    public var duration: CFTimeInterval { loop.map { 1 / $0.framesPerSecond } ?? 1.0 / 60 }
    /// Whether the link is paused.
    public var isPaused = false
    /// The preferred rate (0 = the display's rate); the link skips frames to approach it.
    public var preferredFramesPerSecond: Int = 0
    /// The preferred range of frame rates (iOS 15).
    public var preferredFrameRateRange = CAFrameRateRange.default
    private var lastFired: CFTimeInterval?

    /// Creates a link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Creates a link that calls `selector` on `target` (held strongly, as UIKit does).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void)
    {
        self.init { link in selector(target)(link) }
    }

    /// Creates a link that calls a method taking no arguments on `target`.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// Starts firing on the main loop (the run loop and mode are accepted for compatibility).
    /// A link has no layer to go by, so it joins the ambient world: the one whose code adds it.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let current = MainLoop.current
        guard loop !== current else { return }
        loop = current
        current.displayLinks.append(self)
    }

    /// Stops firing until added again; unlike `invalidate()` the target is kept.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        loop?.displayLinks.removeAll { $0 === self }
        loop = nil
    }

    /// Stops firing for good and releases the target.
    public func invalidate() {
        loop?.displayLinks.removeAll { $0 === self }
        loop = nil
        handler = nil
    }

    func fire(timestamp t: CFTimeInterval, targetTimestamp next: CFTimeInterval) {
        let wanted =
            preferredFramesPerSecond > 0 ? preferredFramesPerSecond : Int(preferredFrameRateRange.preferred ?? 0)
        if wanted > 0, let last = lastFired, t - last < 1 / Double(wanted) - 1e-6 { return }
        lastFired = t
        timestamp = t
        // The next frame this link will fire on: `targetTimestamp - timestamp` is its actual
        // frame interval, as UIKit documents for reading the achieved rate.
        let refresh = next - t
        let stride = wanted > 0 && refresh > 0 ? max(1, ((1 / Double(wanted)) / refresh - 1e-6).rounded(.up)) : 1
        targetTimestamp = t + refresh * stride
        handler?(self)
    }
}

/// A range of frame rates, as `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    /// Creates a range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

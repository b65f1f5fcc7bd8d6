/// Recognizes fingers dragging, as UIKit's `UIPanGestureRecognizer` (a continuous gesture).
///
/// It begins once the centroid of at least `minimumNumberOfTouches` fingers has moved 10 points
/// from where they touched down, changes as they move and ends when fewer than the minimum
/// remain. The translation is the centroid's movement since touch-down (so it already holds
/// those first 10 points at `.began`); the velocity is its rate over the last 0.1 s of samples
/// on the one clock.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that make a pan.
    open var minimumNumberOfTouches = 1
    /// The most fingers a pan may have; more make it fail before it begins.
    open var maximumNumberOfTouches = Int.max

    /// How far (points) the fingers move before the pan begins.
    static let hysteresis: CGFloat = 10

    /// Movement of earlier touch sets (fingers added or lifted re-anchor the centroid).
    private var accumulated = CGPoint.zero
    private var anchor: CGPoint?
    private var lastCentroid = CGPoint.zero
    private var touchSet: [ObjectIdentifier] = []
    /// What `setTranslation(_:in:)` subtracts from the raw movement (window coordinates).
    private var offset = CGPoint.zero
    private var samples = GestureSamples()

    /// The pan's movement since touch-down in `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        UITouch.convertVector(translationInWindow, from: panWindow, to: view)
    }

    /// Sets the translation as seen in `view`'s coordinates, so later movement adds to it; the
    /// velocity starts over.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let t = UITouch.convertVector(translation, from: view, toWindow: panWindow)
        let raw = rawTranslation
        offset = CGPoint(x: raw.x - t.x, y: raw.y - t.y)
        samples.removeAll()
        samples.add(raw, at: (view?.loop ?? MainLoop.current).now)
    }

    /// How fast the pan moves, in `view`'s points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        UITouch.convertVector(samples.velocity, from: panWindow, to: view)
    }

    /// Whether the pan may begin with this movement (screen-edge pans look at the direction).
    func allowsBegin(translation: CGPoint) -> Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            track(event)
            if activeTouches.count > maximumNumberOfTouches { state = .failed }
        case .began, .changed:
            for touch in touches where activeTouches.count > maximumNumberOfTouches { ignore(touch, for: event) }
            track(event)
            state = .changed
        default: break
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        track(event)
        switch state {
        case .possible:
            let count = activeTouches.count
            let t = rawTranslation
            if count >= minimumNumberOfTouches, count <= maximumNumberOfTouches,
                hypot(t.x, t.y) >= UIPanGestureRecognizer.hysteresis, allowsBegin(translation: t)
            {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        track(event)
        switch state {
        case .possible:
            if activeTouches.isEmpty { state = .failed }
        case .began, .changed:
            state = activeTouches.count < minimumNumberOfTouches ? .ended : .changed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: if activeTouches.isEmpty { state = .failed }
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    open override func reset() {
        super.reset()
        accumulated = .zero
        anchor = nil
        lastCentroid = .zero
        touchSet = []
        offset = .zero
        samples.removeAll()
    }

    // MARK: Tracking

    private var panWindow: UIWindow? { trackedTouches.first?.window ?? view?.window }

    private var rawTranslation: CGPoint {
        guard let anchor else { return accumulated }
        return CGPoint(x: accumulated.x + lastCentroid.x - anchor.x, y: accumulated.y + lastCentroid.y - anchor.y)
    }

    private var translationInWindow: CGPoint {
        let raw = rawTranslation
        return CGPoint(x: raw.x - offset.x, y: raw.y - offset.y)
    }

    /// Follows the centroid of the fingers down. The fingers of the last event carry their
    /// movement (lifted ones up to where they lifted); when fingers join or lift, the movement
    /// so far is banked and the centroid re-anchored, so the translation does not jump.
    private func track(_ event: UIEvent) {
        let previous = trackedTouches.filter { touchSet.contains(ObjectIdentifier($0)) }
        if anchor != nil, !previous.isEmpty { lastCentroid = centroid(of: previous) }
        let active = activeTouches
        let ids = active.map(ObjectIdentifier.init)
        if ids != touchSet {
            accumulated = rawTranslation
            touchSet = ids
            anchor = active.isEmpty ? nil : centroid(of: active)
            lastCentroid = anchor ?? .zero
        }
        samples.add(rawTranslation, at: event.timestamp)
    }
}

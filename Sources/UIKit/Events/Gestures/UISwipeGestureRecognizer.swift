/// Recognizes a quick stroke in a direction, as UIKit's `UISwipeGestureRecognizer` (a discrete
/// gesture).
///
/// The fingers' centroid must travel 50 points in one of the permitted directions within
/// 0.5 seconds of touch-down, straying sideways by at most half that distance; it is recognized
/// as soon as it does, while the fingers are still down.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (right by default).
    open var direction: Direction = .right
    /// How many fingers swipe together.
    open var numberOfTouchesRequired = 1

    /// How far (points) a swipe travels.
    static let minimumDistance: CGFloat = 50
    /// How long (seconds) a swipe may take.
    static let maximumDuration: TimeInterval = 0.5
    /// The most sideways travel, as a share of the travel in the swipe's direction.
    static let maximumDeviation: CGFloat = 0.5

    private var start: CGPoint?
    private var mostTouches = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        let down = activeTouches.count
        mostTouches = max(mostTouches, down)
        if down > numberOfTouchesRequired {
            state = .failed
            return
        }
        if start == nil {
            startTimer(after: UISwipeGestureRecognizer.maximumDuration) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
        // The stroke is measured from where all the fingers are down.
        if down == numberOfTouchesRequired {
            start = centroid(of: activeTouches)
        } else if start == nil {
            start = .zero
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        evaluate(lifting: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        evaluate(lifting: true)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
        mostTouches = 0
    }

    private func evaluate(lifting: Bool) {
        let fingers = touchesForLocation
        guard let start, mostTouches == numberOfTouchesRequired, fingers.count == numberOfTouchesRequired else {
            if lifting { state = .failed }
            return
        }
        let end = centroid(of: fingers)
        let dx = end.x - start.x, dy = end.y - start.y
        let candidates: [(Direction, CGFloat, CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (d, along, across) in candidates where direction.contains(d) {
            if along >= UISwipeGestureRecognizer.minimumDistance,
                abs(across) <= along * UISwipeGestureRecognizer.maximumDeviation
            {
                state = .ended
                return
            }
        }
        // Travelling far in a direction the swipe does not accept, or lifting short, fails.
        if lifting || hypot(dx, dy) >= UISwipeGestureRecognizer.minimumDistance * 1.5 { state = .failed }
    }
}

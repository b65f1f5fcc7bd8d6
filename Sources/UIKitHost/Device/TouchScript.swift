/// A multi-touch script for `VirtualDevice.touches(_:)`: fingers, each following a path over a
/// span of time, in screen points and seconds from the start of the script.
///
/// ```
/// // Two fingers spreading apart over half a second, the second joining 0.1 s in.
/// device.touches(TouchScript([
///     .init(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 100, y: 400), start: 0, end: 0.5),
///     .init(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 300, y: 400), start: 0.1, end: 0.5),
/// ]))
/// ```
public struct TouchScript: Sendable {
    /// One finger: it touches down at `start` on the first point, moves through the points at an
    /// even pace and lifts (or is cancelled) on the last point at `end`.
    public struct Path: Sendable {
        /// The points the finger passes through, in screen coordinates.
        public var points: [CGPoint]
        /// When the finger touches down.
        public var start: TimeInterval
        /// When the finger lifts.
        public var end: TimeInterval
        /// Whether the system cancels the touch at `end` instead of the finger lifting.
        public var isCancelledAtEnd: Bool

        /// A finger moving in a straight line from `from` to `to`.
        public init(
            from: CGPoint, to: CGPoint, start: TimeInterval = 0, end: TimeInterval, cancelledAtEnd: Bool = false
        ) {
            self.init(points: [from, to], start: start, end: end, cancelledAtEnd: cancelledAtEnd)
        }

        /// A finger following `points` at an even pace per segment.
        public init(points: [CGPoint], start: TimeInterval = 0, end: TimeInterval, cancelledAtEnd: Bool = false) {
            precondition(!points.isEmpty, "a touch path needs at least one point")
            self.points = points
            self.start = start
            self.end = max(start, end)
            isCancelledAtEnd = cancelledAtEnd
        }

        /// A finger resting on `point` from `start` to `end`.
        public static func hold(at point: CGPoint, start: TimeInterval = 0, end: TimeInterval) -> Path {
            Path(points: [point], start: start, end: end)
        }

        /// A finger moving round `center` at `radius` from angle `from` to angle `to`
        /// (radians; 0 points right, positive turns clockwise on screen).
        public static func arc(
            center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat, start: TimeInterval = 0, end: TimeInterval
        ) -> Path {
            let steps = max(2, Int((abs(to - from) / (.pi / 90)).rounded(.up)))
            let points = (0...steps).map { i -> CGPoint in
                let a = from + (to - from) * CGFloat(i) / CGFloat(steps)
                return CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            }
            return Path(points: points, start: start, end: end)
        }

        /// Where the finger is at `time` (clamped to the path's span).
        public func location(at time: TimeInterval) -> CGPoint {
            guard points.count > 1, end > start else { return points[points.count - 1] }
            let progress = min(max((time - start) / (end - start), 0), 1)
            let scaled = progress * Double(points.count - 1)
            let i = min(Int(scaled), points.count - 2)
            let f = CGFloat(scaled - Double(i))
            let a = points[i], b = points[i + 1]
            return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
    }

    /// The fingers.
    public var paths: [Path]

    /// Creates a script from finger paths.
    public init(_ paths: [Path]) { self.paths = paths }

    /// When the last finger lifts.
    public var duration: TimeInterval { paths.map(\.end).max() ?? 0 }

    /// The times at which the screen is sampled: every display frame (1/60 s) from the start,
    /// plus each finger's exact touch-down and lift-off.
    public func sampleTimes(framesPerSecond: Double = 60) -> [TimeInterval] {
        let end = duration
        var times = Set<TimeInterval>()
        let frames = Int((end * framesPerSecond + 1e-9).rounded(.down))
        for k in 0...max(0, frames) { times.insert(Double(k) / framesPerSecond) }
        for path in paths {
            times.insert(path.start)
            times.insert(path.end)
        }
        // Times a hair apart (float error) are one sample.
        var result: [TimeInterval] = []
        for t in times.sorted() where result.last.map({ t - $0 > 1e-9 }) ?? true { result.append(t) }
        return result
    }
}

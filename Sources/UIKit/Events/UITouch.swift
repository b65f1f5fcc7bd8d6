/// One finger on the screen for the length of a gesture, as UIKit's `UITouch`.
///
/// The same object follows the finger from touch-down to lift-off; each event updates its
/// phase, location and timestamp. Locations are kept in the window's coordinates and converted
/// on request.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life, as `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but did not move since the last event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered the window (pointer hover; never produced here).
        case regionEntered
        /// A pointer moved within the window (never produced here).
        case regionMoved
        /// A pointer left the window (never produced here).
        case regionExited
    }

    /// What produced a touch, as `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote's touch surface).
        case indirect
        /// An Apple Pencil.
        case pencil
        /// A pointer device.
        case indirectPointer
        /// The former name of `pencil`.
        public static let stylus = TouchType.pencil
    }

    /// The touch's phase in the current event.
    public package(set) var phase: Phase = .began
    /// When the touch last changed, on the one clock.
    public package(set) var timestamp: TimeInterval
    /// How many quick taps in one place this touch completes (1 for a single tap).
    public package(set) var tapCount = 1
    /// What produced the touch.
    public package(set) var type: TouchType = .direct
    /// The window the touch began in.
    public package(set) weak var window: UIWindow?
    /// The view the touch was hit-tested to; it keeps receiving the touch wherever it moves.
    public package(set) var view: UIView?
    /// The radius of the touch's contact area, in points.
    public package(set) var majorRadius: CGFloat = 20
    /// How far `majorRadius` may be off, in points.
    public package(set) var majorRadiusTolerance: CGFloat = 5
    /// The pressure of the touch (no force sensing here: 0).
    public package(set) var force: CGFloat = 0
    /// The greatest possible force (0 without force sensing).
    public package(set) var maximumPossibleForce: CGFloat = 0

    let identifier: Int
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    let startLocationInWindow: CGPoint
    /// Recognizers that receive this touch, held weakly (they hold the touch while tracking).
    var recognizerRefs: [WeakRecognizer] = []
    /// View delivery: whether `touchesBegan` reached the view, whether the view is done with
    /// the touch (ended, cancelled or never to be told), and whether a recognizer cancelled it.
    var viewBeganDelivered = false
    var viewFinished = false
    var cancelledForView = false

    /// Creates a touch that belongs to no window (UIKit makes touches; tests may too).
    public override convenience init() {
        self.init(identifier: 0, location: .zero, window: nil, view: nil, timestamp: MainLoop.current.now)
    }

    init(identifier: Int, location: CGPoint, window: UIWindow?, view: UIView?, timestamp: TimeInterval) {
        self.identifier = identifier
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        self.window = window
        self.view = view
        self.timestamp = timestamp
    }

    /// The recognizers receiving this touch.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        let list = recognizerRefs.compactMap(\.recognizer)
        return list.isEmpty ? nil : list
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        UITouch.convert(locationInWindow, from: window, to: view)
    }

    /// The touch's location before the current event, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        UITouch.convert(previousLocationInWindow, from: window, to: view)
    }

    /// The precise location (the same as `location(in:)` for fingers).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise previous location (the same as `previousLocation(in:)` for fingers).
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Whether the touch is still down (began, moved or stationary).
    var isActive: Bool { phase == .began || phase == .moved || phase == .stationary }

    /// Converts a point in `window`'s coordinates to `view`'s (nil: stays in the window's),
    /// going through the screen when the view is in another window.
    static func convert(_ p: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        guard let window else { return view.convert(p, from: nil) }
        if let other = view.window, other !== window {
            return view.convert(other.convert(p, from: window), from: nil)
        }
        if view === window { return p }
        return view.convert(p, from: window)
    }

    /// Converts a point in `view`'s coordinates (nil: `window`'s) to `window`'s.
    static func convert(_ p: CGPoint, from view: UIView?, toWindow window: UIWindow?) -> CGPoint {
        guard let view else { return p }
        guard let window else { return view.convert(p, to: nil) }
        if let other = view.window, other !== window {
            return window.convert(view.convert(p, to: nil), from: other)
        }
        if view === window { return p }
        return view.convert(p, to: window)
    }

    /// Converts a displacement in `window`'s coordinates to `view`'s (rotations and scales of
    /// the views in between apply; translations do not).
    static func convertVector(_ v: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        let a = convert(.zero, from: window, to: view)
        let b = convert(v, from: window, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Converts a displacement in `view`'s coordinates to `window`'s.
    static func convertVector(_ v: CGPoint, from view: UIView?, toWindow window: UIWindow?) -> CGPoint {
        let a = convert(.zero, from: view, toWindow: window)
        let b = convert(v, from: view, toWindow: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

/// A weak reference to a gesture recognizer.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

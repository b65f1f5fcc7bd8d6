/// An event the app receives, as UIKit's `UIEvent`: here, touch events carrying the touches
/// currently on the screen.
///
/// As in UIKit, an application reuses one touch-event object for every touch event; its
/// timestamp and touches change from event to event.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of an event, as `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion (shaking).
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical button presses.
        case presses
        /// Scrolling with a pointer device.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A transform gesture from a trackpad.
        case transform = 14
    }

    /// The specific kind of a motion or remote-control event, as `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touch events).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
    }

    /// The time of the event on the one clock.
    open var timestamp: TimeInterval { timestampStorage }
    /// The kind of event.
    open var type: EventType { typeStorage }
    /// The subtype of motion and remote-control events (`.none` for touches).
    open var subtype: EventSubtype { .none }

    var timestampStorage: TimeInterval
    let typeStorage: EventType
    /// The touches of the event, in the order they touched down.
    var touchList: [UITouch] = []

    /// Creates an event now (a touch event with no touches).
    public override init() {
        timestampStorage = MainLoop.current.now
        typeStorage = .touches
    }

    init(type: EventType) {
        timestampStorage = MainLoop.current.now
        typeStorage = type
    }

    /// Every touch of the event (nil for events that are not touch events).
    open var allTouches: Set<UITouch>? {
        typeStorage == .touches ? Set(touchList) : nil
    }

    /// The event's touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchList.filter { $0.window === window })
    }

    /// The event's touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchList.filter { $0.view === view })
    }

    /// The event's touches a gesture recognizer is receiving.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchList.filter { gesture.trackedTouches.contains($0) })
    }

    /// The touch samples between this event and the last for `touch` (only the latest here:
    /// samples arrive once a frame).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains(touch) ? [touch] : nil
    }

    /// Predicted future samples for `touch` (none here).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains(touch) ? [] : nil
    }
}

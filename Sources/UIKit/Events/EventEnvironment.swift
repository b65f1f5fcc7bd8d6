/// One world's touch state: the fingers on the screen, the touch event UIKit reuses for them,
/// the gesture recognizers currently in play and the last tap (for tap counts).
@preconcurrency @MainActor
package final class EventEnvironment {
    /// Fingers down, by identifier, in touch-down order.
    private(set) var activeTouches: [UITouch] = []
    /// The one touch event, reused for every touch event as UIKit does.
    let touchEvent = UIEvent(type: .touches)
    /// Recognizers that received touches and have not been reset since, in engagement order.
    private(set) var engaged: [UIGestureRecognizer] = []
    /// Whether a window is delivering an event (resets wait until it is done).
    var dispatchDepth = 0
    /// Touches whose view delivery must be looked at again once the current event is done.
    var pendingViewTouches: [UITouch] = []
    var isSettling = false
    private var lastTap: (location: CGPoint, window: ObjectIdentifier?, time: TimeInterval, count: Int)?
    private var touchSequence = 0

    /// Successive taps within this time (seconds) of the previous lift count up `tapCount`.
    static let multiTapInterval: TimeInterval = 0.35
    /// Successive taps must land within this distance (points) of the previous one.
    static let multiTapDistance: CGFloat = 45

    init() {}

    // MARK: Recognizers

    func engage(_ recognizer: UIGestureRecognizer) {
        guard !engaged.contains(where: { $0 === recognizer }) else { return }
        engaged.append(recognizer)
        recognizer.environment = self
    }

    func disengage(_ recognizer: UIGestureRecognizer) {
        engaged.removeAll { $0 === recognizer }
    }

    // MARK: Touch input

    /// One finger's sample: an identifier chosen by the caller, its phase and its location on
    /// the screen.
    package struct TouchInput: Sendable {
        var id: Int
        var phase: UITouch.Phase
        var location: CGPoint
        package init(id: Int, phase: UITouch.Phase, location: CGPoint) {
            self.id = id
            self.phase = phase
            self.location = location
        }
    }

    private var touchesByInput: [Int: UITouch] = [:]
    private var inputSequence = 0

    /// Fresh finger identifiers for a touch source.
    package func makeInputIDs(count: Int) -> [Int] {
        defer { inputSequence += count }
        return (0..<count).map { inputSequence + $0 + 1 }
    }

    /// Turns one frame's finger samples into the touch event and sends it through
    /// `application.sendEvent(_:)`: new fingers are hit-tested to a window and view, fingers
    /// not sampled are stationary, lifted fingers leave after the event.
    package func inject(_ inputs: [TouchInput], into application: UIApplication) {
        let now = application.loop.now
        touchEvent.timestampStorage = now
        for touch in activeTouches where touch.phase == .began || touch.phase == .moved {
            touch.phase = .stationary
            touch.previousLocationInWindow = touch.locationInWindow
        }
        for input in inputs {
            if input.phase == .began {
                if let stale = touchesByInput[input.id] { finish(stale, phase: .cancelled, now: now) }
                let touch = makeTouch(at: input.location, in: application, now: now)
                touchesByInput[input.id] = touch
                activeTouches.append(touch)
            } else if let touch = touchesByInput[input.id] {
                let p = touch.window.map { $0.convert(input.location, from: nil as UIWindow?) } ?? input.location
                touch.previousLocationInWindow = touch.locationInWindow
                touch.locationInWindow = p
                touch.timestamp = now
                switch input.phase {
                case .ended, .cancelled: touch.phase = input.phase
                default: touch.phase = p == touch.previousLocationInWindow ? .stationary : .moved
                }
            }
        }
        touchEvent.touchList = activeTouches
        application.sendEvent(touchEvent)
        for touch in activeTouches where !touch.isActive {
            if touch.phase == .ended { rememberTap(touch, now: now) }
        }
        activeTouches.removeAll { !$0.isActive }
        touchesByInput = touchesByInput.filter { $0.value.isActive }
        touchEvent.touchList = activeTouches
    }

    /// Cancels every finger still down (the world is going away, or the system interrupted).
    func cancelAllTouches(in application: UIApplication) {
        guard !activeTouches.isEmpty else { return }
        touchEvent.timestampStorage = application.loop.now
        for touch in activeTouches {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.phase = .cancelled
        }
        touchEvent.touchList = activeTouches
        application.sendEvent(touchEvent)
        activeTouches.removeAll()
        touchesByInput.removeAll()
        touchEvent.touchList = []
    }

    /// Resets every recognizer in play and forgets them (world teardown).
    func tearDown() {
        for recognizer in engaged { recognizer.resetForNextGesture() }
        engaged.removeAll()
        activeTouches.removeAll()
        touchesByInput.removeAll()
        touchEvent.touchList = []
    }

    private func finish(_ touch: UITouch, phase: UITouch.Phase, now: TimeInterval) {
        touch.phase = phase
        touch.timestamp = now
    }

    private func makeTouch(at screenPoint: CGPoint, in application: UIApplication, now: TimeInterval) -> UITouch {
        touchSequence += 1
        // Front-most visible window under the finger, as UIKit hit-tests windows.
        var window: UIWindow?
        var view: UIView?
        var windowPoint = screenPoint
        for candidate in application.windows.reversed() where !candidate.isHidden {
            let p = candidate.convert(screenPoint, from: nil as UIWindow?)
            if let hit = candidate.hitTest(p, with: touchEvent) {
                (window, view, windowPoint) = (candidate, hit, p)
                break
            }
        }
        if window == nil, let key = application.keyWindow {
            window = key
            windowPoint = key.convert(screenPoint, from: nil as UIWindow?)
        }
        let touch = UITouch(
            identifier: touchSequence, location: windowPoint, window: window, view: view, timestamp: now)
        touch.phase = .began
        if let last = lastTap, now - last.time <= EventEnvironment.multiTapInterval,
            last.window == window.map(ObjectIdentifier.init),
            hypot(last.location.x - windowPoint.x, last.location.y - windowPoint.y) <= EventEnvironment.multiTapDistance
        {
            touch.tapCount = last.count + 1
        }
        return touch
    }

    private func rememberTap(_ touch: UITouch, now: TimeInterval) {
        let start = touch.startLocationInWindow, end = touch.locationInWindow
        // A drag is not a tap: the next touch starts counting again.
        guard hypot(end.x - start.x, end.y - start.y) <= UITapGestureRecognizer.allowableMovement else {
            lastTap = nil
            return
        }
        lastTap = (touch.locationInWindow, touch.window.map(ObjectIdentifier.init), now, touch.tapCount)
    }
}

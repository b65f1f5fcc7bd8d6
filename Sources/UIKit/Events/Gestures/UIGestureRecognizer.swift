@_spi(Testing) import QuartzCore

/// Turns touches into a gesture and tells its targets, as UIKit's `UIGestureRecognizer`.
///
/// Targets are given as Swift method references instead of selectors:
/// `UIPanGestureRecognizer(target: self, action: Controller.handlePan)`, where the method takes
/// nothing or the recognizer. Targets are held weakly, as in UIKit.
///
/// Subclasses override the touch methods and set `state`; the methods UIKit declares in
/// `UIGestureRecognizerSubclass.h` are declared here because Swift lets subclasses override only
/// what a class body declares. Arbitration between recognizers lives in
/// `UIGestureRecognizer+Arbitration.swift`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, as `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not yet recognized (the default).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches were not this gesture.
        case failed
        /// A discrete gesture was recognized (the same as `ended`).
        public static let recognized = State.ended
    }

    var stateStorage = State.possible
    /// The state the recognizer asked for while it waits for others to fail.
    var pendingState: State?
    /// The touches this recognizer receives, in touch-down order (kept until reset).
    var trackedTouches: [UITouch] = []
    weak var environment: EventEnvironment?
    var explicitFailureRequirements: [WeakRecognizer] = []
    var targets: [GestureTarget] = []
    var timerID: Int?
    weak var timerLoop: MainLoop?
    /// Where the touches were when the recognizer last had some (window coordinates).
    var lastLocation: (point: CGPoint, window: UIWindow?)?
    weak var viewStorage: UIView?

    /// The recognizer's state; subclasses set it to report progress, which sends the actions.
    open var state: State {
        get { stateStorage }
        set {
            requestState(newValue)
            environment?.settle()
        }
    }

    /// Whether the recognizer takes part; disabling it mid-gesture cancels the gesture.
    open var isEnabled = true {
        didSet {
            guard oldValue && !isEnabled else { return }
            abandonGesture()
        }
    }

    /// Answers questions about recognition; held weakly.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the view's touches are cancelled when the gesture is recognized.
    open var cancelsTouchesInView = true
    /// Whether `touchesBegan` reaches the view only after this recognizer fails.
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded` reaches the view only after this recognizer fails.
    open var delaysTouchesEnded = true
    /// Whether all touches must be of one type (always true for fingers here).
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?

    /// The view the recognizer is attached to.
    open var view: UIView? { viewStorage }

    /// Creates a recognizer with no targets. A convenience initializer, as in UIKit, so a
    /// subclass may declare its own `init()` that calls `super.init(target: nil, action: nil)`.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer from a target and a selector, as ported code writes it: usually
    /// `init(target: nil, action: nil)` with targets added later. A selector names a method
    /// that cannot be sent on Linux, so a non-nil one is reported and not called (pass the
    /// method reference `Type.method` instead).
    public init(target: Any?, action: Selector?) {
        super.init()
        LifetimeTracker.track(self)
        if let action {
            Diagnostics.log(
                "\(type(of: self)): the action \(action.name) is a selector, which cannot be sent without the "
                    + "Objective-C runtime; pass the method reference instead.")
        }
    }

    /// Creates a recognizer that calls `action` on `target` (a method taking nothing).
    public convenience init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `action` on `target` with the recognizer.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target?, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    // MARK: Locations

    /// The centroid of the gesture's touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let touches = touchesForLocation
        guard !touches.isEmpty else {
            guard let last = lastLocation else { return .zero }
            return UITouch.convert(last.point, from: last.window, to: view)
        }
        let points = touches.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }

    /// The location of one of the gesture's touches (0 ..< `numberOfTouches`).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = touchesForLocation
        guard touches.indices.contains(touchIndex) else {
            Diagnostics.log(
                "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(touches.count)).")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    /// How many touches the gesture involves.
    open var numberOfTouches: Int { touchesForLocation.count }

    // MARK: Dependencies

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before recognizing, and
    /// fail if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !explicitFailureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        explicitFailureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: Subclassing hooks

    /// Touches began in the recognizer's view.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Clears per-gesture state; called after the gesture ends or fails and its touches lift.
    open func reset() {}

    /// Stops receiving `touch` (it still reaches the view).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizerRefs.removeAll { $0.recognizer === self }
    }

    /// Whether recognizing this gesture may make `preventedGestureRecognizer` fail.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing may make this recognizer fail.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this recognizer to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIGestureRecognizer {
    /// Touches still down, or else those that lifted last (for discrete gestures recognized on
    /// lift-off).
    var touchesForLocation: [UITouch] {
        let active = trackedTouches.filter(\.isActive)
        if !active.isEmpty { return active }
        guard let latest = trackedTouches.map(\.timestamp).max() else { return [] }
        return trackedTouches.filter { $0.timestamp == latest }
    }

    /// The touches still down.
    var activeTouches: [UITouch] { trackedTouches.filter(\.isActive) }

    func tracks(_ touch: UITouch) -> Bool { trackedTouches.contains { $0 === touch } }

    /// Whether the recognizer still gets touches (not finished with this gesture).
    var isReceivingTouches: Bool {
        isEnabled && (stateStorage == .possible || stateStorage == .began || stateStorage == .changed)
    }

    /// Whether a touch beginning now joins this recognizer.
    var acceptsNewTouches: Bool { isReceivingTouches }

    /// Schedules `fire` on the one clock after `delay`, replacing any earlier timer.
    func startTimer(after delay: TimeInterval, _ fire: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        cancelTimer()
        let loop = view?.loop ?? MainLoop.current
        timerLoop = loop
        timerID = loop.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.timerID = nil
            fire(self)
            self.environment?.settle()
        }
    }

    /// Cancels the recognizer's timer.
    package func cancelTimer() {
        if let id = timerID { timerLoop?.cancelTimer(id) }
        timerID = nil
    }

    /// Back to `.possible` with no touches, ready for the next gesture.
    func resetForNextGesture() {
        let touches = trackedTouches
        if let centroid = touches.isEmpty ? nil : location(in: nil) {
            lastLocation = (centroid, touches.first?.window)
        }
        stateStorage = .possible
        pendingState = nil
        cancelTimer()
        trackedTouches.removeAll()
        for touch in touches { touch.recognizerRefs.removeAll { $0.recognizer === self || $0.recognizer == nil } }
        if let environment {
            environment.disengage(self)
            environment.pendingViewTouches += touches.filter { !$0.viewFinished }
        }
        reset()
    }
}

/// The base class of controls that turn touches into actions, as UIKit's `UIControl`.
///
/// A control tracks one finger: touching down highlights it and sends `.touchDown`; dragging
/// sends the drag events; lifting sends `.touchUpInside` or `.touchUpOutside`. "Inside" is the
/// tracking area: the bounds grown by 70 points on every side, as in UIKit, so a finger that
/// slides a little off a button still taps it.
///
/// Actions are `UIAction`s or targets with Swift method references (see
/// `UIControl+Targets.swift`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far (points) outside the bounds a finger still counts as inside.
    static let trackingMargin: CGFloat = 70

    var actionEntries: [ControlActionEntry] = []
    var trackingTouch: UITouch?
    /// The event being handled while the control tracks a touch.
    var currentEvent: UIEvent?

    /// Whether the control responds to touches (disabled controls pass them on).
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { controlStateDidChange() } }
    }

    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if oldValue != isSelected { controlStateDidChange() } }
    }

    /// Whether the control is highlighted (a finger is down on it).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { controlStateDidChange() } }
    }

    /// The control's state, combined from enabled, highlighted and selected.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// How the content lines up horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How the content lines up vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with leading and trailing resolved (left to right here).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// Whether the control is tracking a touch.
    open var isTracking: Bool { isTrackingStorage }
    /// Whether the tracked touch is inside the tracking area.
    open var isTouchInside: Bool { isTouchInsideStorage }
    var isTrackingStorage = false
    var isTouchInsideStorage = false

    /// Creates a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with the given frame that performs `primaryAction` when triggered.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Tracking hooks

    /// A finger touched down; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Runs a `UIAction` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.senderStorage = self
        action.handler(action)
    }

    /// Sends the actions registered for `controlEvents`, each event in turn.
    open func sendActions(for controlEvents: Event) {
        dispatchActions(for: controlEvents, event: currentEvent)
    }

    /// Called when enabled, selected or highlighted changed (subclasses restyle).
    func controlStateDidChange() {}

    /// The event a tap on the control also sends as its primary action (buttons send
    /// `.primaryActionTriggered` with `.touchUpInside`).
    var primaryActionOnTouchUpInside: Bool { false }

    /// Called just before a tap sends the primary action (buttons may toggle selection).
    func primaryActionWillTrigger() {}

    // MARK: Touches

    /// Starts tracking the first finger: highlights the control and sends `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard trackingTouch == nil, let touch = touches.min(by: { $0.identifier < $1.identifier }) else { return }
        trackingTouch = touch
        currentEvent = event
        defer { currentEvent = nil }
        isTouchInsideStorage = true
        isHighlighted = true
        isTrackingStorage = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        if !isTrackingStorage {
            isHighlighted = false
            trackingTouch = nil
        }
    }

    /// Follows the tracked finger: drag events and highlighting by the tracking area.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        currentEvent = event
        defer { currentEvent = nil }
        let wasInside = isTouchInsideStorage
        let inside = isInTrackingArea(touch)
        isTouchInsideStorage = inside
        isHighlighted = inside
        isTrackingStorage = continueTracking(touch, with: event)
        if inside {
            sendActions(for: wasInside ? .touchDragInside : .touchDragEnter)
        } else {
            sendActions(for: wasInside ? .touchDragExit : .touchDragOutside)
        }
        if !isTrackingStorage {
            isHighlighted = false
            trackingTouch = nil
        }
    }

    /// The tracked finger lifted: `.touchUpInside` within the tracking area, else
    /// `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        currentEvent = event
        defer { currentEvent = nil }
        let inside = isInTrackingArea(touch)
        isTouchInsideStorage = inside
        isHighlighted = false
        trackingTouch = nil
        if isTrackingStorage { endTracking(touch, with: event) }
        isTrackingStorage = false
        if inside {
            sendActions(for: .touchUpInside)
            if primaryActionOnTouchUpInside {
                primaryActionWillTrigger()
                sendActions(for: .primaryActionTriggered)
            }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// The tracked finger was cancelled (a gesture recognizer took it): `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        currentEvent = event
        defer { currentEvent = nil }
        isHighlighted = false
        trackingTouch = nil
        if isTrackingStorage { cancelTracking(with: event) }
        isTrackingStorage = false
        sendActions(for: .touchCancel)
    }

    /// A single tap recognizer of a superview does not begin on an enabled control, so the
    /// control's own action wins, as in UIKit.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether the touch is within the bounds grown by the tracking margin.
    func isInTrackingArea(_ touch: UITouch) -> Bool {
        let m = UIControl.trackingMargin
        return bounds.insetBy(dx: -m, dy: -m).contains(touch.location(in: self))
    }
}

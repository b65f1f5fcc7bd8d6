/// A control that offers an on/off choice, as UIKit's `UISwitch`.
///
/// Drawn as iOS 17 draws it: a 51 x 31 point capsule track, green (`.systemGreen`, #34C759)
/// when on and a light grey fill when off, with a white 27 point thumb that slides between
/// the ends on the world's clock. A tap toggles it; a drag ends on the side the finger
/// finishes on. Each change by the user sends `.valueChanged` (and `.primaryActionTriggered`,
/// which a `UIAction` given to `init(frame:primaryAction:)` listens to).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The styles a switch can take, as `UISwitch.Style`.
    public enum Style: Int, Sendable {
        /// The platform's usual style (sliding on iPhone).
        case automatic = 0
        /// A checkbox (a Mac idiom; drawn sliding here, as on iPhone).
        case checkbox
        /// The sliding track and thumb.
        case sliding
    }

    /// The size UIKit gives every switch, whatever frame it is created with.
    static let switchSize = CGSize(width: 51, height: 31)
    static let thumbInset: CGFloat = 2
    static let toggleDuration: TimeInterval = 0.25
    /// How far (points) a finger moves before the touch counts as a drag rather than a tap.
    static let dragThreshold: CGFloat = 5

    let trackView = UIView()
    let thumbView = UIView()
    private var isOnStorage = false
    /// The side the thumb is drawn on: the value, or during a drag the side under the finger.
    private var shownOn = false
    private var touchStart: CGPoint = .zero
    private var dragged = false

    /// Whether the switch is on.
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// The colour of the track when on (nil: `.systemGreen`).
    open var onTintColor: UIColor? {
        didSet {
            applyColors()
            appearanceDidSet(\UISwitch.onTintColor, onTintColor)
        }
    }

    /// The colour of the thumb (nil: white).
    open var thumbTintColor: UIColor? {
        didSet {
            applyColors()
            appearanceDidSet(\UISwitch.thumbTintColor, thumbTintColor)
        }
    }

    /// The title shown beside a checkbox-style switch (not drawn on iPhone).
    open var title: String?

    /// The style the app asks for.
    open var preferredStyle: Style = .automatic

    /// The style the switch uses: sliding, as on iPhone.
    open var style: Style { .sliding }

    /// Creates a switch; the size of `frame` is replaced by the switch's own 51 x 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        configure()
    }

    /// Creates a switch from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        trackView.isUserInteractionEnabled = false
        trackView.layer.cornerRadius = UISwitch.switchSize.height / 2
        thumbView.isUserInteractionEnabled = false
        let thumb = UISwitch.switchSize.height - 2 * UISwitch.thumbInset
        thumbView.layer.cornerRadius = thumb / 2
        thumbView.layer.shadowOpacity = 0.15
        thumbView.layer.shadowRadius = 2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(trackView)
        addSubview(thumbView)
        layoutParts()
        applyColors()
    }

    /// Turns the switch on or off, sliding the thumb when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        isOnStorage = on
        shownOn = on
        if animated {
            UIView.animate(withDuration: UISwitch.toggleDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutParts()
                self.applyColors()
            }
        } else {
            UIView.performWithoutAnimation {
                layoutParts()
                applyColors()
            }
        }
    }

    // MARK: Layout and colours

    /// Always 51 x 31 points.
    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }

    /// Always 51 x 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

    /// Places the track and thumb at the switch's top-left corner.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// The thumb's frame for a state: its left end when off, its right end when on.
    func thumbFrame(on: Bool) -> CGRect {
        let inset = UISwitch.thumbInset
        let side = UISwitch.switchSize.height - 2 * inset
        let x = on ? UISwitch.switchSize.width - inset - side : inset
        return CGRect(x: x, y: inset, width: side, height: side)
    }

    private func layoutParts() {
        trackView.frame = CGRect(origin: .zero, size: UISwitch.switchSize)
        thumbView.frame = thumbFrame(on: shownOn)
    }

    private func applyColors() {
        // The off track is the light grey fill iOS draws (secondary system fill).
        trackView.backgroundColor = shownOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        thumbView.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    override func controlStateDidChange() {
        applyColors()
    }

    // MARK: Tracking

    /// Notes where the finger came down, to tell a tap from a drag.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStart = touch.location(in: self)
        dragged = false
        return true
    }

    /// A finger that moves far enough turns the touch into a drag.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        if abs(p.x - touchStart.x) > UISwitch.dragThreshold || abs(p.y - touchStart.y) > UISwitch.dragThreshold {
            dragged = true
        }
        // While dragging, the thumb slides to the side under the finger.
        if dragged { show(on: p.x > UISwitch.switchSize.width / 2) }
        return true
    }

    private func show(on: Bool) {
        guard on != shownOn else { return }
        shownOn = on
        UIView.animate(withDuration: UISwitch.toggleDuration, delay: 0, options: [.beginFromCurrentState]) {
            self.layoutParts()
            self.applyColors()
        }
    }

    /// A cancelled drag puts the thumb back on the value's side.
    open override func cancelTracking(with event: UIEvent?) {
        show(on: isOnStorage)
    }

    /// A tap toggles; a drag ends on the side the finger lifted on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let p = touch.location(in: self)
        let newValue: Bool
        if dragged {
            newValue = p.x > UISwitch.switchSize.width / 2
        } else {
            guard isInTrackingArea(touch) else { return }
            newValue = !isOnStorage
        }
        guard newValue != isOnStorage else { return show(on: isOnStorage) }
        setOn(newValue, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}

/// A control for picking a value from a continuous range by dragging a thumb, as UIKit's
/// `UISlider`.
///
/// Drawn as iOS 17 draws it: a 4 point rounded track, tinted (`tintColor`) left of the thumb
/// and grey (`.systemFill`) right of it, and a white 28 point thumb. Only a finger that comes
/// down on the thumb drags it; the value follows the finger's horizontal movement and is sent
/// as `.valueChanged` on every move when `isContinuous`, else once when the finger lifts.
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let thumbSide: CGFloat = 28
    static let trackHeight: CGFloat = 4
    /// UIKit's slider height (the thumb and its shadow).
    static let height: CGFloat = 31
    /// How far outside the thumb (points) a finger still picks it up.
    static let thumbSlop: CGFloat = 10

    let minimumTrackView = UIView()
    let maximumTrackView = UIView()
    let thumbView = UIView()
    private var valueStorage: Float = 0
    private var trackingStartValue: Float = 0
    private var trackingStartX: CGFloat = 0

    /// The value, kept between `minimumValue` and `maximumValue`.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the left end (0 by default); the value and maximum follow it up.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// The value at the right end (1 by default); the value and minimum follow it down.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// Whether `.valueChanged` is sent while dragging (true) or only when the finger lifts.
    open var isContinuous = true

    /// The colour of the track left of the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? {
        didSet {
            applyColors()
            appearanceDidSet(\UISlider.minimumTrackTintColor, minimumTrackTintColor)
        }
    }

    /// The colour of the track right of the thumb (nil: the system fill).
    open var maximumTrackTintColor: UIColor? {
        didSet {
            applyColors()
            appearanceDidSet(\UISlider.maximumTrackTintColor, maximumTrackTintColor)
        }
    }

    /// The colour of the thumb (nil: white).
    open var thumbTintColor: UIColor? {
        didSet {
            applyColors()
            appearanceDidSet(\UISlider.thumbTintColor, thumbTintColor)
        }
    }

    /// An image drawn at the minimum end (not built yet: kept but not drawn).
    open var minimumValueImage: UIImage? {
        didSet { if minimumValueImage != nil { unimplemented(#function) } }
    }
    /// An image drawn at the maximum end (not built yet: kept but not drawn).
    open var maximumValueImage: UIImage? {
        didSet { if maximumValueImage != nil { unimplemented(#function) } }
    }

    /// Creates a slider.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a slider from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        for view in [minimumTrackView, maximumTrackView, thumbView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        minimumTrackView.layer.cornerRadius = UISlider.trackHeight / 2
        maximumTrackView.layer.cornerRadius = UISlider.trackHeight / 2
        thumbView.layer.cornerRadius = UISlider.thumbSide / 2
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowRadius = 3
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        applyColors()
    }

    /// Sets the value (clamped to the range), moving the thumb over 0.25 s when `animated`;
    /// sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = min(max(value, minimumValue), maximumValue)
        valueStorage = clamped.isNaN ? minimumValue : clamped
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.layoutParts() }
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    // MARK: Geometry

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISlider.height)
    }

    /// The given width (or the thumb's) and 31 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(bounds.width, UISlider.thumbSide), height: UISlider.height)
    }

    /// The track: the full width, 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width,
            height: UISlider.trackHeight)
    }

    /// The thumb for `value`: its edges stay within the track's ends.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = UISlider.thumbSide
        let x = rect.minX + (rect.width - side) * CGFloat(fraction(of: value))
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Where the minimum value image goes (nothing here: images are not drawn).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }

    /// Where the maximum value image goes (nothing here: images are not drawn).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }

    private func fraction(of value: Float) -> Float {
        let range = maximumValue - minimumValue
        return range > 0 ? (value - minimumValue) / range : 0
    }

    /// Places the tracks either side of the thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        minimumTrackView.frame = CGRect(
            x: track.minX, y: track.minY, width: thumb.midX - track.minX, height: track.height)
        maximumTrackView.frame = CGRect(
            x: thumb.midX, y: track.minY, width: track.maxX - thumb.midX, height: track.height)
        thumbView.frame = thumb
    }

    private func applyColors() {
        minimumTrackView.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumbView.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    /// Re-tints the minimum track.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    override func controlStateDidChange() {
        applyColors()
    }

    // MARK: Tracking

    /// Picks up the thumb when the finger comes down on it (or within a few points of it).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        let p = touch.location(in: self)
        guard thumb.insetBy(dx: -UISlider.thumbSlop, dy: -UISlider.thumbSlop).contains(p) else { return false }
        trackingStartValue = valueStorage
        trackingStartX = p.x
        return true
    }

    /// Moves the value by the finger's horizontal travel, as a share of the thumb's travel.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let travel = trackRect(forBounds: bounds).width - UISlider.thumbSide
        guard travel > 0 else { return true }
        let dx = touch.location(in: self).x - trackingStartX
        let newValue = trackingStartValue + Float(dx / travel) * (maximumValue - minimumValue)
        let before = valueStorage
        setValue(newValue, animated: false)
        if isContinuous && valueStorage != before { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        return true
    }

    /// A slider that is not continuous sends `.valueChanged` once, when the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous && valueStorage != trackingStartValue {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

}

/// A control for stepping a value up and down, as UIKit's `UIStepper`.
///
/// Drawn as iOS 17 draws it: a 94 x 32 point rounded rectangle in the tertiary system fill,
/// split by a hairline into a minus half and a plus half; a half that cannot step (at a limit,
/// without `wraps`) dims its glyph and ignores touches. A finger down on a half steps at once;
/// held, it repeats on the world's clock when `autorepeat` is on.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    static let stepperSize = CGSize(width: 94, height: 32)
    /// [U] UIKit does not document its repeat timing: the first repeat comes after 0.5 s, then
    /// one every 0.1 s while the finger stays down.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    let minusGlyph = StepperGlyph(plus: false)
    let plusGlyph = StepperGlyph(plus: true)
    let divider = UIView()
    private var valueStorage: Double = 0
    private var trackingDirection: Double = 0
    private var valueAtTouchDown: Double = 0
    private var repeatTimer: Int?

    /// The value, kept between `minimumValue` and `maximumValue` (0 by default).
    open var value: Double {
        get { valueStorage }
        set {
            valueStorage = min(max(newValue, minimumValue), maximumValue)
            updateAppearance()
        }
    }

    /// The lowest value (0 by default); must stay below `maximumValue`.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue < maximumValue else {
                logInvalid("minimumValue must be less than maximumValue")
                minimumValue = oldValue
                return
            }
            value = valueStorage
        }
    }

    /// The highest value (100 by default); must stay above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue > minimumValue else {
                logInvalid("maximumValue must be greater than minimumValue")
                maximumValue = oldValue
                return
            }
            value = valueStorage
        }
    }

    /// How much one step changes the value (1 by default); must be above 0.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                logInvalid("stepValue must be greater than 0")
                stepValue = oldValue
                return
            }
        }
    }

    /// Whether stepping past one end continues from the other.
    open var wraps = false {
        didSet { updateAppearance() }
    }

    /// Whether holding a half keeps stepping.
    open var autorepeat = true

    /// Whether each step sends `.valueChanged` at once (true) or once when the finger lifts.
    open var isContinuous = true

    /// Creates a stepper; the size of `frame` is replaced by the stepper's own 94 x 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.stepperSize))
        configure()
    }

    /// Creates a stepper from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        layer.cornerRadius = 8
        backgroundColor = .tertiarySystemFill
        divider.backgroundColor = .opaqueSeparator
        for view in [divider, minusGlyph, plusGlyph] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        updateAppearance()
    }

    private func logInvalid(_ message: String) {
        Diagnostics.log(in: loop, "UIStepper: \(message); the change is ignored.")
    }

    // MARK: Layout

    /// Always 94 x 32 points.
    open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }

    /// Always 94 x 32 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

    /// Centres the glyphs in their halves and the divider between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = UIStepper.stepperSize
        let half = size.width / 2
        divider.frame = CGRect(x: half - 0.5, y: (size.height - 18) / 2, width: 1, height: 18)
        minusGlyph.frame = CGRect(x: (half - 14) / 2, y: (size.height - 14) / 2, width: 14, height: 14)
        plusGlyph.frame = minusGlyph.frame.offsetBy(dx: half, dy: 0)
    }

    /// Whether the minus half can step now.
    var canDecrement: Bool { isEnabled && (wraps || valueStorage > minimumValue) }
    /// Whether the plus half can step now.
    var canIncrement: Bool { isEnabled && (wraps || valueStorage < maximumValue) }

    private func updateAppearance() {
        let active = UIColor.label
        let dimmed = UIColor.tertiaryLabel
        minusGlyph.color = canDecrement ? active : dimmed
        plusGlyph.color = canIncrement ? active : dimmed
        let pressed = isHighlighted ? trackingDirection : 0
        minusGlyph.alpha = pressed < 0 ? 0.3 : 1
        plusGlyph.alpha = pressed > 0 ? 0.3 : 1
    }

    override func controlStateDidChange() {
        updateAppearance()
    }

    // MARK: Stepping

    /// One step in `direction` (-1 or +1), wrapping or stopping at the ends.
    private func step(_ direction: Double) {
        var next = valueStorage + direction * stepValue
        if next > maximumValue {
            next = wraps ? minimumValue : maximumValue
        } else if next < minimumValue {
            next = wraps ? maximumValue : minimumValue
        }
        // Steps that land a hair off a limit by rounding count as the limit.
        if abs(next - maximumValue) < stepValue * 1e-9 { next = maximumValue }
        if abs(next - minimumValue) < stepValue * 1e-9 { next = minimumValue }
        guard next != valueStorage else { return }
        valueStorage = next
        updateAppearance()
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    // MARK: Tracking

    /// A finger down on a half that can step steps at once and starts the autorepeat.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let direction: Double = p.x < UIStepper.stepperSize.width / 2 ? -1 : 1
        guard direction < 0 ? canDecrement : canIncrement else { return false }
        trackingDirection = direction
        valueAtTouchDown = valueStorage
        step(direction)
        scheduleRepeat(after: UIStepper.autorepeatDelay)
        return true
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        guard autorepeat else { return }
        repeatTimer = loop.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking, self.isTouchInside else { return }
            self.step(self.trackingDirection)
            self.scheduleRepeat(after: UIStepper.autorepeatInterval)
        }
    }

    private func stopTracking() {
        if let repeatTimer { loop.cancelTimer(repeatTimer) }
        repeatTimer = nil
        trackingDirection = 0
        updateAppearance()
        if !isContinuous && valueStorage != valueAtTouchDown {
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
    }

    /// Ends the autorepeat; a stepper that is not continuous sends `.valueChanged` now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopTracking()
    }

    /// Ends the autorepeat.
    open override func cancelTracking(with event: UIEvent?) {
        stopTracking()
    }
}

/// The minus or plus drawn in a stepper's half: bars of the glyph's colour.
@preconcurrency @MainActor
final class StepperGlyph: UIView {
    /// The bars; a plus's vertical stroke is two pieces so translucent colours do not
    /// darken where the strokes cross.
    private let bars: [UIView]

    var color: UIColor = .label {
        didSet { bars.forEach { $0.backgroundColor = color } }
    }

    init(plus: Bool) {
        var frames = [CGRect(x: 0, y: 6, width: 14, height: 2)]
        if plus {
            frames += [CGRect(x: 6, y: 0, width: 2, height: 6), CGRect(x: 6, y: 8, width: 2, height: 6)]
        }
        bars = frames.map { UIView(frame: $0) }
        super.init(frame: CGRect(x: 0, y: 0, width: 14, height: 14))
        for bar in bars {
            bar.backgroundColor = color
            addSubview(bar)
        }
    }

    required init?(coder: NSCoder) {
        bars = []
        super.init(coder: coder)
    }
}

/// A spinner showing that work is in progress, as UIKit's `UIActivityIndicatorView`: twelve
/// spokes whose brightness steps round once a second while it animates.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and look, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// The large white indicator (deprecated in iOS 13).
        case whiteLarge = 0
        /// The small white indicator (deprecated in iOS 13).
        case white = 1
        /// The small grey indicator (deprecated in iOS 13).
        case gray = 2
        /// The small indicator in the label colour.
        case medium = 100
        /// The large indicator in the label colour.
        case large = 101

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }

        var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: return .white
            case .gray: return .gray
            case .medium, .large: return .secondaryLabel
            }
        }
    }

    /// The indicator's size and look; setting it restores the style's colour.
    open var style: Style {
        didSet {
            color = style.defaultColor
            invalidateIntrinsicContentSize()
        }
    }

    /// The spokes' colour (nil restores the style's).
    open var color: UIColor! {
        get { colorStorage }
        set {
            appearanceDidSet(\UIActivityIndicatorView.color, newValue)
            colorStorage = newValue ?? style.defaultColor
            setNeedsDisplay()
        }
    }

    /// Whether the indicator hides itself while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { if !isAnimatingStorage { isHidden = hidesWhenStopped } }
    }

    /// Whether the spokes are turning.
    open var isAnimating: Bool { isAnimatingStorage }

    private var colorStorage: UIColor
    private var isAnimatingStorage = false
    /// The brightest spoke, 0 to 11.
    private(set) var phase = 0
    private var tick: Int?
    private static let spokes = 12

    /// Creates a stopped (so hidden) indicator of the given style.
    public init(style: Style) {
        self.style = style
        colorStorage = style.defaultColor
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        configure()
    }

    /// Creates a stopped medium indicator.
    public override init(frame: CGRect) {
        style = .medium
        colorStorage = Style.medium.defaultColor
        super.init(frame: frame)
        configure()
    }

    /// Creates a stopped medium indicator from an archive (never nil, as in UIKit, so a subclass
    /// may declare `required init(coder:)` without `?`).
    public required init(coder: NSCoder) {
        style = .medium
        colorStorage = Style.medium.defaultColor
        super.init(coder: coder)!
        configure()
    }

    private func configure() {
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// The style's side in points.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// Starts turning the spokes, showing the indicator.
    open func startAnimating() {
        guard !isAnimatingStorage else { return }
        isAnimatingStorage = true
        isHidden = false
        scheduleStep()
    }

    /// Stops turning the spokes, hiding the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimatingStorage else { return }
        isAnimatingStorage = false
        if let tick { loop.cancelTimer(tick) }
        tick = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// Steps on a timer that does not keep the clock awake: a spinner turns for as long as the
    /// work takes, and a world with nothing else to do counts as idle beside it.
    private func scheduleStep() {
        tick = loop.scheduleWatchdog(after: 1 / Double(Self.spokes)) { [weak self] in
            guard let self, self.isAnimatingStorage else { return }
            self.phase = (self.phase + 1) % Self.spokes
            self.setNeedsDisplay()
            self.scheduleStep()
        }
    }

    /// Draws the spokes, the one at `phase` brightest and each following one fainter.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side / 4
        context.setLineCap(.round)
        context.setLineWidth(max(1.5, side / 12))
        for spoke in 0..<Self.spokes {
            let age = (phase - spoke + Self.spokes) % Self.spokes
            let angle = CGFloat(spoke) / CGFloat(Self.spokes) * 2 * .pi - .pi / 2
            let alpha = 1 - CGFloat(age) / CGFloat(Self.spokes) * 0.85
            context.setStrokeColor(colorStorage.withAlphaComponent(alpha).cgColor)
            context.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            context.addLine(to: CGPoint(x: center.x + cos(angle) * (outer - 1), y: center.y + sin(angle) * (outer - 1)))
            context.strokePath()
        }
    }
}

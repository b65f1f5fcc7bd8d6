/// A bar showing how far a task has come, as UIKit's `UIProgressView`.
///
/// Drawn as iOS draws it: a track (`trackTintColor`, a light grey fill by default) with the
/// done part over its leading side (`progressTintColor`, the tint colour by default), both
/// rounded in the default style and square in the bar style. It has no intrinsic width and a
/// height of 4 points; the user cannot change it.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar, as `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default` = 0
        /// The square bar toolbars use, with a clear track unless one is given.
        case bar = 1
    }

    /// The bar's height (UIKit's; its other metrics are undocumented).
    static let barHeight: CGFloat = 4

    let trackView = UIView()
    let progressBarView = UIView()
    private var progressStorage: Float = 0

    /// The bar's look.
    open var progressViewStyle: Style = .default {
        didSet { applyStyle() }
    }

    /// The part done, from 0 to 1 (values outside are pinned to the ends).
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the done part (nil: the tint colour).
    open var progressTintColor: UIColor? {
        didSet {
            applyStyle()
            appearanceDidSet(\UIProgressView.progressTintColor, progressTintColor)
        }
    }

    /// The colour of the part not done yet (nil: a light grey fill, clear for the bar style).
    open var trackTintColor: UIColor? {
        didSet {
            applyStyle()
            appearanceDidSet(\UIProgressView.trackTintColor, trackTintColor)
        }
    }

    /// An image for the done part (not drawn here: the tint colour is used).
    open var progressImage: UIImage? {
        didSet { if progressImage != nil { unimplemented(#function) } }
    }

    /// An image for the track (not drawn here: the track colour is used).
    open var trackImage: UIImage? {
        didSet { if trackImage != nil { unimplemented(#function) } }
    }

    /// Creates a progress view of a style (zero-sized until given a frame or laid out).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a default-style progress view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a progress view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = false
        clipsToBounds = true
        for part in [trackView, progressBarView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        applyStyle()
    }

    /// Sets the part done, pinned to 0...1; the bar grows to it over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        let pinned = progress.isNaN ? 0 : min(max(progress, 0), 1)
        progressStorage = pinned
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
                self.layoutParts()
            }
        } else {
            UIView.performWithoutAnimation { layoutParts() }
        }
    }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    /// The current width and 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyStyle()
        UIView.performWithoutAnimation { layoutParts() }
    }

    /// The done part grows from the left (right-to-left layouts are not built here).
    private func layoutParts() {
        trackView.frame = bounds
        progressBarView.frame = CGRect(
            x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
    }

    private func applyStyle() {
        let rounded = progressViewStyle == .default
        let radius = rounded ? min(bounds.height, Self.barHeight) / 2 : 0
        layer.cornerRadius = radius
        progressBarView.layer.cornerRadius = radius
        progressBarView.backgroundColor = progressTintColor ?? tintColor
        trackView.backgroundColor = trackTintColor ?? (rounded ? .systemFill : .clear)
    }

    /// Re-tints the done part.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyStyle()
    }
}

/// A view that blurs what lies behind it, as UIKit's `UIVisualEffectView`.
///
/// A blur effect sets the layer's backdrop filter, which the renderer applies to the content
/// behind the view (down-sampled box blur, then the style's tint). Add subviews to
/// `contentView`, which always fills the view. Changing the effect is not animated.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to; it fills the effect view.
    public let contentView = UIView(frame: .zero)

    /// The effect applied; nil for none.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Creates an effect view with an effect.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    /// Creates an effect view with no effect and the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates an effect view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        applyEffect()
    }

    /// Keeps the content view filling the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func applyEffect() {
        switch effect {
        case let blur as UIBlurEffect:
            let p = blur.backdropParameters
            layer.backdrop = BackdropFilter(blurRadius: p.radius, tint: p.tint.cgColor)
        default:
            layer.backdrop = nil
        }
    }
}

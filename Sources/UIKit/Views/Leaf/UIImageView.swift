/// A view that shows an image, as UIKit's `UIImageView`.
///
/// The image becomes the layer's contents (turned upright, at the image's scale), so the
/// view's `contentMode` places it through the layer's `contentsGravity`. Template images (and
/// symbol images in automatic mode) are filled with the view's tint colour.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown when not highlighted.
    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while highlighted (nil: the normal image).
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { updateContents() } }
    }

    /// Whether the view shows its highlighted image.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { updateContents() } }
    }

    /// The configuration symbol images are drawn with here, over their own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// Images for a frame animation (frame animation is not built yet).
    open var animationImages: [UIImage]?
    /// Images for a frame animation while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// The length of one cycle of the frame animation, in seconds.
    open var animationDuration: TimeInterval = 0
    /// How many times the frame animation repeats; 0 for forever.
    open var animationRepeatCount = 0

    /// Creates an image view sized to `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureDefaults()
    }

    /// Creates an image view sized to `image`, with an image for the highlighted state.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configureDefaults()
    }

    /// Creates an empty image view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    /// Creates an image view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
    }

    private func configureDefaults() {
        isUserInteractionEnabled = false
        updateContents()
    }

    // MARK: Sizing

    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let shown = displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return shown.size
    }

    /// The image's size in points (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    // MARK: Frame animation

    /// Starts the frame animation (not built yet: the still image stays).
    open func startAnimating() {
        unimplemented(#function)
    }

    /// Stops the frame animation.
    open func stopAnimating() {}

    /// Whether the frame animation is running (never, until it is built).
    open var isAnimating: Bool { false }

    // MARK: Contents

    /// Re-tints template images when the tint changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.drawsAsTemplate == true { updateContents() }
    }

    private var displayedImage: UIImage? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        // [U] The image's own specified values win over the view's, as the more specific.
        guard let shown, shown.isSymbolImage, let name = shown.accessibilityName, let preferredSymbolConfiguration
        else { return shown }
        let combined = preferredSymbolConfiguration.applying(shown.symbolConfiguration)
        return UIImage(systemName: name, withConfiguration: combined) ?? shown
    }

    /// Puts the shown image into the layer: upright, tinted when it is a template.
    func updateContents() {
        guard let shown = displayedImage, var bitmap = shown.uprightCGImage else {
            layer.contents = nil
            return
        }
        if shown.drawsAsTemplate {
            bitmap = UIImage.tinted(bitmap, with: tintColor)
        }
        layer.contents = bitmap
        layer.contentsScale = shown.scale
    }
}

@_spi(Testing) import QuartzCore

/// A rectangular area on screen backed by a `CALayer`, as UIKit's `UIView`.
///
/// Geometry and appearance are the layer's: setting `frame`, `center`, `alpha` and so on sets
/// the layer's model values at once. Inside an animation block the view, as its layer's
/// delegate, answers the layer's action look-up with an animation, which is how UIKit's block
/// animations are built on Core Animation.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer.
    public let layer: CALayer
    var subviewList: [UIView] = []
    weak var superviewStorage: UIView? {
        didSet { if oldValue !== superviewStorage { layer.discardBranchValues() } }
    }
    var windowStorage: UIWindow? { window }

    /// A number to find the view with `viewWithTag(_:)`.
    open var tag = 0
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether the view accepts more than one touch.
    open var isMultipleTouchEnabled = false
    /// Whether the view claims touches exclusively.
    open var isExclusiveTouch = false
    /// How content adapts to size changes; `.redraw` redraws on every bounds change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
            layer.contentsGravity = contentMode.gravity
        }
    }
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews per their masks.
    open var autoresizesSubviews = true
    /// Whether the view is opaque (a drawing hint).
    open var isOpaque = true
    /// Whether the view's bounds are cleared before drawing.
    open var clearsContextBeforeDrawing = true
    /// The motion effects added with `addMotionEffect(_:)`.
    var motionEffectList: [UIMotionEffect] = []
    var tintColorStorage: UIColor?
    /// What appearance proxies know about the view (see `AppearanceRegistry.swift`).
    var appearanceState: AppearanceProxyState?
    var backgroundColorStorage: UIColor?
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController? {
        // Its additional and bar insets are part of the safe area.
        didSet { if oldValue !== owningViewController { layer.discardBranchValues() } }
    }
    var lastTraitCollection: UITraitCollection?
    var traitRegistrations = TraitRegistrations()
    var lastSafeAreaInsets = UIEdgeInsets.zero
    /// `safeAreaInsets` as last worked out, valid with `windowCache` (see
    /// `UIView+BranchValues.swift`).
    var safeAreaCache: (epoch: UInt64, insets: UIEdgeInsets) = (.max, .zero)
    /// The window as last worked out, valid while the layer `keepsBranchValues`.
    weak var windowCache: UIWindow?
    /// The top of the view tree as last worked out, valid with `windowCache`.
    weak var treeRootCache: UIView?
    /// Where an unowned view's traits come from, valid with `windowCache`: the nearest ancestor
    /// that is a window or a controller's view (nil: none, the screen's defaults), and the
    /// innermost interface style set by the views between (see `UIView+Traits.swift`).
    var traitSourceCache: (source: WeakView?, style: UIUserInterfaceStyle) = (nil, .unspecified)
    var safeAreaGuideStorage: UILayoutGuide?
    /// Constraints, margins, guides and priorities (see `Layout/`).
    var layoutState = ViewLayoutState()
    /// The gesture recognizers attached to the view (see `UIView+Gestures.swift`).
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// The corner configuration set (see `UIView+CornerConfiguration.swift`).
    var cornerConfigurationStorage: UICornerConfiguration?

    /// Whether the view's content flips for right-to-left languages (kept: layout here is always
    /// left to right).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The identifier UIKit's state restoration saves the view under.
    open var restorationIdentifier: String?

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init()
        super.init()
        LifetimeTracker.track(self)
        layer.delegate = self
        self.frame = frame
        layer.setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from a storyboard's or nib's archive.
    public required init?(coder: NSCoder) {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = type.init()
        super.init()
        LifetimeTracker.track(self)
        layer.delegate = self
        layer.setNeedsDisplay()
        (coder as? StoryboardCoder)?.applyBase?(self)
    }

    /// The next responder: the view's controller when it has one, else its superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Appearance

    /// The background colour, drawn by the layer.
    open var backgroundColor: UIColor? {
        get {
            // The layer is the truth (animators may have set it); keep the caller's object when
            // it still matches.
            if let stored = backgroundColorStorage,
                stored.resolvedColor(with: traitCollection).cgColor == layer.backgroundColor
            {
                return stored
            }
            return layer.backgroundColor.map { UIColor(cgColor: $0) }
        }
        set {
            appearanceDidSet(\UIView.backgroundColor, newValue)
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
        }
    }

    /// The view's opacity, 0...1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            KeyValueObservers.willChange(self, "alpha")
            layer.opacity = Float(newValue)
            KeyValueObservers.didChange(self, "alpha")
        }
    }

    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            KeyValueObservers.willChange(self, "isHidden")
            defer { KeyValueObservers.didChange(self, "isHidden") }
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed { superview?.subviewHiddenDidChange(self) }
        }
    }

    /// A view whose alpha masks this view's content (its layer becomes the layer's `mask`),
    /// framed in this view's coordinates; it has no superview.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint colour: the view's own or inherited from its superview (system blue at the top).
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set {
            appearanceDidSet(\UIView.tintColor, newValue)
            tintColorStorage = newValue
            tintColorDidChange()
        }
    }

    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {
        for v in subviewList where v.tintColorStorage == nil { v.tintColorDidChange() }
    }

    // MARK: CALayerDelegate

    /// Lays out subviews when the layer lays out its sublayers.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        performLayout()
    }

    /// Draws through `draw(_:)` with the layer's context current.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        traitCollection.performAsCurrent { draw(bounds) }
        UIGraphicsPopContext()
    }

    /// Answers the layer's action look-up: an animation inside animation blocks, none outside.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIViewAnimationContext.action(for: self, layer: layer, key: event) ?? NSNull()
    }

    // MARK: Overridable members whose work lives in extensions

    /// The view's rectangle in its superview (derived from center, bounds and transform).
    open var frame: CGRect {
        get { geometryFrame }
        set { geometryFrame = newValue }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { geometryBounds }
        set { geometryBounds = newValue }
    }
    /// The centre of the frame in the superview (the layer's `position`).
    open var center: CGPoint {
        get { geometryCenter }
        set { geometryCenter = newValue }
    }
    /// The 2-D transform applied around the centre.
    open var transform: CGAffineTransform {
        get { geometryTransform }
        set { geometryTransform = newValue }
    }
    /// The margins inside the view's edges for content.
    open var layoutMargins: UIEdgeInsets {
        get { marginInsets }
        set { marginInsets = newValue }
    }
    /// Marks the view for layout at the next update (the end of the run-loop turn).
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out now if a layout is pending, in this view and the views above it.
    open func layoutIfNeeded() { layoutNowIfNeeded() }
    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { resizeToFit() }
    /// Adds a view on top of the subviews, moving it from its old superview.
    open func addSubview(_ view: UIView) { appendSubview(view) }
    /// Removes the view from its superview and window.
    open func removeFromSuperview() { leaveSuperview() }
    /// The size the view's constraints and content want, as near `targetSize` as they allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fittingSize(targetSize) }
    /// The size the view's constraints want, with the target held at the given priorities.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: Overridable hooks (Swift allows overriding only what the class body declares)

    /// Called before the view moves to a new superview (nil when removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to a new window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved to a new window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Told when a subview was hidden or shown (a stack view re-arranges around it).
    func subviewHiddenDidChange(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Lays out subviews. Frames solved by Auto Layout are applied just before this runs, so an
    /// override sees them whether or not it calls `super`.
    open func layoutSubviews() {}
    /// Saves the view's state for restoration (never called here: restoration does not run).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the view's saved state (never called here: restoration does not run).
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Updates the view's constraints in the update-constraints pass (call `super` last).
    open func updateConstraints() {}
    /// Whether the view needs constraint-based layout even without constraints of its own.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Draws the view's content into the current context.
    open func draw(_ rect: CGRect) {}
    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The natural size of the content (`noIntrinsicMetric` components when none).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// Returns the farthest descendant containing `point` (in the view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Called after the view's trait collection changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when the safe area insets changed.
    open func safeAreaInsetsDidChange() {}
    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}
    /// Whether `point` (in the view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Whether a gesture recognizer tracking touches in this view may begin (UIControl refuses
    /// a superview's single tap so its own action wins).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol; per-class defaults in Accessibility/)

    /// Whether assistive technologies treat the view as one element (labels and controls do).
    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// The text that names the element (a label's text, a button's title by default).
    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? defaultAccessibilityLabel }
        set { accessibilityAttributes.label = newValue }
    }
    /// A short description of what activating the element does.
    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// The element's current value (a switch's "1" or "0", a text field's text).
    open var accessibilityValue: String? {
        get { accessibilityAttributes.value ?? defaultAccessibilityValue }
        set { accessibilityAttributes.value = newValue }
    }
    /// What the element is and its state (`.button`, `.staticText`, `.selected`...).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? defaultAccessibilityTraits }
        set { accessibilityAttributes.traits = newValue }
    }
    /// A string that identifies the view to UI tests; never spoken.
    open var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
    /// Whether the elements inside the view are hidden from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes.elementsHidden }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the view's sibling elements (a modal panel).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes.viewIsModal }
        set { accessibilityAttributes.viewIsModal = newValue }
    }
    /// The elements inside the view, in reading order (nil: its subviews').
    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes.elements }
        set { accessibilityAttributes.elements = newValue }
    }
    /// The element's frame in screen coordinates (by default the view's bounds on screen).
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes.frame ?? defaultAccessibilityFrame }
        set { accessibilityAttributes.frame = newValue }
    }
    /// The number of elements the view holds as an accessibility container (those of
    /// `accessibilityElements`); a container overrides the three container methods together.
    open func accessibilityElementCount() -> Int { accessibilityAttributes.elements?.count ?? 0 }
    /// The container's element at `index`, or nil outside its elements.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityAttributes.elements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The position of `element` among the container's elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityAttributes.elements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    var accessibilityAttributes = AccessibilityAttributes()
    /// The interface style this view sets for itself and its subviews (`.unspecified`: inherit).
    var userInterfaceStyleOverride: UIUserInterfaceStyle = .unspecified

    override var descriptionFields: [String] { viewDescriptionFields }
}

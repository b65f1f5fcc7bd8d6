/// A rectangle of content in a tree of layers, with model values and animations, as Core
/// Animation's `CALayer`.
///
/// The layer holds model values (what was last set); `presentation()` gives the values on
/// screen now, with animations applied at the current time of the one clock.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    package var modelState = LayerProperties() { didSet { restamp() } }
    var layerTiming = MediaTiming() {
        didSet {
            restamp()
            CALayer.timingGeneration &+= 1
        }
    }
    var animationList: [(key: String, animation: CAAnimation)] = [] { didSet { restamp() } }
    /// Changes whenever anything the renderer reads from this layer (not its sublayers) may
    /// have changed; stamps are unique across layers, so a new layer never matches an old one.
    package private(set) var renderStamp = RenderStamp.next()
    /// Changes whenever the sublayers are added, removed or reordered.
    private(set) var sublayerStamp = RenderStamp.next()
    /// The model layer this presentation copy was made from (nil for model layers).
    weak var modelSource: CALayer?
    var isPresentationCopy: Bool { modelSource != nil }
    /// Whether the layer has been through a transaction commit (implicit animations start then).
    var isCommitted = false
    var needsLayoutFlag = false
    /// Whether a layer below this one waits for layout (a layout pass skips other branches).
    var subtreeNeedsLayoutFlag = false
    /// The sublayers that started waiting for layout (or leading to one) since the last pass
    /// here, so that pass skips scanning thousands of clean siblings: the first, then any others
    /// (up to `layoutPendingLimit` in all). Past that, `layoutPendingMany` is set and the pass
    /// scans every sublayer in order.
    var layoutPendingChild: CALayer?
    var layoutPendingOthers: [CALayer] = []
    var layoutPendingMany = false
    static let layoutPendingLimit = 8
    var needsDisplayFlag = false
    /// The display list recorded by `draw(in:)` at the last display.
    package var drawing: [CGDrawingCommand]? { didSet { restamp() } }
    /// A backdrop filter applied to what is behind the layer (UIVisualEffectView uses it).
    package var backdrop: BackdropFilter? { didSet { restamp() } }

    /// The world that made the layer (the ambient one at creation; a window's layer is set to
    /// its application's). A layer uses its tree's root's world: see `loop`.
    package var homeLoop: MainLoop = MainLoop.current { didSet { CALayer.timingGeneration &+= 1 } }

    /// The layer's delegate (a view for view-backed layers), held weakly.
    open weak var delegate: CALayerDelegate?
    /// The parent layer.
    public private(set) weak var superlayer: CALayer? {
        didSet { if oldValue !== superlayer { discardTreePlace() } }
    }
    private var children: [CALayer] = [] {
        didSet {
            sublayerStamp = RenderStamp.next()
            CALayer.timingGeneration &+= 1
        }
    }
    /// Whether a value UIKit worked out from this layer's place in its tree (a view's safe-area
    /// insets, which depend on every ancestor's geometry) still holds. Cleared for the whole
    /// branch below when the layer moves, changes geometry or leaves its parent; a cleared
    /// layer's sublayers are all cleared, so clearing stops where it finds one (see
    /// `CALayer+BranchValues.swift`).
    package var keepsBranchValues = false
    /// Whether `keptRoot` and `keptDepth` still hold (see `CALayer+TreePlace.swift`): cleared
    /// for the branch below a layer that changes parent or mask owner.
    var keepsTreePlace = false
    weak var keptRoot: CALayer?
    var keptDepth = 0

    // A layer going away can take a parent with it that a kept-alive child still remembers.
    deinit {
        CALayer.timingGeneration &+= 1
    }

    /// A layer whose alpha channel masks this layer's content, sublayers and shadow, laid out
    /// in this layer's coordinates; it is not one of the sublayers.
    open var mask: CALayer? {
        didSet {
            if oldValue !== mask, oldValue?.maskOwner === self { oldValue?.maskOwner = nil }
            mask?.maskOwner = self
            restamp()
            CALayer.timingGeneration &+= 1
        }
    }
    /// The layer this one masks: a mask lives in its owner's world and time.
    weak var maskOwner: CALayer? {
        didSet { if oldValue !== maskOwner { discardTreePlace() } }
    }
    /// A name for debugging and `sublayers` look-ups.
    open var name: String?
    /// Actions to use for keys, looked at after the delegate.
    open var actions: [String: CAAction]?
    /// Extra key-value storage for `value(forKey:)`.
    private var extraValues: [String: Any] = [:]

    /// The image the layer shows (a `CGImage`).
    open var contents: Any? { didSet { restamp() } }
    /// How the contents image fills the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { restamp() } }
    /// Pixels per point of the contents image.
    open var contentsScale: CGFloat = 1 { didSet { restamp() } }
    /// Whether a bounds change marks the layer for redisplay.
    open var needsDisplayOnBoundsChange = false
    /// Whether the back of the layer is drawn when it faces away.
    open var isDoubleSided = true { didSet { restamp() } }
    /// The presentation value before the change whose action is running.
    package var pendingPreviousValue: AnimatableValue?

    /// Creates a layer (required so a view's `layerClass` can make one).
    public required override init() {
        super.init()
        LifetimeTracker.track(self)
        CATransaction.noteCreated(self)
    }

    /// Creates a copy of `layer`'s model values, as Core Animation does for presentation layers.
    public init(layer: Any) {
        let other = layer as? CALayer
        if let other {
            modelState = other.modelState
            layerTiming = other.layerTiming
            homeLoop = other.loop
        }
        super.init()
        if let other { copyContent(from: other) }
        isCommitted = true
    }

    func copyContent(from other: CALayer) {
        name = other.name
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        drawing = other.drawing
        backdrop = other.backdrop
        isDoubleSided = other.isDoubleSided
    }

    // MARK: The layer tree

    /// The child layers, back to front.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for c in children {
                c.homeLoop = loop
                c.superlayer = nil
                c.discardBranchValues()
            }
            children = []
            clearLayoutPending()
            for c in newValue ?? [] { addSublayer(c) }
        }
    }

    /// Appends a layer to the sublayers, removing it from its old parent first.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count - (layer.superlayer === self ? 1 : 0)))
    }

    /// Inserts a layer at an index of the sublayers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        layer.discardBranchValues()
        if layer.needsLayoutFlag || layer.subtreeNeedsLayoutFlag { layer.markAncestorsForLayout() }
        setNeedsLayout()
    }

    /// Inserts a layer just below a sibling (or at the back when `sibling` is not a child).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a layer just above a sibling (or at the front when `sibling` is not a child).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces a sublayer with another layer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its parent.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        // The newest sublayer usually leaves first: search from the end.
        if parent.children.last === self {
            parent.children.removeLast()
        } else if let index = parent.children.lastIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
        }
        // A detached tree stays in the world it was in: its running animations keep that
        // world's clock and frames (the ambient world at its creation may be another device).
        homeLoop = parent.loop
        superlayer = nil
        discardBranchValues()
        // The parent must not keep a layer that left it alive.
        parent.forgetLayoutPending(self)
        parent.setNeedsLayout()
    }

    package func moveSublayer(_ layer: CALayer, to index: Int) {
        guard let from = children.firstIndex(where: { $0 === layer }) else { return }
        children.remove(at: from)
        children.insert(layer, at: min(max(index, 0), children.count))
    }

    /// The sublayers without copying the optional (renderer fast path).
    package var sublayerList: [CALayer] { children }

    /// Marks the layer's own appearance changed for incremental rendering (subclasses call it
    /// for stored properties the renderer reads).
    package func restamp() { renderStamp = RenderStamp.next() }

    /// Whether the layer is `layer` or one of its descendants.
    func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l {
            if c === layer { return true }
            l = c.superlayer
        }
        return false
    }

    /// The world the layer lives in: its tree's root's (a window's layer: the window's
    /// application's), so clocks, animations and turns never cross between devices.
    package var loop: MainLoop { rootLayer.homeLoop }

    // MARK: Key-value coding

    /// Reads a property by key, animatable properties included.
    open func value(forKey key: String) -> Any? {
        if let v = modelState.value(forKeyPath: key) { return v.boxed }
        return extraValues[key]
    }

    /// Writes a property by key, animatable properties included.
    open func setValue(_ value: Any?, forKey key: String) {
        if let v = AnimatableValue(value), modelState.value(forKeyPath: key) != nil {
            setModelValue(v, forKeyPath: key)
        } else {
            extraValues[key] = value
        }
    }

    /// Reads an animatable key path such as `"transform.scale"`.
    open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    /// Writes an animatable key path such as `"position.x"`.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    /// The default value of a property, as `defaultValue(forKey:)`.
    open class func defaultValue(forKey key: String) -> Any? {
        LayerProperties().value(forKeyPath: key)?.boxed
    }

    /// Whether changing `key` needs a redisplay.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Overridable hooks

    /// The layer's rectangle in its superlayer (derived from position, bounds, anchor point
    /// and transform).
    open var frame: CGRect {
        get { geometryFrame }
        set { geometryFrame = newValue }
    }
    /// The layer's own coordinate space.
    open var bounds: CGRect {
        get { modelBounds }
        set { modelBounds = newValue }
    }
    /// The anchor point's place in the superlayer.
    open var position: CGPoint {
        get { modelPosition }
        set { modelPosition = newValue }
    }
    /// The opacity, 0...1.
    open var opacity: Float {
        get { modelOpacity }
        set { modelOpacity = newValue }
    }
    /// The background colour.
    open var backgroundColor: CGColor? {
        get { modelBackgroundColor }
        set { modelBackgroundColor = newValue }
    }
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat {
        get { modelCornerRadius }
        set { modelCornerRadius = newValue }
    }

    /// Updates the contents: asks the delegate, or draws through `draw(in:)`.
    open func display() { defaultDisplay() }

    /// Draws the layer's content; the default asks the delegate.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The preferred size of the layer (its bounds size by default).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether a point in the layer's coordinates is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or self) containing `p`, given in the superlayer's coordinates.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    /// Finds the action for a change of `event`: the delegate, then `actions`, then the class
    /// default; `NSNull` anywhere means none.
    open func action(forKey event: String) -> CAAction? { defaultAction(lookingUp: event) }

    /// The implicit animation for a key: a basic animation with the transaction's timing, for
    /// committed layers while actions are enabled.
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAnimation(forKey: event) }

    /// Core Animation's console form, `<CALayer: 0x…>`.
    nonisolated open override var description: String {
        "<\(consoleClassName(self)): \(objectAddress(self))>"
    }
}

/// The source of `CALayer.renderStamp`s: one counter for every layer of every world, so a
/// stamp names one state of one layer.
@preconcurrency @MainActor
package enum RenderStamp {
    static func next() -> UInt64 {
        last &+= 1
        return last
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension RenderStamp {
    fileprivate static var last: UInt64 {
        get { ProcessWide.last }
        _modify { yield &ProcessWide.last }
    }
}

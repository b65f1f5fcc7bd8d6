/// How a layer's contents image fills its bounds, as `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretch to fill the bounds.
    public static let resize = Self(rawValue: "resize")
    /// Fit inside the bounds keeping the aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Fill the bounds keeping the aspect ratio, cropping the overflow.
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// A blur of what lies behind a layer (the backdrop UIVisualEffectView shows).
package struct BackdropFilter: Equatable {
    var blurRadius: CGFloat
    var tint: CGColor?
    package init(blurRadius: CGFloat, tint: CGColor?) {
        self.blurRadius = blurRadius
        self.tint = tint
    }
}

extension CALayer {
    /// Sets a model value and runs the action Core Animation would run for the change.
    func setModelValue(_ value: AnimatableValue, forKeyPath key: String) {
        let old = modelState.value(forKeyPath: key)
        guard old != value else { return }
        let action = isPresentationCopy || CATransaction.disableActions() ? nil : self.action(forKey: key)
        let previous = action == nil ? nil : presentationProperties().value(forKeyPath: key)
        modelState.setValue(value, forKeyPath: key)
        discardBranchValues(ifKeyMovesBranch: key)
        if key == "bounds" || key.hasPrefix("bounds.") {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
        }
        if let action {
            pendingPreviousValue = previous
            action.run(forKey: key, object: self, arguments: nil)
            pendingPreviousValue = nil
        }
    }

    /// The layer's bounds in its own coordinates.
    var modelBounds: CGRect {
        get { modelState.bounds }
        set {
            KeyValueObservers.willChange(self, "bounds")
            setModelValue(.rect(newValue), forKeyPath: "bounds")
            KeyValueObservers.didChange(self, "bounds")
        }
    }
    /// The anchor point's position in the superlayer.
    var modelPosition: CGPoint {
        get { modelState.position }
        set {
            KeyValueObservers.willChange(self, "position")
            setModelValue(.point(newValue), forKeyPath: "position")
            KeyValueObservers.didChange(self, "position")
        }
    }
    /// The point transforms happen around, in unit coordinates of the bounds.
    public var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set { setModelValue(.point(newValue), forKeyPath: "anchorPoint") }
    }
    /// The anchor point's z component.
    public var anchorPointZ: CGFloat {
        get { modelState.anchorPointZ }
        set { modelState.anchorPointZ = newValue }
    }
    /// The layer's position on the z axis; larger values draw in front of siblings.
    public var zPosition: CGFloat {
        get { modelState.zPosition }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "zPosition") }
    }
    /// The transform applied around the anchor point.
    public var transform: CATransform3D {
        get { modelState.transform }
        set { setModelValue(.transform(newValue), forKeyPath: "transform") }
    }
    /// A transform applied to the sublayers.
    public var sublayerTransform: CATransform3D {
        get { modelState.sublayerTransform }
        set { setModelValue(.transform(newValue), forKeyPath: "sublayerTransform") }
    }
    /// The layer's opacity, 0...1.
    var modelOpacity: Float {
        get { modelState.opacity }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "opacity") }
    }
    /// Whether the layer is hidden.
    public var isHidden: Bool {
        get { modelState.isHidden }
        set { setModelValue(.scalar(newValue ? 1 : 0), forKeyPath: "hidden") }
    }
    /// The fill colour of the bounds.
    var modelBackgroundColor: CGColor? {
        get { modelState.backgroundColor }
        set { setModelValue(.color(newValue), forKeyPath: "backgroundColor") }
    }
    /// The radius of the rounded corners of the background and border.
    var modelCornerRadius: CGFloat {
        get { modelState.cornerRadius }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "cornerRadius") }
    }
    /// The width of the border drawn inside the bounds.
    public var borderWidth: CGFloat {
        get { modelState.borderWidth }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "borderWidth") }
    }
    /// The colour of the border.
    public var borderColor: CGColor? {
        get { modelState.borderColor }
        set { setModelValue(.color(newValue), forKeyPath: "borderColor") }
    }
    /// Whether sublayers are clipped to the (rounded) bounds.
    public var masksToBounds: Bool {
        get { modelState.masksToBounds }
        set { modelState.masksToBounds = newValue }
    }
    /// The colour of the shadow.
    public var shadowColor: CGColor? {
        get { modelState.shadowColor }
        set { setModelValue(.color(newValue), forKeyPath: "shadowColor") }
    }
    /// The opacity of the shadow (0 = no shadow).
    public var shadowOpacity: Float {
        get { modelState.shadowOpacity }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "shadowOpacity") }
    }
    /// The offset of the shadow.
    public var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set { setModelValue(.size(newValue), forKeyPath: "shadowOffset") }
    }
    /// The blur radius of the shadow.
    public var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "shadowRadius") }
    }
    /// The portion of the contents image to show, in unit coordinates.
    public var contentsRect: CGRect {
        get { modelState.contentsRect }
        set { setModelValue(.rect(newValue), forKeyPath: "contentsRect") }
    }
}

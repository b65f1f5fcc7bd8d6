/// The shape of a gradient layer's colour ramp, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint`.
    public static let axial = Self(rawValue: "axial")
    /// Colours change outwards from `startPoint` to the ellipse through `endPoint`.
    public static let radial = Self(rawValue: "radial")
    /// Colours change around `startPoint`, starting towards `endPoint`, clockwise.
    public static let conic = Self(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient, as Core Animation's `CAGradientLayer`.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The animatable properties this class adds, with Core Animation's defaults (an empty
    /// list stands for nil).
    static let defaults: [String: AnimatableValue] = [
        "colors": .list([]), "locations": .list([]),
        "startPoint": .point(CGPoint(x: 0.5, y: 0)), "endPoint": .point(CGPoint(x: 0.5, y: 1)),
    ]

    /// The shape of the gradient.
    public var type: CAGradientLayerType = .axial { didSet { restamp() } }

    /// Creates a gradient layer with no colours, running from top centre to bottom centre.
    public required init() {
        super.init()
        modelState.subclassValues.merge(Self.defaults) { current, _ in current }
    }

    /// Creates a copy of another layer's values (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        modelState.subclassValues.merge(Self.defaults) { current, _ in current }
        if let other = layer as? CAGradientLayer { type = other.type }
    }

    /// The `CGColor`s of the gradient stops; animatable.
    public var colors: [Any]? {
        get {
            guard case .list(let l)? = modelState.subclassValues["colors"], !l.isEmpty else { return nil }
            return l.compactMap(\.boxed)
        }
        set {
            let list = (newValue ?? []).compactMap { $0 as? CGColor }.map { AnimatableValue.color($0) }
            setModelValue(.list(list), forKeyPath: "colors")
        }
    }

    /// Where each stop lies, 0...1 (nil: evenly spaced); animatable.
    public var locations: [NSNumber]? {
        get {
            guard case .list(let l)? = modelState.subclassValues["locations"], !l.isEmpty else { return nil }
            return l.compactMap(\.scalar).map { NSNumber(value: $0) }
        }
        set {
            setModelValue(.list((newValue ?? []).map { .scalar($0.doubleValue) }), forKeyPath: "locations")
        }
    }

    /// Where the gradient starts, in unit coordinates of the bounds; animatable.
    public var startPoint: CGPoint {
        get { point("startPoint") }
        set { setModelValue(.point(newValue), forKeyPath: "startPoint") }
    }

    /// Where the gradient ends, in unit coordinates of the bounds; animatable.
    public var endPoint: CGPoint {
        get { point("endPoint") }
        set { setModelValue(.point(newValue), forKeyPath: "endPoint") }
    }

    /// Implicitly animates colours, locations and end points, as for `CALayer`'s own properties.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        if defaults[event] != nil { return basicImplicitAnimation(forKey: event) }
        return super.defaultAction(forKey: event)
    }

    private func point(_ key: String) -> CGPoint {
        if case .point(let p)? = modelState.subclassValues[key] { return p } else { return .zero }
    }
}

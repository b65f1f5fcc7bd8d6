/// The rule deciding which points a shape layer's path encloses, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times.
    public static let nonZero = Self(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// How a shape layer's stroke ends, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points.
    public static let butt = Self(rawValue: "butt")
    /// Half-circle ends.
    public static let round = Self(rawValue: "round")
    /// Square ends extended by half the line width.
    public static let square = Self(rawValue: "square")
}

/// How a shape layer's stroked segments meet, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Pointed joins, bevelled beyond the miter limit.
    public static let miter = Self(rawValue: "miter")
    /// Rounded joins.
    public static let round = Self(rawValue: "round")
    /// Cut-off joins.
    public static let bevel = Self(rawValue: "bevel")
}

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`.
///
/// The shape is drawn between the layer's contents and its first sublayer, in the layer's
/// coordinates, and is not clipped to the bounds.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The animatable properties this class adds, with Core Animation's defaults.
    static let defaults: [String: AnimatableValue] = [
        "path": .path(nil), "fillColor": .color(.black), "strokeColor": .color(nil), "lineWidth": .scalar(1),
        "miterLimit": .scalar(10), "lineDashPhase": .scalar(0), "strokeStart": .scalar(0), "strokeEnd": .scalar(1),
    ]

    /// The rule deciding what the path encloses when filled.
    public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { restamp() } }
    /// How the ends of open subpaths are stroked.
    public var lineCap: CAShapeLayerLineCap = .butt { didSet { restamp() } }
    /// How stroked segments meet.
    public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { restamp() } }
    /// Alternating painted and unpainted lengths of the stroke; nil strokes solid.
    public var lineDashPattern: [NSNumber]? { didSet { restamp() } }

    /// Creates a shape layer with no path, an opaque black fill and no stroke.
    public required init() {
        super.init()
        modelState.subclassValues.merge(Self.defaults) { current, _ in current }
    }

    /// Creates a copy of another layer's values (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        modelState.subclassValues.merge(Self.defaults) { current, _ in current }
        if let other = layer as? CAShapeLayer {
            fillRule = other.fillRule
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPattern = other.lineDashPattern
        }
    }

    /// The path to draw, in the layer's coordinates; animatable.
    public var path: CGPath? {
        get { if case .path(let p)? = modelState.subclassValues["path"] { return p } else { return nil } }
        set { setModelValue(.path(newValue), forKeyPath: "path") }
    }
    /// The colour the path is filled with (nil: no fill); animatable.
    public var fillColor: CGColor? {
        get { color("fillColor") }
        set { setModelValue(.color(newValue), forKeyPath: "fillColor") }
    }
    /// The colour the path is stroked with (nil: no stroke); animatable.
    public var strokeColor: CGColor? {
        get { color("strokeColor") }
        set { setModelValue(.color(newValue), forKeyPath: "strokeColor") }
    }
    /// The stroke width in points; animatable.
    public var lineWidth: CGFloat {
        get { scalar("lineWidth") }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "lineWidth") }
    }
    /// The miter limit of mitered joins; animatable.
    public var miterLimit: CGFloat {
        get { scalar("miterLimit") }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "miterLimit") }
    }
    /// How far into the dash pattern the stroke starts; animatable.
    public var lineDashPhase: CGFloat {
        get { scalar("lineDashPhase") }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "lineDashPhase") }
    }
    /// Where along the path the stroke starts, 0...1; animatable.
    public var strokeStart: CGFloat {
        get { scalar("strokeStart") }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "strokeStart") }
    }
    /// Where along the path the stroke ends, 0...1; animatable.
    public var strokeEnd: CGFloat {
        get { scalar("strokeEnd") }
        set { setModelValue(.scalar(Double(newValue)), forKeyPath: "strokeEnd") }
    }

    /// Implicitly animates the shape's animatable properties, as for `CALayer`'s own.
    open override class func defaultAction(forKey event: String) -> CAAction? {
        if defaults[event] != nil { return basicImplicitAnimation(forKey: event) }
        return super.defaultAction(forKey: event)
    }

    /// The default values of the shape properties, then `CALayer`'s.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let v = defaults[key] { return v.boxed }
        return super.defaultValue(forKey: key)
    }

    private func color(_ key: String) -> CGColor? {
        if case .color(let c)? = modelState.subclassValues[key] { return c } else { return nil }
    }

    private func scalar(_ key: String) -> CGFloat {
        CGFloat(modelState.subclassValues[key]?.scalar ?? 0)
    }
}

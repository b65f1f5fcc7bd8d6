/// How a layer's contents image is filtered when drawn larger or smaller than its pixels, as
/// Core Animation's `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation between the nearest pixels (the default).
    public static let linear = Self(rawValue: "linear")
    /// The nearest pixel, for crisp pixel art.
    public static let nearest = Self(rawValue: "nearest")
    /// Trilinear filtering (the renderer treats it as `linear`).
    public static let trilinear = Self(rawValue: "trilinear")
}

/// Compositing hints a layer carries that do not change what the layer looks like.
struct Rasterization: Equatable {
    var isOpaque = false
    var allowsGroupOpacity = true
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var magnificationFilter: CALayerContentsFilter = .linear
    var minificationFilter: CALayerContentsFilter = .linear
    var minificationFilterBias: Float = 0
    init() {}
}

// The renderer draws every frame from the layer tree with full precision, so rasterization and
// opacity hints only record what was asked: the picture is the one Core Animation shows when the
// hints are right. Contents images are sampled with the filters' Cairo equivalents (nearest or
// bilinear).

extension CALayer {
    /// Whether the layer promises to fill its bounds with opaque content.
    public var isOpaque: Bool {
        get { modelState.rasterization.isOpaque }
        set { modelState.rasterization.isOpaque = newValue }
    }
    /// Whether the layer's opacity applies to it and its sublayers as one group.
    public var allowsGroupOpacity: Bool {
        get { modelState.rasterization.allowsGroupOpacity }
        set { modelState.rasterization.allowsGroupOpacity = newValue }
    }
    /// Whether the layer is rendered once to a bitmap and the bitmap reused.
    public var shouldRasterize: Bool {
        get { modelState.rasterization.shouldRasterize }
        set { modelState.rasterization.shouldRasterize = newValue }
    }
    /// The scale of the bitmap a rasterized layer renders to.
    public var rasterizationScale: CGFloat {
        get { modelState.rasterization.rasterizationScale }
        set { modelState.rasterization.rasterizationScale = newValue }
    }
    /// The filter used when the contents image is drawn larger than its pixels.
    public var magnificationFilter: CALayerContentsFilter {
        get { modelState.rasterization.magnificationFilter }
        set { modelState.rasterization.magnificationFilter = newValue }
    }
    /// The filter used when the contents image is drawn smaller than its pixels.
    public var minificationFilter: CALayerContentsFilter {
        get { modelState.rasterization.minificationFilter }
        set { modelState.rasterization.minificationFilter = newValue }
    }
    /// The bias added to the mipmap level chosen by the `.trilinear` minification filter (kept
    /// only: contents are sampled without mipmaps here).
    public var minificationFilterBias: Float {
        get { modelState.rasterization.minificationFilterBias }
        set { modelState.rasterization.minificationFilterBias = newValue }
    }
    /// The shape of the layer's shadow; nil casts it from the layer's composited content.
    public var shadowPath: CGPath? {
        get { modelState.shadowPath }
        set { setModelValue(.path(newValue), forKeyPath: "shadowPath") }
    }
}

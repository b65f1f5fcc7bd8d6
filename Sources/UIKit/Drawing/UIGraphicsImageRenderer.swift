/// What a graphics renderer draws into, as UIKit's `UIGraphicsRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, in points.
    open var bounds: CGRect = .zero
    /// Creates a format.
    public override init() { super.init() }
}

/// The pixel layout of a graphics image renderer's images, as `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the images, as `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The range the device supports best.
        case automatic = 0
        /// Extended range (stored as standard range here).
        case extended = 1
        /// Standard sRGB range.
        case standard = 2
    }

    /// Pixels per point of the images (the main screen's scale by default).
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the images have no alpha channel; pixels not drawn are then black.
    open var opaque = false
    /// The preferred colour range (all ranges are drawn in 8-bit sRGB here).
    open var preferredRange: Range = .automatic

    /// Creates a format with the main screen's scale, transparent, automatic range.
    public override init() { super.init() }

    /// The format matching the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best for the device (the same as `default()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment handed to a renderer's actions, as `UIGraphicsRendererContext`.
@preconcurrency @MainActor
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes `rect`'s outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context of an image renderer's actions, as `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The image drawn so far.
    open var currentImage: UIImage {
        let f = format as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
        return UIGraphicsImageRenderer.image(of: cgContext, format: f)
    }
}

/// Draws into bitmap images, as UIKit's `UIGraphicsRenderer`.
@preconcurrency @MainActor
open class UIGraphicsRenderer: NSObject {
    /// The drawn area, in points.
    public let bounds: CGRect
    /// Creates a renderer for `bounds`.
    public init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }
}

/// Creates images from drawing actions, as UIKit's `UIGraphicsImageRenderer`.
///
/// The actions draw through `UIGraphicsGetCurrentContext()` or the context's `cgContext`; the
/// result is a bitmap of `bounds.size × format.scale` pixels.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The image format.
    public let format: UIGraphicsImageRendererFormat

    /// Creates a renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// Creates a renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for images of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(bounds: bounds)
        format.bounds = bounds
    }

    /// Creates a renderer for images of `bounds` in the default format.
    public convenience override init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Always true: this renderer makes images.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` with a fresh context current and returns what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let ctx = CGContext(size: bounds.size)
        ctx.backingScale = format.scale
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        UIGraphicsPushContext(ctx)
        actions(rendererContext)
        UIGraphicsPopContext()
        return Self.image(of: ctx, format: format)
    }

    /// PNG data of the image `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// JPEG data of the image `actions` draw, at `compressionQuality` 0...1.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    static func image(of ctx: CGContext, format: UIGraphicsImageRendererFormat) -> UIImage {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let bitmap = LayerRenderer.rasterize(ctx.commands, size: ctx.size, scale: scale, opaque: format.opaque)
        return UIImage(cgImage: bitmap, scale: scale, orientation: .up)
    }
}

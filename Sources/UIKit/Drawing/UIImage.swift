import Synchronization

/// An immutable bitmap image with a scale and orientation, as UIKit's `UIImage`.
///
/// Only PNG data is decoded (by QuartzCore's PNG decoder); other formats give nil. Symbol
/// images are generated placeholders (see `UIImage(systemName:)`).
public final class UIImage: NSObject, Sendable {
    /// The bitmap, in its stored (not display) orientation; nil for an empty image.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// How the stored bitmap is turned to show it upright.
    public let imageOrientation: Orientation
    /// Whether the image is drawn with its colours or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// Whether the image is a symbol image (`UIImage(systemName:)`).
    public let isSymbolImage: Bool
    /// Whether `withTintColor(_:)` coloured the bitmap, so views keep its colour.
    let hasBakedTint: Bool
    /// The asset or symbol name the image was made from, which VoiceOver reads for a button
    /// that shows only the image.
    let accessibilityName: String?
    /// The configuration a symbol image was drawn with (unspecified values by default; nil for
    /// other images).
    public let symbolConfiguration: SymbolConfiguration?

    init(
        cgImage: CGImage?, scale: CGFloat, orientation: Orientation,
        renderingMode: RenderingMode = .automatic, isSymbolImage: Bool = false, hasBakedTint: Bool = false,
        accessibilityName: String? = nil, symbolConfiguration: SymbolConfiguration? = nil
    ) {
        self.accessibilityName = accessibilityName
        self.symbolConfiguration = symbolConfiguration
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.isSymbolImage = isSymbolImage
        self.hasBakedTint = hasBakedTint
    }

    /// Creates an empty image (zero size, no bitmap).
    public override convenience init() {
        self.init(cgImage: nil, scale: 1, orientation: .up)
    }

    /// Wraps a Core Graphics image at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Wraps a Core Graphics image with a scale and orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// Decodes PNG or JPEG data at scale 1; nil when the data is neither, or unreadable.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data at a given scale; nil when the data is neither, or unreadable.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage.decodedImage([UInt8](data)) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Loads a PNG or JPEG file; a name ending in `@2x` or `@3x` sets the scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(fromPath: path))
    }

    /// Loads an image resource from the main bundle, preferring `@3x`, then `@2x`, then 1x; a
    /// name without an extension is a PNG, else a JPEG (as an asset catalog's set may hold).
    public convenience init?(named name: String) {
        let given = (name as NSString).pathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
        // The main bundle first, as UIKit; then the app's SwiftPM resource bundle (asset
        // catalog images that `uikit-port --package` copied under their set's name).
        let paths = [Bundle.main] + AppResourceBundles.all
        for ext in extensions {
            for candidate in [base + "@3x", base + "@2x", base] {
                guard let path = paths.lazy.compactMap({ $0.path(forResource: candidate, ofType: ext) }).first else {
                    continue
                }
                // The contents decide the format: asset catalogs hold JPEGs named `.png` too.
                guard let data = FileManager.default.contents(atPath: path),
                    let image = UIImage.decodedImage([UInt8](data))
                else { return nil }
                self.init(
                    cgImage: image, scale: UIImage.scale(fromPath: path), orientation: .up, accessibilityName: base)
                return
            }
        }
        return nil
    }

    /// Loads a PNG or JPEG image resource from `bundle` (nil: the main bundle), preferring `@3x`, then
    /// `@2x`, then 1x; the traits are not consulted (images here have no trait variants).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let bundle, bundle != Bundle.main else {
            self.init(named: name)
            return
        }
        let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
        let base = (name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        for candidate in [base + "@3x", base + "@2x", base] {
            guard let path = bundle.path(forResource: candidate, ofType: ext) else { continue }
            guard let data = FileManager.default.contents(atPath: path),
                let image = UIImage.decodedImage([UInt8](data))
            else { return nil }
            self.init(cgImage: image, scale: UIImage.scale(fromPath: path), orientation: .up, accessibilityName: base)
            return
        }
        return nil
    }

    /// The image PNG or JPEG bytes hold, told apart by their first bytes.
    static func decodedImage(_ bytes: [UInt8]) -> CGImage? {
        let decoded =
            JPEGDecoder.isJPEG(bytes) ? JPEGDecoder.decode(bytes) : (try? PNGDecoder.decode(bytes))
        guard let decoded else { return nil }
        return CGImage(width: decoded.width, height: decoded.height, rgba: decoded.rgba)
    }

    private static func scale(fromPath path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    // MARK: Geometry

    /// The size in points: pixels divided by scale, width and height swapped for quarter turns.
    public var size: CGSize {
        guard let image = cgImage else { return .zero }
        let w = CGFloat(image.width) / scale, h = CGFloat(image.height) / scale
        return imageOrientation.swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    // MARK: Variants

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
            isSymbolImage: isSymbolImage, hasBakedTint: hasBakedTint, accessibilityName: accessibilityName)
    }

    /// The image's shape filled with `color`, keeping the rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image's shape filled with `color`, with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            cgImage: cgImage.map { UIImage.tinted($0, with: color) }, scale: scale,
            orientation: imageOrientation, renderingMode: renderingMode,
            isSymbolImage: isSymbolImage, hasBakedTint: true, accessibilityName: accessibilityName)
    }

    /// Paints every pixel in `color`, keeping the pixel's coverage: the tint drawn with the
    /// image as a destination-in mask.
    static func tinted(_ image: CGImage, with color: UIColor) -> CGImage {
        let c = color.rgba
        let r = UInt8(clamping: Int((c.r * 255).rounded()))
        let g = UInt8(clamping: Int((c.g * 255).rounded()))
        let b = UInt8(clamping: Int((c.b * 255).rounded()))
        // Template images are mostly shared bitmaps (symbols) tinted in a handful of colours, once
        // per image view: a storyboard of 200 scenes would otherwise repaint the same glyph 200 times.
        let key = TintKey(image: ObjectIdentifier(image), r: r, g: g, b: b, a: c.a)
        if let hit = tintCache.withLock({ $0[key] }), hit.source === image { return hit.tinted }
        let tinted = paint(image, r, g, b, c.a)
        tintCache.withLock { cache in
            if cache.count >= 64 { cache.removeAll() }
            // The source is kept so its identifier cannot be reused by another bitmap.
            cache[key] = (image, tinted)
        }
        return tinted
    }

    private struct TintKey: Hashable {
        let image: ObjectIdentifier
        let r: UInt8, g: UInt8, b: UInt8
        let a: CGFloat
    }

    private static let tintCache = Mutex<[TintKey: (source: CGImage, tinted: CGImage)]>([:])

    private static func paint(_ image: CGImage, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: CGFloat) -> CGImage {
        var out = image.pixels
        var i = 0
        while i < out.count {
            out[i] = r
            out[i + 1] = g
            out[i + 2] = b
            if a != 1 { out[i + 3] = UInt8((CGFloat(out[i + 3]) * a).rounded()) }
            i += 4
        }
        return CGImage(width: image.width, height: image.height, rgba: out) ?? image
    }

    // MARK: Encoding

    /// PNG data of the stored bitmap (the orientation is not applied, as in UIKit).
    public func pngData() -> Data? {
        guard let image = cgImage else { return nil }
        return Data(PNGEncoder.encode(rgba: image.pixels, width: image.width, height: image.height))
    }

    // MARK: Drawing

    /// Draws the image upright into `rect` of the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let image = uprightCGImage else { return }
        context.draw(image, in: rect)
    }

    /// Draws the image upright at its point size with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// A textual form giving the size and scale.
    public override var description: String {
        func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        let orientation = imageOrientation.rawValue
        return "<UIImage> size {\(f(size.width)), \(f(size.height))} scale \(f(scale)) orientation \(orientation)"
    }
}

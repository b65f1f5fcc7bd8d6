import CCairo

/// Turns layer trees into pixels with Cairo (and Pango for text).
///
/// Rendering reads presentation values at the one clock's current time and nothing else that
/// changes: no caches that alter output, fonts pinned by `PangoText`, and solid fills shared
/// among cores only by disjoint bands of rows. The same scene at the same time therefore gives
/// the same bytes.
@preconcurrency @MainActor
package enum LayerRenderer {
    /// Pixels per point of the "before" pictures `snapshot(of:)` takes for `CATransition`.
    /// UIKit sets it to the screen's scale; a fixed value, the same in every world, keeps
    /// snapshots independent of whatever was rendered before.
    static let snapshotScale: CGFloat = 2

    /// The largest snapshot side in pixels (a runaway bounds size must not exhaust memory).
    private static let snapshotLimit = 8192

    /// How a render goes about its work; the pixels are the same whichever is chosen. A value
    /// a caller hands to each render (a device keeps one for its screenshots), so worlds in one
    /// process may render differently.
    package struct Options: Sendable, Equatable {
        /// Whether solid fills are written on every core or on the rendering thread alone
        /// (benchmarks report both).
        package var sharesFillsAmongCores: Bool

        package init(sharesFillsAmongCores: Bool = true) {
            self.sharesFillsAmongCores = sharesFillsAmongCores
        }
    }

    /// What one render did, beyond its pixels (tests check that a path is taken).
    struct Report {
        /// How many backgrounds were filled straight into the canvas.
        var directFills = 0
    }

    /// Renders the presentation tree of `root` into a `size`-point canvas at `scale` pixels per
    /// point, `root` placed by its position, bounds and transform, over `background` (nil:
    /// transparent). Returns straight-alpha RGBA pixels.
    package static func render(
        _ root: CALayer, size: CGSize, scale: CGFloat, background: CGColor? = nil, options: Options = Options()
    ) -> CGImage {
        render(root, size: size, scale: scale, background: background, directFills: true, options: options).image
    }

    /// `render(_:size:scale:background:)`, with solid backgrounds written straight into the
    /// pixels (`directFills`) or every layer painted by Cairo (what tests compare against),
    /// and what the render did.
    static func render(
        _ root: CALayer, size: CGSize, scale: CGFloat, background: CGColor?, directFills: Bool,
        options: Options = Options()
    ) -> (image: CGImage, report: Report) {
        let w = pixels(size.width * scale), h = pixels(size.height * scale)
        let blank = { CGImage(width: w, height: h, rgba: [UInt8](repeating: 0, count: w * h * 4))! }
        guard w > 0, h > 0, scale > 0, scale.isFinite, w <= Int(Int32.max) / 4 / h else {
            return (blank(), Report())
        }
        // Cairo draws straight into the image's own storage: no canvas to copy out of.
        var drawn = false
        var report = Report()
        let words = [UInt32](unsafeUninitializedCapacity: w * h) { buffer, count in
            count = w * h
            let bytes = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            guard
                let surface = cairo_image_surface_create_for_data(
                    bytes, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))
            else { return }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return }
            defer { cairo_destroy(cr) }
            // The root's parent time: the clock's, passed down through any ancestors (once).
            let parentTime = root.superlayer?.currentLocalTime ?? root.loop.now
            let painter = LayerPainter(cr: cr, options: options)
            if directFills {
                painter.paintDirectly(on: surface, clip: PixelBox(x0: 0, y0: 0, x1: w, y1: h), background: background)
            } else {
                painter.clearWithCairo(to: background)
            }
            painter.drawLayer(
                root, parentTime: parentTime, parent: CGAffineTransform(scaleX: scale, y: scale), space: nil)
            painter.flushPending()
            cairo_surface_flush(surface)
            report.directFills = painter.directFillCount
            drawn = true
        }
        return (drawn ? CGImage(width: w, height: h, premultipliedARGB32: words)! : blank(), report)
    }

    /// Renders `layer`'s own appearance and subtree in its bounds coordinates (its position,
    /// transform and opacity left out) at `snapshotScale`; nil when the bounds are empty.
    static func snapshot(of layer: CALayer) -> CGImage? { snapshot(of: layer, scale: snapshotScale) }

    /// Renders `layer`'s own appearance and subtree in its bounds coordinates at `scale` pixels
    /// per point; nil when the bounds are empty.
    package static func snapshot(of layer: CALayer, scale requested: CGFloat) -> CGImage? {
        let time = layer.currentLocalTime
        let p = layer.presentationProperties(atLocalTime: time)
        let b = p.bounds
        let scale = requested > 0 && requested.isFinite ? requested : 1
        guard b.width.isFinite, b.height.isFinite, b.width > 0, b.height > 0 else { return nil }
        let w = min(snapshotLimit, Int((b.width * scale).rounded(.up)))
        let h = min(snapshotLimit, Int((b.height * scale).rounded(.up)))
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        let sx = CGFloat(w) / b.width, sy = CGFloat(h) / b.height
        let device = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: -b.minX * sx, ty: -b.minY * sy)
        LayerPainter(cr: cr).drawBody(layer, p, time: time, device: device)
        cairo_destroy(cr)
        return PixelConversion.image(from: surface)
    }

    /// Plays a recorded display list into a fresh `size`-point bitmap at `scale` pixels per
    /// point, over transparent pixels (opaque black when `opaque`, as a bitmap without alpha).
    package static func rasterize(_ commands: [CGDrawingCommand], size: CGSize, scale: CGFloat, opaque: Bool) -> CGImage
    {
        let w = min(snapshotLimit, pixels(size.width * scale)), h = min(snapshotLimit, pixels(size.height * scale))
        let empty = CGImage(width: w, height: h, rgba: [UInt8](repeating: 0, count: w * h * 4))!
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            return empty
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            return empty
        }
        if opaque {
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_paint(cr)
        }
        let device = CGAffineTransform(scaleX: CGFloat(w) / size.width, y: CGFloat(h) / size.height)
        DisplayListPlayer.play(commands, cr: cr, device: device, bounds: CGRect(origin: .zero, size: size))
        cairo_destroy(cr)
        return PixelConversion.image(from: surface)
    }

    private static func pixels(_ v: CGFloat) -> Int {
        guard v.isFinite, v > 0 else { return 0 }
        return Int(v.rounded())
    }
}

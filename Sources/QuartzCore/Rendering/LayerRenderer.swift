import CCairo
import CPangoCairo

/// Renders a layer tree's presentation values to pixels with Cairo (and Pango for text).
///
/// It walks the tree once, carrying each layer's local time down from its parent, so a layer
/// with `speed = 0` freezes its subtree exactly as Core Animation's timing does. Per layer:
/// shadow, backdrop blur, background (rounded), contents image, recorded drawing, border,
/// then sublayers (clipped by `masksToBounds`), inside an opacity group when needed. Nothing
/// depends on the machine or the time of day: the same scene gives the same bytes.
@MainActor
package enum LayerRenderer {
    /// The tree under `root` as it appears now, on a canvas of `size` points at `scale`.
    package static func render(_ root: CALayer, size: CGSize, scale: CGFloat, background: CGColor? = nil) -> CGImage {
        let canvas = Canvas(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        let cr = canvas.context
        if let background { fill(cr, background) }
        cairo_scale(cr, Double(scale), Double(scale))
        let parentTime = root.superlayer?.currentLocalTime ?? MainLoop.current.now
        draw(root, parentTime: parentTime, cr: cr, placeInParent: true)
        return canvas.image()
    }

    /// One layer's subtree in its own bounds (the "before" picture of a `CATransition`).
    package static func snapshot(of layer: CALayer) -> CGImage? {
        let b = layer.bounds
        guard b.width >= 1, b.height >= 1, b.width * b.height < 50_000_000 else { return nil }
        let canvas = Canvas(width: Int(b.width.rounded(.up)), height: Int(b.height.rounded(.up)))
        cairo_translate(canvas.context, -Double(b.minX), -Double(b.minY))
        let parentTime = layer.superlayer?.currentLocalTime ?? MainLoop.current.now
        draw(layer, parentTime: parentTime, cr: canvas.context, placeInParent: false)
        return canvas.image()
    }

    private static func fill(_ cr: OpaquePointer, _ color: CGColor) {
        setSource(cr, color)
        cairo_paint(cr)
    }

    package static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a * alpha))
    }

    /// Draws `layer` (and its subtree). With `placeInParent`, the layer's position, anchor
    /// point and transform place it in the current coordinate space first.
    private static func draw(_ layer: CALayer, parentTime: Double, cr: OpaquePointer, placeInParent: Bool) {
        let t = layer.layerTiming.localTime(fromParent: parentTime)
        let p = layer.presentationProperties(atLocalTime: t)
        guard !p.isHidden, p.opacity > 0.001 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if placeInParent { applyPlacement(p, cr) }
        let transition = layer.activeAnimations.lazy.compactMap { $0 as? CATransition }
            .first { $0.transitionProgress(atLayerTime: t) != nil }
        let sublayers = layer.sublayerList
        let grouped = p.opacity < 0.999 && (!sublayers.isEmpty || layer.contents != nil || layer.drawing != nil)
            || transition != nil
        if p.shadowOpacity > 0 { LayerEffects.drawShadow(p, cr) }
        if grouped { cairo_push_group(cr) }
        if let backdrop = layer.backdrop { LayerEffects.drawBackdrop(backdrop, p, cr) }
        drawOwnContent(layer, p, cr)
        if !sublayers.isEmpty {
            cairo_save(cr)
            if p.masksToBounds {
                roundedRect(cr, p.bounds, p.cornerRadius)
                cairo_clip(cr)
            }
            if !CATransform3DIsIdentity(p.sublayerTransform) { applySublayerTransform(p, cr) }
            for sub in layer.sublayersInDrawingOrder { draw(sub, parentTime: t, cr: cr, placeInParent: true) }
            cairo_restore(cr)
        }
        if p.borderWidth > 0, let color = p.borderColor {
            let inset = p.bounds.insetBy(dx: p.borderWidth / 2, dy: p.borderWidth / 2)
            roundedRect(cr, inset, max(0, p.cornerRadius - p.borderWidth / 2))
            setSource(cr, color)
            cairo_set_line_width(cr, Double(p.borderWidth))
            cairo_stroke(cr)
        }
        if grouped {
            let group = cairo_pop_group(cr)!
            if let transition, let progress = transition.transitionProgress(atLayerTime: t) {
                LayerEffects.composite(transition, progress: progress, new: group, bounds: p.bounds, opacity: p.opacity, cr: cr)
            } else {
                cairo_set_source(cr, group)
                cairo_paint_with_alpha(cr, Double(p.opacity))
            }
            cairo_pattern_destroy(group)
        }
    }

    /// Background, contents image and recorded drawing, with `opacity` applied directly when
    /// the layer is not grouped.
    private static func drawOwnContent(_ layer: CALayer, _ p: LayerProperties, _ cr: OpaquePointer) {
        let directAlpha: CGFloat = (layer.sublayerList.isEmpty && layer.contents == nil && layer.drawing == nil) ? CGFloat(p.opacity) : 1
        if let bg = p.backgroundColor, bg.alpha > 0 {
            roundedRect(cr, p.bounds, p.cornerRadius)
            setSource(cr, bg, alpha: directAlpha)
            cairo_fill(cr)
        }
        if let image = layer.contents as? CGImage {
            cairo_save(cr)
            if p.masksToBounds || p.cornerRadius > 0 && p.masksToBounds {
                roundedRect(cr, p.bounds, p.cornerRadius)
                cairo_clip(cr)
            }
            ImageDrawing.draw(image, in: p.bounds, gravity: layer.contentsGravity, contentsRect: p.contentsRect, cr: cr)
            cairo_restore(cr)
        }
        if let commands = layer.drawing {
            cairo_save(cr)
            cairo_translate(cr, Double(p.bounds.minX), Double(p.bounds.minY))
            DisplayListPlayer.play(commands, cr: cr)
            cairo_restore(cr)
        }
    }

    /// position · transform · (−anchor): the layer's bounds in its superlayer's space. 3-D
    /// transforms are approximated by the affine map through three projected corners (a
    /// perspective flip keeps its foreshortened width; see Deviations.md).
    private static func applyPlacement(_ p: LayerProperties, _ cr: OpaquePointer) {
        cairo_translate(cr, Double(p.position.x), Double(p.position.y))
        let anchor = CGPoint(
            x: p.bounds.minX + p.anchorPoint.x * p.bounds.width, y: p.bounds.minY + p.anchorPoint.y * p.bounds.height)
        if !CATransform3DIsIdentity(p.transform) {
            let m = affineApproximation(p.transform, bounds: p.bounds, anchor: anchor)
            var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d), x0: Double(m.tx), y0: Double(m.ty))
            cairo_transform(cr, &matrix)
        }
        cairo_translate(cr, -Double(anchor.x), -Double(anchor.y))
    }

    private static func applySublayerTransform(_ p: LayerProperties, _ cr: OpaquePointer) {
        let center = CGPoint(
            x: p.bounds.minX + p.anchorPoint.x * p.bounds.width, y: p.bounds.minY + p.anchorPoint.y * p.bounds.height)
        cairo_translate(cr, Double(center.x), Double(center.y))
        let m = affineApproximation(p.sublayerTransform, bounds: p.bounds, anchor: center)
        var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d), x0: Double(m.tx), y0: Double(m.ty))
        cairo_transform(cr, &matrix)
        cairo_translate(cr, -Double(center.x), -Double(center.y))
    }

    package static func affineApproximation(_ t: CATransform3D, bounds: CGRect, anchor: CGPoint) -> CGAffineTransform {
        if CATransform3DIsAffine(t) { return CATransform3DGetAffineTransform(t) }
        // Corners relative to the anchor, projected with the perspective divide.
        let o = CGPoint(x: bounds.minX - anchor.x, y: bounds.minY - anchor.y)
        let p0 = t.project(o)
        let px = t.project(CGPoint(x: o.x + bounds.width, y: o.y))
        let py = t.project(CGPoint(x: o.x, y: o.y + bounds.height))
        let w = max(bounds.width, 0.0001), h = max(bounds.height, 0.0001)
        let a = (px.x - p0.x) / w, b = (px.y - p0.y) / w
        let c = (py.x - p0.x) / h, d = (py.y - p0.y) / h
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: p0.x - a * o.x - c * o.y, ty: p0.y - b * o.x - d * o.y)
    }

    /// Adds a rectangle with corners of `radius` (clamped to half the sides) to the path.
    package static func roundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: CGFloat) {
        let rad = Double(min(max(radius, 0), min(r.width, r.height) / 2))
        let (x, y, w, h) = (Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        guard rad > 0 else {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - rad, y + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}

/// A Cairo image surface to draw into, read back as straight RGBA.
@MainActor
package final class Canvas {
    package let surface: OpaquePointer
    package let context: OpaquePointer
    package let width: Int
    package let height: Int

    package init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        context = cairo_create(surface)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
    }

    isolated deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixels as a `CGImage` (Cairo's premultiplied native-endian ARGB to straight RGBA).
    package func image() -> CGImage {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { o in
            for y in 0..<height {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                for x in 0..<width {
                    let px = row[x]
                    let a = px >> 24
                    let i = (y * width + x) * 4
                    guard a > 0 else { continue }
                    var r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF
                    if a < 255 {
                        r = (r * 255 + a / 2) / a
                        g = (g * 255 + a / 2) / a
                        b = (b * 255 + a / 2) / a
                    }
                    o[i] = UInt8(min(255, r))
                    o[i + 1] = UInt8(min(255, g))
                    o[i + 2] = UInt8(min(255, b))
                    o[i + 3] = UInt8(a)
                }
            }
        }
        return CGImage(width: width, height: height, rgba: out)!
    }
}

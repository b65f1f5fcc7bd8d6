import CCairo

/// Shadows, backdrop blur and `CATransition` compositing for the renderer.
@MainActor
package enum LayerEffects {
    /// The shadow of the layer's (rounded) bounds: filled, offset, blurred by `shadowRadius`
    /// with a three-pass box blur (close to a Gaussian of that radius).
    package static func drawShadow(_ p: LayerProperties, _ cr: OpaquePointer) {
        guard let color = p.shadowColor else { return }
        let radius = max(0, p.shadowRadius)
        let pad = Int((radius * 2).rounded(.up)) + 1
        // Work at device resolution: measure how big the bounds are on the target.
        var sx = 1.0, sy = 0.0
        cairo_user_to_device_distance(cr, &sx, &sy)
        let scale = max(0.25, (sx * sx + sy * sy).squareRoot())
        let w = Int((p.bounds.width * scale).rounded(.up)) + 2 * pad, h = Int((p.bounds.height * scale).rounded(.up)) + 2 * pad
        guard w > 0, h > 0, w * h < 16_000_000 else { return }
        let canvas = Canvas(width: w, height: h)
        cairo_translate(canvas.context, Double(pad), Double(pad))
        cairo_scale(canvas.context, scale, scale)
        cairo_translate(canvas.context, -Double(p.bounds.minX), -Double(p.bounds.minY))
        LayerRenderer.roundedRect(canvas.context, p.bounds, p.cornerRadius)
        LayerRenderer.setSource(canvas.context, color, alpha: CGFloat(p.shadowOpacity))
        cairo_fill(canvas.context)
        Blur.boxBlur(surface: canvas.surface, radius: Int((radius * scale / 2).rounded()))
        cairo_save(cr)
        cairo_translate(cr, Double(p.bounds.minX + p.shadowOffset.width), Double(p.bounds.minY + p.shadowOffset.height))
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, canvas.surface, -Double(pad), -Double(pad))
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Blurs what is already drawn under the layer's bounds, tints it, and paints it back
    /// clipped to the (rounded) bounds, as a visual-effect view's backdrop.
    package static func drawBackdrop(_ backdrop: BackdropFilter, _ p: LayerProperties, _ cr: OpaquePointer) {
        let target = cairo_get_group_target(cr)!
        cairo_surface_flush(target)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        // The layer's bounds on the target, in device pixels.
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(p.bounds.minX, p.bounds.minY), (p.bounds.maxX, p.bounds.minY), (p.bounds.minX, p.bounds.maxY), (p.bounds.maxX, p.bounds.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx + ox)
            ys.append(dy + oy)
        }
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let x0 = max(0, Int(xs.min()!.rounded(.down))), y0 = max(0, Int(ys.min()!.rounded(.down)))
        let x1 = min(tw, Int(xs.max()!.rounded(.up))), y1 = min(th, Int(ys.max()!.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let w = x1 - x0, h = y1 - y0
        let region = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(region) }
        let rc = cairo_create(region)!
        cairo_set_source_surface(rc, target, -Double(x0), -Double(y0))
        cairo_paint(rc)
        cairo_destroy(rc)
        var sx = 1.0, sy = 0.0
        cairo_user_to_device_distance(cr, &sx, &sy)
        let scale = max(0.25, (sx * sx + sy * sy).squareRoot())
        Blur.boxBlur(surface: region, radius: Int((backdrop.blurRadius * scale / 2).rounded()))
        cairo_save(cr)
        LayerRenderer.roundedRect(cr, p.bounds, p.cornerRadius)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, region, Double(x0) - ox, Double(y0) - oy)
        cairo_paint(cr)
        cairo_restore(cr)
        if let tint = backdrop.tint {
            LayerRenderer.roundedRect(cr, p.bounds, p.cornerRadius)
            LayerRenderer.setSource(cr, tint)
            cairo_fill(cr)
        }
    }

    /// Combines the captured "before" picture and the new content per the transition's type.
    package static func composite(
        _ t: CATransition, progress: Double, new: OpaquePointer, bounds: CGRect, opacity: Float, cr: OpaquePointer
    ) {
        let p = min(max(progress, 0), 1)
        var dx = 0.0, dy = 0.0
        switch t.subtype {
        case .some(.fromLeft): dx = -1
        case .some(.fromTop): dy = -1
        case .some(.fromBottom): dy = 1
        default: dx = 1
        }
        let w = Double(bounds.width), h = Double(bounds.height)
        func paintOld(alpha: Double, offset: Double) {
            guard let before = t.beforeImage else { return }
            cairo_save(cr)
            cairo_translate(cr, Double(bounds.minX) - dx * w * offset, Double(bounds.minY) - dy * h * offset)
            cairo_scale(cr, w / Double(before.width), h / Double(before.height))
            cairo_set_source_surface(cr, ImageDrawing.surface(for: before), 0, 0)
            cairo_paint_with_alpha(cr, alpha * Double(opacity))
            cairo_restore(cr)
        }
        func paintNew(alpha: Double, offset: Double) {
            cairo_save(cr)
            cairo_translate(cr, dx * w * offset, dy * h * offset)
            cairo_set_source(cr, new)
            cairo_paint_with_alpha(cr, alpha * Double(opacity))
            cairo_restore(cr)
        }
        switch t.type {
        case .push:
            paintOld(alpha: 1, offset: p)
            paintNew(alpha: 1, offset: 1 - p)
        case .moveIn:
            paintOld(alpha: 1, offset: 0)
            paintNew(alpha: 1, offset: 1 - p)
        case .reveal:
            paintNew(alpha: 1, offset: 0)
            paintOld(alpha: 1, offset: p)
        default:
            // old × (1 − p) + new × p, exactly, even where either side is transparent.
            cairo_push_group(cr)
            paintOld(alpha: 1 - p, offset: 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            paintNew(alpha: p, offset: 0)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
    }
}

/// A separable box blur on a premultiplied ARGB32 surface; three passes approximate a
/// Gaussian.
@MainActor
package enum Blur {
    package static func boxBlur(surface: OpaquePointer, radius: Int, passes: Int = 3) {
        guard radius > 0 else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * h) { $0 }
        var line = [UInt32](repeating: 0, count: max(w, h))
        for _ in 0..<passes {
            for y in 0..<h { blurLine(data.advanced(by: y * stride), count: w, step: 1, radius: radius, scratch: &line) }
            for x in 0..<w { blurLine(data.advanced(by: x), count: h, step: stride, radius: radius, scratch: &line) }
        }
        cairo_surface_mark_dirty(surface)
    }

    private static func blurLine(_ p: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, scratch: inout [UInt32]) {
        for i in 0..<count { scratch[i] = p[i * step] }
        var sums = [0, 0, 0, 0]
        let window = 2 * radius + 1
        func add(_ v: UInt32, _ sign: Int) {
            sums[0] += sign * Int(v >> 24)
            sums[1] += sign * Int((v >> 16) & 0xFF)
            sums[2] += sign * Int((v >> 8) & 0xFF)
            sums[3] += sign * Int(v & 0xFF)
        }
        func at(_ i: Int) -> UInt32 { scratch[min(max(i, 0), count - 1)] }
        for i in -radius...radius { add(at(i), 1) }
        for i in 0..<count {
            let a = UInt32(sums[0] / window), r = UInt32(sums[1] / window), g = UInt32(sums[2] / window), b = UInt32(sums[3] / window)
            p[i * step] = a << 24 | r << 16 | g << 8 | b
            add(at(i - radius), -1)
            add(at(i + radius + 1), 1)
        }
    }
}

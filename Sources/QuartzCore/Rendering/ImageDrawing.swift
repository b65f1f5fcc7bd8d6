import CCairo

/// Draws `CGImage`s with Cairo, converting each image once to a premultiplied surface.
@MainActor
package enum ImageDrawing {
    @MainActor private final class Entry {
        weak var image: CGImage?
        let surface: OpaquePointer
        init(image: CGImage, surface: OpaquePointer) {
            self.image = image
            self.surface = surface
        }
        isolated deinit { cairo_surface_destroy(surface) }
    }

    private static var cache: [ObjectIdentifier: Entry] = [:]

    /// A Cairo surface for `image` (cached while the image lives).
    package static func surface(for image: CGImage) -> OpaquePointer {
        let key = ObjectIdentifier(image)
        if let e = cache[key], e.image === image { return e.surface }
        if cache.count > 256 { cache = cache.filter { $0.value.image != nil } }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        let stride = Int(cairo_image_surface_get_stride(s))
        let data = cairo_image_surface_get_data(s)!
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let a = UInt32(px[i + 3])
                    let r = UInt32(px[i]) * a / 255, g = UInt32(px[i + 1]) * a / 255, b = UInt32(px[i + 2]) * a / 255
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(s)
        cache[key] = Entry(image: image, surface: s)
        return s
    }

    /// Draws `image` in `bounds` as `gravity` says, showing the `contentsRect` part of it.
    package static func draw(
        _ image: CGImage, in bounds: CGRect, gravity: CALayerContentsGravity, contentsRect: CGRect, cr: OpaquePointer
    ) {
        let src = surface(for: image)
        let iw = CGFloat(image.width) * contentsRect.width, ih = CGFloat(image.height) * contentsRect.height
        guard iw > 0, ih > 0, bounds.width > 0, bounds.height > 0 else { return }
        var target = bounds
        switch gravity {
        case .resize: break
        case .resizeAspect, .resizeAspectFill:
            let s = gravity == .resizeAspect ? min(bounds.width / iw, bounds.height / ih) : max(bounds.width / iw, bounds.height / ih)
            target = CGRect(x: bounds.midX - iw * s / 2, y: bounds.midY - ih * s / 2, width: iw * s, height: ih * s)
        default:
            // Unscaled, placed by the gravity's edges (image pixels as points).
            var x = bounds.midX - iw / 2, y = bounds.midY - ih / 2
            let name = gravity.rawValue.lowercased()
            if name.contains("left") { x = bounds.minX }
            if name.contains("right") { x = bounds.maxX - iw }
            if name.hasPrefix("top") { y = bounds.minY }
            if name.hasPrefix("bottom") { y = bounds.maxY - ih }
            target = CGRect(x: x, y: y, width: iw, height: ih)
        }
        cairo_save(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(target.minX), Double(target.minY))
        cairo_scale(cr, Double(target.width / iw), Double(target.height / ih))
        cairo_translate(cr, -Double(contentsRect.minX * CGFloat(image.width)), -Double(contentsRect.minY * CGFloat(image.height)))
        cairo_set_source_surface(cr, src, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, Double(contentsRect.minX * CGFloat(image.width)), Double(contentsRect.minY * CGFloat(image.height)), Double(iw), Double(ih))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

/// Plays a `CGContext` display list into Cairo.
@MainActor
package enum DisplayListPlayer {
    package static func play(_ commands: [CGDrawingCommand], cr: OpaquePointer) {
        var fill = CGColor.black, stroke = CGColor.black
        var alpha: CGFloat = 1
        var saved: [(CGColor, CGColor, CGFloat)] = []
        for command in commands {
            switch command {
            case .save:
                saved.append((fill, stroke, alpha))
                cairo_save(cr)
            case .restore:
                if let s = saved.popLast() { (fill, stroke, alpha) = s }
                cairo_restore(cr)
            case .concatenate(let m):
                var matrix = cairo_matrix_t(xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d), x0: Double(m.tx), y0: Double(m.ty))
                cairo_transform(cr, &matrix)
            case .setFillColor(let c): fill = c
            case .setStrokeColor(let c): stroke = c
            case .setLineWidth(let w): cairo_set_line_width(cr, Double(w))
            case .setAlpha(let a): alpha = a
            case .fill(let path, let rule):
                addPath(path, cr)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                LayerRenderer.setSource(cr, fill, alpha: alpha)
                cairo_fill(cr)
            case .stroke(let path):
                addPath(path, cr)
                LayerRenderer.setSource(cr, stroke, alpha: alpha)
                cairo_stroke(cr)
            case .clip(let path, let rule):
                addPath(path, cr)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case .clear(let r):
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                cairo_fill(cr)
                cairo_restore(cr)
            case .image(let image, let rect):
                ImageDrawing.draw(image, in: rect, gravity: .resize, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1), cr: cr)
            case .text(let run):
                TextDrawing.draw(run, cr: cr, alpha: alpha)
            }
        }
    }

    private static func addPath(_ path: CGPath, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        for e in path.elements {
            switch e.type {
            case .moveToPoint: cairo_move_to(cr, Double(e.points[0].x), Double(e.points[0].y))
            case .addLineToPoint: cairo_line_to(cr, Double(e.points[0].x), Double(e.points[0].y))
            case .addQuadCurveToPoint:
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                let c = e.points[0], p = e.points[1]
                let c1 = (x0 + 2 / 3 * (Double(c.x) - x0), y0 + 2 / 3 * (Double(c.y) - y0))
                let c2 = (Double(p.x) + 2 / 3 * (Double(c.x) - Double(p.x)), Double(p.y) + 2 / 3 * (Double(c.y) - Double(p.y)))
                cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, Double(p.x), Double(p.y))
            case .addCurveToPoint:
                let (a, b, c) = (e.points[0], e.points[1], e.points[2])
                cairo_curve_to(cr, Double(a.x), Double(a.y), Double(b.x), Double(b.y), Double(c.x), Double(c.y))
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
}

import CCairo
import CPangoCairo

/// Plays a `CGContext` display list (recorded by `draw(in:)`) into Cairo, in the layer's
/// bounds coordinates. As a layer's backing store is its bounds, drawing is clipped to them;
/// a list that clears pixels is drawn into its own group so clearing never erases what lies
/// beneath the layer.
@preconcurrency @MainActor
enum DisplayListPlayer {
    /// The graphics state CoreGraphics keeps and Cairo does not (colours are set at use).
    private struct State {
        var fill = (r: 0.0, g: 0.0, b: 0.0, a: 1.0)
        var stroke = (r: 0.0, g: 0.0, b: 0.0, a: 1.0)
        var lineWidth = 1.0
        var cap = CGLineCap.butt
        var join = CGLineJoin.miter
        var miterLimit = 10.0
        var dashPhase = 0.0
        var dashes: [Double] = []
        var alpha = 1.0
        /// A singular transform was concatenated: nothing drawn until restored (Cairo would
        /// enter an error state on it).
        var collapsed = false
    }

    static func play(_ commands: [CGDrawingCommand], cr: OpaquePointer, device: CGAffineTransform, bounds: CGRect) {
        guard !commands.isEmpty else { return }
        cairo_save(cr)
        Cairo.setMatrix(cr, device)
        Cairo.rectangle(cr, bounds)
        cairo_clip(cr)
        let clears = commands.contains { if case .clear = $0 { return true } else { return false } }
        if clears {
            Cairo.setIdentity(cr)
            cairo_push_group(cr)
            Cairo.setMatrix(cr, device)
        }

        var state = State()
        var stack: [State] = []
        for command in commands {
            switch command {
            case .save:
                cairo_save(cr)
                stack.append(state)
            case .restore:
                guard let previous = stack.popLast() else { continue }
                cairo_restore(cr)
                state = previous
            case .concatenate(let t):
                guard !state.collapsed else { continue }
                if t.isDrawable {
                    var m = cairo_matrix_t(
                        xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
                        y0: Double(t.ty))
                    cairo_transform(cr, &m)
                } else {
                    state.collapsed = true
                }
            case .setFillColor(let c): state.fill = components(c)
            case .setStrokeColor(let c): state.stroke = components(c)
            case .setLineWidth(let w): state.lineWidth = Double(w)
            case .setAlpha(let a): state.alpha = Double(min(max(a, 0), 1))
            case .setLineCap(let c): state.cap = c
            case .setLineJoin(let j): state.join = j
            case .setMiterLimit(let m): state.miterLimit = Double(m)
            case .setLineDash(let phase, let lengths):
                state.dashPhase = Double(phase)
                state.dashes = lengths.map { Double($0) }
            case .fill(let path, let rule):
                guard !state.collapsed else { continue }
                Cairo.addPath(cr, path)
                cairo_set_fill_rule(cr, Cairo.fillRule(rule))
                let f = state.fill
                cairo_set_source_rgba(cr, f.r, f.g, f.b, f.a * state.alpha)
                cairo_fill(cr)
            case .stroke(let path):
                guard !state.collapsed, state.lineWidth > 0 else { continue }
                Cairo.addPath(cr, path)
                cairo_set_line_width(cr, state.lineWidth)
                Cairo.setStrokeStyle(
                    cr, cap: state.cap, join: state.join, miterLimit: state.miterLimit, dashes: state.dashes,
                    phase: state.dashPhase)
                let s = state.stroke
                cairo_set_source_rgba(cr, s.r, s.g, s.b, s.a * state.alpha)
                cairo_stroke(cr)
            case .clip(let path, let rule):
                guard !state.collapsed else { continue }
                Cairo.addPath(cr, path)
                cairo_set_fill_rule(cr, Cairo.fillRule(rule))
                cairo_clip(cr)
            case .clear(let rect):
                guard !state.collapsed else { continue }
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                Cairo.rectangle(cr, rect)
                cairo_fill(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            case .image(let image, let rect):
                guard !state.collapsed, let surface = ImageSurfaceCache.surface(for: image) else { continue }
                let source = CGRect(x: 0, y: 0, width: image.width, height: image.height)
                Cairo.drawImage(cr, surface, source: source, in: rect.standardized, alpha: CGFloat(state.alpha))
            case .text(let run):
                guard !state.collapsed else { continue }
                TextPainter.draw(run, cr: cr, alpha: state.alpha)
            case .gradient(let gradient, let shape, let options):
                guard !state.collapsed else { continue }
                paintGradient(gradient, shape, options, cr: cr, alpha: state.alpha)
            }
        }
        for _ in stack { cairo_restore(cr) }
        if clears {
            Cairo.setIdentity(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    private static func components(_ c: CGColor) -> (r: Double, g: Double, b: Double, a: Double) {
        let v = c.rgba
        return (Double(v.r), Double(v.g), Double(v.b), Double(v.a))
    }
}

/// Draws text runs with Pango on the pinned fonts, laid out exactly as `TextMeasurement`
/// measures them.
@preconcurrency @MainActor
enum TextPainter {
    /// A context of its own (the measuring one must keep an identity matrix).
    private static let context = PangoText.makeContext()

    /// Lays out `run` wrapped to its rectangle's width, keeps at most `numberOfLines` lines
    /// (ellipsized per the line-break mode) and centres the kept lines vertically in the
    /// rectangle, as UILabel does.
    static func draw(_ run: CGTextRun, cr: OpaquePointer, alpha: Double) {
        guard !run.string.isEmpty, run.pointSize > 0, run.pointSize.isFinite else { return }
        pango_cairo_update_context(cr, context)
        let layout = PangoText.makeLayout(for: run, context: context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }

        let scale = Double(PANGO_SCALE)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var height = Double(logical.y + logical.height) / scale
        var cut = false
        // Wrapping and clipping modes are not limited by Pango: keep the first lines only.
        if run.numberOfLines > 0, Int(pango_layout_get_line_count(layout)) > run.numberOfLines {
            let iter = pango_layout_get_iter(layout)
            for _ in 1..<run.numberOfLines { pango_layout_iter_next_line(iter) }
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            pango_layout_iter_free(iter)
            height = Double(y1) / scale
            cut = true
        }
        let rect = run.rect.standardized
        let top = Double(rect.minY) + (Double(rect.height) - height) / 2

        cairo_save(cr)
        if cut {
            cairo_rectangle(cr, Double(rect.minX) - 1e5, top, 2e5 + Double(rect.width), height)
            cairo_clip(cr)
        }
        let c = run.color.rgba
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a) * alpha)
        cairo_move_to(cr, Double(rect.minX), top)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}

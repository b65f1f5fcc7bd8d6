import CCairo

extension DisplayListPlayer {
    /// Paints a recorded `drawLinearGradient`/`drawRadialGradient` over the current clip.
    /// Cairo pads a ramp on both sides or neither; for one side only, the other is clipped away.
    static func paintGradient(
        _ gradient: CGGradient, _ shape: CGGradientShape, _ options: CGGradientDrawingOptions, cr: OpaquePointer,
        alpha: Double
    ) {
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        let far = 1e6
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let pattern: OpaquePointer?
        switch shape {
        case .linear(let s, let e):
            let dx = Double(e.x - s.x), dy = Double(e.y - s.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            pattern = cairo_pattern_create_linear(Double(s.x), Double(s.y), Double(e.x), Double(e.y))
            if !(before && after) {
                // The band across the axis from the start (or far before it) to the end (or far
                // beyond it).
                let ux = dx / length, uy = dy / length
                let from = before ? -far : 0, to = after ? length + far : length
                let x0 = Double(s.x), y0 = Double(s.y)
                cairo_move_to(cr, x0 + ux * from - uy * far, y0 + uy * from + ux * far)
                cairo_line_to(cr, x0 + ux * to - uy * far, y0 + uy * to + ux * far)
                cairo_line_to(cr, x0 + ux * to + uy * far, y0 + uy * to - ux * far)
                cairo_line_to(cr, x0 + ux * from + uy * far, y0 + uy * from - ux * far)
                cairo_close_path(cr)
                cairo_clip(cr)
            }
        case .radial(let c0, let r0, let c1, let r1):
            pattern = cairo_pattern_create_radial(
                Double(c0.x), Double(c0.y), Double(r0), Double(c1.x), Double(c1.y), Double(r1))
            if before && !after {
                // Padding both ways, then keeping only what lies inside the end circle.
                cairo_arc(cr, Double(c1.x), Double(c1.y), Double(r1), 0, 2 * .pi)
                cairo_clip(cr)
            } else if after && !before && r0 > 0 {
                // Padding both ways, then cutting out the inside of the start circle.
                cairo_rectangle(cr, -far, -far, 2 * far, 2 * far)
                cairo_new_sub_path(cr)
                cairo_arc(cr, Double(c0.x), Double(c0.y), Double(r0), 0, 2 * .pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cr)
            }
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(stop.red), Double(stop.green), Double(stop.blue),
                Double(stop.alpha))
        }
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
    }
}

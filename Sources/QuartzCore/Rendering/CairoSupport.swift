import CCairo

// Small bridges between CoreGraphics values and Cairo calls, kept free of allocations because
// the renderer calls them for every layer.

extension CGAffineTransform {
    /// The determinant; zero or non-finite means the transform flattens everything away.
    var determinant: CGFloat { a * d - b * c }

    /// Whether Cairo accepts the matrix (a singular matrix puts a Cairo context in error).
    var isDrawable: Bool {
        let det = determinant
        return det.isFinite && abs(det) > 1e-12 && tx.isFinite && ty.isFinite
    }

    /// The axis-aligned box around `r` mapped through the transform, without allocating.
    func boundingBox(of r: CGRect) -> CGRect {
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        let xa = a * x0 + c * y0, xb = a * x1 + c * y0, xc = a * x0 + c * y1, xd = a * x1 + c * y1
        let ya = b * x0 + d * y0, yb = b * x1 + d * y0, yc = b * x0 + d * y1, yd = b * x1 + d * y1
        let minX = min(min(xa, xb), min(xc, xd)), maxX = max(max(xa, xb), max(xc, xd))
        let minY = min(min(ya, yb), min(yc, yd)), maxY = max(max(ya, yb), max(yc, yd))
        return CGRect(x: minX + tx, y: minY + ty, width: maxX - minX, height: maxY - minY)
    }

    /// How many device units one unit of this space covers (geometric mean of the axes).
    var linearScale: CGFloat { abs(determinant).squareRoot() }
}

/// Cairo drawing helpers shared by the painter, the display-list player and the effects.
enum Cairo {
    static let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    /// Sets the current matrix; callers check `isDrawable` first.
    @inline(__always)
    static func setMatrix(_ cr: OpaquePointer, _ m: CGAffineTransform) {
        var cm = cairo_matrix_t(
            xx: Double(m.a), yx: Double(m.b), xy: Double(m.c), yy: Double(m.d), x0: Double(m.tx), y0: Double(m.ty))
        cairo_set_matrix(cr, &cm)
    }

    @inline(__always)
    static func setIdentity(_ cr: OpaquePointer) {
        var m = identity
        cairo_set_matrix(cr, &m)
    }

    @inline(__always)
    static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), Double(c.a * alpha))
    }

    @inline(__always)
    static func rectangle(_ cr: OpaquePointer, _ r: CGRect) {
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Adds `r` with circular corners of `radius` (clamped to half the shorter side), as Core
    /// Animation's `cornerRadius` draws them.
    /// Only the `corners` given are rounded (`CALayer.maskedCorners`); the others stay square.
    static func roundedRectangle(_ cr: OpaquePointer, _ r: CGRect, radius: CGFloat, corners: CACornerMask = .all) {
        let rad = Double(min(radius, min(r.width, r.height) / 2))
        guard rad > 0, !corners.isEmpty else { return rectangle(cr, r) }
        if corners != .all { return partlyRoundedRectangle(cr, r, radius: rad, corners: corners) }
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        // Quarter circles as single cubics (the usual 0.5523 control distance, within 0.03 % of
        // the circle): no trigonometry, which matters when every layer is rounded.
        let k = rad * (1 - 0.5522847498307936)
        cairo_move_to(cr, x0 + rad, y0)
        cairo_line_to(cr, x1 - rad, y0)
        cairo_curve_to(cr, x1 - k, y0, x1, y0 + k, x1, y0 + rad)
        cairo_line_to(cr, x1, y1 - rad)
        cairo_curve_to(cr, x1, y1 - k, x1 - k, y1, x1 - rad, y1)
        cairo_line_to(cr, x0 + rad, y1)
        cairo_curve_to(cr, x0 + k, y1, x0, y1 - k, x0, y1 - rad)
        cairo_line_to(cr, x0, y0 + rad)
        cairo_curve_to(cr, x0, y0 + k, x0 + k, y0, x0 + rad, y0)
        cairo_close_path(cr)
    }

    private static func partlyRoundedRectangle(
        _ cr: OpaquePointer, _ r: CGRect, radius: Double, corners: CACornerMask
    ) {
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        func rad(_ c: CACornerMask) -> Double { corners.contains(c) ? radius : 0 }
        let tl = rad(.layerMinXMinYCorner), tr = rad(.layerMaxXMinYCorner)
        let br = rad(.layerMaxXMaxYCorner), bl = rad(.layerMinXMaxYCorner)
        let c = 1 - 0.5522847498307936
        cairo_move_to(cr, x0 + tl, y0)
        cairo_line_to(cr, x1 - tr, y0)
        if tr > 0 { cairo_curve_to(cr, x1 - tr * c, y0, x1, y0 + tr * c, x1, y0 + tr) }
        cairo_line_to(cr, x1, y1 - br)
        if br > 0 { cairo_curve_to(cr, x1, y1 - br * c, x1 - br * c, y1, x1 - br, y1) }
        cairo_line_to(cr, x0 + bl, y1)
        if bl > 0 { cairo_curve_to(cr, x0 + bl * c, y1, x0, y1 - bl * c, x0, y1 - bl) }
        cairo_line_to(cr, x0, y0 + tl)
        if tl > 0 { cairo_curve_to(cr, x0, y0 + tl * c, x0 + tl * c, y0, x0 + tl, y0) }
        cairo_close_path(cr)
    }

    /// Adds a CoreGraphics path to the current Cairo path.
    static func addPath(_ cr: OpaquePointer, _ path: CGPath) {
        for e in path.storage {
            let p = e.points
            switch e.type {
            case .moveToPoint:
                cairo_move_to(cr, Double(p[0].x), Double(p[0].y))
            case .addLineToPoint:
                cairo_line_to(cr, Double(p[0].x), Double(p[0].y))
            case .addQuadCurveToPoint:
                // Raise the quadratic to the cubic with the same curve.
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 {
                    cairo_get_current_point(cr, &x0, &y0)
                } else {
                    (x0, y0) = (Double(p[0].x), Double(p[0].y))
                    cairo_move_to(cr, x0, y0)
                }
                let cx = Double(p[0].x), cy = Double(p[0].y), x1 = Double(p[1].x), y1 = Double(p[1].y)
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x1 + 2 / 3 * (cx - x1),
                    y1 + 2 / 3 * (cy - y1), x1, y1)
            case .addCurveToPoint:
                cairo_curve_to(
                    cr, Double(p[0].x), Double(p[0].y), Double(p[1].x), Double(p[1].y), Double(p[2].x),
                    Double(p[2].y))
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    /// Sets cap, join, miter limit and dashes as CoreGraphics strokes them. A pattern whose
    /// lengths are all zero or negative draws solid, as Core Graphics ignores it.
    static func setStrokeStyle(
        _ cr: OpaquePointer, cap: CGLineCap, join: CGLineJoin, miterLimit: Double, dashes: [Double], phase: Double
    ) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, max(1, miterLimit))
        let usable = dashes.allSatisfy { $0 >= 0 && $0.isFinite } && dashes.contains { $0 > 0 }
        if usable {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), phase) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    static func fillRule(_ rule: CGPathFillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    /// Intersects the clip with the pixel-aligned box around `deviceRect` (device units).
    static func clipToDevice(_ cr: OpaquePointer, _ deviceRect: CGRect) {
        let x0 = (deviceRect.minX).rounded(.down), y0 = (deviceRect.minY).rounded(.down)
        let x1 = (deviceRect.maxX).rounded(.up), y1 = (deviceRect.maxY).rounded(.up)
        setIdentity(cr)
        cairo_rectangle(cr, Double(x0), Double(y0), Double(max(0, x1 - x0)), Double(max(0, y1 - y0)))
        cairo_clip(cr)
    }

    /// The current clip's extents in device units.
    static func deviceClipExtents(_ cr: OpaquePointer) -> CGRect {
        cairo_save(cr)
        setIdentity(cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Fills `rect` (user space of the current matrix) with an image scaled to it, upright.
    static func drawImage(
        _ cr: OpaquePointer, _ surface: OpaquePointer, source: CGRect, in rect: CGRect, alpha: CGFloat = 1,
        nearest: Bool = false
    ) {
        guard source.width > 0, source.height > 0, rect.width > 0, rect.height > 0, alpha > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width / source.width), Double(rect.height / source.height))
        cairo_set_source_surface(cr, surface, Double(-source.minX), Double(-source.minY))
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        // Padding keeps the image's own edge pixels crisp where it ends inside the rectangle.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(source.width), Double(source.height))
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }
}

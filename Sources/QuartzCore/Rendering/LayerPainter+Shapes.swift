import CCairo

// What layer subclasses draw between their contents and their sublayers: CAShapeLayer's path
// and CAGradientLayer's ramp, read from the presentation values so animations show.

extension LayerPainter {
    func drawSubclassContent(_ layer: CALayer, _ p: LayerProperties, device: CGAffineTransform) {
        if let shape = layer as? CAShapeLayer {
            drawShape(shape, p, device: device)
        } else if let gradient = layer as? CAGradientLayer {
            drawGradient(gradient.type, p, device: device)
        }
    }

    // MARK: Shape

    private func drawShape(_ layer: CAShapeLayer, _ p: LayerProperties, device: CGAffineTransform) {
        let v = p.subclassValues
        guard case .path(let path?)? = v["path"], !path.isEmpty else { return }
        cairo_save(cr)
        Cairo.setMatrix(cr, device)
        if case .color(let fill?)? = v["fillColor"], fill.alpha > 0 {
            cairo_new_path(cr)
            Cairo.addPath(cr, path)
            cairo_set_fill_rule(cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Cairo.setSource(cr, fill)
            cairo_fill(cr)
        }
        let width = v["lineWidth"]?.scalar ?? 1
        let start = min(max(v["strokeStart"]?.scalar ?? 0, 0), 1)
        let end = min(max(v["strokeEnd"]?.scalar ?? 1, 0), 1)
        if case .color(let stroke?)? = v["strokeColor"], stroke.alpha > 0, width > 0, end > start {
            cairo_new_path(cr)
            Cairo.addPath(cr, path)
            if start > 0 || end < 1 { trimCurrentPath(from: start, to: end) }
            cairo_set_line_width(cr, width)
            Cairo.setStrokeStyle(
                cr, cap: Self.cap(layer.lineCap), join: Self.join(layer.lineJoin),
                miterLimit: v["miterLimit"]?.scalar ?? 10,
                dashes: (layer.lineDashPattern ?? []).map(\.doubleValue), phase: v["lineDashPhase"]?.scalar ?? 0)
            Cairo.setSource(cr, stroke)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    private static func cap(_ c: CAShapeLayerLineCap) -> CGLineCap {
        c == .round ? .round : c == .square ? .square : .butt
    }

    private static func join(_ j: CAShapeLayerLineJoin) -> CGLineJoin {
        j == .round ? .round : j == .bevel ? .bevel : .miter
    }

    /// Replaces the current path by the part between the fractions `start` and `end` of its
    /// length, measured over all its subpaths in order (curves flattened at device precision).
    private func trimCurrentPath(from start: Double, to end: Double) {
        var subpaths: [(points: [(Double, Double)], closed: Bool)] = []
        guard let flat = cairo_copy_path_flat(cr) else { return }
        let count = Int(flat.pointee.num_data)
        var i = 0
        while i < count, let data = flat.pointee.data {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                subpaths.append(([(data[i + 1].point.x, data[i + 1].point.y)], false))
            case CAIRO_PATH_LINE_TO:
                if subpaths.isEmpty { subpaths.append(([], false)) }
                subpaths[subpaths.count - 1].points.append((data[i + 1].point.x, data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = subpaths.last?.points.first {
                    subpaths[subpaths.count - 1].points.append(first)
                    subpaths[subpaths.count - 1].closed = true
                }
            default: break
            }
            i += Int(header.length)
        }
        cairo_path_destroy(flat)
        cairo_new_path(cr)

        func length(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
            ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
        }
        let total = subpaths.reduce(0.0) { sum, s in
            sum + zip(s.points, s.points.dropFirst()).reduce(0.0) { $0 + length($1.0, $1.1) }
        }
        guard total > 0 else { return }
        let from = start * total, to = end * total
        var walked = 0.0
        for s in subpaths {
            let segments = Array(zip(s.points, s.points.dropFirst()))
            let own = segments.reduce(0.0) { $0 + length($1.0, $1.1) }
            defer { walked += own }
            if walked + own <= from || walked >= to { continue }
            if s.closed, walked >= from, walked + own <= to {
                // Wholly inside: kept closed so its start has a join, not caps.
                cairo_move_to(cr, s.points[0].0, s.points[0].1)
                for q in s.points.dropFirst() { cairo_line_to(cr, q.0, q.1) }
                cairo_close_path(cr)
                continue
            }
            var at = walked
            var started = false
            for (a, b) in segments {
                let l = length(a, b)
                defer { at += l }
                guard l > 0, at + l > from, at < to else { continue }
                let t0 = max(0, (from - at) / l), t1 = min(1, (to - at) / l)
                if !started {
                    cairo_move_to(cr, a.0 + (b.0 - a.0) * t0, a.1 + (b.1 - a.1) * t0)
                    started = true
                }
                cairo_line_to(cr, a.0 + (b.0 - a.0) * t1, a.1 + (b.1 - a.1) * t1)
            }
        }
    }

    /// Where a shape layer may paint beyond its bounds: the path's box grown by the stroke.
    static func shapeExtent(_ p: LayerProperties) -> CGRect? {
        guard case .path(let path?)? = p.subclassValues["path"], !path.isEmpty else { return nil }
        let box = path.boundingBox
        guard !box.isNull else { return nil }
        // Miter joins reach up to miterLimit × half the width from the path.
        let half = CGFloat(p.subclassValues["lineWidth"]?.scalar ?? 1) / 2
        let reach = half * CGFloat(max(1, p.subclassValues["miterLimit"]?.scalar ?? 10)) + 1
        return box.insetBy(dx: -reach, dy: -reach)
    }

    // MARK: Gradient

    private func drawGradient(_ type: CAGradientLayerType, _ p: LayerProperties, device: CGAffineTransform) {
        let v = p.subclassValues
        guard case .list(let list)? = v["colors"] else { return }
        let colors = list.compactMap { if case .color(let c?) = $0 { return c.rgba } else { return nil } }
        guard !colors.isEmpty else { return }
        var locations: [Double] = []
        if case .list(let l)? = v["locations"], l.count == colors.count { locations = l.compactMap(\.scalar) }
        if locations.count != colors.count {
            locations =
                colors.count == 1 ? [0] : (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        }
        let stops = zip(locations, colors).map { l, c in
            GradientStop(location: l, color: (Double(c.r), Double(c.g), Double(c.b), Double(c.a)))
        }
        let b = p.bounds
        guard b.width > 0, b.height > 0, case .point(let sp)? = v["startPoint"], case .point(let ep)? = v["endPoint"]
        else { return }
        let start = (Double(b.minX + sp.x * b.width), Double(b.minY + sp.y * b.height))
        let end = (Double(b.minX + ep.x * b.width), Double(b.minY + ep.y * b.height))

        let pattern: OpaquePointer?
        switch type {
        case .radial:
            var rx = abs(end.0 - start.0), ry = abs(end.1 - start.1)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / rx, 1 / ry)
            cairo_matrix_translate(&m, -start.0, -start.1)
            cairo_pattern_set_matrix(pattern, &m)
            addStops(stops, to: pattern)
        case .conic:
            pattern = conicPattern(stops, center: start, toward: end, bounds: b)
        default:
            pattern = cairo_pattern_create_linear(start.0, start.1, end.0, end.1)
            addStops(stops, to: pattern)
        }
        guard let pattern else { return }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        Cairo.setMatrix(cr, device)
        Cairo.rectangle(cr, b)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for s in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, min(max(s.location, 0), 1), s.color.r, s.color.g, s.color.b, s.color.a)
        }
    }

    /// A conic ramp as a mesh of thin sectors around `center`, starting towards `toward` and
    /// turning clockwise on screen (Cairo has no conic gradient).
    private func conicPattern(
        _ stops: [GradientStop], center: (Double, Double), toward: (Double, Double), bounds b: CGRect
    ) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let angle0 = atan2(toward.1 - center.1, toward.0 - center.0)
        let radius = 2 * Double(b.width + b.height) + abs(center.0 - Double(b.midX)) + abs(center.1 - Double(b.midY))
        let sectors = 180
        for i in 0..<sectors {
            let t0 = Double(i) / Double(sectors), t1 = Double(i + 1) / Double(sectors)
            let a0 = angle0 + 2 * .pi * t0, a1 = angle0 + 2 * .pi * t1
            let c0 = GradientStop.color(at: t0, in: stops), c1 = GradientStop.color(at: t1, in: stops)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.0, center.1)
            cairo_mesh_pattern_line_to(mesh, center.0 + radius * cos(a0), center.1 + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.0 + radius * cos(a1), center.1 + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.0, center.1)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.r, c.g, c.b, c.a)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}

/// One colour stop of a gradient, in Cairo's doubles.
struct GradientStop {
    var location: Double
    var color: (r: Double, g: Double, b: Double, a: Double)

    /// The colour at `t` along `stops` (sorted by location), the end colours held beyond them.
    static func color(at t: Double, in stops: [GradientStop]) -> (r: Double, g: Double, b: Double, a: Double) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return first.color }
        for (a, c) in zip(stops, stops.dropFirst()) where t <= c.location {
            let f = c.location > a.location ? (t - a.location) / (c.location - a.location) : 1
            return (
                a.color.r + (c.color.r - a.color.r) * f, a.color.g + (c.color.g - a.color.g) * f,
                a.color.b + (c.color.b - a.color.b) * f, a.color.a + (c.color.a - a.color.a) * f
            )
        }
        return last.color
    }
}

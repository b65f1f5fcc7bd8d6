import CCairo

// Shadows and backdrop blur: the two effects that read pixels back and blur them.

extension LayerPainter {
    // MARK: Shadow

    /// Draws the layer's content over its shadow. With a `shadowPath` the shadow is the path's
    /// filled shape. As in Core Animation without a `shadowPath`,
    /// the shadow is cast by everything the layer composites (background, contents, drawing,
    /// sublayers): the content is drawn to a group, the group's alpha is blurred (σ =
    /// `shadowRadius`, by three box blurs), painted in `shadowColor` × `shadowOpacity` offset by
    /// `shadowOffset`, then the content is painted on top.
    func drawWithShadow(_ layer: CALayer, _ p: LayerProperties, time: Double, device: CGAffineTransform) {
        guard let color = p.shadowColor else { return drawContent(layer, p, time: time, device: device) }
        var budget = 256
        let extent = Self.paintExtent(layer, p, time: time, budget: &budget)

        cairo_save(cr)
        if let extent { Cairo.clipToDevice(cr, device.boundingBox(of: extent)) }
        Cairo.setIdentity(cr)
        if let path = p.shadowPath {
            // A shadow path stands in for the content: the shadow takes its shape alone.
            cairo_push_group(cr)
            Cairo.setMatrix(cr, device)
            cairo_new_path(cr)
            Cairo.addPath(cr, path)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        } else {
            pushGroup(for: layer)
            drawContent(layer, p, time: time, device: device)
            backdropSource = nil
        }
        guard let pattern = cairo_pop_group(cr) else {
            cairo_restore(cr)
            return
        }
        cairo_restore(cr)
        defer { cairo_pattern_destroy(pattern) }

        var groupSurface: OpaquePointer?
        if cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS, let group = groupSurface,
            let mask = shadowMask(of: group, sigma: Double(p.shadowRadius * device.linearScale))
        {
            let o = p.shadowOffset
            let dx = Double(device.a * o.width + device.c * o.height)
            let dy = Double(device.b * o.width + device.d * o.height)
            cairo_save(cr)
            Cairo.setIdentity(cr)
            Cairo.setSource(cr, color, alpha: CGFloat(p.shadowOpacity))
            cairo_mask_surface(cr, mask.surface, mask.x + dx, mask.y + dy)
            cairo_restore(cr)
            cairo_surface_destroy(mask.surface)
        }
        if p.shadowPath != nil { return drawContent(layer, p, time: time, device: device) }
        cairo_save(cr)
        Cairo.setIdentity(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The blurred alpha of a group surface as an A8 surface, with its device position.
    private func shadowMask(of group: OpaquePointer, sigma: Double) -> (surface: OpaquePointer, x: Double, y: Double)? {
        cairo_surface_flush(group)
        guard cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32,
            let gdata = cairo_image_surface_get_data(group)
        else { return nil }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(group, &ox, &oy)
        let gw = Int(cairo_image_surface_get_width(group)), gh = Int(cairo_image_surface_get_height(group))
        let gstride = Int(cairo_image_surface_get_stride(group))
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let mw = gw + 2 * margin, mh = gh + 2 * margin
        guard gw > 0, gh > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh)),
            let mdata = cairo_image_surface_get_data(mask)
        else { return nil }
        let mstride = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<gh {
            let src = UnsafeRawPointer(gdata + y * gstride).assumingMemoryBound(to: UInt32.self)
            let dst = mdata + (y + margin) * mstride + margin
            for x in 0..<gw { dst[x] = UInt8(truncatingIfNeeded: src[x] >> 24) }
        }
        BoxBlur.blur(
            mdata, width: mw, height: mh, pixelStride: 1, rowStride: mstride, sigmaX: sigma, sigmaY: sigma,
            clampEdges: false)
        cairo_surface_mark_dirty(mask)
        // Group pixel (0, 0) sits at device (−offset); the mask starts `margin` before it.
        return (mask, -ox - Double(margin), -oy - Double(margin))
    }

    // MARK: Backdrop

    /// Blurs what is already drawn on `target` beneath the layer's bounds and lays the tint
    /// over it, clipped to the rounded bounds. The area (plus a margin so edges blur with
    /// their neighbours) is averaged down so the blur works on few pixels (σ = `blurRadius` /
    /// 2), then scaled back up with bilinear filtering.
    func drawBackdrop(
        _ filter: BackdropFilter, _ p: LayerProperties, device: CGAffineTransform, beneath target: OpaquePointer
    ) {
        let b = p.bounds
        guard b.width > 0, b.height > 0 else { return }
        cairo_surface_flush(target)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(target)
        else { return }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let sw = Int(cairo_image_surface_get_width(target)), sh = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))

        let sigma = max(0, Double(filter.blurRadius * device.linearScale) / 2)
        let margin = (3 * sigma).rounded(.up)
        let box = device.boundingBox(of: b)
        let x0 = max(0, Int((Double(box.minX) + ox - margin).rounded(.down)))
        let y0 = max(0, Int((Double(box.minY) + oy - margin).rounded(.down)))
        let x1 = min(sw, Int((Double(box.maxX) + ox + margin).rounded(.up)))
        let y1 = min(sh, Int((Double(box.maxY) + oy + margin).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }

        // Downsample by whole pixels so the blur runs with σ of about 3 small pixels.
        let factor = max(1, Int(sigma / 3))
        let dw = (x1 - x0 + factor - 1) / factor, dh = (y1 - y0 + factor - 1) / factor
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(dw), Int32(dh)),
            let sdata = cairo_image_surface_get_data(small)
        else { return }
        defer { cairo_surface_destroy(small) }
        let sstride = Int(cairo_image_surface_get_stride(small))
        for j in 0..<dh {
            let out = UnsafeMutableRawPointer(sdata + j * sstride).assumingMemoryBound(to: UInt32.self)
            let ya = y0 + j * factor, yb = min(y1, ya + factor)
            for i in 0..<dw {
                let xa = x0 + i * factor, xb = min(x1, xa + factor)
                var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, bl: UInt32 = 0
                for y in ya..<yb {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in xa..<xb {
                        let px = row[x]
                        a += px >> 24
                        r += (px >> 16) & 0xFF
                        g += (px >> 8) & 0xFF
                        bl += px & 0xFF
                    }
                }
                let n = UInt32((yb - ya) * (xb - xa)), h = n / 2
                out[i] = ((a + h) / n) << 24 | ((r + h) / n) << 16 | ((g + h) / n) << 8 | (bl + h) / n
            }
        }
        BoxBlur.blurARGB(sdata, width: dw, height: dh, rowStride: sstride, sigma: sigma / Double(factor))
        cairo_surface_mark_dirty(small)

        cairo_save(cr)
        Cairo.setMatrix(cr, device)
        Cairo.roundedRectangle(cr, b, radius: p.cornerRadius, corners: p.maskedCorners)
        cairo_clip(cr)
        Cairo.setIdentity(cr)
        guard let pattern = cairo_pattern_create_for_surface(small) else {
            cairo_restore(cr)
            return
        }
        // Device → small pixels: shift into the target surface and the read area, then shrink.
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, 1 / Double(factor), 1 / Double(factor))
        cairo_matrix_translate(&m, ox - Double(x0), oy - Double(y0))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        if let tint = filter.tint, tint.alpha > 0 {
            Cairo.setSource(cr, tint)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}

import CCairo

// 3-D layer transforms. Each ordinary layer flattens its subtree into its own plane (as Core
// Animation's non-transform layers do), so a layer's bounds plane maps to its parent's plane
// by a plane-to-plane projective map (a homography): the 4×4 transforms applied to points
// (x, y, 0, 1) with the z result dropped. When that map has no perspective term it is affine
// and drawn exactly by Cairo; otherwise the layer's subtree is rendered to an offscreen
// surface and warped pixel by pixel through the inverse map with bilinear sampling, which is
// exact up to the sampling (no strip or triangle approximation). See Deviations.md.

/// A projective map of the plane: `(x, y) ↦ (X/W, Y/W)` with `X = xx·x + xy·y + x0`,
/// `Y = yx·x + yy·y + y0`, `W = wx·x + wy·y + w0`.
struct Homography {
    var xx, xy, x0, yx, yy, y0, wx, wy, w0: Double

    @inline(__always)
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (xx * x + xy * y + x0, yx * x + yy * y + y0, wx * x + wy * y + w0)
    }

    /// This map followed by the affine map `m`.
    func followed(by m: CGAffineTransform) -> Homography {
        let a = Double(m.a), b = Double(m.b), c = Double(m.c), d = Double(m.d)
        let tx = Double(m.tx), ty = Double(m.ty)
        return Homography(
            xx: a * xx + c * yx + tx * wx, xy: a * xy + c * yy + tx * wy, x0: a * x0 + c * y0 + tx * w0,
            yx: b * xx + d * yx + ty * wx, yy: b * xy + d * yy + ty * wy, y0: b * x0 + d * y0 + ty * w0,
            wx: wx, wy: wy, w0: w0)
    }

    /// The inverse map (up to the homogeneous scale), or nil when singular.
    var inverse: Homography? {
        let c00 = yy * w0 - y0 * wy, c01 = -(yx * w0 - y0 * wx), c02 = yx * wy - yy * wx
        let det = xx * c00 + xy * c01 + x0 * c02
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let k = 1 / det
        return Homography(
            xx: c00 * k, xy: (x0 * wy - xy * w0) * k, x0: (xy * y0 - x0 * yy) * k,
            yx: c01 * k, yy: (xx * w0 - x0 * wx) * k, y0: (x0 * yx - xx * y0) * k,
            wx: c02 * k, wy: (xy * wx - xx * wy) * k, w0: (xx * yy - xy * yx) * k)
    }
}

enum Projection {
    enum Mapping {
        case affine(CGAffineTransform)
        case projective(Homography)
        case invisible
    }

    /// Whether a sublayer transform acts on its children's planes as a 2-D affine map.
    static func isFlat(_ s: CATransform3D) -> Bool {
        s.m14 == 0 && s.m24 == 0 && s.m34 == 0 && s.m44 == 1 && s.m31 == 0 && s.m32 == 0
    }

    /// How the layer's bounds plane maps into its parent's plane: anchor point (with
    /// `anchorPointZ`), `transform`, position (with `zPosition`), then the parent's sublayer
    /// transform about its anchor when given.
    static func mapping(of p: LayerProperties, in space: LayerPainter.SublayerSpace?) -> Mapping {
        let t = p.transform
        let r1 = SIMD4<Double>(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14))
        let r2 = SIMD4<Double>(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24))
        let r3 = SIMD4<Double>(Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34))
        let r4 = SIMD4<Double>(Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
        let b = p.bounds
        let ax = Double(b.minX + p.anchorPoint.x * b.width), ay = Double(b.minY + p.anchorPoint.y * b.height)
        let az = Double(p.anchorPointZ)
        // Coefficient rows of x, y and 1 in the homogeneous 3-D result (row-vector convention).
        var cx = r1, cy = r2
        var c0 = r4 - ax * r1 - ay * r2 - az * r3
        let position = SIMD4<Double>(Double(p.position.x), Double(p.position.y), Double(p.zPosition), 0)
        cx += position * cx.w
        cy += position * cy.w
        c0 += position * c0.w
        if let space {
            let s = space.transform
            let s1 = SIMD4<Double>(Double(s.m11), Double(s.m12), Double(s.m13), Double(s.m14))
            let s2 = SIMD4<Double>(Double(s.m21), Double(s.m22), Double(s.m23), Double(s.m24))
            let s3 = SIMD4<Double>(Double(s.m31), Double(s.m32), Double(s.m33), Double(s.m34))
            let s4 = SIMD4<Double>(Double(s.m41), Double(s.m42), Double(s.m43), Double(s.m44))
            let center = SIMD4<Double>(Double(space.center.x), Double(space.center.y), 0, 0)
            func through(_ v: SIMD4<Double>) -> SIMD4<Double> {
                let u = v - center * v.w
                let o = u.x * s1 + u.y * s2 + u.z * s3 + u.w * s4
                return o + center * o.w
            }
            cx = through(cx)
            cy = through(cy)
            c0 = through(c0)
        }
        // Perspective too small to move any point of the bounds by a measurable amount is
        // treated as none, so nearly flat layers keep Cairo's exact affine path.
        let reachX = max(abs(Double(b.minX)), abs(Double(b.maxX))),
            reachY = max(abs(Double(b.minY)), abs(Double(b.maxY)))
        let spread = abs(cx.w) * reachX + abs(cy.w) * reachY
        if spread <= 1e-9 * abs(c0.w) {
            let w = c0.w
            guard w > 1e-12 else { return .invisible }
            return .affine(
                CGAffineTransform(
                    a: cx.x / w, b: cx.y / w, c: cy.x / w, d: cy.y / w, tx: c0.x / w, ty: c0.y / w))
        }
        return .projective(
            Homography(
                xx: cx.x, xy: cy.x, x0: c0.x, yx: cx.y, yy: cy.y, y0: c0.y, wx: cx.w, wy: cy.w, w0: c0.w))
    }

    /// Linear interpolation of two premultiplied ARGB pixels by `w`/256, two channels per lane.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 &- w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ag
    }
}

extension LayerPainter {
    /// Draws a layer whose plane maps to device pixels by the projective `h`.
    func drawProjected(_ layer: CALayer, _ p: LayerProperties, time: Double, homography h: Homography) {
        var budget = 256
        let b = p.bounds
        let reach = b.insetBy(dx: -max(b.width, 64), dy: -max(b.height, 64))
        let region = (Self.paintExtent(layer, p, time: time, budget: &budget) ?? b).intersection(reach)
        guard !region.isNull, region.width > 0, region.height > 0 else { return }

        // The region's corners on screen; a layer reaching behind the eye is not drawn.
        let xs = [Double(region.minX), Double(region.maxX), Double(region.maxX), Double(region.minX)]
        let ys = [Double(region.minY), Double(region.minY), Double(region.maxY), Double(region.maxY)]
        var qx = [Double](repeating: 0, count: 4), qy = [Double](repeating: 0, count: 4)
        for i in 0..<4 {
            let v = h.apply(xs[i], ys[i])
            guard v.w > 1e-9 else { return }
            (qx[i], qy[i]) = (v.x / v.w, v.y / v.w)
        }
        var area = 0.0
        for i in 0..<4 { area += qx[i] * qy[(i + 1) % 4] - qx[(i + 1) % 4] * qy[i] }
        guard abs(area) > 1e-6, layer.isDoubleSided || area > 0 else { return }

        // Offscreen resolution: the largest on-screen stretch of any edge, within limits.
        func length(_ i: Int, _ j: Int) -> Double {
            ((qx[i] - qx[j]) * (qx[i] - qx[j]) + (qy[i] - qy[j]) * (qy[i] - qy[j])).squareRoot()
        }
        let rw = Double(region.width), rh = Double(region.height)
        var s = max(max(length(0, 1), length(3, 2)) / rw, max(length(0, 3), length(1, 2)) / rh)
        s = min(max(s, 0.05), 8, 4096 / rw, 4096 / rh)
        let ow = Int((rw * s).rounded(.up)), oh = Int((rh * s).rounded(.up))

        let clip = Cairo.deviceClipExtents(cr)
        let bx0 = Int(max(qx.min()!, Double(clip.minX)).rounded(.down))
        let by0 = Int(max(qy.min()!, Double(clip.minY)).rounded(.down))
        let bx1 = Int(min(qx.max()!, Double(clip.maxX)).rounded(.up))
        let by1 = Int(min(qy.max()!, Double(clip.maxY)).rounded(.up))
        guard ow > 0, oh > 0, bx1 > bx0, by1 > by0, let inverse = h.inverse else { return }

        guard let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(ow), Int32(oh)) else { return }
        defer { cairo_surface_destroy(source) }
        guard let ocr = cairo_create(source) else { return }
        let offscreen = LayerPainter(cr: ocr)
        let toSource = CGAffineTransform(
            a: CGFloat(s), b: 0, c: 0, d: CGFloat(s), tx: -region.minX * CGFloat(s), ty: -region.minY * CGFloat(s))
        offscreen.drawBody(layer, p, time: time, device: toSource)
        cairo_destroy(ocr)
        cairo_surface_flush(source)

        let bw = bx1 - bx0, bh = by1 - by0
        guard let warped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bw), Int32(bh)),
            let src = cairo_image_surface_get_data(source), let dst = cairo_image_surface_get_data(warped)
        else { return }
        defer { cairo_surface_destroy(warped) }
        let sStride = Int(cairo_image_surface_get_stride(source)), dStride = Int(cairo_image_surface_get_stride(warped))
        let minX = Double(region.minX), minY = Double(region.minY)
        @inline(__always) func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < ow, y < oh else { return 0 }
            return UnsafeRawPointer(src + y * sStride).assumingMemoryBound(to: UInt32.self)[x]
        }
        for j in 0..<bh {
            let row = UnsafeMutableRawPointer(dst + j * dStride).assumingMemoryBound(to: UInt32.self)
            let Y = Double(by0 + j) + 0.5
            for i in 0..<bw {
                let v = inverse.apply(Double(bx0 + i) + 0.5, Y)
                guard abs(v.w) > 1e-300 else { continue }
                let sx = (v.x / v.w - minX) * s - 0.5, sy = (v.y / v.w - minY) * s - 0.5
                guard sx > -1, sy > -1, sx < Double(ow), sy < Double(oh) else { continue }
                let fx = sx.rounded(.down), fy = sy.rounded(.down)
                let ix = Int(fx), iy = Int(fy)
                let wx = UInt32((sx - fx) * 256), wy = UInt32((sy - fy) * 256)
                let top = Projection.lerp(texel(ix, iy), texel(ix + 1, iy), wx)
                let bottom = Projection.lerp(texel(ix, iy + 1), texel(ix + 1, iy + 1), wx)
                row[i] = Projection.lerp(top, bottom, wy)
            }
        }
        cairo_surface_mark_dirty(warped)
        cairo_save(cr)
        Cairo.setIdentity(cr)
        cairo_set_source_surface(cr, warped, Double(bx0), Double(by0))
        cairo_paint_with_alpha(cr, Double(min(1, p.opacity)))
        cairo_restore(cr)
    }
}

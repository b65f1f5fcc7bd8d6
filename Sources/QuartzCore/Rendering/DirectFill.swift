import CCairo

/// The canvas's pixels, for painting solid layers without a Cairo call each.
///
/// Only valid while the painter draws straight onto the canvas: no group pushed and no clip
/// but `clip`, a pixel-aligned rectangle (the canvas, or an incremental frame's damage).
struct DirectCanvas {
    /// The Cairo surface whose pixels these are (told when they change behind its back).
    let surface: OpaquePointer
    let data: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    let stride: Int
    var clip: PixelBox
    /// The whole canvas (Cairo rasterises shapes that cross its edge a little differently).
    let bounds: PixelBox
    /// Inside a layer's `masksToBounds` clip, where Cairo composites partly covered pixels
    /// with other arithmetic: only wholly covered pixels are written directly there.
    var insideLayerClip = false
    /// Whether every pixel is opaque and stays so: the canvas was cleared to an opaque colour,
    /// and drawing over opaque pixels leaves them opaque. Translucent colours blend through a
    /// mask exactly as Cairo does only over opaque pixels (over translucent ones Cairo's
    /// compositing rounds differently), so they are written directly only then.
    var opaqueBeneath = false

    /// The canvas of an ARGB32 image surface, clipped to `clip`; nil when Cairo cannot hand out
    /// its pixels.
    init?(surface: OpaquePointer, clip: PixelBox) {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let bytes = cairo_image_surface_get_data(surface)
        else { return nil }
        // After painting the whole canvas transparent Cairo believes it is still clear and
        // would composite the next drawing as if nothing lay beneath; these writes are news.
        cairo_surface_mark_dirty(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        self.surface = surface
        data = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self)
        stride = Int(cairo_image_surface_get_stride(surface)) / 4
        bounds = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        self.clip = clip.intersection(bounds)
    }
}

/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
}

/// Solid colour arithmetic exactly as Cairo and pixman do it on premultiplied ARGB32, so a
/// fill written here is byte for byte the fill Cairo would have made.
enum SolidPixel {
    /// The premultiplied ARGB32 word Cairo makes of a colour: each component times alpha as a
    /// 16-bit value rounded to nearest, then its high byte; nil for non-finite components.
    static func word(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) -> UInt32? {
        guard r.isFinite, g.isFinite, b.isFinite, a.isFinite else { return nil }
        func clamp(_ v: CGFloat) -> Double { Double(min(max(v, 0), 1)) }
        let alpha = clamp(a)
        func byte(_ v: Double) -> UInt32 { UInt32(v * 65535 + 0.5) >> 8 }
        return byte(alpha) << 24 | byte(clamp(r) * alpha) << 16 | byte(clamp(g) * alpha) << 8
            | byte(clamp(b) * alpha)
    }

    /// Two 8-bit channels (bits 0–7 and 16–23) each times `a` / 255; `bias` 0x80 per channel
    /// rounds to nearest (pixman), 0x7F rounds halves down (Cairo's own span fills).
    @inline(__always)
    private static func scalePair(_ x: UInt32, _ a: UInt32, bias: UInt32) -> UInt32 {
        let t = (x & 0x00FF_00FF) &* a &+ bias
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Every channel of `px` times `a` / 255, rounded to nearest.
    @inline(__always)
    static func scale(_ px: UInt32, _ a: UInt32) -> UInt32 {
        scalePair(px, a, bias: 0x0080_0080) | scalePair(px >> 8, a, bias: 0x0080_0080) << 8
    }

    /// An opaque `src` at coverage `m` blended with `dst` as Cairo's span filler does it (each
    /// product rounded with halves down, then a saturating sum).
    @inline(__always)
    static func lerp(_ src: UInt32, coverage m: UInt32, _ dst: UInt32) -> UInt32 {
        let n = 255 &- m
        let low = addPair(scalePair(src, m, bias: 0x007F_007F), scalePair(dst, n, bias: 0x007F_007F))
        let high = addPair(scalePair(src >> 8, m, bias: 0x007F_007F), scalePair(dst >> 8, n, bias: 0x007F_007F))
        return low | high << 8
    }

    /// Two channel pairs added, each channel saturating at 255.
    @inline(__always)
    private static func addPair(_ p: UInt32, _ q: UInt32) -> UInt32 {
        let t = (p & 0x00FF_00FF) &+ (q & 0x00FF_00FF)
        return (t | (0x0100_0100 &- ((t >> 8) & 0x00FF_00FF))) & 0x00FF_00FF
    }

    /// Channel-wise sum, saturating at 255.
    @inline(__always)
    private static func addSaturating(_ x: UInt32, _ y: UInt32) -> UInt32 {
        addPair(x, y) | addPair(x >> 8, y >> 8) << 8
    }

    /// Premultiplied `src` over `dst`.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        addSaturating(src, scale(dst, 255 &- (src >> 24)))
    }

    /// Premultiplied `src` over `count` pixels from `row`. Without the saturation `over`
    /// applies: a premultiplied colour's channels never exceed its alpha, so
    /// `src + dst * (255 - alpha) / 255` stays within a byte.
    static func over(_ src: UInt32, row: UnsafeMutablePointer<UInt32>, count n: Int) {
        let inverse = 255 &- (src >> 24)
        var i = 0
        let quad = PixelPair.Quad(src), scale = PixelPair.Quad.Lanes(repeating: UInt16(inverse))
        while i + 4 <= n {
            PixelPair.Quad.store(quad.over(scaledBy: scale, PixelPair.Quad.load(row + i)), row + i)
            i += 4
        }
        while i < n {
            let d = row[i]
            var rb = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var ag = ((d >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            row[i] = src &+ (rb | ag << 8)
            i += 1
        }
    }

    /// `src` with coverage `m` (0...255) over `dst` (pixman's arithmetic, which Cairo uses for
    /// translucent colours).
    @inline(__always)
    static func over(_ src: UInt32, coverage m: UInt32, _ dst: UInt32) -> UInt32 {
        over(scale(src, m), dst)
    }
}

extension DirectCanvas {
    /// Sets every pixel of `box` (already inside the clip) to the premultiplied `src`.
    func set(_ box: PixelBox, _ src: UInt32) {
        guard !box.isEmpty else { return }
        for y in box.y0..<box.y1 { (data + y * stride + box.x0).update(repeating: src, count: box.x1 - box.x0) }
    }

    /// Fills `box` (already inside the clip) with the premultiplied `src` at full coverage.
    func fill(_ box: PixelBox, _ src: UInt32) {
        guard !box.isEmpty else { return }
        let n = box.x1 - box.x0
        for y in box.y0..<box.y1 {
            let row = data + y * stride + box.x0
            if src >> 24 == 255 {
                row.update(repeating: src, count: n)
            } else {
                SolidPixel.over(src, row: row, count: n)
            }
        }
    }

    /// The pixels a mask placed with its top-left pixel at (`x`, `y`) writes within the clip.
    func area(of mask: CoverageMask, atX x: Int, y: Int) -> PixelBox {
        clip.intersection(PixelBox(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height))
    }

    /// Composites `src` through `mask` placed with its top-left pixel at (`x`, `y`), in `area`
    /// (inside both the mask and the clip).
    func fill(_ mask: CoverageMask, atX x: Int, y: Int, _ src: UInt32, in area: PixelBox) {
        guard !area.isEmpty else { return }
        let opaque = src >> 24 == 255
        mask.coverage.withUnsafeBufferPointer { cov in
            mask.spans.withUnsafeBufferPointer { spans in
                for py in area.y0..<area.y1 {
                    let span = spans[py - y]
                    let row = data + py * stride
                    let coverage = cov.baseAddress! + ((py - y) * mask.width - x)
                    let start = max(area.x0, x + Int(span.start)), end = min(area.x1, x + Int(span.end))
                    let fs = min(max(start, x + Int(span.fullStart)), end)
                    let fe = max(min(end, x + Int(span.fullEnd)), fs)
                    // Every pixel of the partly covered ends is blended, whatever its coverage:
                    // at 0 and 255 the blend gives back the pixel or the colour exactly, and no
                    // branch per pixel beats one that the short runs would mispredict.
                    Self.blend(src, opaque: opaque, coverage, row, from: start, to: fs)
                    if opaque {
                        (row + fs).update(repeating: src, count: fe - fs)
                    } else {
                        SolidPixel.over(src, row: row + fs, count: fe - fs)
                    }
                    Self.blend(src, opaque: opaque, coverage, row, from: fe, to: end)
                }
            }
        }
    }

    /// Blends `src` (opaque: `SolidPixel.lerp`, else `SolidPixel.over`) into pixels
    /// `from..<to` of `row` at each pixel's coverage, two at a time.
    @inline(__always)
    private static func blend(
        _ src: UInt32, opaque: Bool, _ coverage: UnsafePointer<UInt8>, _ row: UnsafeMutablePointer<UInt32>,
        from: Int, to: Int
    ) {
        var px = from
        let pair = PixelPair.splat(src)
        while px + 1 < to {
            let m = PixelPair.coverage(coverage + px), dst = PixelPair.load(row + px)
            PixelPair.store(
                opaque ? PixelPair.lerp(pair, coverage: m, dst) : PixelPair.over(pair, coverage: m, dst), row + px)
            px += 2
        }
        guard px < to else { return }
        let m = UInt32(coverage[px])
        row[px] = opaque ? SolidPixel.lerp(src, coverage: m, row[px]) : SolidPixel.over(src, coverage: m, row[px])
    }
}

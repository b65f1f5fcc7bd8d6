import CCairo
import Dispatch

/// A solid fill the painter has decided on but not yet written: a box or a coverage mask,
/// already clipped, in one colour.
///
/// Direct fills are recorded rather than written at once so that a run of them is written
/// band by band: each band of rows small enough to stay in a core's cache while every fill
/// crossing it is written, and the bands shared among the cores. Each pixel still receives
/// its fills in the order they were recorded, so the bytes are those of writing them one by
/// one, whatever the scheduling.
struct PendingFill: Sendable {
    /// The pixels written (inside the canvas and the clip in force when recorded).
    var area: PixelBox
    /// Premultiplied ARGB32.
    var src: UInt32
    /// Whether `src` replaces the pixels (clearing the canvas) instead of going over them.
    var replaces = false
    /// The shape's coverage, placed with its top-left pixel at (`maskX`, `maskY`); nil for a
    /// whole-pixel box.
    var mask: CoverageMask?
    var maskX = 0
    var maskY = 0
}

/// Writes recorded fills onto a canvas in bands of rows, on as many cores as there are.
struct BandWriter: @unchecked Sendable {
    let canvas: DirectCanvas
    let fills: [PendingFill]
    /// Whether bands may go to other cores (benchmarks also measure one core).
    var parallel = true

    /// Bands of about this many bytes of canvas: a core's cache holds one while the fills
    /// crossing it are written, where a whole @3x screen (12 MB) would not stay there.
    static let bandBytes = 256 << 10
    /// Below this many pixels in all, the work is not worth handing to other cores.
    static let parallelPixels = 1 << 16

    func write() {
        var top = Int.max, bottom = Int.min, pixels = 0
        for fill in fills {
            top = min(top, fill.area.y0)
            bottom = max(bottom, fill.area.y1)
            pixels += (fill.area.x1 - fill.area.x0) * (fill.area.y1 - fill.area.y0)
        }
        guard top < bottom else { return }
        let rows = max(8, Self.bandBytes / max(1, 4 * canvas.stride))
        let bands = (bottom - top + rows - 1) / rows
        // Each band's fills, in recorded order (a counting sort by band).
        var starts = [Int](repeating: 0, count: bands + 1)
        for fill in fills {
            for band in (fill.area.y0 - top) / rows...((fill.area.y1 - 1 - top) / rows) { starts[band + 1] += 1 }
        }
        for band in 0..<bands { starts[band + 1] += starts[band] }
        var next = starts
        var order = [Int32](repeating: 0, count: starts[bands])
        for (i, fill) in fills.enumerated() {
            for band in (fill.area.y0 - top) / rows...((fill.area.y1 - 1 - top) / rows) {
                order[next[band]] = Int32(i)
                next[band] += 1
            }
        }
        let plan = BandPlan(top: top, rows: rows, starts: starts, order: order)
        if !parallel || pixels < Self.parallelPixels || bands == 1 {
            for band in 0..<bands { write(band: band, plan) }
        } else {
            DispatchQueue.concurrentPerform(iterations: bands) { @Sendable band in self.write(band: band, plan) }
        }
    }

    private func write(band: Int, _ plan: BandPlan) {
        let y0 = plan.top + band * plan.rows
        let rows = PixelBox(x0: Int.min, y0: y0, x1: Int.max, y1: y0 + plan.rows)
        for k in plan.starts[band]..<plan.starts[band + 1] {
            let fill = fills[Int(plan.order[k])]
            let area = fill.area.intersection(rows)
            if let mask = fill.mask {
                canvas.fill(mask, atX: fill.maskX, y: fill.maskY, fill.src, in: area)
            } else if fill.replaces {
                canvas.set(area, fill.src)
            } else {
                canvas.fill(area, fill.src)
            }
        }
    }
}

/// Which fills cross which band: band `b` (rows from `top + b * rows`) writes
/// `order[starts[b]..<starts[b + 1]]`.
private struct BandPlan: Sendable {
    let top: Int
    let rows: Int
    let starts: [Int]
    let order: [Int32]
}

extension LayerPainter {
    /// Clears `clip` of `surface` to `background` (transparent when nil) and lets solid fills
    /// write straight into its pixels from here on.
    func paintDirectly(on surface: OpaquePointer, clip: PixelBox, background: CGColor?) {
        let word = background.flatMap { c in
            let v = c.rgba
            return SolidPixel.word(r: v.r, g: v.g, b: v.b, a: v.a)
        }
        guard var canvas = DirectCanvas(surface: surface, clip: clip), background == nil || word != nil else {
            return clearWithCairo(to: background)
        }
        let src = word ?? 0
        // The incremental renderer's scan predicts direct fills by the same test.
        canvas.opaqueBeneath = background.map { $0.alpha >= 1 } ?? false
        direct = canvas
        record(PendingFill(area: canvas.clip, src: src, replaces: true), on: canvas)
    }

    /// Clears the canvas (within Cairo's clip) to `background` with Cairo.
    func clearWithCairo(to background: CGColor?) {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let background { Cairo.setSource(cr, background) } else { cairo_set_source_rgba(cr, 0, 0, 0, 0) }
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Queues `fill` for `canvas`, to be written before Cairo next touches the canvas.
    func record(_ fill: PendingFill, on canvas: DirectCanvas) {
        guard !fill.area.isEmpty else { return }
        if pendingCanvas == nil { pendingCanvas = canvas }
        pending.append(fill)
    }

    /// Writes every queued fill (Cairo is about to draw or the frame is done).
    func flushPending() {
        guard let canvas = pendingCanvas else { return }
        BandWriter(canvas: canvas, fills: pending, parallel: options.sharesFillsAmongCores).write()
        pending.removeAll(keepingCapacity: true)
        pendingCanvas = nil
        cairo_surface_mark_dirty(canvas.surface)
    }
}

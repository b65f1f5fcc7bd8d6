import CCairo

/// How much of each pixel a layer's background shape covers (0...255), as Cairo rasterises
/// it, with each row's covered and fully covered runs found once so a fill writes the full
/// run in one sweep and blends the rest without looking at uncovered pixels.
final class CoverageMask: Sendable {
    /// One row's covered pixels: `start..<end` have some coverage, and of those
    /// `fullStart..<fullEnd` are wholly covered (empty, at `end`, when none are in one run).
    struct Span {
        var start: Int32
        var fullStart: Int32
        var fullEnd: Int32
        var end: Int32
    }

    let width: Int
    let height: Int
    let coverage: [UInt8]
    /// Per row, where its coverage lies, so a fill blends only the partly covered pixels at
    /// either end and sweeps the run between.
    let spans: [Span]

    init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.coverage = coverage
        var spans: [Span] = []
        spans.reserveCapacity(height)
        for y in 0..<height {
            let base = y * width
            let row = coverage[base..<(base + width)]
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
                spans.append(Span(start: 0, fullStart: 0, fullEnd: 0, end: 0))
                continue
            }
            let start = Int32(first - base), end = Int32(last - base + 1)
            if let f = row.firstIndex(of: 255), let l = row.lastIndex(of: 255), row[f...l].allSatisfy({ $0 == 255 }) {
                spans.append(Span(start: start, fullStart: Int32(f - base), fullEnd: Int32(l - base + 1), end: end))
            } else {
                spans.append(Span(start: start, fullStart: end, fullEnd: end, end: end))
            }
        }
        self.spans = spans
    }
}

/// A layer background's shape in a mask's own pixels: everything that decides its coverage.
/// Cairo's rasterisation is the same under whole-pixel translation, so one mask serves every
/// layer of that shape at the same sub-pixel offset.
struct CoverageShape: Hashable {
    var bounds: CGRect
    var radius: CGFloat
    var corners: UInt
    var scaleX: CGFloat
    var scaleY: CGFloat
    /// The sub-pixel part of the translation (the whole pixels are where the mask goes).
    var offsetX: CGFloat
    var offsetY: CGFloat

    func hash(into h: inout Hasher) {
        h.combine(bounds.width)
        h.combine(bounds.height)
        h.combine(offsetX)
        h.combine(offsetY)
    }

    /// Adds the shape's outline to `cr`'s path (in the shape's bounds coordinates).
    func addPath(_ cr: OpaquePointer) {
        if radius > 0 {
            Cairo.roundedRectangle(cr, bounds, radius: radius, corners: CACornerMask(rawValue: corners))
        } else {
            Cairo.rectangle(cr, bounds)
        }
    }
}

/// Coverage masks made by Cairo itself, kept while their shapes keep being drawn. A shape's
/// mask is made the second time the shape is drawn (the first is left to Cairo), so a layer
/// moving to a new sub-pixel offset every frame costs no more than it did. Masks only replace
/// Cairo's arithmetic with the same arithmetic: they never change a pixel.
@preconcurrency @MainActor
enum CoverageMasks {
    private static let byteBudget = 32 << 20
    private static let seenBudget = 8192
    /// Larger shapes are left to Cairo (a mask the size of the screen is no saving).
    static let pixelLimit = 1 << 18

    /// The mask for `shape` in a `width` x `height` box, or nil when Cairo should draw it this
    /// time.
    static func mask(for shape: CoverageShape, width: Int, height: Int) -> CoverageMask? {
        if let hit = masks[shape] { return hit }
        guard width > 0, height > 0, width * height <= pixelLimit else { return nil }
        guard seen.contains(shape) else {
            if seen.count >= seenBudget { seen.removeAll(keepingCapacity: true) }
            seen.insert(shape)
            return nil
        }
        guard let mask = rasterize(shape, width: width, height: height) else { return nil }
        if bytes + width * height > byteBudget {
            masks.removeAll(keepingCapacity: true)
            bytes = 0
        }
        masks[shape] = mask
        bytes += width * height
        return mask
    }

    /// How many masks are kept.
    static var count: Int { masks.count }

    /// Forgets every mask (tests use it to compare fresh and cached fills).
    static func purge() {
        masks.removeAll()
        seen.removeAll()
        bytes = 0
    }

    private static func rasterize(_ shape: CoverageShape, width: Int, height: Int) -> CoverageMask? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            return nil
        }
        Cairo.setMatrix(
            cr,
            CGAffineTransform(a: shape.scaleX, b: 0, c: 0, d: shape.scaleY, tx: shape.offsetX, ty: shape.offsetY))
        shape.addPath(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let coverage = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            for y in 0..<height {
                for x in 0..<width { out[y * width + x] = data[y * stride + x] }
            }
            count = width * height
        }
        return CoverageMask(width: width, height: height, coverage: coverage)
    }
}

// The process-wide state only this file uses, kept in ProcessWide.swift with its reason.
extension CoverageMasks {
    fileprivate static var masks: [CoverageShape: CoverageMask] {
        get { ProcessWide.masks }
        _modify { yield &ProcessWide.masks }
    }

    fileprivate static var seen: Set<CoverageShape> {
        get { ProcessWide.seen }
        _modify { yield &ProcessWide.seen }
    }

    fileprivate static var bytes: Int {
        get { ProcessWide.bytes }
        _modify { yield &ProcessWide.bytes }
    }
}

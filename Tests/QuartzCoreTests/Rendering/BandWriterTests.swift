import CCairo
import Testing

@testable import QuartzCore

/// Recorded fills written band by band, on several cores, give the bytes of writing them one
/// after another.
@MainActor
@Suite struct BandWriterTests {
    static let width = 300, height = 2000

    /// A canvas of `width` x `height` transparent pixels, handed to `body` as a direct canvas.
    static func withCanvas(_ body: (DirectCanvas) -> Void) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
                Int32(height), Int32(width * 4))!
            body(DirectCanvas(surface: surface, clip: PixelBox(x0: 0, y0: 0, x1: width, y1: height))!)
            cairo_surface_destroy(surface)
        }
        return words
    }

    /// Overlapping translucent boxes and rounded masks, many crossing band boundaries.
    static func randomFills(_ canvas: DirectCanvas) -> [PendingFill] {
        var g = IncrementalRendererTests.Seeded(state: 5)
        var fills = [PendingFill(area: canvas.clip, src: 0xFF10_2030, replaces: true)]
        let shape = CoverageShape(
            bounds: CGRect(x: 0, y: 0, width: 40, height: 90), radius: 9, corners: 15, scaleX: 1, scaleY: 1,
            offsetX: 0.4, offsetY: 0.7)
        _ = CoverageMasks.mask(for: shape, width: 42, height: 92)
        let mask = CoverageMasks.mask(for: shape, width: 42, height: 92)!
        for _ in 0..<400 {
            let x = Int.random(in: -20..<Self.width, using: &g), y = Int.random(in: -20..<Self.height, using: &g)
            let src = PixelPairTests.premultiplied(&g, opaque: Bool.random(using: &g))
            if Bool.random(using: &g) {
                let box = PixelBox(
                    x0: x, y0: y, x1: x + Int.random(in: 1...120, using: &g), y1: y + Int.random(in: 1...400, using: &g)
                )
                fills.append(PendingFill(area: box.intersection(canvas.clip), src: src))
            } else {
                fills.append(
                    PendingFill(area: canvas.area(of: mask, atX: x, y: y), src: src, mask: mask, maskX: x, maskY: y))
            }
        }
        return fills.filter { !$0.area.isEmpty }
    }

    @Test func bandedWritesEqualWritingEachFillInTurn() {
        var recorded: [PendingFill] = []
        let banded = Self.withCanvas { canvas in
            recorded = Self.randomFills(canvas)
            BandWriter(canvas: canvas, fills: recorded).write()
        }
        let inTurn = Self.withCanvas { canvas in
            for fill in Self.randomFills(canvas) {
                if let mask = fill.mask {
                    canvas.fill(mask, atX: fill.maskX, y: fill.maskY, fill.src, in: fill.area)
                } else if fill.replaces {
                    canvas.set(fill.area, fill.src)
                } else {
                    canvas.fill(fill.area, fill.src)
                }
            }
        }
        #expect(recorded.count > 300)
        #expect(banded.count == inTurn.count)
        #expect(banded == inTurn)
        #expect(Set(banded).count > 100)
    }
}

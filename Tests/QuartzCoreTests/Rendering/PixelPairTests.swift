import Testing

@testable import QuartzCore

/// Two pixels blended at once come out as the one-pixel blends do, at every coverage.
@Suite struct PixelPairTests {
    /// Premultiplied words: every channel at most the alpha.
    static func premultiplied(_ g: inout IncrementalRendererTests.Seeded, opaque: Bool) -> UInt32 {
        let a = opaque ? 255 : UInt32.random(in: 0...255, using: &g)
        func channel() -> UInt32 { UInt32.random(in: 0...a, using: &g) }
        return a << 24 | channel() << 16 | channel() << 8 | channel()
    }

    @Test func pairedBlendsEqualSinglePixelBlendsAtEveryCoverage() {
        var g = IncrementalRendererTests.Seeded(state: 42)
        var row: [UInt32] = [0, 0]
        var mismatches = 0
        for m0 in 0...255 {
            for _ in 0..<40 {
                let m1 = UInt8.random(in: 0...255, using: &g)
                let coverage: [UInt8] = [UInt8(m0), m1]
                let opaqueSrc = Self.premultiplied(&g, opaque: true), src = Self.premultiplied(&g, opaque: false)
                let d0 = Self.premultiplied(&g, opaque: false), d1 = Self.premultiplied(&g, opaque: false)
                // Each blend of the pair against the one-pixel blend of each pixel.
                func check(
                    _ pair: (PixelPair.Lanes, PixelPair.Lanes, PixelPair.Lanes) -> PixelPair.Lanes, _ src: UInt32,
                    _ single: (UInt32, UInt32, UInt32) -> UInt32
                ) {
                    row.withUnsafeMutableBufferPointer { r in
                        coverage.withUnsafeBufferPointer { c in
                            r[0] = d0
                            r[1] = d1
                            let blended = pair(
                                PixelPair.splat(src), PixelPair.coverage(c.baseAddress!), PixelPair.load(r.baseAddress!)
                            )
                            PixelPair.store(blended, r.baseAddress!)
                            if r[0] != single(src, UInt32(m0), d0) || r[1] != single(src, UInt32(m1), d1) {
                                mismatches += 1
                            }
                        }
                    }
                }
                check({ PixelPair.lerp($0, coverage: $1, $2) }, opaqueSrc) { SolidPixel.lerp($0, coverage: $1, $2) }
                check({ PixelPair.over($0, coverage: $1, $2) }, src) { SolidPixel.over($0, coverage: $1, $2) }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func blendsAtNoAndFullCoverageKeepThePixelOrTakeTheColour() {
        var g = IncrementalRendererTests.Seeded(state: 7)
        for _ in 0..<2000 {
            let opaqueSrc = Self.premultiplied(&g, opaque: true), src = Self.premultiplied(&g, opaque: false)
            let d = Self.premultiplied(&g, opaque: false)
            #expect(SolidPixel.lerp(opaqueSrc, coverage: 0, d) == d)
            #expect(SolidPixel.lerp(opaqueSrc, coverage: 255, d) == opaqueSrc)
            #expect(SolidPixel.over(src, coverage: 0, d) == d)
            #expect(SolidPixel.over(src, coverage: 255, d) == SolidPixel.over(src, d))
        }
    }
}

import Testing

@testable import QuartzCore

@Suite struct PNGEncoderTests {
    typealias F = PNGFixtures

    @Test func roundTripReturnsTheSamePixels() throws {
        for (width, height, seed) in [(1, 1, 1 as UInt32), (37, 23, 2), (64, 3, 3), (5, 40, 4)] {
            let pixels = F.pixels(width: width, height: height, seed: seed)
            let decoded = try PNGDecoder.decode(PNGEncoder.encode(rgba: pixels, width: width, height: height))
            #expect(decoded.width == width && decoded.height == height)
            #expect(decoded.rgba == pixels, "\(width) x \(height)")
        }
    }

    @Test func identicalPixelsGiveIdenticalBytes() {
        let pixels = F.pixels(width: 50, height: 30, seed: 9)
        let first = PNGEncoder.encode(rgba: pixels, width: 50, height: 30)
        let second = PNGEncoder.encode(rgba: Array(pixels), width: 50, height: 30)
        #expect(first == second)
        var changed = pixels
        changed[100] ^= 1
        #expect(PNGEncoder.encode(rgba: changed, width: 50, height: 30) != first)
    }

    @Test func fileIsSignatureHeaderDataEnd() throws {
        let bytes = PNGEncoder.encode(rgba: F.pixels(width: 7, height: 4, seed: 5), width: 7, height: 4)
        let chunks = try #require(F.chunks(bytes))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks[0].data == F.be32(7) + F.be32(4) + [8, 6, 0, 0, 0])
        #expect(chunks[2].data.isEmpty)
        // zlib header: deflate, 32 KiB window, default-level flag (level 6), checksum-valid.
        let idat = chunks[1].data
        #expect(idat[0] == 0x78 && idat[1] == 0x9C)
    }

    @Test func eachRowGetsTheFilterWithTheSmallestSignedSum() throws {
        // Row 0: a horizontal ramp → Sub. Row 1: equal to row 0 → Up (all zero). Row 2: all zero
        // → None (0, and ties go to the lower type). Row 3: alternating pixels over the zero row
        // → None (Up ties with it; Sub, Average and Paeth all see the jumps).
        let width = 8
        var pixels: [UInt8] = []
        for x in 0..<width { pixels += [UInt8(100 + 10 * x), UInt8(50 + 10 * x), UInt8(10 * x), 255] }
        pixels += pixels
        pixels += [UInt8](repeating: 0, count: width * 4)
        for x in 0..<width { pixels += x % 2 == 0 ? [10, 10, 10, 10] : [100, 0, 100, 0] }
        let chunks = try #require(F.chunks(PNGEncoder.encode(rgba: pixels, width: width, height: 4)))
        let raw = try PNGDecoder.inflate(chunks[1].data, expectedCount: 4 * (1 + width * 4))
        let filters = (0..<4).map { raw[$0 * (1 + width * 4)] }
        #expect(filters == [1, 2, 0, 0])
    }

    @Test func wrongBufferLengthsArePaddedOrTruncated() throws {
        let short = try PNGDecoder.decode(PNGEncoder.encode(rgba: [1, 2, 3, 4], width: 2, height: 1))
        #expect(short.rgba == [1, 2, 3, 4, 0, 0, 0, 0])
        let long = try PNGDecoder.decode(PNGEncoder.encode(rgba: [1, 2, 3, 4, 5, 6, 7, 8, 9], width: 1, height: 1))
        #expect(long.rgba == [1, 2, 3, 4])
        let empty = try PNGDecoder.decode(PNGEncoder.encode(rgba: [], width: 0, height: 5))
        #expect(empty.width == 1 && empty.height == 1 && empty.rgba == [0, 0, 0, 0])
    }

    @Test func largeFlatImageCompressesWell() throws {
        let pixels = [UInt8](repeating: 0x40, count: 320 * 240 * 4)
        let bytes = PNGEncoder.encode(rgba: pixels, width: 320, height: 240)
        #expect(bytes.count < 2_000)
        #expect(try PNGDecoder.decode(bytes).rgba == pixels)
    }
}

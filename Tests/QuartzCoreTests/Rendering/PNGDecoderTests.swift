import Testing

@testable import QuartzCore

@Suite struct PNGDecoderTests {
    typealias F = PNGFixtures

    private func grey(_ values: [UInt8], alpha: UInt8 = 255) -> [UInt8] { values.flatMap { [$0, $0, $0, alpha] } }

    @Test func handBuiltGreyscaleImageWithAllFiveFiltersDecodes() throws {
        // 3 × 5 greyscale, row n filtered with type n; filtered bytes worked out by hand.
        let scanlines: [UInt8] = [
            0, 10, 20, 30,  // None:    10  20  30
            1, 15, 10, 15,  // Sub:     15  25  40
            2, 5, 251, 10,  // Up:      20  20  50
            3, 20, 241, 15,  // Average: 30  10  45
            4, 170, 61, 15,  // Paeth:  200   5  60
        ]
        let png = F.png(width: 3, height: 5, bitDepth: 8, colourType: 0, scanlines: scanlines)
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 3 && image.height == 5)
        #expect(image.rgba == grey([10, 20, 30, 15, 25, 40, 20, 20, 50, 30, 10, 45, 200, 5, 60]))
    }

    @Test func filtersReachBackOnePixelInMultiByteFormats() throws {
        // 2 × 2 RGB: Sub and Paeth must look 3 bytes back, not 1.
        let scanlines: [UInt8] = [
            1, 10, 20, 30, 5, 5, 5,  // Sub:   (10,20,30) (15,25,35)
            4, 1, 1, 1, 2, 2, 2,  // Paeth: above wins for pixel 0, then left/above by predictor
        ]
        let png = F.png(width: 2, height: 2, bitDepth: 8, colourType: 2, scanlines: scanlines)
        let image = try PNGDecoder.decode(png)
        // Row 1 pixel 0: a = 0, b = above, c = 0 → b. Pixel 1: a = (11,21,31), b = (15,25,35),
        // c = (10,20,30): p = a + b − c = (16,26,36), |p − b| = 1 is smallest → b.
        #expect(image.rgba == [10, 20, 30, 255, 15, 25, 35, 255, 11, 21, 31, 255, 17, 27, 37, 255])
    }

    @Test func rgbaAndGreyAlphaKeepTheirAlpha() throws {
        let rgba = F.png(width: 2, height: 1, bitDepth: 8, colourType: 6, scanlines: [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(try PNGDecoder.decode(rgba).rgba == [1, 2, 3, 4, 5, 6, 7, 8])
        let greyAlpha = F.png(width: 2, height: 1, bitDepth: 8, colourType: 4, scanlines: [0, 90, 10, 200, 250])
        #expect(try PNGDecoder.decode(greyAlpha).rgba == [90, 90, 90, 10, 200, 200, 200, 250])
    }

    @Test func palettePackedTwoBitsWithTransparency() throws {
        let palette = F.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255])
        let alpha = F.chunk("tRNS", [0, 128])
        // Indices 0 1 2 / 2 2 1, two bits each, high bits first: 0b00_01_10_00, 0b10_10_01_00.
        let png = F.png(
            width: 3, height: 2, bitDepth: 2, colourType: 3, extra: palette + alpha,
            scanlines: [0, 0b0001_1000, 0, 0b1010_0100])
        let image = try PNGDecoder.decode(png)
        #expect(
            image.rgba == [
                255, 0, 0, 0, 0, 255, 0, 128, 0, 0, 255, 255,
                0, 0, 255, 255, 0, 0, 255, 255, 0, 255, 0, 128,
            ])
    }

    @Test func oneBitGreyscaleScalesToFullRange() throws {
        // 10 pixels span two bytes: 1010 1100 11.
        let png = F.png(width: 10, height: 1, bitDepth: 1, colourType: 0, scanlines: [0, 0b1010_1100, 0b1100_0000])
        let image = try PNGDecoder.decode(png)
        #expect(image.rgba == grey([255, 0, 255, 0, 255, 255, 0, 0, 255, 255]))
    }

    @Test func fourBitGreyscaleScalesBy17() throws {
        let png = F.png(width: 2, height: 1, bitDepth: 4, colourType: 0, scanlines: [0, 0x3F])
        #expect(try PNGDecoder.decode(png).rgba == grey([51, 255]))
    }

    @Test func sixteenBitSamplesKeepTheHighByte() throws {
        let png = F.png(
            width: 1, height: 1, bitDepth: 16, colourType: 6,
            scanlines: [0, 0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xFF, 0x00])
        #expect(try PNGDecoder.decode(png).rgba == [0x12, 0x56, 0x9A, 0xFF])
    }

    @Test func colourKeyMakesMatchingPixelsTransparent() throws {
        let key = F.chunk("tRNS", [0, 10, 0, 20, 0, 30])
        let png = F.png(
            width: 2, height: 1, bitDepth: 8, colourType: 2, extra: key, scanlines: [0, 10, 20, 30, 10, 20, 31])
        #expect(try PNGDecoder.decode(png).rgba == [10, 20, 30, 0, 10, 20, 31, 255])
        let greyKey = F.chunk("tRNS", [0, 7])
        let greyPNG = F.png(width: 2, height: 1, bitDepth: 8, colourType: 0, extra: greyKey, scanlines: [0, 7, 8])
        #expect(try PNGDecoder.decode(greyPNG).rgba == [7, 7, 7, 0, 8, 8, 8, 255])
    }

    @Test func adam7InterlacedImageMatchesItsPlainPixels() throws {
        // 5 × 5 greyscale with value 10·y + x; passes laid out by hand from the Adam7 pattern.
        let width = 5, height = 5
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var scanlines: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            for y in stride(from: y0, to: height, by: dy) {
                let xs = Array(stride(from: x0, to: width, by: dx))
                guard !xs.isEmpty else { continue }
                scanlines += [0] + xs.map { UInt8(10 * y + $0) }
            }
        }
        let png = F.png(
            width: width, height: height, bitDepth: 8, colourType: 0, interlaced: true, scanlines: scanlines)
        let image = try PNGDecoder.decode(png)
        #expect(image.rgba == grey((0..<25).map { UInt8(10 * ($0 / 5) + $0 % 5) }))
    }

    @Test func ancillaryChunksAreSkipped() throws {
        let text = F.chunk("tEXt", Array("Comment\u{0}hi".utf8))
        let png = F.png(width: 1, height: 1, bitDepth: 8, colourType: 0, extra: text, scanlines: [0, 9])
        #expect(try PNGDecoder.decode(png).rgba == [9, 9, 9, 255])
    }

    @Test func malformedFilesThrowDescriptiveErrors() {
        let good = F.png(width: 1, height: 1, bitDepth: 8, colourType: 0, scanlines: [0, 9])
        func failure(_ bytes: [UInt8]) -> String {
            do {
                _ = try PNGDecoder.decode(bytes)
                return "no error"
            } catch let error as PNGDecoder.Failure {
                return error.description
            } catch {
                return "other error"
            }
        }
        #expect(failure([1, 2, 3]).contains("signature"))
        var corrupted = good
        corrupted[corrupted.count - 20] ^= 0xFF
        #expect(failure(corrupted).contains("CRC"))
        #expect(failure(Array(good[0..<30])).contains("truncated"))
        #expect(failure(F.signature + F.chunk("IDAT", [])).contains("IHDR"))
        #expect(
            failure(F.png(width: 1, height: 1, bitDepth: 8, colourType: 0, scanlines: [5, 9])).contains("filter type 5")
        )
        #expect(failure(F.png(width: 1, height: 1, bitDepth: 8, colourType: 0, scanlines: [0])).contains("truncated"))
        #expect(
            failure(F.png(width: 1, height: 1, bitDepth: 3, colourType: 0, scanlines: [0, 0])).contains("bit depth"))
        #expect(failure(F.png(width: 1, height: 1, bitDepth: 8, colourType: 3, scanlines: [0, 0])).contains("PLTE"))
        let smallPalette = F.chunk("PLTE", [1, 2, 3])
        #expect(
            failure(F.png(width: 1, height: 1, bitDepth: 8, colourType: 3, extra: smallPalette, scanlines: [0, 1]))
                .contains("palette index"))
        let critical = F.chunk("ZZZZ", [])
        #expect(
            failure(F.png(width: 1, height: 1, bitDepth: 8, colourType: 0, extra: critical, scanlines: [0, 9]))
                .contains("critical chunk ZZZZ"))
        let huge = F.signature + F.ihdr(width: 100_000, height: 100_000, bitDepth: 8, colourType: 6)
        #expect(failure(huge).contains("too large"))
        let badZlib =
            F.signature + F.ihdr(width: 1, height: 1, bitDepth: 8, colourType: 0)
            + F.chunk("IDAT", [0x00, 0x00, 0x01, 0x02]) + F.chunk("IEND", [])
        #expect(failure(badZlib).contains("corrupt"))
    }
}

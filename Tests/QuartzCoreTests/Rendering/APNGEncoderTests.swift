import Testing

@testable import QuartzCore

@Suite struct APNGEncoderTests {
    typealias F = PNGFixtures

    struct FrameControl: Equatable {
        var sequence: UInt32, width: UInt32, height: UInt32, x: UInt32, y: UInt32
        var delayNumerator: UInt16, delayDenominator: UInt16, dispose: UInt8, blend: UInt8

        init(_ d: [UInt8]) {
            (sequence, width, height) = (F.read32(d, 0), F.read32(d, 4), F.read32(d, 8))
            (x, y) = (F.read32(d, 12), F.read32(d, 16))
            delayNumerator = UInt16(d[20]) << 8 | UInt16(d[21])
            delayDenominator = UInt16(d[22]) << 8 | UInt16(d[23])
            (dispose, blend) = (d[24], d[25])
        }
    }

    private func frames(width: Int, height: Int) -> [[UInt8]] {
        let first = F.pixels(width: width, height: height, seed: 1)
        var second = first
        for y in 2..<5 {
            for x in 3..<7 {
                second.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: [1, 2, 3, 4])
            }
        }
        let third = F.pixels(width: width, height: height, seed: 2)
        return [first, second, second, third]
    }

    private func encode(_ frames: [[UInt8]], width: Int, height: Int) -> [UInt8] {
        var encoder = APNGEncoder(width: width, height: height)
        for (i, frame) in frames.enumerated() {
            encoder.addFrame(rgba: frame, delayNumerator: UInt16(i + 1), delayDenominator: 30)
        }
        #expect(encoder.frameCount == frames.count)
        return encoder.finish()
    }

    @Test func chunksFollowTheAPNGLayoutWithSharedSequenceNumbers() throws {
        let bytes = encode(frames(width: 10, height: 8), width: 10, height: 8)
        let chunks = try #require(F.chunks(bytes))
        #expect(
            chunks.map(\.type) == [
                "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
            ])
        #expect(chunks[1].data == F.be32(4) + F.be32(0))  // four frames, loop for ever
        var sequences: [UInt32] = []
        for chunk in chunks where chunk.type == "fcTL" || chunk.type == "fdAT" {
            sequences.append(F.read32(chunk.data, 0))
        }
        #expect(sequences == Array(0..<7))
        let controls = chunks.filter { $0.type == "fcTL" }.map { FrameControl($0.data) }
        #expect(controls.map(\.delayNumerator) == [1, 2, 3, 4])
        #expect(controls.allSatisfy { $0.delayDenominator == 30 && $0.dispose == 0 && $0.blend == 0 })
        #expect(controls[0].width == 10 && controls[0].height == 8 && controls[0].x == 0 && controls[0].y == 0)
    }

    @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
        let chunks = try #require(F.chunks(encode(frames(width: 10, height: 8), width: 10, height: 8)))
        let controls = chunks.filter { $0.type == "fcTL" }.map { FrameControl($0.data) }
        #expect([controls[1].x, controls[1].y, controls[1].width, controls[1].height] == [3, 2, 4, 3])
        #expect([controls[2].x, controls[2].y, controls[2].width, controls[2].height] == [0, 0, 1, 1])
    }

    @Test func framesRebuildExactlyFromTheFile() throws {
        let originals = frames(width: 10, height: 8)
        let chunks = try #require(F.chunks(encode(originals, width: 10, height: 8)))
        var canvas = [UInt8](repeating: 0, count: 10 * 8 * 4)
        var rebuilt: [[UInt8]] = []
        var control: FrameControl?
        for chunk in chunks {
            switch chunk.type {
            case "fcTL": control = FrameControl(chunk.data)
            case "IDAT", "fdAT":
                let c = try #require(control)
                let data = chunk.type == "IDAT" ? chunk.data : Array(chunk.data[4...])
                // Each frame's data is a PNG image stream of the frame rectangle's size.
                let standalone =
                    F.signature + F.ihdr(width: Int(c.width), height: Int(c.height), bitDepth: 8, colourType: 6)
                    + F.chunk("IDAT", data) + F.chunk("IEND", [])
                let region = try PNGDecoder.decode(standalone)
                for y in 0..<region.height {
                    for x in 0..<region.width {
                        let src = (y * region.width + x) * 4, dst = ((Int(c.y) + y) * 10 + Int(c.x) + x) * 4
                        canvas.replaceSubrange(dst..<(dst + 4), with: region.rgba[src..<(src + 4)])
                    }
                }
                rebuilt.append(canvas)
            default: break
            }
        }
        #expect(rebuilt == originals)
    }

    @Test func stillDecodersSeeTheFirstFrame() throws {
        let originals = frames(width: 10, height: 8)
        let image = try PNGDecoder.decode(encode(originals, width: 10, height: 8))
        #expect(image.width == 10 && image.height == 8)
        #expect(image.rgba == originals[0])
    }

    @Test func identicalInputGivesIdenticalBytes() {
        let f = frames(width: 10, height: 8)
        #expect(encode(f, width: 10, height: 8) == encode(f, width: 10, height: 8))
    }

    @Test func playCountIsWrittenToACTL() throws {
        var encoder = APNGEncoder(width: 2, height: 2)
        encoder.numberOfPlays = 3
        encoder.addFrame(rgba: [UInt8](repeating: 9, count: 16), delayNumerator: 1, delayDenominator: 10)
        let chunks = try #require(F.chunks(encoder.finish()))
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
        #expect(chunks[1].data == F.be32(1) + F.be32(3))
    }

    @Test func noFramesGiveATransparentStillImage() throws {
        let image = try PNGDecoder.decode(APNGEncoder(width: 3, height: 2).finish())
        #expect(image.width == 3 && image.height == 2 && image.rgba == [UInt8](repeating: 0, count: 24))
    }
}

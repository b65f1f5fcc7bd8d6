import Testing

@testable import CoreGraphics

@Suite struct CGImageTests {
    /// A `width` × `height` image whose pixel (x, y) is (x, y, x + y, 255).
    private func gradient(width: Int, height: Int) -> CGImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { bytes += [UInt8(x), UInt8(y), UInt8(x + y), 255] }
        }
        return CGImage(width: width, height: height, rgba: bytes)!
    }

    @Test func initialiserRejectsAMismatchedByteCount() {
        #expect(CGImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(CGImage(width: -1, height: 2, rgba: []) == nil)
        #expect(CGImage(width: 0, height: 0, rgba: []) != nil)
    }

    @Test func layoutIsEightBitRGBA() {
        let image = gradient(width: 5, height: 3)
        #expect(image.width == 5 && image.height == 3)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32)
        #expect(image.bytesPerRow == 20)
        #expect(image.pixels.count == 60)
    }

    @Test func pixelReadsRowMajorFromTheTop() {
        let image = gradient(width: 4, height: 3)
        let p = image.pixel(x: 3, y: 2)
        #expect([p.r, p.g, p.b, p.a] == [3, 2, 5, 255])
        let outside = image.pixel(x: 4, y: 0)
        #expect([outside.r, outside.g, outside.b, outside.a] == [0, 0, 0, 0])
        let negative = image.pixel(x: -1, y: 1)
        #expect(negative.a == 0)
    }

    @Test func croppingExtractsTheRectangle() {
        let crop = gradient(width: 4, height: 3).cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(crop?.width == 2 && crop?.height == 2)
        let p = crop!.pixel(x: 0, y: 0)
        #expect([p.r, p.g] == [1, 1])
        let q = crop!.pixel(x: 1, y: 1)
        #expect([q.r, q.g] == [2, 2])
    }

    @Test func croppingRoundsFractionalRectsOutward() {
        let crop = gradient(width: 4, height: 3).cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1))
        #expect(crop?.width == 2 && crop?.height == 2)
        #expect(crop?.pixel(x: 0, y: 0).r == 0)
    }

    @Test func croppingClipsToTheImage() {
        let crop = gradient(width: 4, height: 3).cropping(to: CGRect(x: 2, y: 1, width: 10, height: 10))
        #expect(crop?.width == 2 && crop?.height == 2)
        #expect(crop?.pixel(x: 0, y: 0).r == 2)
    }

    @Test func croppingOutsideTheImageReturnsNil() {
        #expect(gradient(width: 4, height: 3).cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        #expect(gradient(width: 4, height: 3).cropping(to: .null) == nil)
    }

    @Test func imagesWithTheSamePixelsAreEqual() {
        #expect(gradient(width: 3, height: 2) == gradient(width: 3, height: 2))
        #expect(gradient(width: 3, height: 2) != gradient(width: 2, height: 3))
    }

    /// Opaque red, half-transparent pure green (premultiplied 0x80 green), transparent.
    private let renderedWords: [UInt32] = [0xFFFF_0000, 0x8000_8000, 0x0000_0000, 0x4020_1008]

    @Test func aRenderedImageReadsAsStraightRGBA() throws {
        let image = try #require(CGImage(width: 2, height: 2, premultipliedARGB32: renderedWords))
        #expect(image.alphaInfo == .premultipliedFirst)
        #expect(image.pixels == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0, 128, 64, 32, 64])
        let p = image.pixel(x: 1, y: 1)
        #expect([p.r, p.g, p.b, p.a] == [128, 64, 32, 64])
        #expect(CGImage(width: 3, height: 2, premultipliedARGB32: renderedWords) == nil)
    }

    @Test func aDecodedImageKeepsItsBytes() {
        let image = gradient(width: 2, height: 1)
        #expect(image.alphaInfo == .last)
        #expect(image.premultipliedWords == nil)
        #expect(image.pixels == [0, 0, 0, 255, 1, 0, 1, 255])
    }

    @Test func renderedAndDecodedImagesWithTheSamePixelsAreEqual() throws {
        let rendered = try #require(CGImage(width: 2, height: 2, premultipliedARGB32: renderedWords))
        let decoded = try #require(CGImage(width: 2, height: 2, rgba: rendered.pixels))
        #expect(rendered == decoded && decoded == rendered)
        var other = renderedWords
        other[0] = 0xFFFE_0000
        #expect(rendered != CGImage(width: 2, height: 2, premultipliedARGB32: other)!)
        #expect(decoded != CGImage(width: 2, height: 2, premultipliedARGB32: other)!)
    }

    @Test func croppingARenderedImageKeepsItsPixels() throws {
        let image = try #require(CGImage(width: 2, height: 2, premultipliedARGB32: renderedWords))
        let crop = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 2)))
        #expect(crop.alphaInfo == .premultipliedFirst)
        #expect(crop.pixels == [0, 255, 0, 128, 128, 64, 32, 64])
    }
}

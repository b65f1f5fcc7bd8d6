import Testing

@testable import UIKit

/// A w x h image whose pixel (x, y) is (x, y, 100, 255 - x - y).
private func gradient(width: Int, height: Int) -> CGImage {
    var rgba: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width { rgba += [UInt8(x), UInt8(y), 100, UInt8(255 - x - y)] }
    }
    return CGImage(width: width, height: height, rgba: rgba)!
}

@Suite struct UIImageTests {
    @Test func sizeIsPixelsDividedByScale() {
        let image = UIImage(cgImage: gradient(width: 30, height: 20), scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 15, height: 10))
        #expect(image.scale == 2)
        #expect(UIImage(cgImage: gradient(width: 30, height: 20)).size == CGSize(width: 30, height: 20))
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
    }

    @Test func quarterTurnOrientationsSwapTheSize() {
        let cg = gradient(width: 30, height: 20)
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .right).size == CGSize(width: 20, height: 30))
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .leftMirrored).size == CGSize(width: 20, height: 30))
        #expect(UIImage(cgImage: cg, scale: 1, orientation: .down).size == CGSize(width: 30, height: 20))
    }

    @Test func uprightBitmapTurnsStoredPixels() throws {
        let cg = gradient(width: 3, height: 2)
        // Shown after a clockwise quarter turn: the stored bottom-left pixel lands top-left.
        let right = try #require(UIImage(cgImage: cg, scale: 1, orientation: .right).uprightCGImage)
        #expect(right.width == 2 && right.height == 3)
        #expect(right.pixel(x: 0, y: 0).r == 0 && right.pixel(x: 0, y: 0).g == 1)
        #expect(right.pixel(x: 1, y: 2).r == 2 && right.pixel(x: 1, y: 2).g == 0)
        let down = try #require(UIImage(cgImage: cg, scale: 1, orientation: .down).uprightCGImage)
        #expect(down.pixel(x: 0, y: 0).r == 2 && down.pixel(x: 0, y: 0).g == 1)
    }

    @Test func pngRoundTripKeepsPixels() throws {
        let cg = gradient(width: 17, height: 9)
        let data = try #require(UIImage(cgImage: cg).pngData())
        #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.cgImage == cg)
        #expect(decoded.size == CGSize(width: 17, height: 9) && decoded.scale == 1)
        let retina = try #require(UIImage(data: data, scale: 3))
        #expect(abs(retina.size.width - 17.0 / 3.0) < 1e-12)
    }

    @Test func nonPNGDataGivesNil() {
        #expect(UIImage(data: Data([1, 2, 3, 4])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func contentsOfFileReadsTheScaleSuffix() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try #require(UIImage(cgImage: gradient(width: 8, height: 6)).pngData())
        let path = dir.appendingPathComponent("icon@2x.png").path
        try data.write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 3))
        #expect(UIImage(contentsOfFile: dir.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func systemNameGivesAPlaceholderSymbol() throws {
        for name in ["xmark", "chevron.left", "photo", "star.fill", "some.unknown.symbol"] {
            let image = try #require(UIImage(systemName: name))
            #expect(image.isSymbolImage && image.size == CGSize(width: 24, height: 24), "\(name)")
            let cg = try #require(image.cgImage)
            let alphas = stride(from: 3, to: cg.pixels.count, by: 4).map { cg.pixels[$0] }
            #expect(alphas.contains(255) && alphas.contains(0), "\(name) draws something")
        }
        // The unknown-name fallback is a filled circle: solid centre, empty corner.
        let circle = try #require(UIImage(systemName: "no.such.symbol")?.cgImage)
        #expect(circle.pixel(x: 36, y: 36).a == 255 && circle.pixel(x: 1, y: 1).a == 0)
    }

    @Test func withTintColorPaintsTheShapeAndKeepsTheMode() throws {
        let base = try #require(UIImage(systemName: "xmark"))
        let tinted = base.withTintColor(.systemRed)
        #expect(tinted.renderingMode == base.renderingMode && tinted.hasBakedTint)
        let before = try #require(base.cgImage), after = try #require(tinted.cgImage)
        let center = after.pixel(x: 36, y: 36)
        #expect(center.r == 255 && center.g == 59 && center.b == 48)
        #expect(center.a == before.pixel(x: 36, y: 36).a)
        #expect(!tinted.drawsAsTemplate && base.drawsAsTemplate)
    }

    @Test func renderingModeVariants() {
        let image = UIImage(cgImage: gradient(width: 2, height: 2))
        #expect(image.renderingMode == .automatic && !image.drawsAsTemplate)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.drawsAsTemplate)
        #expect(template.cgImage === image.cgImage)
        #expect(UIImage.Orientation.rightMirrored.rawValue == 7 && UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    /// A glyph tinted again in the same colour reuses the bitmap; another colour or a
    /// translucent tint paints afresh, keeping each pixel's coverage.
    @Test func tintingReusesTheBitmapOnlyForTheSameImageAndColour() throws {
        let glyph = try #require(UIImage(systemName: "star.fill")?.cgImage)
        let red = UIImage.tinted(glyph, with: .red)
        #expect(UIImage.tinted(glyph, with: .red) === red)
        let blue = UIImage.tinted(glyph, with: .blue)
        #expect(blue !== red)
        let covered = try #require((0..<glyph.width * glyph.height).first { glyph.pixels[$0 * 4 + 3] == 255 })
        let (x, y) = (covered % glyph.width, covered / glyph.width)
        #expect(red.pixel(x: x, y: y) == (255, 0, 0, 255))
        #expect(blue.pixel(x: x, y: y) == (0, 0, 255, 255))
        let half = UIImage.tinted(glyph, with: UIColor.red.withAlphaComponent(0.5))
        #expect(half.pixel(x: x, y: y).a == 128)
        let empty = try #require((0..<glyph.width * glyph.height).first { glyph.pixels[$0 * 4 + 3] == 0 })
        #expect(red.pixel(x: empty % glyph.width, y: empty / glyph.width).a == 0)
    }
}

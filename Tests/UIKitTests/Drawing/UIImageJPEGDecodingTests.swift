import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// JPEG images load as PNGs do: from data, from files whatever their extension says (asset
/// catalogs hold JPEGs named `.png`), and unreadable data is nil, never a crash.
@MainActor
@Suite struct UIImageJPEGDecodingTests {
    /// A 16 by 8 JPEG of two flat halves, red left and blue right.
    private func twoHalves() -> Data? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 8), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
        }
        return image.jpegData(compressionQuality: 0.95)
    }

    @Test func jpegDataDecodesToItsSizeAndColours() throws {
        let data = try #require(twoHalves())
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 16, height: 8))
        let pixels = try #require(image.cgImage?.pixels)
        let left = Array(pixels[(4 * 16 + 2) * 4..<(4 * 16 + 2) * 4 + 4])
        let right = Array(pixels[(4 * 16 + 13) * 4..<(4 * 16 + 13) * 4 + 4])
        #expect(left[0] > 200 && left[2] < 60 && left[3] == 255)
        #expect(right[2] > 200 && right[0] < 60)
    }

    @Test func aJPEGFileNamedPNGLoadsByItsContents() throws {
        let data = try #require(twoHalves())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("r1@2x.png")
        try data.write(to: file)
        let image = try #require(UIImage(contentsOfFile: file.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 8, height: 4))
    }

    @Test func truncatedOrForeignDataIsNil() throws {
        let data = try #require(twoHalves())
        #expect(UIImage(data: data.prefix(40)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 0])) == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `UIGraphicsImageRenderer`: image size and scale, drawing through the context, encodings.
@MainActor
@Suite(.checksLifetimes) struct UIGraphicsImageRendererTests {
    static func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.cgImage!.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    static func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let f = UIGraphicsImageRendererFormat()
        f.scale = scale
        f.opaque = opaque
        return f
    }

    @Test func imageIsSizeTimesScalePixels() {
        _ = VirtualDevice(size: CGSize(width: 40, height: 40), scale: 3)
        #expect(UIGraphicsImageRendererFormat.default().scale == 3)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20))
        let image = renderer.image { _ in }
        #expect(image.size == CGSize(width: 10, height: 20))
        #expect(image.scale == 3)
        #expect(image.cgImage?.width == 30 && image.cgImage?.height == 60)
        #expect(Self.rgba(image, 5, 5) == [0, 0, 0, 0])
        #expect(renderer.format.preferredRange == .automatic && !renderer.format.opaque)
    }

    @Test func contextFillUsesTheCurrentFillColour() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: Self.format(scale: 2))
        let image = renderer.image { ctx in
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            ctx.cgContext.setFillColor(UIColor.blue.cgColor)
            ctx.cgContext.fillEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(Self.rgba(image, 10, 30) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 30, 10) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 30, 30) == [0, 0, 0, 0])
    }

    @Test func opaqueFormatLeavesUndrawnPixelsBlack() {
        let renderer = UIGraphicsImageRenderer(
            size: CGSize(width: 4, height: 4), format: Self.format(scale: 1, opaque: true))
        #expect(Self.rgba(renderer.image { _ in }, 1, 1) == [0, 0, 0, 255])
    }

    @Test func boundsOriginIsTheImagesTopLeft() {
        let renderer = UIGraphicsImageRenderer(
            bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: Self.format(scale: 1))
        let image = renderer.image { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        #expect(Self.rgba(image, 2, 2)[1] > 100 && Self.rgba(image, 2, 2)[3] == 255)
        #expect(Self.rgba(image, 8, 8) == [0, 0, 0, 0])
    }

    @Test func currentImageShowsWhatIsDrawnSoFar() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: Self.format(scale: 1))
        var partial: UIImage?
        _ = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            partial = ctx.currentImage
            ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
        #expect(Self.rgba(partial!, 0, 0) == [255, 0, 0, 255])
        #expect(Self.rgba(partial!, 3, 0) == [0, 0, 0, 0])
    }

    @Test func pngDataRoundTripsThroughUIImage() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: Self.format(scale: 2))
        let data = renderer.pngData { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 4))
        }
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.size == CGSize(width: 6, height: 4))
        #expect(Self.rgba(image, 1, 1) == [0, 0, 255, 255])
        #expect(Self.rgba(image, 10, 1) == [0, 0, 0, 0])
    }

    @Test func jpegDataIsAJPEGFile() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: Self.format(scale: 1))
        let data = renderer.jpegData(withCompressionQuality: 0.8) { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let bytes = [UInt8](data)
        #expect(bytes.prefix(3) == [0xFF, 0xD8, 0xFF])
        #expect(bytes.suffix(2) == [0xFF, 0xD9])
        let small = renderer.image { _ in }.jpegData(compressionQuality: 0.1)
        #expect(small != nil)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    @Test func layerRendersIntoTheRenderersContext() {
        let device = VirtualDevice(size: CGSize(width: 40, height: 40))
        defer { device.runUntilIdle() }
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 0, width: 5, height: 10)
        inner.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(inner)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: Self.format(scale: 2))
            .image { ctx in layer.render(in: ctx.cgContext) }
        #expect(Self.rgba(image, 2, 10) == [255, 0, 0, 255])
        #expect(Self.rgba(image, 15, 10) == [0, 0, 255, 255])
    }
}

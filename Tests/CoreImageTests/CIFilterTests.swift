import CoreGraphics
import CoreImage
import Testing

/// Filters as apps use them to measure an image: the area average that gives a picture's
/// dominant tint, read back through a context into four bytes.
@Suite struct CIFilterTests {
    /// A red pixel beside a blue one.
    let redAndBlue = CGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])!

    @Test func anImageMadeFromABitmapSpansItsPixels() {
        let image = CIImage(cgImage: redAndBlue)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 2, height: 1))
    }

    @Test func areaAverageGivesOnePixelOfTheMeanColour() {
        let input = CIImage(cgImage: redAndBlue)
        let extent = CIVector(x: 0, y: 0, z: 2, w: 1)
        let filter = CIFilter(name: "CIAreaAverage", parameters: [kCIInputImageKey: input, kCIInputExtentKey: extent])
        let output = filter?.outputImage
        #expect(output?.extent == CGRect(x: 0, y: 0, width: 1, height: 1))
        var bitmap = [UInt8](repeating: 0, count: 4)
        CIContext().render(
            output!, toBitmap: &bitmap, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1),
            format: .RGBA8, colorSpace: CGColorSpaceCreateDeviceRGB())
        #expect(bitmap == [128, 0, 128, 255])
    }

    @Test func areaAverageWithoutAnExtentAveragesTheWholeImage() {
        let filter = CIFilter(name: "CIAreaAverage")
        filter?.setValue(CIImage(cgImage: redAndBlue), forKey: kCIInputImageKey)
        let average = filter.flatMap { CIContext().createCGImage($0.outputImage!, from: $0.outputImage!.extent) }
        #expect(average?.pixels == [128, 0, 128, 255])
    }

    @Test func anUnknownFilterNameGivesNoFilter() {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
    }

    @Test func aContextCropsAnImageToTheRegionAsked() {
        let image = CIImage(cgImage: redAndBlue)
        let right = CIContext().createCGImage(image, from: CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(right?.pixels == [0, 0, 255, 255])
    }
}

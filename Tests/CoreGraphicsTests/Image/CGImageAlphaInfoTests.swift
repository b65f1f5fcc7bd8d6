import CoreGraphics
import Testing

@Suite struct CGImageAlphaInfoTests {
    @Test func everyLayoutCoreGraphicsNamesHasItsRawValue() {
        let cases: [(CGImageAlphaInfo, UInt32)] = [
            (.none, 0), (.premultipliedLast, 1), (.premultipliedFirst, 2), (.last, 3), (.first, 4),
            (.noneSkipLast, 5), (.noneSkipFirst, 6), (.alphaOnly, 7),
        ]
        for (info, raw) in cases { #expect(info.rawValue == raw) }
    }

    @Test func aBitmapContextAcceptsPremultipliedLastPixels() {
        // The one-pixel context apps draw an image into to read its average colour.
        let context = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(context != nil)
    }
}

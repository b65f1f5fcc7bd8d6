import Testing

@testable import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbColourHasFourComponentsWithAlphaLast() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(c.components == [0.1, 0.2, 0.3, 0.4])
        #expect(c.numberOfComponents == 4)
        #expect(c.alpha == 0.4)
        #expect(c.colorSpace?.model == .rgb)
        #expect(c.colorSpace?.numberOfComponents == 3)
    }

    @Test func grayColourHasWhiteAndAlpha() {
        let c = CGColor(gray: 0.25, alpha: 0.5)
        #expect(c.components == [0.25, 0.5])
        #expect(c.numberOfComponents == 2)
        #expect(c.alpha == 0.5)
        #expect(c.colorSpace == .deviceGray)
        #expect(c.colorSpace?.numberOfComponents == 1)
    }

    @Test func srgbInitialiserMatchesDeviceRGB() {
        #expect(CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1) == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func colorSpaceInitialiserReadsComponentsPlusAlpha() {
        let values: [CGFloat] = [1, 0, 0, 0.5, 99]
        let rgb = values.withUnsafeBufferPointer {
            CGColor(colorSpace: .createDeviceRGB(), components: $0.baseAddress!)
        }
        #expect(rgb?.components == [1, 0, 0, 0.5])
        let gray = values.withUnsafeBufferPointer { CGColor(colorSpace: .deviceGray, components: $0.baseAddress!) }
        #expect(gray?.components == [1, 0])
    }

    @Test func copyWithAlphaKeepsColourAndSpace() {
        let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).copy(alpha: 0.25)
        #expect(rgb?.components == [0.1, 0.2, 0.3, 0.25])
        #expect(rgb?.colorSpace == .deviceRGB)
        let gray = CGColor(gray: 0.7, alpha: 1).copy(alpha: 0)
        #expect(gray?.components == [0.7, 0])
        #expect(gray?.colorSpace == .deviceGray)
    }

    @Test func equalityComparesSpaceAndComponents() {
        let a = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let b = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.9))
        // Same appearance, different colour spaces: CoreGraphics does not call them equal.
        #expect(CGColor(gray: 0, alpha: 1) != CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func rgbaExpandsGrayToThreeChannels() {
        let c = CGColor(gray: 0.4, alpha: 0.8).rgba
        #expect(c.r == 0.4 && c.g == 0.4 && c.b == 0.4 && c.a == 0.8)
        let d = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).rgba
        #expect(d.r == 0.1 && d.g == 0.2 && d.b == 0.3 && d.a == 0.4)
    }

    @Test func namedConstantsAreBlackWhiteAndClear() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
        #expect(CGColor.clear.alpha == 0)
    }

    @Test func descriptionListsComponents() {
        #expect(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).description == "CGColor(1, 0.5, 0, 1)")
    }
}

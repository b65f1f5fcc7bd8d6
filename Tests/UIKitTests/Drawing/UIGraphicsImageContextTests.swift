import Testing
import UIKitTesting

@testable import UIKit

/// The pre-renderer image context functions.
@MainActor
@Suite(.checksLifetimes) struct UIGraphicsImageContextTests {
    @Test func anImageContextCollectsDrawingIntoAnImageAtItsScale() throws {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        UIColor.red.setFill()
        context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 20, height: 10))
        #expect(image?.scale == 2)
        let bitmap = try #require(image?.cgImage)
        #expect(bitmap.width == 40 && bitmap.height == 20)
        #expect(bitmap.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(bitmap.pixel(x: 30, y: 5).a == 0)
    }

    @Test func nestedContextsRestoreTheOuterOneAndAScaleOfZeroIsTheScreens() throws {
        let device = VirtualDevice(size: CGSize(width: 390, height: 844), scale: 3)
        defer { device.runUntilIdle() }
        try device.perform {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 0)
            let outer = UIGraphicsGetCurrentContext()
            UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() === outer)
            let image = UIGraphicsGetImageFromCurrentImageContext()
            #expect(image?.scale == 3)
            // Opaque: nothing drawn reads as black.
            let bitmap = try #require(image?.cgImage)
            #expect(bitmap.pixel(x: 0, y: 0) == (0, 0, 0, 255))
            UIGraphicsEndImageContext()
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }
}

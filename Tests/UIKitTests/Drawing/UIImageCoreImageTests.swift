import Testing
import UIKit

/// Core Image comes with UIKit, as on iOS: app code that averages a picture's colour names
/// `CIImage` and `CIContext` without importing Core Image.
@MainActor
@Suite struct UIImageCoreImageTests {
    let bitmap = CGImage(width: 1, height: 1, rgba: [10, 20, 30, 255])!

    @Test func aBitmapImageHasNoCoreImageImage() {
        #expect(UIImage(cgImage: bitmap).ciImage == nil)
    }

    @Test func coreImageTypesAreVisibleThroughUIKit() {
        let image = UIImage(cgImage: bitmap)
        let input: CIImage = image.ciImage ?? CoreImage.CIImage(cgImage: image.cgImage!)
        #expect(input.extent.size == CGSize(width: 1, height: 1))
    }
}

import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UIImageLiteralTests {
    @Test func imageLiteralWithoutContextIsAUIImage() {
        // Xcode writes an asset dragged into code as an image literal; CardsHolder has a dozen.
        let image = #imageLiteral(resourceName: "no-such-picture")
        #expect(type(of: image) == UIImage.self)
    }

    @Test func imageLiteralOfAMissingResourceIsAnEmptyImage() {
        // UIKit traps on a literal whose resource is gone; here the image is empty and the app goes on.
        let view = UIImageView(image: #imageLiteral(resourceName: "no-such-picture"))
        #expect(view.image?.size == .zero)
        #expect(view.image?.cgImage == nil)
    }

    @Test func anImageLiteralIsAUIImageAndAMissingOneIsEmpty() {
        // The console line for the missing image is written only on the main thread, which
        // Swift Testing's main actor is not guaranteed to run on here.
        let image = #imageLiteral(resourceName: "NoSuchImageAnywhere")
        let tinted = image.withRenderingMode(.alwaysTemplate)
        #expect(image.cgImage == nil && image.size == .zero)
        #expect(tinted.renderingMode == .alwaysTemplate)
    }
}

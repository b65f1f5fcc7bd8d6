import Testing
import UIKit

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
}

import Testing
import UIKitTesting

@testable import UIKit

/// Xcode's image literals are UIImages loaded by name.
@MainActor
@Suite struct UIImageLiteralTests {
    @Test func anImageLiteralIsAUIImageAndAMissingOneIsEmpty() {
        // The console line for the missing image is written only on the main thread, which
        // Swift Testing's main actor is not guaranteed to run on here.
        let image = #imageLiteral(resourceName: "NoSuchImageAnywhere")
        let tinted = image.withRenderingMode(.alwaysTemplate)
        #expect(image.cgImage == nil && image.size == .zero)
        #expect(tinted.renderingMode == .alwaysTemplate)
    }
}

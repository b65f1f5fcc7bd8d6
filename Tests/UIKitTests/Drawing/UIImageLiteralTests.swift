import Testing
import UIKitTesting

@testable import UIKit

/// Xcode's image literals are UIImages loaded by name.
@MainActor
@Suite struct UIImageLiteralTests {
    @Test func anImageLiteralIsAUIImageAndAMissingOneIsEmptyWithAConsoleLine() {
        let device = VirtualDevice()
        let image = #imageLiteral(resourceName: "NoSuchImageAnywhere")
        let tinted = image.withRenderingMode(.alwaysTemplate)
        #expect(image.cgImage == nil && image.size == .zero)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(device.diagnostics.contains { $0.contains("NoSuchImageAnywhere") })
    }
}

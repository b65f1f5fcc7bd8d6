import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A text field's attributed placeholder and the layout choices apps make in `viewDidLoad`.
@MainActor
@Suite struct UITextFieldAttributedPlaceholderTests {
    @Test func anAttributedPlaceholderSetsThePlaceholderAndItsColour() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.attributedPlaceholder = NSAttributedString(string: "Name", attributes: [.foregroundColor: UIColor.blue])
        #expect(field.placeholder == "Name")
        #expect(field.placeholderLabel.textColor == .blue)
        #expect(field.attributedPlaceholder?.string == "Name")
        field.attributedPlaceholder = nil
        #expect(field.placeholder == nil && field.placeholderLabel.textColor == .placeholderText)
    }

    @Test func extendedLayoutEdgesAreKeptAndAnUnbuiltChoiceIsReported() {
        let device = VirtualDevice()
        let controller = UIViewController()
        #expect(controller.edgesForExtendedLayout == .all && !controller.extendedLayoutIncludesOpaqueBars)
        controller.edgesForExtendedLayout = []
        #expect(controller.edgesForExtendedLayout.isEmpty)
        #expect(device.diagnostics.contains { $0.contains("edgesForExtendedLayout") })
        #expect(!UIApplication.shared.isNetworkActivityIndicatorVisible)
    }
}

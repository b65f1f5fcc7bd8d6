import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A controller made without a nib name loads the nib named after its class, as UIKit does.
@MainActor
@Suite struct UIViewControllerDefaultNibTests {
    @Test func aControllerWithoutANibNameLoadsTheNibNamedAfterItsClass() {
        let device = VirtualDevice()
        let detail = SBDetailViewController(nibName: nil, bundle: .module)
        device.window.rootViewController = detail
        device.runUntilIdle()
        #expect(detail.nameLabel?.text == "Detail")
        #expect(detail.view.backgroundColor == .systemYellow)
        // A class no nib is named after gets a plain view, quietly.
        let plain = UIViewController(nibName: nil, bundle: .module)
        plain.loadViewIfNeeded()
        #expect(plain.view != nil && device.diagnostics.isEmpty)
    }
}

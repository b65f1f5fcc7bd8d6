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

    @Test func theNibFoundForAClassIsFoundAgainForItsNextControllerAndOnlyInItsBundle() {
        // The answer is kept per class and bundle: a second controller gets the same nib, and the
        // main bundle, which has no such nib, still gives a plain view.
        let device = VirtualDevice()
        let first = SBDetailViewController(nibName: nil, bundle: .module)
        first.loadViewIfNeeded()
        let second = SBDetailViewController(nibName: nil, bundle: .module)
        device.window.rootViewController = second
        device.runUntilIdle()
        #expect(first.nameLabel?.text == "Detail" && second.nameLabel?.text == "Detail")
        let elsewhere = SBDetailViewController(nibName: nil, bundle: nil)
        elsewhere.loadViewIfNeeded()
        #expect(elsewhere.nameLabel == nil && elsewhere.view.backgroundColor != .systemYellow)
    }
}

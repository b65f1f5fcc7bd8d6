import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `NSLayoutConstraint()`, the empty constraint code keeps as a placeholder.
@MainActor
@Suite(.checksLifetimes) struct NSLayoutConstraintPlaceholderTests {
    @Test func emptyConstraintHasNoItemsAndIsInactive() {
        let device = VirtualDevice()
        let constraint = NSLayoutConstraint()
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.firstAttribute == .notAnAttribute)
        #expect(constraint.multiplier == 1 && constraint.constant == 0)
        #expect(!constraint.isActive)
        constraint.constant = 10
        #expect(constraint.constant == 10)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func activatingTheEmptyConstraintIsRefused() {
        let device = VirtualDevice()
        let constraint = NSLayoutConstraint()
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(device.diagnostics.first?.contains("Constraint must contain a first layout item") == true)
    }
}

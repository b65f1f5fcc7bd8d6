import Testing
import UIKitTesting

@testable import UIKit

/// `UILabel.adjustsFontForContentSizeCategory`: stored, and reported as not built when set.
@MainActor
@Suite(.checksLifetimes) struct UILabelContentSizeCategoryTests {
    @Test func adjustingIsOffByDefaultAndTurningItOnIsReportedOnce() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let label = UILabel()
        #expect(!label.adjustsFontForContentSizeCategory)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory)
        #expect(device.diagnostics.filter { $0.contains("adjustsFontForContentSizeCategory") }.count == 1)
    }
}

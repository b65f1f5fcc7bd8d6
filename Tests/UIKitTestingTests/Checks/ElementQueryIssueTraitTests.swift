import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `.reportsElementQueryFailures`: a failed element action becomes an issue of the test.
@MainActor
@Suite(.checksLifetimes) struct ElementQueryIssueTraitTests {
    @Test(.reportsElementQueryFailures) func aTapOnNothingIsRecordedAsAnIssueListingTheScreen() {
        let device = VirtualDevice()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Hello"
        device.window.addSubview(label)
        let line = #line + 2
        withKnownIssue {
            device.buttons["Close"].tap()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            // The issue points at the tap, in this file.
            return issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "ElementQueryIssueTraitTests.swift"
                && text.contains("no matches found for Button elements with identifier or label \"Close\"")
                && text.contains("StaticText, {{10.0, 10.0}, {100.0, 20.0}}, label: 'Hello'")
        }
        #expect(device.elementQueryFailures.count == 1)
    }

    @Test func withoutTheTraitFailuresAreOnlyListedOnTheDevice() {
        let device = VirtualDevice()
        device.buttons["Close"].tap()
        #expect(device.elementQueryFailures.count == 1)
        #expect(device.accessibilityDescription == "Window, {{0.0, 0.0}, {390.0, 844.0}}")
    }
}

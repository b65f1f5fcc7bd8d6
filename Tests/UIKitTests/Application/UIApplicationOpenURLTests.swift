import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Opening a URL in another app, on a platform with no other app.
@MainActor
@Suite(.checksLifetimes) struct UIApplicationOpenURLTests {
    @Test func openCompletesWithFalseOnALaterTurnAndKeepsTheURL() {
        let device = VirtualDevice()
        var results: [Bool] = []
        let url = URL(string: "https://example.com/quote")!
        UIApplication.shared.open(url, options: [:]) { results.append($0) }
        #expect(results.isEmpty)
        #expect(device.runUntilIdle())
        #expect(results == [false])
        #expect(device.application.openURLRequests == [url])
        #expect(!UIApplication.shared.canOpenURL(url))
    }

    @Test func openWithoutAHandlerOnlyRecordsTheRequest() {
        let device = VirtualDevice()
        UIApplication.shared.open(URL(string: "mailto:a@example.com")!)
        #expect(device.application.openURLRequests.map(\.scheme) == ["mailto"])
    }
}

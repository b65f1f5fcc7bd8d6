import Foundation
import Testing
import UIKitTesting

@testable import UIKit

@MainActor
private final class SearchField: NSObject {
    var log: [String] = []
    func reload() { log.append("reload") }
    func show(_ text: String) { log.append("show \(text)") }
    /// Typing: only the last keystroke's search runs, half a second after it.
    func textDidChange() {
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: SearchField.reload, object: nil)
        perform(SearchField.reload, with: nil, afterDelay: 0.5)
    }
}

/// `perform(_:with:afterDelay:)` and `cancelPreviousPerformRequests(withTarget:...)` with method
/// references, on the world's clock.
@MainActor
@Suite(.checksLifetimes) struct NSObjectDelayedPerformTests {
    @Test func aDelayedPerformCallsTheMethodOnceAtItsTime() {
        let device = VirtualDevice()
        let field = SearchField()
        field.perform(SearchField.show, with: "tv", afterDelay: 1)
        device.advance(by: 0.9)
        #expect(field.log.isEmpty)
        device.advance(by: 0.2)
        #expect(field.log == ["show tv"])
        device.advance(by: 5)
        #expect(field.log == ["show tv"])
    }

    @Test func cancellingBeforeEachNewRequestLeavesOnlyTheLastOne() {
        let device = VirtualDevice()
        let field = SearchField()
        field.textDidChange()
        device.advance(by: 0.3)
        field.textDidChange()
        device.advance(by: 0.3)
        field.textDidChange()
        device.advance(by: 0.4)
        #expect(field.log.isEmpty)
        #expect(device.runUntilIdle())
        #expect(field.log == ["reload"])
    }

    @Test func cancellingATargetLeavesOtherTargetsRequests() {
        let device = VirtualDevice()
        let first = SearchField(), second = SearchField()
        first.perform(SearchField.reload, with: nil, afterDelay: 0.5)
        second.perform(SearchField.reload, with: nil, afterDelay: 0.5)
        NSObject.cancelPreviousPerformRequests(withTarget: first)
        device.advance(by: 1)
        #expect(first.log.isEmpty && second.log == ["reload"])
    }

    @Test func aPendingRequestHoldsItsTargetUntilItRuns() {
        let device = VirtualDevice()
        weak var weakField: SearchField?
        do {
            let field = SearchField()
            weakField = field
            field.perform(SearchField.reload, with: nil, afterDelay: 0.5)
        }
        #expect(weakField != nil)
        device.advance(by: 1)
        #expect(weakField == nil)
    }
}

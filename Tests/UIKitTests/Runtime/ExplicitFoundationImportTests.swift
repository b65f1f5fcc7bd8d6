import Foundation
import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// A file importing Foundation as well as UIKit: the short `DispatchQueue` forms are still
/// UIKit's (they win by needing no defaulted arguments), while members with Foundation's exact
/// signatures are Foundation's own, unambiguously (see Documentation/Deviations.md).
@MainActor
@Suite(.checksLifetimes) struct ExplicitFoundationImportTests {
    @Test func theShortDispatchFormsStillRunOnTheWorldClock() {
        let device = VirtualDevice()
        let log = EventLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.record("after") }
        DispatchQueue.main.async { log.record("next turn") }
        device.advance(by: 0.5)
        #expect(log.entries == ["next turn", "after"])
    }

    @Test func blockTimersAreFoundationsAndIgnoreTheVirtualClock() {
        let device = VirtualDevice()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in }
        defer { timer.invalidate() }
        #expect(!(timer is WorldTimer))
        device.advance(by: 1)
        #expect(timer.isValid)
    }
}

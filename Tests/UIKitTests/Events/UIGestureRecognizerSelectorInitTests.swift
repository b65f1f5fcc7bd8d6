import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `init(target:action:)` with a `Selector?`, as ported recognizers and their subclasses write it.
@MainActor
@Suite(.checksLifetimes) struct UIGestureRecognizerSelectorInitTests {
    /// A ported subclass: its designated initializer takes the selector and calls super's.
    final class DirectionalPan: UIPanGestureRecognizer {
        var direction = 0
        init(target: Any?, action: Selector?, direction: Int) {
            self.direction = direction
            super.init(target: target, action: action)
        }
    }

    @Test func nilTargetAndActionMakesARecognizerWithoutTargets() {
        let device = VirtualDevice()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let plain = UIGestureRecognizer(target: nil, action: nil)
        #expect(tap.state == .possible && plain.view == nil)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func subclassPassesItsSelectorToSuper() {
        let device = VirtualDevice()
        let pan = DirectionalPan(target: nil, action: nil, direction: 1)
        #expect(pan.direction == 1)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func aSelectorThatCannotBeSentIsReported() {
        let device = VirtualDevice()
        _ = DirectionalPan(target: self as AnyObject, action: Selector("handlePan:"), direction: 0)
        #expect(device.diagnostics.count == 1)
        #expect(device.diagnostics.first?.contains("handlePan:") == true)
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// UIKit's first animation API, as an image viewer still uses it to fling a photo away.
@MainActor
@Suite struct UIViewBeginCommitAnimationTests {
    @Test func changesBetweenBeginAndCommitAnimateWithTheDurationSet() {
        let device = VirtualDevice()
        let v = makeAnimatableView(in: device)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        v.center = CGPoint(x: 105, y: 5)
        UIView.commitAnimations()
        #expect(v.center == CGPoint(x: 105, y: 5))
        device.advance(by: 0.5)
        #expect(abs(presentedX(v) - 55) < 1)
        device.advance(by: 0.6)
        #expect(presentedX(v) == 105)
        v.center = CGPoint(x: 5, y: 5)
        #expect(v.layer.animationKeys() == nil)
    }

    @Test func commitWithoutBeginIsReported() {
        let device = VirtualDevice()
        UIView.commitAnimations()
        #expect(device.diagnostics.count == 1)
    }
}

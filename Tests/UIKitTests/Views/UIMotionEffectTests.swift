import Testing
import UIKitTesting

@testable import UIKit

/// Motion effects are kept on their view and never move it (a virtual device does not tilt).
@MainActor
@Suite(.checksLifetimes) struct UIMotionEffectTests {
    @Test func effectsAreAddedOnceRemovedAndLeaveTheFrameAlone() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -10
        x.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [x]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1 && view.motionEffects.first === group)
        #expect(x.keyPath == "center.x" && x.type == .tiltAlongHorizontalAxis)
        #expect(x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0)) == nil)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }
}

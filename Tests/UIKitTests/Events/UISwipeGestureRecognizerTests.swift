import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Swipes: 50 points in a permitted direction within half a second, recognized mid-stroke.
@MainActor
@Suite(.checksLifetimes) struct UISwipeGestureRecognizerTests {
    private func setUp(_ device: VirtualDevice) -> (UISwipeGestureRecognizer, GestureProbe) {
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let probe = GestureProbe()
        let swipe = UISwipeGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(swipe)
        return (swipe, probe)
    }

    @Test func aQuickStrokeRightIsRecognizedBeforeTheFingerLifts() {
        let device = VirtualDevice()
        let (swipe, probe) = setUp(device)
        #expect(swipe.direction == .right)
        device.pan(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.2)
        #expect(probe.states == [.ended])
        // 300 pt in 12 frames is 25 pt a frame: 50 points after the second frame.
        #expect(probe.milliseconds == [33])
    }

    @Test func theWrongDirectionASlowDragOrAWobblyLineFails() {
        let device = VirtualDevice()
        let (swipe, probe) = setUp(device)
        device.pan(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.2)
        device.pan(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 90, y: 300), duration: 1.0)
        device.pan(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 150, y: 400), duration: 0.2)
        #expect(probe.states.isEmpty)
        swipe.direction = [.left, .up]
        device.pan(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.2)
        device.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.2)
        #expect(probe.states == [.ended, .ended])
    }

    @Test func twoFingerSwipesNeedTwoFingers() {
        let device = VirtualDevice()
        let (swipe, probe) = setUp(device)
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.2)
        #expect(probe.states.isEmpty)
        device.touches(
            TouchScript([
                .init(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), end: 0.2),
                .init(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), end: 0.2),
            ]))
        #expect(probe.states == [.ended])
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Long presses: they begin after the minimum duration on the one clock, unless the finger
/// moved or lifted first.
@MainActor
@Suite(.checksLifetimes) struct UILongPressGestureRecognizerTests {
    private func setUp(_ device: VirtualDevice) -> (UIView, UILongPressGestureRecognizer, GestureProbe) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        device.window.addSubview(view)
        let probe = GestureProbe()
        let press = UILongPressGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(press)
        return (view, press, probe)
    }

    @Test func aPressBeginsAfterHalfASecondAndEndsOnLift() {
        let device = VirtualDevice()
        let (_, press, probe) = setUp(device)
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        device.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        #expect(probe.states == [.began, .ended])
        #expect(probe.milliseconds == [500, 800])
    }

    @Test func movingAfterItBeganChangesIt() {
        let device = VirtualDevice()
        let (view, _, probe) = setUp(device)
        probe.sample = { $0.location(in: view) }
        device.touches(
            TouchScript([
                .init(points: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)], end: 1.0)
            ]))
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(probe.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(probe.states.count > 20)
        #expect(approx(probe.samples.last!, CGPoint(x: 200, y: 100)))
    }

    @Test func liftingOrMovingTooEarlyFails() {
        let device = VirtualDevice()
        let (_, press, probe) = setUp(device)
        device.longPress(at: CGPoint(x: 100, y: 100), duration: 0.4)
        device.advance(by: 1)
        #expect(probe.states.isEmpty)
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 120), duration: 0.3)
        device.advance(by: 1)
        #expect(probe.states.isEmpty)
        // A shorter minimum duration on the same recognizer.
        press.minimumPressDuration = 0.2
        device.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect(probe.states == [.began, .ended])
    }

    @Test func aTapThenPressNeedsTheTapFirst() {
        let device = VirtualDevice()
        let (_, press, probe) = setUp(device)
        press.numberOfTapsRequired = 1
        device.longPress(at: CGPoint(x: 100, y: 100), duration: 1)
        #expect(probe.states.isEmpty)
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 0.1)
        device.longPress(at: CGPoint(x: 100, y: 100), duration: 0.7)
        #expect(probe.states == [.began, .ended])
    }

    @Test func aSystemCancellationCancelsAPressUnderWay() {
        let device = VirtualDevice()
        let (_, _, probe) = setUp(device)
        device.touches(
            TouchScript([.init(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 50), end: 0.7, cancelledAtEnd: true)])
        )
        #expect(probe.states == [.began, .cancelled])
    }
}

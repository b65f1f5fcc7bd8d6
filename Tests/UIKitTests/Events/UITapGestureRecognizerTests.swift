import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Taps: recognized on lift-off, failing on movement, extra fingers or slow repeats.
@MainActor
@Suite(.checksLifetimes) struct UITapGestureRecognizerTests {
    private func setUp(_ device: VirtualDevice, log: EventLog) -> (
        TouchRecordingView, UITapGestureRecognizer, GestureProbe
    ) {
        let view = TouchRecordingView("view", log: log, frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        device.window.addSubview(view)
        let probe = GestureProbe("tap", log: log)
        let tap = UITapGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(tap)
        return (view, tap, probe)
    }

    @Test func aTapIsRecognizedOnLiftOffAndCancelsTheViewsTouches() {
        let device = VirtualDevice()
        let log = EventLog()
        let (view, tap, probe) = setUp(device, log: log)
        probe.sample = { $0.location(in: view) }
        device.tap(at: CGPoint(x: 100, y: 120))
        #expect(probe.states == [.ended])
        #expect(probe.milliseconds == [100])
        #expect(approx(probe.samples[0], CGPoint(x: 50, y: 70)))
        #expect(log.entries == ["view.began(1)", "tap.ended", "view.cancelled(1)"])
        // Reset for the next gesture once its fingers lifted.
        #expect(tap.state == .possible)
        #expect(tap.view === view)
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test func movingMoreThanTenPointsFailsTheTap() {
        let device = VirtualDevice()
        let log = EventLog()
        let (_, tap, probe) = setUp(device, log: log)
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 115, y: 100), duration: 0.1)
        #expect(probe.states.isEmpty)
        #expect(log.entries.first == "view.began(1)")
        #expect(log.entries.last == "view.ended(1)")
        #expect(tap.state == .possible)
        // Small wobbles are fine.
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 106, y: 106), duration: 0.1)
        #expect(probe.states == [.ended])
    }

    @Test func aDoubleTapNeedsTheSecondTapSoonAfterTheFirst() {
        let device = VirtualDevice()
        let log = EventLog()
        let (_, tap, probe) = setUp(device, log: log)
        tap.numberOfTapsRequired = 2
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 0.2)
        device.tap(at: CGPoint(x: 104, y: 102))
        #expect(probe.states == [.ended])
        #expect(probe.milliseconds == [400])
        // Too slow: the first tap's recognizer fails 0.35 s after the lift.
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 0.4)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 1)
        #expect(probe.states == [.ended])
        // Too far apart.
        device.tap(at: CGPoint(x: 100, y: 100))
        device.tap(at: CGPoint(x: 250, y: 300))
        device.advance(by: 1)
        #expect(probe.states == [.ended])
    }

    @Test func aTwoFingerTapNeedsBothFingers() {
        let device = VirtualDevice()
        let log = EventLog()
        let (_, tap, probe) = setUp(device, log: log)
        tap.numberOfTouchesRequired = 2
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(probe.states.isEmpty)
        device.touches(
            TouchScript([
                .hold(at: CGPoint(x: 100, y: 100), end: 0.1),
                .hold(at: CGPoint(x: 160, y: 100), start: 0.02, end: 0.12),
            ]))
        #expect(probe.states == [.ended])
        // Three fingers are too many.
        device.touches(
            TouchScript([
                .hold(at: CGPoint(x: 100, y: 100), end: 0.1),
                .hold(at: CGPoint(x: 160, y: 100), end: 0.1),
                .hold(at: CGPoint(x: 220, y: 100), end: 0.1),
            ]))
        #expect(probe.states == [.ended])
    }

    @Test func aSingleTapThatRequiresTheDoubleTapToFailWaitsForIt() {
        let device = VirtualDevice()
        let log = EventLog()
        let (view, single, singleProbe) = setUp(device, log: log)
        let doubleProbe = GestureProbe("double", log: log)
        let double = UITapGestureRecognizer(target: doubleProbe, action: GestureProbe.handle)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        single.require(toFail: double)

        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(singleProbe.states.isEmpty)
        #expect(single.state == .possible)
        device.advance(by: 0.34)
        #expect(singleProbe.states.isEmpty)
        device.advance(by: 0.02)
        // The double tap failed 0.35 s after the lift; the single tap fires then.
        #expect(singleProbe.states == [.ended])
        #expect(singleProbe.milliseconds == [450])
        #expect(doubleProbe.states.isEmpty)
        // The view's touch-up was held back (delaysTouchesEnded) and then cancelled.
        #expect(log.entries == ["view.began(1)", "tap.ended", "view.cancelled(1)"])

        log.clear()
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 1)
        #expect(doubleProbe.states == [.ended])
        #expect(singleProbe.states == [.ended])
        #expect(log.entries == ["view.began(1)", "view.began(1)", "double.ended", "view.cancelled(2)"])
    }

    @Test func withoutARequirementBothTapsFireOnADoubleTap() {
        let device = VirtualDevice()
        let log = EventLog()
        let (view, _, singleProbe) = setUp(device, log: log)
        let doubleProbe = GestureProbe("double", log: log)
        let double = UITapGestureRecognizer(target: doubleProbe, action: GestureProbe.handle)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 100, y: 100))
        // A tap cannot make a tap that needs more taps fail, so the single tap fires on each
        // tap and the double tap on the second.
        #expect(singleProbe.states == [.ended, .ended])
        #expect(doubleProbe.states == [.ended])
    }
}

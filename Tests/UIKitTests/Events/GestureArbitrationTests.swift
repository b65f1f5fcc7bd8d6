import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// How recognizers on the same touches settle who recognizes: exclusion, simultaneous
/// recognition, failure requirements, the delegate, and what the view hears.
@MainActor
@Suite(.checksLifetimes) struct GestureArbitrationTests {
    private func canvas(_ device: VirtualDevice, log: EventLog) -> TouchRecordingView {
        let view = TouchRecordingView("view", log: log, frame: device.window.bounds)
        view.isMultipleTouchEnabled = true
        device.window.addSubview(view)
        return view
    }

    @Test func pinchAndRotationExcludeEachOtherUnlessTheDelegateAllowsBoth() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let pinchProbe = GestureProbe("pinch", log: log), rotationProbe = GestureProbe("rotation", log: log)
        let pinch = UIPinchGestureRecognizer(target: pinchProbe, action: GestureProbe.handle)
        let rotation = UIRotationGestureRecognizer(target: rotationProbe, action: GestureProbe.handle)
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        // The fingers close in and turn at once: the pinch passes its threshold first and wins.
        let pinchAndTurn = TouchScript([
            .init(points: [CGPoint(x: 95, y: 400), CGPoint(x: 195, y: 300)], end: 0.5),
            .init(points: [CGPoint(x: 295, y: 400), CGPoint(x: 195, y: 500)], end: 0.5),
        ])
        device.touches(pinchAndTurn)
        #expect(pinchProbe.states.first == .began && pinchProbe.states.last == .ended)
        #expect(rotationProbe.states.isEmpty)

        let delegate = DelegateStub()
        delegate.simultaneous = { _, _ in true }
        rotation.delegate = delegate
        device.touches(pinchAndTurn)
        #expect(rotationProbe.states.first == .began && rotationProbe.states.last == .ended)
        #expect(pinchProbe.states.filter { $0 == .began }.count == 2)
    }

    @Test func aRecognizerThatBeganFirstKeepsTheTouches() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let panProbe = GestureProbe("pan", log: log), pressProbe = GestureProbe("press", log: log)
        let pan = UIPanGestureRecognizer(target: panProbe, action: GestureProbe.handle)
        let press = UILongPressGestureRecognizer(target: pressProbe, action: GestureProbe.handle)
        press.allowableMovement = 1000
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 1)
        #expect(panProbe.states.first == .began)
        #expect(pressProbe.states.isEmpty)
        // Held still, the press begins first and the pan never does.
        device.touches(
            TouchScript([
                .init(points: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 300)], end: 1.2)
            ]))
        #expect(pressProbe.states.first == .began)
        #expect(panProbe.states.filter { $0 == .began }.count == 1)
    }

    @Test func delegateFailureRequirementsWorkLikeRequireToFail() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let singleProbe = GestureProbe("single", log: log), doubleProbe = GestureProbe("double", log: log)
        let single = UITapGestureRecognizer(target: singleProbe, action: GestureProbe.handle)
        let double = UITapGestureRecognizer(target: doubleProbe, action: GestureProbe.handle)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let delegate = DelegateStub()
        delegate.requireFailureOf = { g, other in g === single && other === double }
        single.delegate = delegate
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 1)
        #expect(singleProbe.states.isEmpty)
        #expect(doubleProbe.states == [.ended])
        // The other side: the double tap says the single tap must wait for it.
        single.delegate = nil
        let other = DelegateStub()
        other.requiredToFailBy = { g, waiting in g === double && waiting === single }
        double.delegate = other
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(singleProbe.states.isEmpty)
        device.advance(by: 0.5)
        #expect(singleProbe.states == [.ended])
    }

    @Test func theDelegateCanStopARecognizerBeginningOrReceivingTouches() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let probe = GestureProbe("tap", log: log)
        let tap = UITapGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(tap)
        let delegate = DelegateStub()
        tap.delegate = delegate
        delegate.shouldBegin = { _ in false }
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(probe.states.isEmpty)
        #expect(log.entries == ["view.began(1)", "view.ended(1)"])
        delegate.shouldBegin = { _ in true }
        delegate.receive = { _, touch in touch.location(in: nil).y > 200 }
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(probe.states.isEmpty)
        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(probe.states == [.ended])
    }

    @Test func withoutCancellingTheViewStillGetsItsTouches() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let probe = GestureProbe("pan", log: log)
        let pan = UIPanGestureRecognizer(target: probe, action: GestureProbe.handle)
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.1)
        #expect(log.filtered("view.").first == "view.began(1)")
        #expect(log.filtered("view.").last == "view.ended(1)")
        #expect(!log.entries.contains("view.cancelled(1)"))
    }

    @Test func delayingTouchesBeganHoldsThemUntilTheRecognizerFails() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        view.logsTime = true
        let probe = GestureProbe("swipe", log: log)
        let swipe = UISwipeGestureRecognizer(target: probe, action: GestureProbe.handle)
        swipe.delaysTouchesBegan = true
        view.addGestureRecognizer(swipe)
        // A swipe: the view never hears of it.
        device.pan(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 350, y: 100), duration: 0.2)
        #expect(log.entries == ["swipe.ended"])
        // A held finger (from 0.2 s): the swipe fails 0.5 s later and the view hears of the
        // touch then.
        log.clear()
        device.longPress(at: CGPoint(x: 100, y: 100), duration: 0.8)
        #expect(log.entries == ["view.began(1)@700ms", "view.ended(1)@1000ms"])
    }

    @Test func withoutDelayingTouchesEndedTheViewHearsTheLiftAtOnce() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        view.logsTime = true
        let probe = GestureProbe("double", log: log)
        let double = UITapGestureRecognizer(target: probe, action: GestureProbe.handle)
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        device.tap(at: CGPoint(x: 100, y: 100))
        device.advance(by: 1)
        #expect(log.entries == ["view.began(1)@0ms", "view.ended(1)@450ms"])
        log.clear()
        double.delaysTouchesEnded = false
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["view.began(1)@1100ms", "view.ended(1)@1200ms"])
    }

    @Test func disablingOrRemovingARecognizerMidGestureCancelsIt() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let probe = GestureProbe("pan", log: log)
        let pan = UIPanGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(pan)
        probe.sample = { g in
            if g.state == .changed { g.isEnabled = false }
            return .zero
        }
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400))
        #expect(probe.states == [.began, .changed, .cancelled])
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400))
        #expect(probe.states.count == 3)
        pan.isEnabled = true
        probe.sample = { g in
            if g.state == .changed { g.view?.removeGestureRecognizer(g) }
            return .zero
        }
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400))
        #expect(probe.states == [.began, .changed, .cancelled, .began, .changed, .cancelled])
        #expect(pan.view == nil)
        #expect(view.gestureRecognizers == nil)
    }

    @Test func recognizersOfAncestorsSeeTheTouchesToo() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let inner = TouchRecordingView("inner", log: log, frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.addSubview(inner)
        let outerProbe = GestureProbe("outer", log: log)
        let outerTap = UITapGestureRecognizer(target: outerProbe, action: GestureProbe.handle)
        view.addGestureRecognizer(outerTap)
        let innerProbe = GestureProbe("innerPress", log: log)
        let innerPress = UILongPressGestureRecognizer(target: innerProbe, action: GestureProbe.handle)
        inner.addGestureRecognizer(innerPress)
        device.tap(at: CGPoint(x: 150, y: 150))
        #expect(log.entries == ["inner.began(1)", "outer.ended", "inner.cancelled(1)"])
        // The touch lists the recognizers it reaches, innermost first.
        var seen: [String] = []
        let delegate = DelegateStub()
        delegate.receive = { g, touch in
            seen = (touch.gestureRecognizers ?? []).map { $0 === innerPress ? "press" : "tap" }
            return true
        }
        outerTap.delegate = delegate
        device.tap(at: CGPoint(x: 150, y: 150))
        #expect(seen == ["press"])
    }

    @Test func aTapOnAButtonIsTheButtonsNotTheSuperviewsTap() {
        let device = VirtualDevice()
        let log = EventLog()
        let view = canvas(device, log: log)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in log.record("button") }, for: .touchUpInside)
        view.addSubview(button)
        let probe = GestureProbe("tap", log: log)
        let superviewTap = UITapGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(superviewTap)
        device.tap(at: CGPoint(x: 150, y: 120))
        #expect(log.entries == ["button"])
        device.tap(at: CGPoint(x: 150, y: 300))
        #expect(log.entries.suffix(2) == ["tap.ended", "view.cancelled(1)"])
        // A pan of the superview takes the touch from the button, which hears a cancel.
        button.addAction(UIAction { _ in log.record("cancel") }, for: .touchCancel)
        view.addGestureRecognizer(UIPanGestureRecognizer())
        log.clear()
        device.pan(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 300))
        #expect(log.entries == ["cancel"])
    }
}

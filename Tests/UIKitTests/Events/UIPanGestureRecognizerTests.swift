import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Pans: 10 points of hysteresis, translation from touch-down, velocity from the clock.
@MainActor
@Suite(.checksLifetimes) struct UIPanGestureRecognizerTests {
    private func setUp(_ device: VirtualDevice, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844))
        -> (TouchRecordingView, UIPanGestureRecognizer, GestureProbe, EventLog)
    {
        let log = EventLog()
        let view = TouchRecordingView("view", log: log, frame: frame)
        view.isMultipleTouchEnabled = true
        device.window.addSubview(view)
        let probe = GestureProbe("pan", log: log)
        let pan = UIPanGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(pan)
        return (view, pan, probe, log)
    }

    @Test func aDragBeginsChangesAndEndsWithTheTotalTranslation() {
        let device = VirtualDevice()
        let (view, pan, probe, log) = setUp(device)
        probe.sample = { _ in pan.translation(in: view) }
        device.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(probe.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        // 200 points in 30 frames: the second frame passes 10 points.
        #expect(probe.milliseconds.first == 33)
        #expect(probe.samples.first!.x >= 10)
        #expect(approx(probe.samples.last!, CGPoint(x: 200, y: 0)))
        // The view's touch was cancelled when the pan began.
        #expect(log.entries.prefix(4) == ["view.began(1)", "view.moved(1)", "pan.began", "view.cancelled(1)"])
        #expect(log.filtered("view.") == ["view.began(1)", "view.moved(1)", "view.cancelled(1)"])
    }

    @Test func theVelocityIsTheRateOfTheLastTenthOfASecond() {
        let device = VirtualDevice()
        let (view, pan, probe, _) = setUp(device)
        probe.sample = { _ in pan.velocity(in: view) }
        device.pan(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 600), duration: 0.5)
        #expect(approx(probe.samples.last!, CGPoint(x: 0, y: 800), 1e-6))
        #expect(probe.samples.dropFirst(5).allSatisfy { approx($0, CGPoint(x: 0, y: 800), 1e-6) })
        // Resting for the last 0.3 s before lifting leaves no velocity.
        device.touches(
            TouchScript([
                .init(points: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300), CGPoint(x: 300, y: 300)], end: 0.6)
            ]))
        #expect(probe.states.last == .ended)
        #expect(approx(probe.samples.last!, .zero))
    }

    @Test func lessThanTenPointsOfMovementIsNotAPan() {
        let device = VirtualDevice()
        let (_, pan, probe, log) = setUp(device)
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 106, y: 107), duration: 0.3)
        #expect(probe.states.isEmpty)
        #expect(pan.state == .possible)
        #expect(log.entries.last == "view.ended(1)")
    }

    @Test func setTranslationRebasesLaterMovement() {
        let device = VirtualDevice()
        let (view, pan, probe, _) = setUp(device)
        var rebased = false
        probe.sample = { g in
            let p = pan.translation(in: view)
            if !rebased && g.state == .changed && p.x >= 100 {
                rebased = true
                pan.setTranslation(.zero, in: view)
            }
            return p
        }
        device.pan(from: CGPoint(x: 0, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        #expect(rebased)
        // The pan went 300 points; the translation counts from where it was zeroed at 100.
        #expect(approx(probe.samples.last!, CGPoint(x: 200, y: 0)))
        #expect(approx(pan.translation(in: view), .zero))
    }

    @Test func translationAndVelocityAreInTheGivenViewsCoordinates() {
        let device = VirtualDevice()
        let (view, pan, probe, _) = setUp(device)
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        view.addSubview(turned)
        var inTurned: [CGPoint] = []
        probe.sample = { _ in
            inTurned.append(pan.translation(in: turned))
            return pan.velocity(in: turned)
        }
        device.pan(from: CGPoint(x: 20, y: 700), to: CGPoint(x: 220, y: 700), duration: 0.5)
        // Moving right on screen is moving up (negative y) in the turned view, at half scale.
        #expect(approx(inTurned.last!, CGPoint(x: 0, y: -100), 1e-6))
        #expect(approx(probe.samples.last!, CGPoint(x: 0, y: -200), 1e-6))
        #expect(approx(pan.translation(in: nil), .zero))
    }

    @Test func touchCountLimitsApply() {
        let device = VirtualDevice()
        let (_, pan, probe, _) = setUp(device)
        pan.minimumNumberOfTouches = 2
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100))
        #expect(probe.states.isEmpty)
        let twoFingers = TouchScript([
            .init(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), end: 0.5),
            .init(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), end: 0.5),
        ])
        device.touches(twoFingers)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(approx(pan.translation(in: nil), .zero))
        pan.minimumNumberOfTouches = 1
        pan.maximumNumberOfTouches = 1
        let before = probe.states.count
        device.touches(twoFingers)
        #expect(probe.states.count == before)
    }

    @Test func aSecondFingerJoiningDoesNotMakeTheTranslationJump() {
        let device = VirtualDevice()
        let (view, pan, probe, _) = setUp(device)
        probe.sample = { _ in pan.translation(in: view) }
        device.touches(
            TouchScript([
                .init(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), end: 0.5),
                .init(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 250, y: 250), start: 0.25, end: 0.5),
            ]))
        let ys = probe.samples.map(\.y)
        let jumps = zip(ys, ys.dropFirst()).map { $1 - $0 }
        #expect(jumps.allSatisfy { $0 >= 0 && $0 < 10 })
        #expect(probe.states.last == .ended)
        // 100 points alone, then both fingers move 100 more.
        #expect(approx(probe.samples.last!.y, 200, 1e-6))
    }
}

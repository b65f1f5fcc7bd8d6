import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Target/action with method references, weak targets, the state machine's guard rails and
/// the lifetime of recognizers.
@MainActor
@Suite(.checksLifetimes) struct UIGestureRecognizerTests {
    @MainActor final class Handler {
        var calls: [String] = []
        func plain() { calls.append("plain") }
        func withTap(_ g: UITapGestureRecognizer) { calls.append("tap \(g.numberOfTapsRequired)") }
        func withAny(_ g: UIGestureRecognizer) { calls.append("any \(g.state)") }
        func withPinch(_ g: UIPinchGestureRecognizer) { calls.append("pinch") }
    }

    @Test func actionsTakeNothingTheConcreteRecognizerOrTheBaseClass() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Handler.plain)
        tap.addTarget(handler, action: Handler.withTap)
        tap.addTarget(handler, action: Handler.withAny)
        view.addGestureRecognizer(tap)
        device.tap(at: CGPoint(x: 10, y: 10))
        #expect(handler.calls == ["plain", "tap 1", "any ended"])
        // An action for another recognizer class is refused with a console message.
        tap.addTarget(handler, action: Handler.withPinch)
        #expect(device.diagnostics.last?.contains("UIPinchGestureRecognizer") == true)
    }

    @Test func aRecognizerMadeWithNilTargetAndActionFiresTargetsAddedLater() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        device.tap(at: CGPoint(x: 10, y: 10))
        #expect(handler.calls.isEmpty)
        tap.addTarget(handler, action: Handler.plain)
        device.tap(at: CGPoint(x: 10, y: 10))
        #expect(handler.calls == ["plain"])
    }

    @Test func targetsAreHeldWeakly() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        weak var weakHandler: Handler?
        let tap: UITapGestureRecognizer
        do {
            let handler = Handler()
            weakHandler = handler
            tap = UITapGestureRecognizer(target: handler, action: Handler.plain)
        }
        #expect(weakHandler == nil)
        view.addGestureRecognizer(tap)
        device.tap(at: CGPoint(x: 10, y: 10))
        #expect(tap.state == .possible)
    }

    @Test func removingTargets() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let a = Handler(), b = Handler()
        let tap = UITapGestureRecognizer(target: a, action: Handler.plain)
        tap.addTarget(a, action: Handler.withAny)
        tap.addTarget(b, action: Handler.plain)
        view.addGestureRecognizer(tap)
        // Method references cannot be compared: naming one action removes all of a's.
        tap.removeTarget(a, action: Handler.plain)
        device.tap(at: CGPoint(x: 10, y: 10))
        #expect(a.calls.isEmpty)
        #expect(b.calls == ["plain"])
        tap.addTarget(a, action: Handler.plain)
        tap.removeTarget(nil, action: nil)
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 10, y: 10))
        #expect(a.calls.isEmpty && b.calls == ["plain"])
    }

    @Test func settingTheStateDirectlyFollowsTheStateMachine() {
        let device = VirtualDevice()
        final class Custom: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .ended
                state = .began  // not allowed after the end: logged and ignored
            }
        }
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let probe = GestureProbe()
        let custom = Custom(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(custom)
        device.pan(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 20), duration: 2.0 / 60)
        #expect(probe.states == [.began, .changed, .ended])
        #expect(device.diagnostics.contains { $0.contains("invalid transition from ended to began") })
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(custom.state == .possible)
    }

    @Test func aRecognizerThatNeverDecidesFailsWhenItsFingersLift() {
        let device = VirtualDevice()
        final class Undecided: UIGestureRecognizer {}
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let undecided = Undecided()
        let probe = GestureProbe()
        let tap = UITapGestureRecognizer(target: probe, action: GestureProbe.handle)
        tap.require(toFail: undecided)
        view.addGestureRecognizer(undecided)
        view.addGestureRecognizer(tap)
        device.tap(at: CGPoint(x: 10, y: 10))
        #expect(probe.states == [.ended])
    }

    @Test func locationsOfTouchesAndTheirCount() {
        let device = VirtualDevice()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
        device.window.addSubview(view)
        let probe = GestureProbe()
        let pinch = UIPinchGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(pinch)
        var seen: [(Int, CGPoint, CGPoint, CGPoint)] = []
        probe.sample = { g in
            seen.append(
                (
                    g.numberOfTouches, g.location(in: view), g.location(ofTouch: 0, in: view),
                    g.location(ofTouch: 1, in: nil)
                ))
            return .zero
        }
        device.pinch(at: CGPoint(x: 195, y: 400), fromScale: 1, toScale: 0.5, duration: 0.25)
        let first = seen[0]
        #expect(first.0 == 2)
        #expect(approx(first.1, CGPoint(x: 195, y: 300)))
        #expect(first.2.x < 195 && approx(first.2.y, 300))
        #expect(first.3.x > 195 && approx(first.3.y, 400))
        _ = pinch.location(ofTouch: 5, in: nil)
        #expect(device.diagnostics.last?.contains("beyond bounds") == true)
    }

    @Test func recognizersAndTheirViewsGoAwayWithTheDevice() {
        weak var weakView: UIView?
        weak var weakTap: UIGestureRecognizer?
        weak var weakDouble: UIGestureRecognizer?
        weak var weakHandler: Handler?
        let handler = Handler()
        weakHandler = handler
        do {
            let device = VirtualDevice()
            let view = UIView(frame: device.window.bounds)
            device.window.addSubview(view)
            let tap = UITapGestureRecognizer(target: handler, action: Handler.withAny)
            let double = UITapGestureRecognizer(target: handler, action: Handler.withAny)
            double.numberOfTapsRequired = 2
            tap.require(toFail: double)
            view.addGestureRecognizer(tap)
            view.addGestureRecognizer(double)
            // The single tap is left waiting on the double tap when the device goes.
            device.tap(at: CGPoint(x: 10, y: 10))
            weakView = view
            weakTap = tap
            weakDouble = double
        }
        #expect(weakView == nil)
        #expect(weakTap == nil)
        #expect(weakDouble == nil)
        #expect(weakHandler != nil)
        #expect(handler.calls.isEmpty)
    }

    @Test func aRecognizerMovesBetweenViews() {
        let device = VirtualDevice()
        let a = UIView(), b = UIView()
        device.window.addSubview(a)
        let tap = UITapGestureRecognizer()
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers?.first === tap)
        #expect(tap.view === b)
        b.gestureRecognizers = nil
        #expect(tap.view == nil)
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Pinches: the scale is the span over the span at touch-down; the velocity is per second.
@MainActor
@Suite(.checksLifetimes) struct UIPinchGestureRecognizerTests {
    private func setUp(_ device: VirtualDevice) -> (UIView, UIPinchGestureRecognizer, GestureProbe) {
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let probe = GestureProbe()
        let pinch = UIPinchGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(pinch)
        probe.sample = { g in
            let p = g as! UIPinchGestureRecognizer
            return CGPoint(x: p.scale, y: p.velocity)
        }
        return (view, pinch, probe)
    }

    @Test func pinchingInHalvesTheScaleAtMinusOnePerSecond() {
        let device = VirtualDevice()
        let (view, pinch, probe) = setUp(device)
        var centres: [CGPoint] = []
        let sampler = probe.sample!
        probe.sample = { g in
            centres.append(g.location(in: view))
            return sampler(g)
        }
        device.pinch(at: CGPoint(x: 195, y: 400), fromScale: 1, toScale: 0.5, duration: 0.5)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(probe.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        // Began once the span closed by 10 points: each finger moves 100 pt/s, so 3 frames.
        #expect(probe.milliseconds.first == 50)
        #expect(approx(probe.samples.first!.x, 0.95, 1e-6))
        #expect(approx(probe.samples.last!.x, 0.5, 1e-9))
        #expect(approx(probe.samples.last!.y, -1, 1e-6))
        #expect(centres.allSatisfy { approx($0, CGPoint(x: 195, y: 400), 1e-6) })
        #expect(pinch.numberOfTouches == 0)
    }

    @Test func settingTheScaleMakesLaterChangesRelative() {
        let device = VirtualDevice()
        let (_, pinch, probe) = setUp(device)
        var reset = false
        let sampler = probe.sample!
        probe.sample = { g in
            let s = sampler(g)
            if !reset && g.state == .changed && pinch.scale >= 1.5 {
                reset = true
                pinch.scale = 1
            }
            return s
        }
        device.pinch(at: CGPoint(x: 195, y: 400), fromScale: 0.5, toScale: 1.5, duration: 0.5)
        #expect(reset)
        // The span grows from 100 to 300 points; zeroed at 150 or just past it, the scale
        // ends at 300 over that span: at most 2.
        #expect(probe.samples.last!.x > 1.9 && probe.samples.last!.x <= 2.0)
    }

    @Test func oneFingerIsNotAPinch() {
        let device = VirtualDevice()
        let (_, pinch, probe) = setUp(device)
        device.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300))
        #expect(probe.states.isEmpty)
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1)
    }

    @Test func liftingOneFingerEndsThePinch() {
        let device = VirtualDevice()
        let (_, _, probe) = setUp(device)
        device.touches(
            TouchScript([
                .init(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 50, y: 400), end: 0.6),
                .init(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 320, y: 400), end: 0.3),
            ]))
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(probe.milliseconds.last == 300)
    }
}

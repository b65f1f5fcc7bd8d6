import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Rotations: the turn of the line between two fingers, in radians, and its rate.
@MainActor
@Suite(.checksLifetimes) struct UIRotationGestureRecognizerTests {
    @Test func turningAQuarterTurnReportsTheAngleAndVelocity() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let probe = GestureProbe()
        let rotation = UIRotationGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(rotation)
        probe.sample = { g in
            let r = g as! UIRotationGestureRecognizer
            return CGPoint(x: r.rotation, y: r.velocity)
        }
        device.rotate(at: CGPoint(x: 195, y: 400), by: .pi / 2, duration: 0.5)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(abs(probe.samples.first!.x) >= .pi / 36)
        #expect(approx(probe.samples.last!.x, .pi / 2, 1e-6))
        #expect(approx(probe.samples.last!.y, .pi, 1e-3))
        // Anticlockwise is negative, and the angle keeps counting past half a turn.
        device.rotate(at: CGPoint(x: 195, y: 400), by: -1.5 * .pi, duration: 0.5)
        #expect(approx(probe.samples.last!.x, -1.5 * .pi, 1e-6))
    }

    @Test func holdingStillIsNotARotation() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let probe = GestureProbe()
        let rotation = UIRotationGestureRecognizer(target: probe, action: GestureProbe.handle)
        view.addGestureRecognizer(rotation)
        device.rotate(at: CGPoint(x: 195, y: 400), by: 0.05, duration: 0.5)
        #expect(probe.states.isEmpty)
        #expect(rotation.rotation == 0)
    }
}

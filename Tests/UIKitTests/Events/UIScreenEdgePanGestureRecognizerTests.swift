import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Screen-edge pans begin only from within 20 points of one of their edges, heading inward.
@MainActor
@Suite(.checksLifetimes) struct UIScreenEdgePanGestureRecognizerTests {
    private func setUp(_ device: VirtualDevice, edges: UIRectEdge) -> (UIScreenEdgePanGestureRecognizer, GestureProbe) {
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        let probe = GestureProbe()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: probe, action: GestureProbe.handle)
        edgePan.edges = edges
        view.addGestureRecognizer(edgePan)
        probe.sample = { ($0 as! UIScreenEdgePanGestureRecognizer).translation(in: nil) }
        return (edgePan, probe)
    }

    @Test func aPanFromTheLeftEdgeIsRecognized() {
        let device = VirtualDevice()
        let (_, probe) = setUp(device, edges: .left)
        device.edgePan(from: .left, distance: 150, duration: 0.5)
        #expect(probe.states.first == .began)
        #expect(probe.states.last == .ended)
        #expect(approx(probe.samples.last!, CGPoint(x: 150, y: 0)))
    }

    @Test func panningFromTheMiddleOrAnotherEdgeIsNot() {
        let device = VirtualDevice()
        let (edgePan, probe) = setUp(device, edges: .left)
        device.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400))
        device.edgePan(from: .right, distance: 150)
        #expect(probe.states.isEmpty)
        // 19 points in is still the edge; 25 is not.
        device.pan(from: CGPoint(x: 19, y: 400), to: CGPoint(x: 200, y: 400))
        #expect(probe.states.last == .ended)
        let count = probe.states.count
        device.pan(from: CGPoint(x: 25, y: 400), to: CGPoint(x: 200, y: 400))
        #expect(probe.states.count == count)
        edgePan.edges = [.right, .bottom]
        device.edgePan(from: .bottom, distance: 200)
        #expect(probe.states.count > count)
        #expect(approx(probe.samples.last!, CGPoint(x: 0, y: -200)))
    }

    @Test func movingAlongTheEdgeDoesNotBeginIt() {
        let device = VirtualDevice()
        let (_, probe) = setUp(device, edges: .left)
        device.pan(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 15, y: 500))
        #expect(probe.states.isEmpty)
    }
}

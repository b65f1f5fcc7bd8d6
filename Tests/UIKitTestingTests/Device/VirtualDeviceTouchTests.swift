import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Synthesized touches: one sample per display frame on the virtual clock, plus each touch-down
/// and lift-off, in screen coordinates.
@MainActor
@Suite(.checksLifetimes) struct VirtualDeviceTouchTests {
    /// Logs "<phase> <touch> (x,y) @ms" for every touch the view hears of.
    final class Recorder: UIView {
        var lines: [String] = []
        private var ids: [Int] = []
        private func note(_ touches: Set<UITouch>) {
            for t in touches.sorted(by: { $0.identifier < $1.identifier }) {
                let id = t.identifier
                if !ids.contains(id) { ids.append(id) }
                let p = t.location(in: nil)
                let ms = Int((t.timestamp * 1000).rounded())
                lines.append(
                    "\(t.phase) \(ids.firstIndex(of: id)!) (\(Int(p.x.rounded())),\(Int(p.y.rounded()))) @\(ms)")
            }
        }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { note(t) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { note(t) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { note(t) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { note(t) }
    }

    private func recorder(_ device: VirtualDevice) -> Recorder {
        let view = Recorder(frame: device.window.bounds)
        view.isMultipleTouchEnabled = true
        device.window.addSubview(view)
        return view
    }

    @Test func aTapTouchesDownAndLiftsInPlaceAfterItsDuration() {
        let device = VirtualDevice()
        let view = recorder(device)
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 40, y: 50), duration: 0.05)
        #expect(view.lines == ["began 0 (40,50) @1000", "ended 0 (40,50) @1050"])
        #expect(device.now == 1.05)
    }

    @Test func aPanMovesOncePerFrameAndEndsExactlyOnItsTarget() {
        let device = VirtualDevice()
        let view = recorder(device)
        device.pan(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.1)
        #expect(
            view.lines == [
                "began 0 (0,100) @0", "moved 0 (10,100) @17", "moved 0 (20,100) @33", "moved 0 (30,100) @50",
                "moved 0 (40,100) @67", "moved 0 (50,100) @83", "ended 0 (60,100) @100",
            ])
    }

    @Test func aPinchPlacesTwoFingersAroundTheCentre() {
        let device = VirtualDevice()
        let view = recorder(device)
        device.pinch(at: CGPoint(x: 200, y: 300), fromScale: 1, toScale: 0.5, duration: 1.0 / 30)
        #expect(
            view.lines == [
                "began 0 (100,300) @0", "began 1 (300,300) @0",
                "moved 0 (125,300) @17", "moved 1 (275,300) @17",
                "ended 0 (150,300) @33", "ended 1 (250,300) @33",
            ])
    }

    @Test func anEdgePanStartsJustInsideTheEdge() {
        let device = VirtualDevice(size: CGSize(width: 300, height: 600))
        let view = recorder(device)
        device.edgePan(from: .right, distance: 100, duration: 1.0 / 60)
        #expect(view.lines == ["began 0 (298,300) @0", "ended 0 (198,300) @17"])
        view.lines.removeAll()
        device.edgePan(from: .top, distance: 50, duration: 1.0 / 60)
        #expect(view.lines == ["began 1 (150,2) @17", "ended 1 (150,52) @33"])
    }

    @Test func aScriptStaggersFingersAndCanCancelThem() {
        let device = VirtualDevice()
        let view = recorder(device)
        device.touches(
            TouchScript([
                .init(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 30), end: 0.05),
                .init(
                    from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 0), start: 0.02, end: 0.04, cancelledAtEnd: true
                ),
            ]))
        // Every finger down is sampled at every sample time, including the other finger's
        // touch-down and cancellation.
        #expect(
            view.lines == [
                "began 0 (0,0) @0", "moved 0 (0,10) @17",
                "began 1 (100,0) @20", "moved 0 (0,12) @20",
                "moved 0 (0,20) @33",
                "moved 0 (0,24) @40", "cancelled 1 (100,0) @40",
                "ended 0 (0,30) @50",
            ])
    }

    @Test func sampleTimesAreFramesPlusTouchDownsAndLifts() {
        let script = TouchScript([
            .hold(at: .zero, start: 0.01, end: 0.03),
            .arc(center: .zero, radius: 10, from: 0, to: .pi, end: 0.02),
        ])
        let times = script.sampleTimes().map { Int(($0 * 1000).rounded()) }
        #expect(times == [0, 10, 17, 20, 30])
        #expect(script.duration == 0.03)
        let arc = script.paths[1]
        #expect(abs(arc.location(at: 0.01).y - 10) < 0.01)
    }

    @Test func noTouchOutlivesTheDevice() {
        weak var weakView: UIView?
        do {
            let device = VirtualDevice()
            let view = recorder(device)
            device.pan(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 100))
            weakView = view
        }
        #expect(weakView == nil)
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Touches begun, moved and ended one call at a time, at the clock's current time.
@MainActor
@Suite(.checksLifetimes) struct VirtualDeviceLiveTouchesTests {
    private func recorder(_ device: VirtualDevice) -> VirtualDeviceTouchTests.Recorder {
        let view = VirtualDeviceTouchTests.Recorder(frame: device.window.bounds)
        view.isMultipleTouchEnabled = true
        device.window.addSubview(view)
        return view
    }

    @Test func fingersMoveAndLiftWhenTold() {
        let device = VirtualDevice()
        let view = recorder(device)
        device.beginTouches(at: [CGPoint(x: 10, y: 20)])
        device.advance(by: 0.1)
        device.moveTouches(to: [CGPoint(x: 30, y: 20)])
        #expect(device.liveTouchLocations == [CGPoint(x: 30, y: 20)])
        device.advance(by: 0.1)
        device.endTouches()
        #expect(view.lines == ["began 0 (10,20) @0", "moved 0 (30,20) @100", "ended 0 (30,20) @200"])
        #expect(device.liveTouchLocations.isEmpty)
    }

    @Test func twoFingersMoveTogetherAndCanBeCancelled() {
        let device = VirtualDevice()
        let view = recorder(device)
        device.beginTouches(at: [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)])
        device.moveTouches(to: [CGPoint(x: 120, y: 300), CGPoint(x: 280, y: 300)])
        device.endTouches(cancelled: true)
        #expect(
            view.lines == [
                "began 0 (100,300) @0", "began 1 (300,300) @0",
                "moved 0 (120,300) @0", "moved 1 (280,300) @0",
                "cancelled 0 (120,300) @0", "cancelled 1 (280,300) @0",
            ])
    }

    @Test func aLiveClickFiresATapRecognizer() {
        let device = VirtualDevice()
        let view = UIView(frame: device.window.bounds)
        device.window.addSubview(view)
        final class Target { var taps = 0; func tapped() { taps += 1 } }
        let target = Target()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.tapped))
        device.beginTouches(at: [CGPoint(x: 50, y: 50)])
        device.advance(by: 0.08)
        device.endTouches()
        device.advance(by: 0.5)
        #expect(target.taps == 1)
    }

    @Test func beginningAgainLiftsTheFingersStillDown() {
        let device = VirtualDevice()
        let view = recorder(device)
        device.beginTouches(at: [CGPoint(x: 10, y: 10)])
        device.beginTouches(at: [CGPoint(x: 50, y: 50)])
        device.endTouches()
        #expect(view.lines == ["began 0 (10,10) @0", "ended 0 (10,10) @0", "began 1 (50,50) @0", "ended 1 (50,50) @0"])
    }
}

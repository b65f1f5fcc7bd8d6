import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Switches: their fixed size, toggling by tap and drag with the events sent, programmatic
/// changes that send nothing, the thumb's animation on the clock and the colours drawn.
@MainActor
@Suite(.checksLifetimes) struct UISwitchTests {
    private func makeSwitch(in device: VirtualDevice) -> UISwitch {
        device.window.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        device.window.addSubview(toggle)
        return toggle
    }

    @Test func theSizeIsAlways51By31() {
        let device = VirtualDevice()
        let toggle = makeSwitch(in: device)
        #expect(toggle.frame == CGRect(x: 100, y: 100, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        #expect(toggle.style == .sliding)
    }

    @Test func aTapTogglesAndSendsValueChangedBeforeTouchUpInside() {
        let device = VirtualDevice()
        let log = EventLog()
        let toggle = makeSwitch(in: device)
        ControlEventRecorder.record(toggle, into: log)
        device.tap(at: CGPoint(x: 125, y: 115))
        #expect(toggle.isOn)
        #expect(log.entries == ["down", "valueChanged", "primary", "upInside"])
        log.clear()
        device.tap(at: CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn)
        #expect(log.entries == ["down", "valueChanged", "primary", "upInside"])
    }

    @Test func aPrimaryActionHearsEachToggle() {
        let device = VirtualDevice()
        var seen: [Bool] = []
        let toggle = UISwitch(
            frame: CGRect(x: 10, y: 10, width: 0, height: 0),
            primaryAction: UIAction { action in seen.append((action.sender as? UISwitch)?.isOn ?? false) })
        device.window.addSubview(toggle)
        device.tap(at: CGPoint(x: 30, y: 25))
        device.tap(at: CGPoint(x: 30, y: 25))
        #expect(seen == [true, false])
    }

    @Test func programmaticChangesSendNoActions() {
        let device = VirtualDevice()
        let log = EventLog()
        let toggle = makeSwitch(in: device)
        ControlEventRecorder.record(toggle, into: log)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test func aDragEndsOnTheSideTheFingerLifts() {
        let device = VirtualDevice()
        let log = EventLog()
        let toggle = makeSwitch(in: device)
        ControlEventRecorder.record(toggle, into: log, only: ["valueChanged"])
        device.pan(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 145, y: 115))
        #expect(toggle.isOn)
        // Dragging towards the side it is already on changes nothing.
        device.pan(from: CGPoint(x: 120, y: 115), to: CGPoint(x: 148, y: 115))
        #expect(toggle.isOn)
        device.pan(from: CGPoint(x: 145, y: 115), to: CGPoint(x: 105, y: 115))
        #expect(!toggle.isOn)
        #expect(log.entries == ["valueChanged", "valueChanged"])
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        let device = VirtualDevice()
        let toggle = makeSwitch(in: device)
        toggle.isEnabled = false
        device.tap(at: CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn)
    }

    @Test func theThumbSlidesOnTheClock() throws {
        let device = VirtualDevice()
        let toggle = makeSwitch(in: device)
        device.runUntilIdle()
        #expect(toggle.thumbView.frame.minX == 2)
        toggle.setOn(true, animated: true)
        #expect(toggle.thumbView.frame.minX == 22)
        device.advance(by: 0.1)
        let midway = try #require(toggle.thumbView.layer.presentation()).frame.minX
        #expect(midway > 3 && midway < 21)
        device.runUntilIdle()
        #expect(try #require(toggle.thumbView.layer.presentation()).frame.minX == 22)
    }

    @Test func theTrackIsGreenWhenOnAndGreyWhenOff() {
        let device = VirtualDevice()
        let toggle = makeSwitch(in: device)
        device.runUntilIdle()
        var image = device.screenshot()
        // Off: the light grey fill at the right end, the white thumb at the left.
        #expect(pixelIs(image.pixel(x: 143, y: 115), 233, 233, 235))
        #expect(pixelIs(image.pixel(x: 115, y: 115), 255, 255, 255))
        toggle.setOn(true, animated: true)
        device.runUntilIdle()
        image = device.screenshot()
        // On: #34C759 at the left end, the thumb at the right.
        #expect(pixelIs(image.pixel(x: 108, y: 115), 52, 199, 89))
        #expect(pixelIs(image.pixel(x: 136, y: 115), 255, 255, 255))
    }

    @Test func customTintsColourTheTrackAndThumb() {
        let device = VirtualDevice()
        let toggle = makeSwitch(in: device)
        toggle.onTintColor = .systemRed
        toggle.thumbTintColor = .systemBlue
        toggle.isOn = true
        device.runUntilIdle()
        let image = device.screenshot()
        #expect(pixelIs(image.pixel(x: 108, y: 115), 255, 59, 48))
        #expect(pixelIs(image.pixel(x: 136, y: 115), 0, 122, 255))
    }

    @Test func whileDraggingTheThumbFollowsTheFingerAndTheValueWaits() {
        let device = VirtualDevice()
        let toggle = makeSwitch(in: device)
        var samples: [(thumb: CGFloat, isOn: Bool)] = []
        toggle.addAction(
            UIAction { [unowned toggle] _ in samples.append((toggle.thumbView.frame.minX, toggle.isOn)) },
            for: .touchDragInside)
        let log = EventLog()
        ControlEventRecorder.record(toggle, into: log, only: ["valueChanged"])
        // Right, then back left, then right again before lifting.
        let points = [
            CGPoint(x: 105, y: 115), CGPoint(x: 148, y: 115), CGPoint(x: 104, y: 115), CGPoint(x: 146, y: 115),
        ]
        device.touches(TouchScript([TouchScript.Path(points: points, start: 0, end: 0.9)]))
        #expect(samples.contains { $0.thumb == 22 && !$0.isOn })
        #expect(samples.contains { $0.thumb == 2 && !$0.isOn })
        #expect(toggle.isOn)
        #expect(log.entries == ["valueChanged"])
        // A drag that ends where it began leaves the value and puts the thumb home.
        let back = [CGPoint(x: 146, y: 115), CGPoint(x: 104, y: 115), CGPoint(x: 146, y: 115)]
        device.touches(TouchScript([TouchScript.Path(points: back, start: 0, end: 0.6)]))
        device.runUntilIdle()
        #expect(toggle.isOn)
        #expect(toggle.thumbView.frame.minX == 22)
        #expect(log.entries == ["valueChanged"])
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Sliders: the value and its range, dragging the thumb with continuous or final
/// `.valueChanged`, animated changes and the tracks drawn.
@MainActor
@Suite(.checksLifetimes) struct UISliderTests {
    /// A slider whose thumb travels 200 points: at 0 its centre is (34, 115.5).
    private func makeSlider(in device: VirtualDevice) -> UISlider {
        device.window.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        device.window.addSubview(slider)
        return slider
    }

    @Test func theValueStaysInItsRange() {
        let device = VirtualDevice()
        let slider = makeSlider(in: device)
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.value == 6)
        #expect(slider.maximumValue == 6)
    }

    @Test func draggingTheThumbSendsValueChangedAsItMoves() {
        let device = VirtualDevice()
        let slider = makeSlider(in: device)
        var values: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
        device.pan(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115))
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(values.count > 5)
        #expect(values == values.sorted())
        #expect(abs((values.last ?? 0) - 0.5) < 0.001)
        // Beyond the end the value stops at the maximum.
        device.pan(from: CGPoint(x: 134, y: 115), to: CGPoint(x: 380, y: 115))
        #expect(slider.value == 1)
    }

    @Test func aSliderThatIsNotContinuousSendsOnceWhenTheFingerLifts() {
        let device = VirtualDevice()
        let slider = makeSlider(in: device)
        slider.isContinuous = false
        let log = EventLog()
        ControlEventRecorder.record(slider, into: log, only: ["valueChanged", "upInside", "upOutside"])
        device.pan(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 84, y: 115))
        #expect(abs(slider.value - 0.25) < 0.001)
        #expect(log.entries == ["valueChanged", "upInside"])
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNothing() {
        let device = VirtualDevice()
        let slider = makeSlider(in: device)
        let log = EventLog()
        ControlEventRecorder.record(slider, into: log, only: ["valueChanged"])
        device.pan(from: CGPoint(x: 200, y: 115), to: CGPoint(x: 230, y: 115))
        #expect(slider.value == 0)
        #expect(log.entries.isEmpty)
    }

    @Test func setValueAnimatedMovesTheThumbOnTheClockWithoutActions() throws {
        let device = VirtualDevice()
        let slider = makeSlider(in: device)
        let log = EventLog()
        ControlEventRecorder.record(slider, into: log)
        device.runUntilIdle()
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        #expect(slider.thumbView.frame.minX == 200)
        device.advance(by: 0.1)
        let x = try #require(slider.thumbView.layer.presentation()).frame.minX
        #expect(x > 5 && x < 195)
        device.runUntilIdle()
        #expect(log.entries.isEmpty)
    }

    @Test func theTrackIsTintedLeftOfTheThumbAndGreyRightOfIt() {
        let device = VirtualDevice()
        let slider = makeSlider(in: device)
        slider.value = 0.5
        device.runUntilIdle()
        var image = device.screenshot()
        #expect(pixelIs(image.pixel(x: 40, y: 115), 0, 122, 255))
        #expect(pixelIs(image.pixel(x: 230, y: 115), 228, 228, 229))
        // The white thumb in the middle.
        #expect(pixelIs(image.pixel(x: 134, y: 115), 255, 255, 255))
        slider.minimumTrackTintColor = .systemGreen
        slider.thumbTintColor = .systemRed
        device.runUntilIdle()
        image = device.screenshot()
        #expect(pixelIs(image.pixel(x: 40, y: 115), 52, 199, 89))
        #expect(pixelIs(image.pixel(x: 134, y: 115), 255, 59, 48))
    }

    @Test func aPrimaryActionHearsEveryValueChange() {
        let device = VirtualDevice()
        var values: [Float] = []
        let slider = UISlider(
            frame: CGRect(x: 20, y: 100, width: 228, height: 31),
            primaryAction: UIAction { action in values.append((action.sender as? UISlider)?.value ?? -1) })
        device.window.addSubview(slider)
        device.pan(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 84, y: 115))
        #expect(values.count > 3)
        #expect(abs((values.last ?? 0) - 0.25) < 0.001)
    }
}

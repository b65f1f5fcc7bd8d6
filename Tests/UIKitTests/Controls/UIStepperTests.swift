import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Steppers: stepping on touch-down, limits and wrapping, autorepeat on the clock, continuous
/// or final `.valueChanged`, invalid settings and the halves drawn.
@MainActor
@Suite(.checksLifetimes) struct UIStepperTests {
    /// A stepper at (100, 100): minus centred at (123, 116), plus at (170, 116).
    private func makeStepper(in device: VirtualDevice) -> UIStepper {
        device.window.backgroundColor = .white
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        device.window.addSubview(stepper)
        return stepper
    }

    private let minus = CGPoint(x: 123, y: 116)
    private let plus = CGPoint(x: 170, y: 116)

    @Test func defaultsAndSize() {
        let device = VirtualDevice()
        let stepper = makeStepper(in: device)
        #expect(stepper.frame == CGRect(x: 100, y: 100, width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
    }

    @Test func aTouchDownStepsAtOnce() {
        let device = VirtualDevice()
        let stepper = makeStepper(in: device)
        let log = EventLog()
        ControlEventRecorder.record(stepper, into: log, only: ["valueChanged", "upInside"])
        let start = device.now
        device.tap(at: plus)
        #expect(stepper.value == 1)
        #expect(log.entries == ["valueChanged", "upInside"])
        #expect(abs(log.times[0] - start) < 0.001)
        #expect(abs(log.times[1] - start - 0.1) < 0.001)
        device.tap(at: minus)
        #expect(stepper.value == 0)
    }

    @Test func theEndsStopOrWrap() {
        let device = VirtualDevice()
        let stepper = makeStepper(in: device)
        let log = EventLog()
        ControlEventRecorder.record(stepper, into: log, only: ["valueChanged"])
        device.tap(at: minus)
        #expect(stepper.value == 0)
        #expect(log.entries.isEmpty)
        stepper.maximumValue = 3
        stepper.stepValue = 2
        device.tap(at: plus)
        device.tap(at: plus)
        #expect(stepper.value == 3)
        stepper.wraps = true
        device.tap(at: plus)
        #expect(stepper.value == 0)
        device.tap(at: minus)
        #expect(stepper.value == 3)
        #expect(log.entries.count == 4)
    }

    @Test func holdingRepeatsOnTheClock() {
        let device = VirtualDevice()
        let stepper = makeStepper(in: device)
        let log = EventLog()
        ControlEventRecorder.record(stepper, into: log, only: ["valueChanged"])
        let start = device.now
        device.longPress(at: plus, duration: 0.75)
        // Once at touch-down, then at 0.5, 0.6 and 0.7 s.
        #expect(stepper.value == 4)
        let offsets = log.times.map { (($0 - start) * 10).rounded() / 10 }
        #expect(offsets == [0, 0.5, 0.6, 0.7])
        device.advance(by: 1)
        #expect(stepper.value == 4)
        stepper.autorepeat = false
        device.longPress(at: plus, duration: 0.75)
        #expect(stepper.value == 5)
    }

    @Test func aStepperThatIsNotContinuousSendsOnceAtTheEnd() {
        let device = VirtualDevice()
        let stepper = makeStepper(in: device)
        stepper.isContinuous = false
        let log = EventLog()
        ControlEventRecorder.record(stepper, into: log, only: ["valueChanged"])
        let start = device.now
        device.longPress(at: plus, duration: 0.75)
        #expect(stepper.value == 4)
        #expect(log.entries == ["valueChanged"])
        #expect(abs(log.times[0] - start - 0.75) < 0.001)
    }

    @Test func invalidSettingsAreRefusedWithAWarning() {
        let device = VirtualDevice()
        let stepper = makeStepper(in: device)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.maximumValue = -5
        #expect(stepper.maximumValue == 100)
        #expect(device.diagnostics.contains { $0.contains("stepValue must be greater than 0") })
        #expect(device.diagnostics.contains { $0.contains("maximumValue must be greater than minimumValue") })
        stepper.value = 500
        #expect(stepper.value == 100)
    }

    @Test func theHalvesAreDrawnAndDimAtTheirLimits() {
        let device = VirtualDevice()
        let stepper = makeStepper(in: device)
        device.runUntilIdle()
        var image = device.screenshot()
        // The fill away from the glyphs, the plus glyph dark, the minus glyph dimmed at 0.
        #expect(pixelIs(image.pixel(x: 104, y: 104), 239, 239, 240))
        #expect(image.pixel(x: 170, y: 116).r < 40)
        let dimmed = image.pixel(x: 123, y: 116)
        #expect(dimmed.r > 150 && dimmed.r < 230)
        stepper.value = 100
        device.runUntilIdle()
        image = device.screenshot()
        #expect(image.pixel(x: 123, y: 116).r < 40)
        #expect(image.pixel(x: 170, y: 116).r > 150)
    }
}

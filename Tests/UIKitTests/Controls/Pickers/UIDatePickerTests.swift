import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// UIDatePicker: the resolved style, limits pinning the date, the minute interval, wheels in
/// the locale's order that change the date and send `.valueChanged`, sizes and the compact look.
@MainActor
@Suite(.checksLifetimes) struct UIDatePickerTests {
    /// 28 November 2026, 09:41:00 UTC.
    static let morning = Date(timeIntervalSince1970: 1_795_858_860)

    private func makePicker(mode: UIDatePicker.Mode, style: UIDatePickerStyle, in device: VirtualDevice)
        -> UIDatePicker
    {
        device.window.backgroundColor = .white
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 200, width: 390, height: 216))
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Self.morning
        device.window.addSubview(picker)
        device.runUntilIdle()
        return picker
    }

    private func utc(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    @Test func automaticIsCompactExceptForACountdown() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func theDateIsPinnedBetweenTheLimits() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let picker = UIDatePicker()
        let earliest = Self.morning
        picker.minimumDate = earliest
        picker.maximumDate = earliest.addingTimeInterval(3600)
        picker.date = earliest.addingTimeInterval(-60)
        #expect(picker.date == earliest)
        picker.setDate(earliest.addingTimeInterval(7200), animated: true)
        #expect(picker.date == earliest.addingTimeInterval(3600))
        picker.maximumDate = earliest.addingTimeInterval(60)
        #expect(picker.date == earliest.addingTimeInterval(60))
    }

    @Test func aMinuteIntervalThatDoesNotDivideAnHourIsRefused() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let picker = UIDatePicker()
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        #expect(device.diagnostics.contains { $0.contains("minuteInterval 7") })
    }

    @Test func dateWheelsFollowTheLocaleAndShowTheDate() {
        let device = VirtualDevice()
        let picker = makePicker(mode: .date, style: .wheels, in: device)
        #expect(picker.wheels.columns == [.month, .day, .year])
        #expect(device.pickerWheels.allElementsBoundByIndex.map { $0.value as? String } == ["November", "28", "2026"])
        picker.locale = Locale(identifier: "en_GB")
        #expect(picker.wheels.columns == [.day, .month, .year])
        picker.removeFromSuperview()
    }

    @Test func tappingTheRowBelowTheMonthMovesTheDateAndSendsValueChanged() {
        let device = VirtualDevice()
        let picker = makePicker(mode: .date, style: .wheels, in: device)
        let log = EventLog()
        ControlEventRecorder.record(picker, into: log, only: ["valueChanged"])
        let month = picker.wheelView.wheels[0]
        let centre = month.convert(CGPoint(x: month.bounds.midX, y: month.bounds.midY), to: nil)
        device.tap(at: CGPoint(x: centre.x, y: centre.y + 32))
        device.runUntilIdle()
        // December has 31 days, so the 28th stays; the time of day is kept.
        #expect(utc(picker.date) == DateComponents(year: 2026, month: 12, day: 28, hour: 9, minute: 41))
        #expect(log.entries == ["valueChanged"])
        picker.removeFromSuperview()
    }

    @Test func aDayPastTheEndOfTheNewMonthBecomesItsLastDay() {
        let device = VirtualDevice()
        let picker = makePicker(mode: .date, style: .wheels, in: device)
        picker.date = Date(timeIntervalSince1970: 1_798_710_060)  // 31 December 2026
        picker.wheels.pickerView(picker.wheelView, didSelectRow: 10, inComponent: 0)
        #expect(utc(picker.date).month == 11 && utc(picker.date).day == 30)
        picker.removeFromSuperview()
    }

    @Test func timeWheelsStepByTheMinuteIntervalAndSwitchHalvesOfTheDay() {
        let device = VirtualDevice()
        let picker = makePicker(mode: .time, style: .wheels, in: device)
        picker.minuteInterval = 15
        #expect(picker.wheels.columns == [.hour12, .minute, .meridiem])
        #expect(picker.wheelView.numberOfRows(inComponent: 1) == 4)
        #expect(picker.wheelView.selectedRow(inComponent: 1) == 2)
        picker.wheels.pickerView(picker.wheelView, didSelectRow: 3, inComponent: 1)
        #expect(utc(picker.date).minute == 45)
        picker.wheels.pickerView(picker.wheelView, didSelectRow: 1, inComponent: 2)
        #expect(utc(picker.date).hour == 21)
        picker.removeFromSuperview()
    }

    @Test func aWheelTurnedPastTheMaximumIsPinnedToIt() {
        let device = VirtualDevice()
        let picker = makePicker(mode: .date, style: .wheels, in: device)
        picker.maximumDate = Self.morning.addingTimeInterval(86_400)
        picker.wheels.pickerView(picker.wheelView, didSelectRow: 2040, inComponent: 2)
        #expect(picker.date == Self.morning.addingTimeInterval(86_400))
        #expect(picker.wheelView.selectedRow(inComponent: 2) == 2025)
        picker.removeFromSuperview()
    }

    @Test func aCountdownKeepsWholeMinutesBelowADay() {
        let device = VirtualDevice()
        let picker = makePicker(mode: .countDownTimer, style: .automatic, in: device)
        picker.countDownDuration = 5_430
        #expect(picker.countDownDuration == 5_400)
        picker.wheels.pickerView(picker.wheelView, didSelectRow: 2, inComponent: 0)
        #expect(picker.countDownDuration == 2 * 3600 + 30 * 60)
        picker.removeFromSuperview()
    }

    @Test func compactShowsTheDateAndTimeAsGreyLabels() {
        let device = VirtualDevice()
        let picker = makePicker(mode: .dateAndTime, style: .compact, in: device)
        #expect(picker.dateLabel.text == "Nov 28, 2026")
        #expect(picker.timeLabel.text?.hasPrefix("9:41") == true)
        #expect(picker.intrinsicContentSize.height == 34)
        #expect(picker.intrinsicContentSize.width > picker.dateLabel.intrinsicContentSize.width + 22)
        let image = device.screenshot()
        let fill = image.pixel(x: Int(picker.dateLabel.frame.minX) + 4, y: 308)
        #expect(fill.r < 250 && fill.r > 200)
        picker.removeFromSuperview()
    }
}

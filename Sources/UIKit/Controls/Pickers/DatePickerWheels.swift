import Foundation

/// The wheels of a `UIDatePicker` in the wheels style: which ones the mode and locale call for,
/// their rows' titles, the row that shows the picker's date, and the date a row stands for.
@preconcurrency @MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column: Equatable {
        case month, day, year, hour12, hour24, minute, meridiem, weekdayAndDay, countdownHours, countdownMinutes
    }

    unowned let datePicker: UIDatePicker
    private(set) var columns: [Column] = []
    /// The middle row of the day-and-weekday wheel stands for 1 January 2001 in the picker's
    /// calendar; rows reach a century either side.
    static let dayReach = 36_525
    private static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    private var calendar: Calendar { datePicker.workingCalendar }

    /// The columns for the mode, in the order the locale writes dates and times.
    func rebuildColumns() {
        let locale = datePicker.locale ?? .current
        let hourFormat = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        let twelveHour = hourFormat.contains("a")
        let time: [Column] = twelveHour ? [.hour12, .minute, .meridiem] : [.hour24, .minute]
        switch datePicker.datePickerMode {
        case .date:
            let format = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
            let order: [(Column, Character)] = [(.month, "M"), (.day, "d"), (.year, "y")]
            columns = order.sorted { position(of: $0.1, in: format) < position(of: $1.1, in: format) }.map(\.0)
        case .time: columns = time
        case .dateAndTime: columns = [.weekdayAndDay] + time
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes]
        }
    }

    private func position(of letter: Character, in format: String) -> Int {
        format.firstIndex(of: letter).map { format.distance(from: format.startIndex, to: $0) } ?? Int.max
    }

    private var parts: DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute], from: datePicker.date)
    }

    private var countdownMinutes: Int { Int(datePicker.countDownDuration / 60) }

    /// The row each wheel shows for the picker's date.
    func selectedRows() -> [Int] {
        let parts = parts
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let interval = datePicker.minuteInterval
        return columns.map { column in
            switch column {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return max(0, (parts.year ?? 1) - 1)
            case .hour12: return (hour + 11) % 12
            case .hour24: return hour
            case .minute: return minute / interval
            case .meridiem: return hour < 12 ? 0 : 1
            case .weekdayAndDay:
                let start = calendar.startOfDay(for: Self.referenceDate)
                let days = calendar.dateComponents([.day], from: start, to: datePicker.date).day ?? 0
                return min(max(0, days + Self.dayReach), 2 * Self.dayReach)
            case .countdownHours: return countdownMinutes / 60
            case .countdownMinutes: return countdownMinutes % 60 / interval
            }
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch columns[component] {
        case .month: return calendar.monthSymbols.count
        case .day: return 31
        case .year: return 9_999
        case .hour12: return 12
        case .hour24, .countdownHours: return 24
        case .minute, .countdownMinutes: return 60 / datePicker.minuteInterval
        case .meridiem: return 2
        case .weekdayAndDay: return 2 * Self.dayReach + 1
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let weights = columns.map { column -> CGFloat in
            switch column {
            case .month, .weekdayAndDay: return 2.2
            case .year, .countdownHours, .countdownMinutes: return 1.4
            default: return 1
            }
        }
        let total = weights.reduce(0, +)
        let available =
            pickerView.bounds.width - 4 * UIPickerView.componentSpacing
            - UIPickerView.componentSpacing * CGFloat(max(0, columns.count - 1))
        return max(0, available * weights[component] / max(1, total))
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let interval = datePicker.minuteInterval
        switch columns[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return String(row + 1)
        case .year: return String(row + 1)
        case .hour12: return String(row == 11 ? 12 : row + 1)
        case .hour24: return String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .weekdayAndDay:
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = calendar.locale
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day(forRow: row))
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * interval) min"
        }
    }

    private func day(forRow row: Int) -> Date {
        let start = calendar.startOfDay(for: Self.referenceDate)
        return calendar.date(byAdding: .day, value: row - Self.dayReach, to: start) ?? start
    }

    /// The user settled a wheel: the date with that part changed (a day past the month's end
    /// becomes its last day), or the new countdown.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        var parts = parts
        let hour = parts.hour ?? 0
        switch columns[component] {
        case .month: parts.month = row + 1
        case .day: parts.day = row + 1
        case .year: parts.year = row + 1
        case .hour12: parts.hour = (row + 1) % 12 + (hour >= 12 ? 12 : 0)
        case .hour24: parts.hour = row
        case .minute: parts.minute = row * datePicker.minuteInterval
        case .meridiem: parts.hour = hour % 12 + (row == 1 ? 12 : 0)
        case .weekdayAndDay:
            let day = calendar.dateComponents([.year, .month, .day], from: day(forRow: row))
            (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
        case .countdownHours, .countdownMinutes:
            let rows = selectedRows()
            let hours = columns[component] == .countdownHours ? row : rows[0]
            let minutes = columns[component] == .countdownMinutes ? row * datePicker.minuteInterval : rows[1]
            datePicker.countDownDuration = TimeInterval(hours * 3600 + minutes * 60)
            datePicker.sendActions(for: [.valueChanged, .primaryActionTriggered])
            return
        }
        datePicker.userChose(date(from: parts))
    }

    private func date(from parts: DateComponents) -> Date {
        var parts = parts
        let seconds = calendar.component(.second, from: datePicker.date)
        var monthStart = parts
        monthStart.day = 1
        if let first = calendar.date(from: monthStart), let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day ?? 1, days.upperBound - 1)
        }
        parts.second = seconds
        return calendar.date(from: parts) ?? datePicker.date
    }
}

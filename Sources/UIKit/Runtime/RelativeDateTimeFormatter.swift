import Foundation

// Foundation on Linux has no `RelativeDateTimeFormatter`; apps import it with UIKit to write
// "2 hours ago". This one speaks English only, whatever its locale (see
// Documentation/Deviations.md), and otherwise follows Foundation's choices: the largest unit
// that is at least one, rounded toward the reference date, and "in"/"ago" around it.

/// Formats the time between two dates as English words ("2 hours ago", "in 3 days",
/// "yesterday"), as Foundation's `RelativeDateTimeFormatter`.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether dates near now get names ("yesterday") or numbers ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago".
        case full
        /// "two hours ago".
        case spellOut
        /// "2 hr. ago".
        case short
        /// "2h ago".
        case abbreviated
    }

    /// Whether dates near now get names; numeric by default.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How long the unit names are; full by default.
    open var unitsStyle: UnitsStyle = .full
    /// The locale (English is used whatever it is).
    open var locale: Locale! = .current
    /// The calendar the units are counted in.
    open var calendar: Calendar! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The time from `referenceDate` to `date` in words ("2 hours ago", "in 5 minutes").
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// A time interval in words: negative is in the past.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let units: [(Unit, Double)] = [
            (.year, 365 * 86_400), (.month, 30 * 86_400), (.week, 7 * 86_400), (.day, 86_400), (.hour, 3_600),
            (.minute, 60), (.second, 1),
        ]
        let magnitude = abs(timeInterval)
        let (unit, length) = units.first { magnitude >= $0.1 } ?? (.second, 1)
        let count = Int(magnitude / length)
        return phrase(count: timeInterval < 0 ? -count : count, unit: unit)
    }

    /// Date components in words: the first non-zero one of years to seconds.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let parts: [(Int?, Unit)] = [
            (dateComponents.year, .year), (dateComponents.month, .month), (dateComponents.weekOfMonth, .week),
            (dateComponents.day, .day), (dateComponents.hour, .hour), (dateComponents.minute, .minute),
            (dateComponents.second, .second),
        ]
        let (count, unit) = parts.first { ($0.0 ?? 0) != 0 }.map { ($0.0 ?? 0, $0.1) } ?? (0, .second)
        return phrase(count: count, unit: unit)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private enum Unit: String {
        case year, month, week, day, hour, minute, second
    }

    private func phrase(count: Int, unit: Unit) -> String {
        if dateTimeStyle == .named, let name = name(count: count, unit: unit) { return name }
        let amount = abs(count)
        let separator = unitsStyle == .abbreviated ? "" : " "
        let words = "\(number(amount))\(separator)\(unitName(unit, plural: amount != 1))"
        return count < 0 ? "\(words) ago" : "in \(words)"
    }

    private func name(count: Int, unit: Unit) -> String? {
        switch (unit, count) {
        case (.second, 0): return "now"
        case (.day, -1): return "yesterday"
        case (.day, 1): return "tomorrow"
        case (.day, 0): return "today"
        case (.year, -1), (.month, -1), (.week, -1): return "last \(unit.rawValue)"
        case (.year, 1), (.month, 1), (.week, 1): return "next \(unit.rawValue)"
        case (.year, 0), (.month, 0), (.week, 0): return "this \(unit.rawValue)"
        default: return nil
        }
    }

    private func number(_ value: Int) -> String {
        guard unitsStyle == .spellOut else { return String(value) }
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    private func unitName(_ unit: Unit, plural: Bool) -> String {
        switch unitsStyle {
        case .full, .spellOut:
            return plural ? unit.rawValue + "s" : unit.rawValue
        case .short:
            let short: [Unit: String] = [
                .year: "yr.", .month: "mo.", .week: "wk.", .day: plural ? "days" : "day", .hour: "hr.", .minute: "min.",
                .second: "sec.",
            ]
            return short[unit]!
        case .abbreviated:
            let letters: [Unit: String] = [
                .year: "y", .month: "mo", .week: "w", .day: "d", .hour: "h", .minute: "m", .second: "s",
            ]
            return letters[unit]!
        }
    }
}

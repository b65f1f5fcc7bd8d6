import Foundation

/// How a date picker is shown, as UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice for the mode: compact for dates and times, wheels for a countdown.
    case automatic = 0
    /// Spinning wheels of rows.
    case wheels = 1
    /// A button-like label of the date that opens an editor.
    case compact = 2
    /// An editor shown in place (drawn as wheels here).
    case inline = 3
}

/// A control for choosing a date, a time or a countdown duration, as UIKit's `UIDatePicker`.
///
/// The wheels style is a picker view of the mode's wheels (month, day and year in the
/// locale's order; hour, minute and AM/PM; hours and minutes for a countdown); turning a
/// wheel changes `date`, pinned to `minimumDate`...`maximumDate`, and sends `.valueChanged`.
/// The compact style shows the date and time as grey rounded labels. Setting `date` in code
/// sends nothing.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses, as `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// An hour and minute (and AM/PM in 12-hour locales).
        case time = 0
        /// A day, month and year.
        case date = 1
        /// A day, then an hour and minute.
        case dateAndTime = 2
        /// A duration in hours and minutes.
        case countDownTimer = 3
    }

    /// The height of the compact style's labels.
    static let compactHeight: CGFloat = 34
    static let compactPadding: CGFloat = 11
    static let compactSpacing: CGFloat = 6

    let wheelView = UIPickerView()
    let dateLabel = UILabel()
    let timeLabel = UILabel()
    lazy var wheels = DatePickerWheels(datePicker: self)
    private var dateStorage: Date

    /// The chosen date (for a countdown, the reference the duration starts from); it is kept
    /// between `minimumDate` and `maximumDate`.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }

    /// What the picker chooses (date and time by default).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { rebuild() }
    }

    /// The style asked for; `datePickerStyle` is the one used.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { rebuild() }
    }

    /// The style used: a countdown is always wheels, and automatic is compact otherwise.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The earliest date the picker allows (nil: no limit).
    open var minimumDate: Date? {
        didSet { setDate(dateStorage, animated: false) }
    }

    /// The latest date the picker allows (nil: no limit).
    open var maximumDate: Date? {
        didSet { setDate(dateStorage, animated: false) }
    }

    /// The step of the minute wheel, from 1 to 30 and dividing 60 (other values are ignored).
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 {
                Diagnostics.log(in: loop, "UIDatePicker minuteInterval \(minuteInterval) does not divide 60; using 1")
                minuteInterval = 1
            }
            rebuild()
        }
    }

    /// The locale the names and the wheels' order follow (nil: the current locale).
    open var locale: Locale? {
        didSet { rebuild() }
    }

    /// The calendar the wheels count in (setting nil restores the current calendar).
    open var calendar: Calendar! {
        get { calendarStorage }
        set {
            calendarStorage = newValue ?? .current
            rebuild()
        }
    }
    private var calendarStorage = Calendar.current

    /// The time zone the date is shown in (nil: the current time zone).
    open var timeZone: TimeZone? {
        didSet { rebuild() }
    }

    /// The countdown's duration in seconds, below a day, in whole minute steps.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let step = TimeInterval(60 * minuteInterval)
            let pinned = min(max(0, countDownDuration), 86_400 - 60)
            let rounded = (pinned / step).rounded(.down) * step
            if rounded != countDownDuration { countDownDuration = rounded }
            rebuild()
        }
    }

    /// Whether the date is rounded to the minute interval when the picker shows it.
    open var roundsToMinuteInterval = true

    /// Creates a date-and-time picker showing now.
    public override init(frame: CGRect) {
        dateStorage = Date()
        super.init(frame: frame)
        configure()
    }

    /// Creates a date picker from an archive.
    public required init?(coder: NSCoder) {
        dateStorage = Date()
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        wheelView.dataSource = wheels
        wheelView.delegate = wheels
        addSubview(wheelView)
        for label in [dateLabel, timeLabel] {
            label.textAlignment = .center
            label.font = UIFont.systemFont(ofSize: 17)
            label.backgroundColor = .tertiarySystemFill
            label.layer.cornerRadius = 6
            label.clipsToBounds = true
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        rebuild()
    }

    /// Sets the date, pinned to the limits; sends nothing (the wheels do not spin to it here).
    open func setDate(_ date: Date, animated: Bool) {
        var pinned = date
        if let minimumDate, pinned < minimumDate { pinned = minimumDate }
        if let maximumDate, pinned > maximumDate { pinned = maximumDate }
        dateStorage = pinned
        rebuild()
    }

    /// A wheel turned by the user: the new date, pinned, and `.valueChanged`.
    func userChose(_ date: Date) {
        setDate(date, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// The calendar with the picker's locale and time zone, for every computation.
    var workingCalendar: Calendar {
        var calendar = calendarStorage
        calendar.locale = locale ?? .current
        calendar.timeZone = timeZone ?? .current
        return calendar
    }

    /// Rereads the mode and style: the wheels or the compact labels, and their text.
    func rebuild() {
        let compact = datePickerStyle == .compact
        wheelView.isHidden = compact
        dateLabel.isHidden = !compact || datePickerMode == .time
        timeLabel.isHidden = !compact || datePickerMode == .date
        if compact {
            dateLabel.text = formatted(date: .medium, time: .none)
            timeLabel.text = formatted(date: .none, time: .short)
        } else {
            wheels.rebuildColumns()
            wheelView.reloadAllComponents()
            for (index, row) in wheels.selectedRows().enumerated() {
                wheelView.selectRow(row, inComponent: index, animated: false)
            }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func formatted(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.calendar = workingCalendar
        formatter.locale = locale ?? .current
        formatter.timeZone = timeZone ?? .current
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: dateStorage)
    }

    // MARK: Geometry

    /// Wheels are 320 × 216; compact is as wide as its labels and 34 points high.
    open override var intrinsicContentSize: CGSize {
        guard datePickerStyle == .compact else { return UIPickerView.defaultSize }
        let widths = compactLabels.map { $0.intrinsicContentSize.width + 2 * Self.compactPadding }
        let spacing = Self.compactSpacing * CGFloat(max(0, widths.count - 1))
        return CGSize(width: widths.reduce(0, +) + spacing, height: Self.compactHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var compactLabels: [UILabel] { [dateLabel, timeLabel].filter { !$0.isHidden } }

    /// The wheels fill the picker; compact labels sit side by side at its trailing end.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheelView.frame = bounds
        var x = bounds.maxX
        for label in compactLabels.reversed() {
            let width = label.intrinsicContentSize.width + 2 * Self.compactPadding
            x -= width
            label.frame = CGRect(
                x: x, y: bounds.midY - Self.compactHeight / 2, width: width, height: Self.compactHeight)
            x -= Self.compactSpacing
        }
    }

    /// A tap on a compact label would open UIKit's calendar or time editor.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard datePickerStyle == .compact, let touch, bounds.contains(touch.location(in: self)) else { return }
        unimplemented("UIDatePicker compact editor")
    }
}

/// The kinds of data a text view turns into links, as `UIDataDetectorTypes`.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Money amounts.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical quantities.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// No detection.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

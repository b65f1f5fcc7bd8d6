/// The level of a log message, as the `os` framework's `OSLogType`.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    /// The level's value, as the `os` framework numbers it.
    public let rawValue: UInt8
    /// Creates a level from its value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level, for messages that matter to troubleshooting.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful information that is not essential to troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Messages useful during development only.
    public static let debug = OSLogType(rawValue: 0x02)
    /// Errors the process encountered.
    public static let error = OSLogType(rawValue: 0x10)
    /// Faults: bugs in the process or in a system component.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name as the console shows it.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}

import Foundation

/// A log object that tags messages with a subsystem and category, as the `os` framework's
/// `OSLog`.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, usually the app's reverse-DNS identifier (empty for `OSLog.default`).
    let subsystem: String
    /// The category within the subsystem (empty for `OSLog.default`).
    let category: String
    /// Whether messages sent to this log are dropped (`OSLog.disabled`).
    let isDisabled: Bool

    private init(subsystem: String, category: String, isDisabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = isDisabled
    }

    /// Creates a log that tags its messages with `subsystem` and `category`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isDisabled: false)
    }

    /// The log with no subsystem or category, used when none is given.
    public static let `default` = OSLog(subsystem: "", category: "", isDisabled: false)
    /// A log that drops every message.
    public static let disabled = OSLog(subsystem: "", category: "", isDisabled: true)

    /// Whether a message of `type` sent to this log would be written.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled && LogSink.isWriting }

    /// The prefix naming the subsystem and category, as the console shows it.
    var prefix: String {
        if subsystem.isEmpty && category.isEmpty { return "" }
        return "\(subsystem):\(category): "
    }
}

/// A value that writes interpolated messages to a log, as the `os` framework's `Logger`.
public struct Logger: @unchecked Sendable {
    /// The log messages go to.
    let log: OSLog

    /// Creates a logger that tags its messages with `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// Creates a logger that writes to the default log.
    public init() { log = .default }
    /// Creates a logger that writes to `logObj`.
    public init(_ logObj: OSLog) { log = logObj }

    /// Writes a message at the default level.
    public func log(_ message: OSLogMessage) { write(message, .default) }
    /// Writes a message at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message, level) }
    /// Writes a message at the debug level.
    public func trace(_ message: OSLogMessage) { write(message, .debug) }
    /// Writes a message at the debug level.
    public func debug(_ message: OSLogMessage) { write(message, .debug) }
    /// Writes a message at the info level.
    public func info(_ message: OSLogMessage) { write(message, .info) }
    /// Writes a message at the default (notice) level.
    public func notice(_ message: OSLogMessage) { write(message, .default) }
    /// Writes a message at the error level.
    public func warning(_ message: OSLogMessage) { write(message, .error) }
    /// Writes a message at the error level.
    public func error(_ message: OSLogMessage) { write(message, .error) }
    /// Writes a message at the fault level.
    public func critical(_ message: OSLogMessage) { write(message, .fault) }
    /// Writes a message at the fault level.
    public func fault(_ message: OSLogMessage) { write(message, .fault) }

    private func write(_ message: OSLogMessage, _ type: OSLogType) {
        // Values are only read when the message will be seen, as the system's logger does.
        guard !log.isDisabled, LogSink.isWriting || LogSink.hasObservers else { return }
        LogSink.write(message.composed(redacting: false), type: type, log: log)
    }
}

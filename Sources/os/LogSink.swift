import Foundation

/// Where log messages go: standard error, one line per message, as Xcode's console shows an
/// app's log (Documentation/Deviations.md, "The os module").
enum LogSink {
    /// One message as written.
    struct Entry: Sendable, Equatable {
        var subsystem: String
        var category: String
        var type: OSLogType
        var message: String
    }

    private static let lock = NSLock()

    /// Whether messages are written at all; Xcode's `OS_ACTIVITY_MODE=disable` scheme setting
    /// silences them here too.
    static let isWriting = ProcessInfo.processInfo.environment["OS_ACTIVITY_MODE"] != "disable"

    /// Whether anything captures messages (for tests), so they are composed while silenced.
    static var hasObservers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !observers.isEmpty
    }

    /// Writes `message` to standard error and hands it to any observers.
    static func write(_ message: String, type: OSLogType, log: OSLog) {
        guard !log.isDisabled else { return }
        let entry = Entry(subsystem: log.subsystem, category: log.category, type: type, message: message)
        lock.lock()
        let current = Array(observers.values)
        lock.unlock()
        current.forEach { $0(entry) }
        guard isWriting else { return }
        FileHandle.standardError.write(Data((log.prefix + "[\(type.name)] " + message + "\n").utf8))
    }

    /// Calls `body` with every message written while `work` runs (for tests).
    static func capture(_ work: () throws -> Void) rethrows -> [Entry] {
        let box = EntryBox()
        let id = UUID()
        lock.lock()
        observers[id] = { box.append($0) }
        lock.unlock()
        defer {
            lock.lock()
            observers[id] = nil
            lock.unlock()
        }
        try work()
        return box.entries
    }

    private final class EntryBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Entry] = []
        func append(_ e: Entry) {
            lock.lock()
            stored.append(e)
            lock.unlock()
        }
        var entries: [Entry] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}

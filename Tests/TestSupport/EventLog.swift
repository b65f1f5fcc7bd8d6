import QuartzCore

/// A shared, ordered log of callbacks with the virtual time of each, so tests can assert exact
/// sequences across objects and when they happened.
@MainActor
package final class EventLog {
    /// The recorded events, oldest first.
    package private(set) var entries: [String] = []
    /// The clock reading at each entry.
    package private(set) var times: [Double] = []
    private let now: @MainActor () -> Double

    /// A log stamping entries with `now` (the current world's clock unless a test passes one).
    package init(now: @escaping @MainActor () -> Double = { MainLoop.current.now }) {
        self.now = now
    }

    /// The recorded events, oldest first (the name animation tests read).
    package var events: [String] { entries }

    /// Appends `entry`, stamped with the clock.
    package func record(_ entry: String) {
        entries.append(entry)
        times.append(now())
    }

    /// Forgets everything recorded so far.
    package func clear() {
        entries.removeAll()
        times.removeAll()
    }

    /// Entries whose text starts with one of `prefixes` (to focus on some objects).
    package func filtered(_ prefixes: String...) -> [String] {
        entries.filter { e in prefixes.contains { e.hasPrefix($0) } }
    }

    /// The clock reading of the first entry named `event`.
    package func time(of event: String) -> Double? {
        entries.firstIndex(of: event).map { times[$0] }
    }
}

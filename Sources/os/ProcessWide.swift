import Foundation

// Every stored static of os: state shared by every world in the process, each with the reason it
// may be. Gathered in this one file so the shared state is reviewed in one place;
// `python3 Scripts/process-wide.py --check` (CI) fails on a stored static elsewhere.

// Used by LogSink.swift.
extension LogSink {
    // Process-wide: Apple's log is one per process, whichever window logs; a test's capture
    // sees the messages written while it runs (`LogSink.lock` guards it).
    nonisolated(unsafe) static var observers: [UUID: @Sendable (Entry) -> Void] = [:]
}

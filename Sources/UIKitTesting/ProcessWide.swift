import Foundation

// Every stored static of UIKitTesting: state shared by every world in the process (one per
// `VirtualDevice`, or an app's), each with the reason it may be. Everything else belongs to a
// world. Gathered in this one file so the shared state is reviewed in one place;
// `python3 Scripts/process-wide.py --check` (CI) fails on a stored static elsewhere.

// Used by Snapshots/SnapshotFiles.swift.
extension SnapshotFiles {
    /// Storage that only Snapshots/SnapshotFiles.swift names, through fileprivate accessors
    /// of its own (`process-wide.py --check` fails on another file naming it).
    @MainActor
    enum ProcessWide {
        // Process-wide: numbers unnamed snapshots per test, and a test's name is unique in the process.
        /// Unnamed snapshots of a test are numbered 1, 2, … in the order the test takes them.
        static var counters: [String: Int] = [:]
    }
}

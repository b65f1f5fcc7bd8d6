import Foundation

/// How snapshot assertions treat reference files, as swift-snapshot-testing's configuration.
public enum SnapshotTestingConfiguration {
    /// When references are written.
    public enum Record: String, Sendable {
        /// Every snapshot is written over its reference (and the assertion fails, so the run is
        /// not mistaken for a passing one).
        case all
        /// Only a reference that does not match is rewritten (the assertion still fails).
        case failed
        /// Only missing references are written (the default).
        case missing
        /// Nothing is written; a missing reference fails.
        case never
    }

    /// The mode `withSnapshotTesting(record:operation:)` sets for the code it runs.
    @TaskLocal static var scopedRecord: Record?

    /// The record mode in force: the one `withSnapshotTesting(record:operation:)` set, else
    /// the one the environment asks for (`SNAPSHOT_TESTING_RECORD=all|failed|missing|never`,
    /// also `true` for `all`), else `missing`.
    public static var record: Record {
        if let scopedRecord { return scopedRecord }
        let value = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]?.lowercased()
        if value == "true" || value == "1" { return .all }
        return value.flatMap(Record.init(rawValue:)) ?? .missing
    }

    /// Where failed snapshots and their diffs are written: `SNAPSHOT_ARTIFACTS` when set,
    /// else `snapshot-artifacts` in the temporary directory.
    public static var artifactsDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("snapshot-artifacts", isDirectory: true)
    }
}

/// Runs `operation` with snapshot assertions in `record` mode (nil keeps the current one).
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$scopedRecord.withValue(record ?? SnapshotTestingConfiguration.scopedRecord) {
        try operation()
    }
}

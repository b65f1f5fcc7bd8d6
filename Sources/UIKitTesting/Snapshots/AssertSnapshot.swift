import Foundation
import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Asserts that `value` snapshotted `as` a strategy matches the reference file next to the test
/// file (`__Snapshots__/<TestFile>/<test>.<n or name>.<ext>`), recording it when missing; a
/// mismatch fails the test (Swift Testing's `Issue.record`, else `XCTFail`) naming both files.
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let message = verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: recording, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    else { return }
    SnapshotFailureReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertSnapshot` with a record mode for this one assertion (`record: .all`, `.failed`,
/// `.missing`, `.never`).
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let value = SnapshotFailureReporter.evaluate(value, fileID, filePath, line, column) else { return }
    withSnapshotTesting(record: record) {
        assertSnapshot(
            of: value, as: snapshotting, named: name, fileID: fileID, file: filePath, testName: testName,
            line: line, column: column)
    }
}

/// Asserts that `value` matches every strategy in `strategies`, each reference named by its key.
@MainActor
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let value = SnapshotFailureReporter.evaluate(value, fileID, filePath, line, column) else { return }
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: value, as: strategy, named: name, record: recording, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Compares `value` with its reference as `assertSnapshot` does, but returns the failure
/// message (nil on a match) instead of failing the test; `snapshotDirectory` overrides the
/// `__Snapshots__/<TestFile>` folder.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: Bool? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let mode: SnapshotTestingConfiguration.Record =
        recording.map { $0 ? .all : .missing } ?? SnapshotTestingConfiguration.record
    let files = SnapshotFiles(
        testFile: "\(filePath)", testName: testName, name: name, pathExtension: snapshotting.pathExtension,
        snapshotDirectory: snapshotDirectory)
    let snapshot: Format
    do {
        snapshot = snapshotting.snapshot(try value())
    } catch {
        return "Threw error: \(error)"
    }
    return SnapshotVerifier(files: files, diffing: snapshotting.diffing, mode: mode).verify(snapshot)
}

/// Reports a snapshot failure to whichever test library is running the test.
@MainActor
enum SnapshotFailureReporter {
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(XCTest)
            if Test.current == nil {
                XCTFail(message, file: filePath, line: line)
                return
            }
        #endif
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    }

    static func evaluate<Value>(
        _ value: () throws -> Value, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> Value? {
        do {
            return try value()
        } catch {
            report("Threw error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
            return nil
        }
    }
}

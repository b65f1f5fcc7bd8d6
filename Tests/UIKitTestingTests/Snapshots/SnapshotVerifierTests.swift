import Foundation
import Testing

@testable import UIKitTesting

/// The record modes `SNAPSHOT_TESTING_RECORD` selects, driven directly.
@MainActor
@Suite struct SnapshotVerifierTests {
    private func verifier(_ directory: String, _ mode: SnapshotTestingConfiguration.Record) -> SnapshotVerifier<String>
    {
        SnapshotVerifier(
            files: SnapshotFiles(
                testFile: "/x/FileTests.swift", testName: "modes()", name: "m", pathExtension: "txt",
                snapshotDirectory: directory),
            diffing: .lines, mode: mode)
    }

    @Test func neverModeFailsAMissingReferenceWithoutWritingIt() {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = verifier(directory, .never).verify("text")
        #expect(message?.hasPrefix("No reference was found on disk and record mode is \"never\"") == true)
        #expect(!FileManager.default.fileExists(atPath: directory + "/modes.m.txt"))
    }

    @Test func failedModeRewritesOnlyAMismatchingReference() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifier(directory, .missing).verify("old")
        #expect(verifier(directory, .failed).verify("old") == nil)
        let message = try #require(verifier(directory, .failed).verify("new"))
        #expect(message.contains("Record mode is \"failed\": the reference was rewritten."))
        #expect(try String(contentsOfFile: directory + "/modes.m.txt", encoding: .utf8) == "new")
    }

    @Test func referencesSitInSnapshotsBesideTheTestFile() {
        let files = SnapshotFiles(
            testFile: "/p/Tests/AppTests/LoginTests.swift", testName: "login screen (dark)", name: nil,
            pathExtension: "png", snapshotDirectory: nil)
        #expect(files.reference.path == "/p/Tests/AppTests/__Snapshots__/LoginTests/login-screen-dark.1.png")
        #expect(files.actual.lastPathComponent == "login-screen-dark.1.png")
        #expect(files.actual.deletingLastPathComponent().lastPathComponent == "LoginTests")
    }
}

/// Record modes chosen in code rather than by the environment.
@MainActor
@Suite struct SnapshotRecordModeTests {
    @Test func withSnapshotTestingSetsTheModeForItsScopeOnly() {
        let outside = SnapshotTestingConfiguration.record
        withSnapshotTesting(record: .never) {
            #expect(SnapshotTestingConfiguration.record == .never)
            withSnapshotTesting {
                #expect(SnapshotTestingConfiguration.record == .never)
            }
        }
        #expect(SnapshotTestingConfiguration.record == outside)
    }

    @Test func scopedNeverModeKeepsAMissingReferenceUnwritten() {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: "x", as: .lines, named: "n", snapshotDirectory: directory)
        }
        #expect(message?.contains("record mode is \"never\"") == true)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: directory)) == nil)
    }
}

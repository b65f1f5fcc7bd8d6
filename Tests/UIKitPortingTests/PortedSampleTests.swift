import Foundation
import Testing

@testable import UIKitPorting

/// The command on a folder: the checked-in sample under Samples/Original ports to exactly the
/// files under Samples/Ported, which this target compiles against UIKit.
@Suite struct PortedSampleTests {
    private let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")

    private func temporaryCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("Original"), to: folder)
        return folder
    }

    private func contents(of folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for file in try Porter.swiftFiles(under: folder) {
            result[file] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return result
    }

    @Test func originalSamplePortsToTheCompiledSample() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try Porter.port(folder: samples.appendingPathComponent("Original"), output: output)
        #expect(result.files.count == 2)
        #expect(result.notes.isEmpty)
        #expect(try contents(of: output) == contents(of: samples.appendingPathComponent("Ported")))
    }

    @Test func secondRunChangesNothing() throws {
        let result = try Porter.port(folder: samples.appendingPathComponent("Ported"), dryRun: true)
        #expect(result.changes.isEmpty)
    }

    @Test func dryRunWritesNothingButListsEveryChange() throws {
        let folder = try temporaryCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try contents(of: folder)
        let result = try Porter.port(folder: folder, dryRun: true)
        #expect(try contents(of: folder) == before)
        #expect(result.changes.count > 20)
        #expect(
            result.changes.contains {
                $0.description == "CardViewController.swift:2: import UIKit.UIGestureRecognizerSubclass -> (removed)"
            })
    }

    @Test func inPlacePortRewritesTheFolderItself() throws {
        let folder = try temporaryCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Porter.port(folder: folder)
        #expect(try contents(of: folder) == contents(of: samples.appendingPathComponent("Ported")))
    }

    @Test func portingIntoACopyLeavesTheSourceAlone() throws {
        let folder = try temporaryCopy()
        let output = folder.appendingPathExtension("out")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        let before = try contents(of: folder)
        _ = try Porter.port(folder: folder, output: output)
        #expect(try contents(of: folder) == before)
        #expect(try contents(of: output) != before)
    }

    @Test func missingFolderThrows() {
        #expect(throws: (any Error).self) { try Porter.port(folder: URL(fileURLWithPath: "/nonexistent-uikit-port")) }
    }
}

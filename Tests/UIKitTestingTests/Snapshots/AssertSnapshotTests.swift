import Foundation
import Testing
import UIKitTesting

@MainActor
@Suite(.checksLifetimes) struct AssertSnapshotTests {
    @Test func viewMatchesItsCommittedImage() {
        assertSnapshot(of: markedSquare(.red), as: .image, named: "square")
    }

    @Test func layerMatchesItsCommittedImage() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 6)
        layer.backgroundColor = UIColor.blue.cgColor
        assertSnapshot(of: layer, as: .image)
    }

    @Test func unnamedSnapshotsAreNumberedInOrder() {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: "one", as: .lines, snapshotDirectory: directory)
        _ = verifySnapshot(of: "two", as: .lines, snapshotDirectory: directory)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.sorted()
        #expect(
            files == ["unnamedSnapshotsAreNumberedInOrder.1.txt", "unnamedSnapshotsAreNumberedInOrder.2.txt"])
    }

    @Test func firstRunRecordsTheReferenceAndFails() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = verifySnapshot(of: markedSquare(.green), as: .image, named: "green", snapshotDirectory: directory)
        let reference = directory + "/firstRunRecordsTheReferenceAndFails.green.png"
        #expect(message?.hasPrefix("No reference was found on disk. Recorded snapshot:\n\(reference)") == true)
        let image = try #require(UIImage(contentsOfFile: reference)?.cgImage)
        #expect(image.width == 12 && image.height == 12)
        #expect(image.pixel(x: 8, y: 8) == (0, 255, 0, 255))
        #expect(image.pixel(x: 1, y: 1) == (0, 0, 0, 255))
        // The second run compares against what the first recorded.
        #expect(
            verifySnapshot(of: markedSquare(.green), as: .image, named: "green", snapshotDirectory: directory) == nil)
    }

    @Test func recordTrueRewritesTheReferenceAndFails() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: "old", as: .lines, named: "text", snapshotDirectory: directory)
        let message = verifySnapshot(of: "new", as: .lines, named: "text", record: true, snapshotDirectory: directory)
        #expect(message?.hasPrefix("Record mode is on") == true)
        let stored = try String(
            contentsOfFile: directory + "/recordTrueRewritesTheReferenceAndFails.text.txt", encoding: .utf8)
        #expect(stored == "new")
    }

    @Test func imageMismatchNamesTheFilesAndWritesADiffImage() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: markedSquare(.red), as: .image, named: "square", snapshotDirectory: directory)
        let changed = markedSquare(.red)
        let patch = UIView(frame: CGRect(x: 8, y: 8, width: 2, height: 2))
        patch.backgroundColor = .blue
        changed.addSubview(patch)
        let message = try #require(
            verifySnapshot(of: changed, as: .image, named: "square", snapshotDirectory: directory))
        let name = "imageMismatchNamesTheFilesAndWritesADiffImage.square"
        let artifacts = SnapshotTestingConfiguration.artifactsDirectory.appendingPathComponent("AssertSnapshotTests")
        let actual = artifacts.appendingPathComponent("\(name).png").path
        let diff = artifacts.appendingPathComponent("\(name)-diff.png").path
        #expect(message.hasPrefix("Snapshot does not match reference."))
        #expect(message.contains("reference: \(directory)/\(name).png"))
        #expect(message.contains("actual:    \(actual)"))
        #expect(message.contains("diff:      \(diff)"))
        #expect(message.contains("4 of 144 pixels (2.78%) differ by more than ΔE 0"))
        let written = try #require(UIImage(contentsOfFile: actual)?.cgImage)
        #expect(written.pixel(x: 9, y: 9) == (0, 0, 255, 255))
        let diffImage = try #require(UIImage(contentsOfFile: diff)?.cgImage)
        // Changed pixels are red; the rest is the reference faded three quarters to white.
        #expect(diffImage.pixel(x: 8, y: 8) == (255, 0, 0, 255))
        #expect(diffImage.pixel(x: 9, y: 9) == (255, 0, 0, 255))
        #expect(diffImage.pixel(x: 6, y: 6) == (255, 192, 192, 255))
        #expect(diffImage.pixel(x: 1, y: 1) == (192, 192, 192, 255))
    }

    @Test func mismatchFailsTheTestThroughSwiftTesting() {
        // The committed reference of `viewMatchesItsCommittedImage` is a red square.
        withKnownIssue {
            assertSnapshot(
                of: markedSquare(.green), as: .image, named: "square", testName: "viewMatchesItsCommittedImage()")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("viewMatchesItsCommittedImage.square.png") }
        }
    }

    @Test func sizeMismatchIsReportedWithBothSizes() {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: markedSquare(.red, size: 12), as: .image, named: "s", snapshotDirectory: directory)
        let message = verifySnapshot(
            of: markedSquare(.red, size: 10), as: .image, named: "s", snapshotDirectory: directory)
        #expect(message?.contains("Newly-taken snapshot@10×10 does not match reference@12×12.") == true)
    }

    @Test func textMismatchShowsAUnifiedDiff() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: "a\nb\nc", as: .lines, named: "t", snapshotDirectory: directory)
        let message = try #require(verifySnapshot(of: "a\nB\nc", as: .lines, named: "t", snapshotDirectory: directory))
        #expect(message.hasSuffix("--- reference\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c"))
    }

    @Test func pullbackMakesAStrategyForAnotherValue() {
        struct Badge { var color: UIColor }
        let strategy = Snapshotting<UIView, CGImage>.image.pullback { (badge: Badge) in markedSquare(badge.color) }
        #expect(strategy.pathExtension == "png")
        let image = strategy.snapshot(Badge(color: .blue))
        #expect(image.pixel(x: 8, y: 8) == (0, 0, 255, 255))
    }
}

import UIKitTesting
import XCTest

/// The same assertion from an XCTest case: failures go through `XCTFail` there. (XCTest on
/// Linux cannot list `@MainActor` test methods; its tests run on the main thread, so they
/// assume the main actor instead.)
final class AssertSnapshotXCTests: XCTestCase {
    func testViewMatchesItsCommittedImage() {
        MainActor.assumeIsolated {
            assertSnapshot(of: markedSquare(.blue), as: .image)
        }
    }

    func testTextMismatchIsDescribedByAUnifiedDiff() {
        MainActor.assumeIsolated {
            let directory = temporarySnapshotDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            _ = verifySnapshot(of: "a", as: .lines, named: "text", snapshotDirectory: directory)
            let message = verifySnapshot(of: "b", as: .lines, named: "text", snapshotDirectory: directory)
            XCTAssertEqual(message?.hasSuffix("@@ -1,1 +1,1 @@\n-a\n+b"), true)
        }
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// The object form of a snapshot that fetched results controllers hand their delegates.
@MainActor
@Suite struct NSDiffableDataSourceSnapshotReferenceTests {
    @Test func aReferenceHoldsSectionsAndItemsAndConvertsToASnapshot() {
        let reference = NSDiffableDataSourceSnapshotReference()
        reference.appendSections(withIdentifiers: ["jokes"])
        reference.appendItems(withIdentifiers: ["a", "b"])
        #expect(reference.numberOfSections == 1)
        #expect(reference.numberOfItems == 2)
        #expect(reference.itemIdentifiersInSection(withIdentifier: "jokes") as? [String] == ["a", "b"])
        let snapshot = NSDiffableDataSourceSnapshot<String, String>(reference)
        #expect(snapshot.sectionIdentifiers == ["jokes"])
        #expect(snapshot.itemIdentifiers == ["a", "b"])
    }
}

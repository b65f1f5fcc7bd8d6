import Testing
import UIKitTesting

@testable import UIKit

/// Cell and supplementary registrations: the class is registered by the first dequeue, and the
/// handler configures each view dequeued with its index path and item.
@MainActor
@Suite struct UICollectionViewCellRegistrationTests {
    final class Swatch: UICollectionViewCell {
        var configuredCount = 0
    }

    final class Header: UICollectionReusableView {
        let label = UILabel()
    }

    /// A list of colour names in one section, shown by a registration.
    final class Host: NSObject, UICollectionViewDataSource {
        let names: [String]
        let registration: UICollectionView.CellRegistration<Swatch, String>
        let header: UICollectionView.SupplementaryRegistration<Header>

        init(names: [String]) {
            self.names = names
            registration = UICollectionView.CellRegistration<Swatch, String> { cell, _, name in
                cell.configuredCount += 1
                cell.contentView.backgroundColor = name == "red" ? .systemRed : .systemBlue
            }
            header = UICollectionView.SupplementaryRegistration<Header>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, kind, indexPath in
                header.label.text = "\(kind) \(indexPath.section)"
            }
            super.init()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            names.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: names[indexPath.item])
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    @Test func theHandlerConfiguresEachDequeuedCellWithItsIndexPathAndItem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let host = Host(names: ["red", "blue", "red"])
        view.dataSource = host
        view.layoutIfNeeded()
        let cells = try (0..<3).map { try #require(view.cellForItem(at: IndexPath(item: $0, section: 0)) as? Swatch) }
        #expect(cells.allSatisfy { $0.configuredCount == 1 })
        #expect(cells[0].contentView.backgroundColor == .systemRed)
        #expect(cells[1].contentView.backgroundColor == .systemBlue)
        let header = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? Header)
        #expect(header.label.text == "UICollectionElementKindSectionHeader 0")
    }

    @Test func aReusedCellIsConfiguredAgainForItsNewItem() throws {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        var seen: [String] = []
        let registration = UICollectionView.CellRegistration<Swatch, String> { cell, indexPath, name in
            cell.configuredCount += 1
            seen.append("\(indexPath.item):\(name)")
        }
        let first = view.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 0, section: 0), item: "red")
        view.recycle(first)
        let second = view.dequeueConfiguredReusableCell(
            using: registration, for: IndexPath(item: 5, section: 0), item: "blue")
        #expect(second === first)
        #expect(second.configuredCount == 2)
        #expect(seen == ["0:red", "5:blue"])
    }

    @Test func twoRegistrationsOfOneClassKeepTheirOwnHandlers() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        let red = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.contentView.backgroundColor = .systemRed
        }
        let blue = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.contentView.backgroundColor = .systemBlue
        }
        let path = IndexPath(item: 0, section: 0)
        #expect(
            view.dequeueConfiguredReusableCell(using: red, for: path, item: 1).contentView.backgroundColor == .systemRed
        )
        #expect(
            view.dequeueConfiguredReusableCell(using: blue, for: path, item: 1).contentView.backgroundColor
                == .systemBlue)
    }
}

import Combine
import UIKit
import UIKitTesting
import XCTest

/// The modern collection view API (registrations, list cells, background and context menu
/// configurations) and Combine's `@Published`, used from another package in Swift 5 mode as
/// iOS 14+ app code is written.
final class StandInCollectionListTests: XCTestCase {
    final class Deck {
        @Published private(set) var names: [String] = []
        func deal() { names = ["Ace", "King", "Queen"] }
    }

    /// A header as apps write it, ported (`uikit-port` turns `override` into `required`).
    final class DeckHeader: UICollectionReusableView {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class DeckController: UIViewController, UICollectionViewDelegate {
        let deck = Deck()
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var subscriptions = Set<AnyCancellable>()

        let cardRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = indexPath.item == 0 ? .systemRed : .systemBackground
            cell.backgroundConfiguration = background
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.delegate = self
            view.addSubview(collectionView)
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                [unowned self] collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: self.cardRegistration, for: indexPath, item: name)
            }
            deck.$names
                .filter { !$0.isEmpty }
                .receive(on: DispatchQueue.main)
                .sink { [weak self] names in self?.show(names) }
                .store(in: &subscriptions)
        }

        func show(_ names: [String]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(names)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(title: "Card", children: [UIAction(title: "Discard") { _ in }])
            }
        }
    }

    func testARegisteredListCellShowsItsItemItsChevronAndItsBackground() throws {
        let device = VirtualDevice()
        let controller = DeckController()
        device.window.rootViewController = controller
        device.runUntilIdle()
        controller.deck.deal()
        device.runUntilIdle()
        let first = try XCTUnwrap(
            controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        XCTAssertEqual((first.contentConfiguration as? UIListContentConfiguration)?.text, "Ace")
        XCTAssertEqual(first.accessories.count, 1)
        XCTAssertEqual(controller.collectionView.visibleCells.count, 3)
        let middle = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil)
        let pixel = device.screenshot().pixel(x: Int(middle.x), y: Int(middle.y))
        XCTAssertEqual([pixel.r, pixel.g, pixel.b], [255, 59, 48])
    }

    func testASupplementaryRegistrationConfiguresTheHeaderItDequeues() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let registration = UICollectionView.SupplementaryRegistration<DeckHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.label.text = "Hand \(indexPath.section + 1)"
        }
        let header = collectionView.dequeueConfiguredReusableSupplementary(
            using: registration, for: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header.label.text, "Hand 2")
    }
}

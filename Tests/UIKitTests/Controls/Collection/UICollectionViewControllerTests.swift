import Testing
import UIKitTesting

@testable import UIKit

/// UICollectionViewController: its view is a collection view with its layout, of which it is
/// the data source and delegate; subclasses supply items; selection clears on reappearing.
@MainActor
@Suite(.checksLifetimes) struct UICollectionViewControllerTests {
    final class Grid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        var picked: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            6
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = "Item \(indexPath.item)"
            cell.isAccessibilityElement = true
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            picked.append(indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { CGSize(width: 100, height: 60) }
    }

    @Test func theViewIsACollectionViewWithTheGivenLayoutAndTheControllerAsDataSource() throws {
        let device = VirtualDevice()
        let layout = UICollectionViewFlowLayout()
        let grid = Grid(collectionViewLayout: layout)
        #expect(grid.collectionViewLayout === layout)
        device.window.rootViewController = grid
        device.runUntilIdle()
        let collection = try #require(grid.collectionView)
        #expect(grid.view === collection && collection.collectionViewLayout === layout)
        #expect(collection.dataSource === grid && collection.delegate === grid)
        #expect(collection.numberOfItems(inSection: 0) == 6)
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 100, height: 60))
        device.cells["Item 4"].tap()
        #expect(grid.picked == [IndexPath(item: 4, section: 0)])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test func selectionIsClearedWhenTheViewAppearsAgain() throws {
        let device = VirtualDevice()
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        let navigation = UINavigationController(rootViewController: grid)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        grid.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        navigation.pushViewController(UIViewController(), animated: false)
        device.runUntilIdle()
        navigation.popViewController(animated: false)
        device.runUntilIdle()
        #expect(grid.collectionView.indexPathsForSelectedItems == nil)
        grid.clearsSelectionOnViewWillAppear = false
        grid.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        navigation.pushViewController(UIViewController(), animated: false)
        device.runUntilIdle()
        navigation.popViewController(animated: false)
        device.runUntilIdle()
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func aPlainControllerHasAFlowLayoutAndNoItems() {
        let device = VirtualDevice()
        let plain = UICollectionViewController(nibName: nil, bundle: nil)
        #expect(plain.collectionViewLayout is UICollectionViewFlowLayout)
        device.window.rootViewController = plain
        device.runUntilIdle()
        #expect(plain.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(device.collectionViews.count == 1)
    }
}

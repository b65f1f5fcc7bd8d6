import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite struct UICollectionViewTests {
    final class Source: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var selected: [IndexPath] = []
        var made = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            made += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = indexPath.item
            return cell
        }
        func collectionView(_ cv: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath)
            -> CGSize
        {
            CGSize(width: (cv.bounds.width - 10) / 2, height: 150)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test func flowLayoutPlacesTwoColumnsAndCellsConvertToTheWindow() {
        let device = VirtualDevice()
        let layout = UICollectionViewFlowLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), collectionViewLayout: layout)
        let source = Source()
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.delegate = source
        device.window.addSubview(cv)
        device.runUntilIdle()
        let cell = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(cell.frame == CGRect(x: 200, y: 160, width: 190, height: 150))
        #expect(cv.indexPath(for: cell) == IndexPath(item: 3, section: 0))
        #expect(cv.convert(cell.frame, to: nil) == CGRect(x: 200, y: 260, width: 190, height: 150))
        #expect(cv.contentSize.height == CGFloat(790))
        cv.contentOffset = CGPoint(x: 0, y: 200)
        device.runUntilIdle()
        #expect(cv.convert(cell.frame, to: nil).minY == 60)
        cv.selectItemFromTap(at: CGPoint(x: 10, y: 210))
        #expect(source.selected == [IndexPath(item: 2, section: 0)])
    }

    @Test func cellsAreReusedWhenScrolledAway() {
        let device = VirtualDevice()
        let cv = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        let source = Source()
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.delegate = source
        device.window.addSubview(cv)
        device.runUntilIdle()
        let firstBatch = cv.visibleCells.count
        cv.contentOffset = CGPoint(x: 0, y: 640)
        device.runUntilIdle()
        #expect(cv.visibleCells.count <= firstBatch + 2)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 9, section: 0)) != nil)
    }

    @Test func scrollViewClampsAfterADragAndAnimatesOffsets() {
        let device = VirtualDevice()
        let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sv.contentSize = CGSize(width: 100, height: 300)
        device.window.addSubview(sv)
        sv.scroll(byDragging: CGPoint(x: 0, y: -150))
        #expect(sv.contentOffset.y == 150)
        sv.scroll(byDragging: CGPoint(x: 0, y: -150))
        #expect(sv.contentOffset.y > 200 && sv.contentOffset.y < 250)
        sv.settleAfterDrag()
        device.runUntilIdle()
        #expect(sv.contentOffset.y == 200)
        sv.setContentOffset(.zero, animated: true)
        device.advance(by: 0.15)
        #expect(sv.layer.presentation()!.bounds.minY > 0)
        device.runUntilIdle()
        #expect(sv.contentOffset == .zero)
    }
}

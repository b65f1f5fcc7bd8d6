import Testing
import UIKitTesting

@testable import UIKit

/// A collection view asks its delegate for a context menu on a long press and keeps the
/// configuration it gets, whose action provider makes the menu.
@MainActor
@Suite struct UIContextMenuConfigurationTests {
    final class Delegate: NSObject, UICollectionViewDelegate {
        var asked: [IndexPath] = []
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            asked.append(indexPath)
            return UIContextMenuConfiguration(identifier: "joke" as NSString, previewProvider: nil) { _ in
                UIMenu(title: "Actions", children: [UIAction(title: "Hear") { _ in }])
            }
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func aConfigurationKeepsItsIdentifierAndItsActionProviderMakesTheMenu() throws {
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
            UIMenu(title: "Actions", children: suggested + [UIAction(title: "Share") { _ in }])
        }
        #expect(configuration.identifier is NSUUID)
        let menu = try #require(configuration.actionProvider?([]))
        #expect(menu.children.map(\.title) == ["Share"])
    }

    @Test func aLongPressOnAnItemAsksTheDelegateAndKeepsItsConfiguration() throws {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        let view = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        let delegate = Delegate()
        view.dataSource = source
        view.delegate = delegate
        root.view.addSubview(view)
        device.runUntilIdle()
        // The second item, whether or not the content is inset below the status bar.
        device.longPress(at: CGPoint(x: 100, y: 170))
        device.runUntilIdle()
        #expect(delegate.asked == [IndexPath(item: 1, section: 0)])
        let kept = try #require(view.contextMenuConfiguration)
        #expect(kept.identifier as? NSString == "joke")
        #expect(device.diagnostics.contains { $0.contains("context menu presentation is not implemented yet") })
        device.longPress(at: CGPoint(x: 100, y: 700))
        device.runUntilIdle()
        #expect(delegate.asked.count == 1)
    }
}

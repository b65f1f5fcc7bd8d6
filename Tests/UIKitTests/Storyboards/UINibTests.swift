import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// `UINib`, `Bundle.loadNibNamed` and `UIViewController(nibName:bundle:)` over Xcode 15 xibs
/// (Resources/SBCard.xib, SBDetailViewController.xib).
@MainActor
@Suite(.checksLifetimes) struct UINibTests {
    @Test func instantiateConnectsFilesOwnerAndReturnsTheTopLevelObjects() throws {
        let owner = SBCardOwner()
        let objects = UINib(nibName: "SBCard", bundle: .module).instantiate(withOwner: owner)
        #expect(objects.count == 1)
        let card = try #require(objects.first as? SBCardView)
        #expect(owner.card === card)
        #expect(owner.titleLabel.text == "Card")
        #expect(owner.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
        #expect(card.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(card.backgroundColor == UIColor(red: 1, green: 0.8, blue: 0, alpha: 1))
    }

    @Test func awakeFromNibRunsAfterEveryOutletOfTheNibIsSet() throws {
        let owner = SBCardOwner()
        let card = try #require(
            UINib(nibName: "SBCard", bundle: .module).instantiate(withOwner: owner).first as? SBCardView)
        #expect(card.badgeSetAtAwake == true)
        #expect(card.badgeLabel === owner.titleLabel)
    }

    @Test func anActionToFilesOwnerCallsTheOwnersMethod() throws {
        let owner = SBCardOwner()
        let card = try #require(Bundle.module.loadNibNamed("SBCard", owner: owner)?.first as? SBCardView)
        let button = try #require(card.subviews.first { $0 is UIButton } as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(owner.opened == ["Open"])
    }

    @Test func aNibFromDataInstantiatesTheSameObjects() throws {
        let url = try #require(Bundle.module.url(forResource: "SBCard", withExtension: "xib"))
        let nib = UINib(data: try Data(contentsOf: url), bundle: .module)
        let first = nib.instantiate(withOwner: nil)
        let second = nib.instantiate(withOwner: nil)
        #expect(first.count == 1 && second.count == 1)
        let a = try #require(first.first as? SBCardView)
        let b = try #require(second.first as? SBCardView)
        #expect(a !== b)
    }

    @Test func aControllerLoadsItsViewFromItsNib() throws {
        let device = VirtualDevice()
        let detail = SBDetailViewController(nibName: "SBDetailViewController", bundle: .module)
        #expect(detail.nameLabel == nil)
        device.window.rootViewController = detail
        device.runUntilIdle()
        #expect(detail.nameLabel.text == "Detail")
        #expect(detail.nameLabel.superview === detail.view)
        #expect(detail.view.backgroundColor == .systemYellow)
        #expect(detail.nameLabel.textColor == .systemGreen)
        #expect(abs(detail.nameLabel.center.x - detail.view.bounds.midX) <= 0.5)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func aMissingNibLogsUIKitsTextAndTheControllerGetsAPlainView() {
        let device = VirtualDevice()
        #expect(UINib(nibName: "Nowhere", bundle: .module).instantiate(withOwner: nil).isEmpty)
        #expect(Bundle.module.loadNibNamed("Nowhere", owner: nil) == nil)
        let controller = UIViewController(nibName: "Nowhere", bundle: .module)
        controller.loadViewIfNeeded()
        #expect(controller.view != nil)
        let text = "with name 'Nowhere'"
        #expect(
            device.diagnostics.filter {
                $0.hasPrefix("Could not load NIB in bundle: 'NSBundle <") && $0.hasSuffix(text)
            }.count == 3)
    }

    @Test func aNibWhoseOwnerIsNotConnectedToTheViewLogsUIKitsText() throws {
        let device = VirtualDevice()
        let controller = SBDetailViewController(nibName: "SBCard", bundle: .module)
        controller.loadViewIfNeeded()
        // SBCard.xib's owner outlets are SBCardOwner's, which the controller does not have.
        #expect(
            device.diagnostics.contains {
                $0.hasSuffix("this class is not key value coding-compliant for the key card.")
            })
        #expect(controller.nameLabel == nil)
    }

    /// What a collection view made from a document (not in code) hears when a finger taps a cell.
    final class TapRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test func aCollectionViewFromADocumentSelectsTheCellATapLandsOn() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="Grd-cv-001">
                        <rect key="frame" x="0.0" y="100" width="390" height="400"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
            minimumInteritemSpacing="10" id="Grd-fl-001">
                            <size key="itemSize" width="100" height="100"/>
                        </collectionViewFlowLayout>
                    </collectionView>
                </objects>
            </document>
            """
        let device = VirtualDevice()
        let collection = try #require(
            UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UICollectionView)
        let recorder = TapRecorder()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        collection.dataSource = recorder
        collection.delegate = recorder
        let host = UIViewController()
        host.view.addSubview(collection)
        device.window.rootViewController = host
        device.runUntilIdle()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        device.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(recorder.selected == [IndexPath(item: 1, section: 0)])
    }
}

import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A photo grid as Xcode writes it: a collection view controller in a navigation controller,
/// whose prototype cell's show segue pushes the detail when a cell is tapped.
private let gridStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Grd-nc-001">
        <scenes>
            <scene sceneID="Grd-sc-001">
                <objects>
                    <collectionViewController id="Grd-cv-001" customClass="GridScreen" customModule="UIKitTests" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Grd-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="Grd-fl-001">
                                <size key="itemSize" width="100" height="100"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PhotoCell" id="Grd-ce-001">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    </view>
                                    <connections>
                                        <segue destination="Grd-vc-002" kind="show" id="Grd-sg-001"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="Grd-cv-001" id="Grd-ou-001"/>
                                <outlet property="delegate" destination="Grd-cv-001" id="Grd-ou-002"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
            <scene sceneID="Grd-sc-002">
                <objects>
                    <viewController id="Grd-vc-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Grd-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Grd-sc-003">
                <objects>
                    <navigationController id="Grd-nc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Grd-nb-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Grd-cv-001" kind="relationship" relationship="rootViewController" id="Grd-sg-002"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

final class GridScreen: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
    }
}

@MainActor
@Suite(.checksLifetimes) struct StoryboardCollectionCellSegueTests {
    @Test func tappingACellOfACollectionViewControllerScenePushesItsSegue() throws {
        let device = VirtualDevice()
        let storyboard = try UIStoryboard(name: "Grid", data: Data(gridStoryboard.utf8), bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        let grid = try #require(navigation.topViewController as? GridScreen)
        let cell = try #require(grid.collectionView.visibleCells.first)
        device.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: nil))
        device.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
    }
}

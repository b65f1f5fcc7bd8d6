import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A scene with the controls of Xcode's library beyond the basic ones, as Xcode writes it.
private let controlsStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Ctl-vc-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="Ctl-sc-001">
                <objects>
                    <viewController storyboardIdentifier="Controls" id="Ctl-vc-001" customClass="SBControlsViewController" customModule="UIKitTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Ctl-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <searchBar contentMode="redraw" placeholder="Find a city" prompt="Weather" searchBarStyle="minimal" showsCancelButton="YES" id="Ctl-sb-001">
                                    <rect key="frame" x="0.0" y="60" width="393" height="76"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <textInputTraits key="textInputTraits"/>
                                    <connections>
                                        <outlet property="delegate" destination="Ctl-vc-001" id="Ctl-ou-001"/>
                                    </connections>
                                </searchBar>
                                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="NO" animating="YES" style="large" id="Ctl-ai-001">
                                    <rect key="frame" x="20" y="150" width="37" height="37"/>
                                    <color key="color" systemColor="systemRedColor"/>
                                </activityIndicatorView>
                                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.75" progressViewStyle="bar" id="Ctl-pv-001">
                                    <rect key="frame" x="20" y="200" width="353" height="4"/>
                                    <color key="progressTintColor" systemColor="systemGreenColor"/>
                                </progressView>
                                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" style="wheels" id="Ctl-dp-001">
                                    <rect key="frame" x="0.0" y="220" width="393" height="216"/>
                                    <date key="date" timeIntervalSinceReferenceDate="817551660"/>
                                    <date key="minimumDate" timeIntervalSinceReferenceDate="788918400"/>
                                    <locale key="locale" localeIdentifier="en_GB"/>
                                </datePicker>
                                <pickerView contentMode="scaleToFill" id="Ctl-pk-001">
                                    <rect key="frame" x="0.0" y="450" width="393" height="216"/>
                                    <connections>
                                        <outlet property="dataSource" destination="Ctl-vc-001" id="Ctl-ou-002"/>
                                        <outlet property="delegate" destination="Ctl-vc-001" id="Ctl-ou-003"/>
                                    </connections>
                                </pickerView>
                                <wkWebView contentMode="scaleToFill" id="Ctl-wk-001">
                                    <rect key="frame" x="0.0" y="680" width="393" height="150"/>
                                    <wkWebViewConfiguration key="configuration">
                                        <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                                        <wkPreferences key="preferences"/>
                                    </wkWebViewConfiguration>
                                </wkWebView>
                            </subviews>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Grd-sc-001">
                <objects>
                    <collectionViewController storyboardIdentifier="Grid" id="Grd-vc-001" customClass="SBGridViewController" customModule="UIKitTests" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="Grd-cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="8" minimumInteritemSpacing="8" id="Grd-fl-001">
                                <size key="itemSize" width="120" height="80"/>
                                <size key="headerReferenceSize" width="50" height="44"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="10" minY="4" maxX="10" maxY="4"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="Grd-cl-001">
                                    <rect key="frame" x="10" y="48" width="120" height="80"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Grd-cc-001">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tile" textAlignment="center" tag="7" id="Grd-lb-001">
                                                <rect key="frame" x="0.0" y="30" width="120" height="20"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </collectionViewCellContentView>
                                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Heading" id="Grd-hd-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Heading" tag="9" id="Grd-lb-002">
                                        <rect key="frame" x="16" y="12" width="200" height="20"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                            </collectionReusableView>
                            <connections>
                                <outlet property="dataSource" destination="Grd-vc-001" id="Grd-ou-001"/>
                                <outlet property="delegate" destination="Grd-vc-001" id="Grd-ou-002"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
            <scene sceneID="Tbl-sc-001">
                <objects>
                    <tableViewController storyboardIdentifier="Table" id="Tbl-vc-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="Tbl-tv-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <searchBar key="tableHeaderView" contentMode="redraw" placeholder="Filter" id="Tbl-sb-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <textInputTraits key="textInputTraits"/>
                            </searchBar>
                            <connections>
                                <outlet property="dataSource" destination="Tbl-vc-001" id="Tbl-ou-001"/>
                                <outlet property="delegate" destination="Tbl-vc-001" id="Tbl-ou-002"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

/// Storyboards with `<activityIndicatorView>`, `<progressView>`, `<searchBar>`, `<datePicker>`,
/// `<pickerView>`, `<wkWebView>` and a `<collectionViewController>` with prototype cells and a
/// section header.
@MainActor
@Suite(.checksLifetimes) struct StoryboardControlsTests {
    func load(_ identifier: String) throws -> UIViewController {
        let storyboard = try UIStoryboard(name: "Controls", data: Data(controlsStoryboard.utf8), bundle: .module)
        return try storyboard.instantiate(identifier: identifier, creator: nil)
    }

    @Test func theControlsSceneLoadsEachControlWithItsSettings() throws {
        let device = VirtualDevice()
        let controller = try #require(try load("Controls") as? SBControlsViewController)
        device.window.rootViewController = controller
        device.runUntilIdle()
        let views = controller.view.subviews
        let bar = try #require(views.first { $0 is UISearchBar } as? UISearchBar)
        #expect(bar.placeholder == "Find a city" && bar.prompt == "Weather")
        #expect(bar.searchBarStyle == .minimal && bar.showsCancelButton)
        #expect(bar.delegate === controller)
        let spinner = try #require(views.first { $0 is UIActivityIndicatorView } as? UIActivityIndicatorView)
        #expect(spinner.style == .large && spinner.isAnimating && !spinner.hidesWhenStopped)
        #expect(spinner.color == .systemRed)
        let progress = try #require(views.first { $0 is UIProgressView } as? UIProgressView)
        #expect(progress.progress == 0.75 && progress.progressViewStyle == .bar)
        #expect(progress.progressTintColor == .systemGreen)
        let date = try #require(views.first { $0 is UIDatePicker } as? UIDatePicker)
        #expect(date.datePickerMode == .date && date.datePickerStyle == .wheels && date.minuteInterval == 5)
        #expect(date.locale?.identifier == "en_GB")
        #expect(date.date == Date(timeIntervalSinceReferenceDate: 817_551_660))
        #expect(date.minimumDate == Date(timeIntervalSinceReferenceDate: 788_918_400))
        let picker = try #require(views.first { $0 is UIPickerView } as? UIPickerView)
        #expect(picker.dataSource === controller && picker.delegate === controller)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        // The WebKit stand-in's web view, since the test bundle links WebKit (without it, an
        // empty placeholder that says so).
        let webView = try #require(views.first { "\(type(of: $0))".contains("WebView") })
        #expect(String(reflecting: type(of: webView)) == "WebKit.WKWebView")
        spinner.stopAnimating()
    }

    @Test func elementQueriesFindTheStoryboardsControls() throws {
        let device = VirtualDevice()
        let controller = try load("Controls")
        device.window.rootViewController = controller
        device.runUntilIdle()
        #expect(device.searchFields.count == 1)
        #expect(device.activityIndicators.count == 1)
        #expect(device.progressIndicators.firstMatch.value as? String == "75%")
        #expect(device.datePickers.count == 1 && device.datePickers.firstMatch.pickerWheels.count == 3)
        #expect(device.pickers.firstMatch.pickerWheels.firstMatch.value as? String == "Rain")
        device.searchFields.firstMatch.typeText("Oslo")
        #expect((controller as? SBControlsViewController)?.searches == ["O", "Os", "Osl", "Oslo"])
        (controller.view.subviews.first { $0 is UIActivityIndicatorView } as? UIActivityIndicatorView)?.stopAnimating()
    }

    @Test func aCollectionViewControllerSceneDequeuesItsPrototypesAndHeader() throws {
        let device = VirtualDevice()
        let grid = try #require(try load("Grid") as? SBGridViewController)
        device.window.rootViewController = grid
        device.runUntilIdle()
        let collection = try #require(grid.collectionView)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 80) && layout.minimumLineSpacing == 8)
        #expect(layout.headerReferenceSize.height == 44)
        #expect(layout.sectionInset == UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10))
        #expect(collection.dataSource === grid && collection.delegate === grid)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.reuseIdentifier == "Tile" && cell.backgroundColor == .systemYellow)
        #expect(cell.frame == CGRect(x: 10, y: 48, width: 120, height: 80))
        #expect((cell.contentView.viewWithTag(7) as? UILabel)?.text == "Item 0")
        let header = try #require(
            collection.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.reuseIdentifier == "Heading")
        #expect((header.viewWithTag(9) as? UILabel)?.text == "Heading")
        #expect(device.cells.count == 5)
    }
}

extension StoryboardControlsTests {
    @Test func aSearchBarAsATablesHeaderViewIsLoaded() throws {
        let device = VirtualDevice()
        let table = try #require(try load("Table") as? UITableViewController)
        device.window.rootViewController = table
        device.runUntilIdle()
        let bar = try #require(table.tableView.tableHeaderView as? UISearchBar)
        #expect(bar.placeholder == "Filter")
        #expect(device.searchFields.firstMatch.placeholderValue == "Filter")
    }
}

/// The controls scene's controller: the picker's data source and delegate, and the search
/// bar's delegate.
final class SBControlsViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
    UISearchBarDelegate
{
    var searches: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        ["Rain", "Snow", "Sun"][row]
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { searches.append(searchText) }
}

/// The grid scene's controller: five tiles, each labelled through the prototype's label.
final class SBGridViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        (cell.contentView.viewWithTag(7) as? UILabel)?.text = "Item \(indexPath.item)"
        return cell
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Heading", for: indexPath)
    }
}

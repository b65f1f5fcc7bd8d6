import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A navigation controller whose storyboard element hides the navigation bar and shows the
/// toolbar, as Xcode writes it (a menu app's root: a full-height screen with a toolbar whose
/// Add item presents the menu).
private let barsStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Bar-nc-001">
        <scenes>
            <scene sceneID="Bar-sc-001">
                <objects>
                    <navigationController storyboardIdentifier="Root" navigationBarHidden="YES" toolbarHidden="NO" id="Bar-nc-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-nb-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </navigationBar>
                        <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" translucent="NO" id="Bar-tb-001">
                            <rect key="frame" x="0.0" y="524" width="320" height="44"/>
                        </toolbar>
                        <connections>
                            <segue destination="Bar-vc-001" kind="relationship" relationship="rootViewController" id="Bar-sg-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="Bar-sc-002">
                <objects>
                    <viewController id="Bar-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Bar-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                        <toolbarItems>
                            <barButtonItem systemItem="search" id="Bar-bi-002"/>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="Bar-bi-003"/>
                            <barButtonItem systemItem="add" id="Bar-bi-001">
                                <connections>
                                    <segue destination="Bar-vc-002" kind="presentation" id="Bar-sg-002"/>
                                </connections>
                            </barButtonItem>
                        </toolbarItems>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Bar-sc-003">
                <objects>
                    <viewController id="Bar-vc-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Bar-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

@MainActor
@Suite(.checksLifetimes) struct StoryboardNavigationBarsTests {
    @Test func theNavigationControllersElementSetsWhichBarsShow() throws {
        let device = VirtualDevice()
        let storyboard = try UIStoryboard(name: "Bars", data: Data(barsStoryboard.utf8), bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        #expect(navigation.toolbar.window != nil && !navigation.toolbar.isHidden)
        #expect(navigation.toolbar.items?.count == 3)
        // What a user taps there: the toolbar's Search and Add buttons.
        #expect(device.buttons.count == 2)
    }

    @Test func theToolbarsAddItemIsFoundByItsNameAndPresentsItsSegue() throws {
        let device = VirtualDevice()
        let storyboard = try UIStoryboard(name: "Bars", data: Data(barsStoryboard.utf8), bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        // A system item is named as iOS names it for VoiceOver and UI tests: "Add", not its glyph.
        #expect(device.toolbars.buttons["Add"].exists)
        device.buttons["Add"].tap()
        #expect(navigation.presentedViewController != nil)
        #expect(device.elementQueryFailures.isEmpty)
        navigation.dismiss(animated: false)
        device.runUntilIdle()
    }
}

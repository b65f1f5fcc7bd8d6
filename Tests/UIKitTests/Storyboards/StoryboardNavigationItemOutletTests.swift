import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// A scene whose toolbar's Done item is also its navigation item's right item, connected by an
/// outlet of the navigation item, as Xcode writes it (an about screen presented modally).
private let itemOutletStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Nio-vc-001">
        <scenes>
            <scene sceneID="Nio-sc-001">
                <objects>
                    <viewController id="Nio-vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Nio-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        </view>
                        <toolbarItems>
                            <barButtonItem title="Done" id="Nio-bi-001"/>
                        </toolbarItems>
                        <navigationItem key="navigationItem" title="More Info" id="Nio-ni-001">
                            <connections>
                                <outlet property="rightBarButtonItem" destination="Nio-bi-001" id="Nio-ot-001"/>
                            </connections>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

@MainActor
@Suite(.checksLifetimes) struct StoryboardNavigationItemOutletTests {
    @Test func aNavigationItemsOutletToABarButtonItemSetsIt() throws {
        let device = VirtualDevice()
        let storyboard = try UIStoryboard(name: "ItemOutlet", data: Data(itemOutletStoryboard.utf8), bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()
        let done = try #require(controller.toolbarItems?.first)
        #expect(controller.navigationItem.rightBarButtonItem === done)
        #expect(controller.navigationItem.title == "More Info")
        #expect(!device.diagnostics.contains { $0.contains("setValue:forUndefinedKey:") })
    }
}

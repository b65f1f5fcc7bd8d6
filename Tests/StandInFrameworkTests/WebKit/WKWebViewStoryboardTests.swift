import Foundation
import Testing
import UIKitTesting
import WebKit

@testable import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A browser screen as Xcode writes it: a web view and a toolbar of Back and Reload in the
/// controller's view; the controller observes the web view by key path.
private let browserStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Web-vc-001">
        <scenes>
            <scene sceneID="Web-sc-001">
                <objects>
                    <viewController id="Web-vc-001" customClass="BrowserScreen" customModule="StandInFrameworkTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Web-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <wkWebView contentMode="scaleToFill" id="Web-wk-001">
                                    <rect key="frame" x="0.0" y="20" width="375" height="603"/>
                                    <wkWebViewConfiguration key="configuration">
                                        <wkPreferences key="preferences"/>
                                    </wkWebViewConfiguration>
                                </wkWebView>
                                <toolbar opaque="NO" contentMode="scaleToFill" id="Web-tb-001">
                                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                    <items>
                                        <barButtonItem title="Back" id="Web-bi-001"/>
                                        <barButtonItem style="plain" systemItem="flexibleSpace" id="Web-bi-002"/>
                                        <barButtonItem title="Reload" id="Web-bi-003"/>
                                    </items>
                                </toolbar>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

final class BrowserScreen: UIViewController {
    var webView: WKWebView? { view.subviews.lazy.compactMap { $0 as? WKWebView }.first }
    var toolbar: UIToolbar? { view.subviews.lazy.compactMap { $0 as? UIToolbar }.first }
    var observed: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        webView?.addObserver(self, forKeyPath: "URL", options: .new, context: nil)
        webView?.load(URLRequest(url: URL(string: "https://example.com/")!))
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        observed.append(keyPath ?? "")
    }
}

@MainActor
@Suite struct WKWebViewStoryboardTests {
    @Test func aStoryboardWebViewIsTheStandInAndAViewsToolbarKeepsItsItems() throws {
        let device = VirtualDevice()
        let storyboard = try UIStoryboard(name: "Browser", data: Data(browserStoryboard.utf8), bundle: nil)
        let screen = try #require(storyboard.instantiateInitialViewController() as? BrowserScreen)
        device.window.rootViewController = screen
        device.runUntilIdle()
        #expect(screen.webView != nil)
        #expect(screen.toolbar?.items?.map(\.title) == ["Back", nil, "Reload"])
        #expect(screen.observed == ["URL"])
        screen.webView?.removeObserver(screen, forKeyPath: "URL")
    }
}

import Foundation
import SafariServices
import Testing
import UIKitTesting

/// The placeholder in-app browser: presented and dismissed as a controller, keeping its URL.
@MainActor
@Suite struct SFSafariViewControllerTests {
    @Test func aBrowserPresentsFullScreenWithItsURLAndDismisses() {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        let browser = SFSafariViewController(url: URL(string: "https://example.com/story")!)
        root.present(browser, animated: true)
        #expect(device.runUntilIdle())
        #expect(root.presentedViewController === browser)
        #expect(browser.initialURL.path == "/story")
        #expect(browser.view.window != nil)
        browser.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(root.presentedViewController == nil)
    }
}

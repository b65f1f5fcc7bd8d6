// What SKPhotoBrowser's README promises, checked through its public API on a virtual phone.
import SKPhotoBrowser
import Testing
import UIKit
import UIKitTesting

/// Records the browser delegate's calls.
private final class BrowserLog: NSObject, SKPhotoBrowserDelegate {
    var calls: [String] = []
    func didShowPhotoAtIndex(_ browser: SKPhotoBrowser, index: Int) { calls.append("show \(index)") }
    func willDismissAtPageIndex(_ index: Int) { calls.append("willDismiss \(index)") }
    func didDismissAtPageIndex(_ index: Int) { calls.append("didDismiss \(index)") }
}

/// A plain 40 x 40 picture to browse.
@MainActor
private func picture(_ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    }
}

@MainActor
@Suite(.serialized) struct SKPhotoBrowserChecks {
    /// Presents a browser over three photos, as the README's first example does.
    private func presented(startingAt index: Int = 0) -> (VirtualDevice, UIViewController, SKPhotoBrowser, BrowserLog) {
        let home = UIViewController()
        let device = phone(showing: home)
        let photos = [UIColor.red, .green, .blue].map { SKPhoto.photoWithImage(picture($0)) }
        let browser = SKPhotoBrowser(photos: photos, initialPageIndex: index)
        let log = BrowserLog()
        browser.delegate = log
        home.present(browser, animated: true)
        _ = device.runUntilIdle()
        return (device, home, browser, log)
    }

    @Test func theBrowserCoversTheScreen() {
        let (device, home, browser, _) = presented()
        #expect(home.presentedViewController === browser)
        #expect(windowFrame(of: browser.view) == device.window.bounds)
    }

    @Test func itOpensAtTheInitialPageIndex() {
        let (_, _, browser, _) = presented(startingAt: 2)
        #expect(browser.currentPageIndex == 2)
    }

    @Test func swipingLeftPagesToTheNextPhotoAndTellsTheDelegate() {
        let (device, _, browser, log) = presented()
        device.pan(from: CGPoint(x: 340, y: 422), to: CGPoint(x: 60, y: 422), duration: 0.3)
        _ = device.runUntilIdle()
        #expect(browser.currentPageIndex == 1)
        #expect(log.calls.contains("show 1"))
    }

    @Test func aShortVerticalDragPutsThePhotoBack() {
        let (device, home, browser, _) = presented()
        device.pan(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 460), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === browser)
    }

    @Test func aLongVerticalDragDismissesWithBothDelegateCalls() {
        let (device, home, _, log) = presented()
        device.pan(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 700), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(log.calls.suffix(2) == ["willDismiss 0", "didDismiss 0"])
    }

    @Test func nothingOutlivesTheDismissedBrowser() {
        weak var weakBrowser: SKPhotoBrowser?
        let home = UIViewController()
        let device = phone(showing: home)
        do {
            let browser = SKPhotoBrowser(photos: [SKPhoto.photoWithImage(picture(.red))])
            weakBrowser = browser
            home.present(browser, animated: true)
            _ = device.runUntilIdle()
            browser.dismissPhotoBrowser(animated: false)
            _ = device.runUntilIdle()
        }
        #expect(weakBrowser == nil)
    }
}

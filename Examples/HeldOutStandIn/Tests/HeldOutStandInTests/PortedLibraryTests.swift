import BannerDrop
import PhotoZoomBrowser
import SheetKit
import Testing
import UIKit
import UIKitTesting

/// Whether two rectangles agree to within floating-point noise.
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
}

/// Three of the ported libraries on a virtual phone (390 × 844, 47-point status bar), behaving
/// as their iOS code means.
@MainActor
@Suite struct PortedLibraryTests {
    @Test func theSheetRestsAtItsFirstDetentOverADimmedScreen() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        device.runUntilIdle()
        let sheet = home.presentSheet(UIViewController(), detents: [.fraction(0.5), .full])
        device.runUntilIdle()
        #expect(home.presentedViewController === sheet)
        #expect(abs(sheet.containerView.frame.minY - 422) < 1e-6)
        #expect(abs(sheet.dimmingView.alpha - 0.75) < 0.001)
        sheet.move(toDetent: 1, animated: false)
        #expect(abs(sheet.containerView.frame.minY - (47 + 10)) < 1e-6)
    }

    @Test func aPhotoFitsTheScreenAndADoubleTapZoomsIn() {
        let device = VirtualDevice()
        let page = ZoomingPhotoView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        device.window.addSubview(page)
        page.image = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 300)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 400, height: 300))
        }
        device.runUntilIdle()
        #expect(abs(page.minimumZoomScale - 0.975) < 1e-9 && page.zoomScale == page.minimumZoomScale)
        // Centred by the library setting the frame of its scaled image view.
        #expect(close(page.imageView.frame, CGRect(x: 0, y: 275.75, width: 390, height: 292.5)))
        device.tap(at: CGPoint(x: 195, y: 422))
        device.tap(at: CGPoint(x: 195, y: 422))
        device.runUntilIdle()
        #expect(abs(page.zoomScale - 0.975 * 2.5) < 1e-9)
        page.removeFromSuperview()
    }

    @Test func aBannerDropsBelowTheStatusBarAndLeavesAfterItsDuration() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        device.runUntilIdle()
        // In the key window: a window made without a scene is not shown (as on iOS 13 and later).
        BannerCenter.shared.usesOverlayWindow = false
        let banner = BannerView(title: "Saved", subtitle: "Your changes are safe", style: .success)
        banner.show()
        device.advance(by: 1)
        #expect(banner.window === device.window)
        #expect(banner.frame.minY == 51)
        device.advance(by: 3.5)
        #expect(banner.superview == nil)
    }
}

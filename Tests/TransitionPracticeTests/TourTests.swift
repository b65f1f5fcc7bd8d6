import Foundation
import Testing
import UIKitTesting

@testable import TransitionPractice
@testable import UIKit

@MainActor
@Suite struct TourTests {
    func makeApp(
        model: VirtualDevice.Model = .iPhone, landscape: Bool = false
    ) throws -> (VirtualDevice, TransitionPracticeApp) {
        let device = VirtualDevice(model: model, landscape: landscape)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-images-\(UUID().uuidString)")
        let app = try TransitionPracticeApp(window: device.window, imageFolder: folder)
        device.runUntilIdle()
        _ = Trace.shared.drain()
        return (device, app)
    }

    func run(_ name: String, _ app: TransitionPracticeApp, _ device: VirtualDevice, settle: Bool = true) {
        let step = Tour.steps().first { $0.name == name }!
        step.action(app, device)
        if settle { device.runUntilIdle() }
    }

    @Test func halfScreenPresentationDimsAndScalesThePresenter() throws {
        let (device, app) = try makeApp()
        run("push-custom-presentation", app, device)
        _ = Trace.shared.drain()
        run("present-half-screen", app, device)
        let trace = Trace.shared.drain()
        #expect(
            trace == [
                "CustomPresentation.prepare(for: presentHalfScreen)",
                "HalfScreenContent.viewWillAppear", "HalfScreenPresentationController.presentationTransitionWillBegin",
                "HalfScreenPresentationController.presentationTransitionDidEnd(true)",
                "HalfScreenContent.viewDidAppear",
            ])
        #expect(app.navigation.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        let sheet = app.topController!
        #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        let pc = sheet.presentationController as! HalfScreenPresentationController
        #expect(pc.dimmingView.alpha == 1)
        run("rotate-landscape", app, device)
        #expect(sheet.view.frame == CGRect(x: 0, y: 195, width: 844, height: 195))
        #expect(app.navigation.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        run("rotate-portrait", app, device)
        run("dismiss-half-screen", app, device)
        #expect(app.navigation.view.transform == .identity)
        #expect(app.navigation.presentedViewController == nil)
    }

    /// What a person sees behind the half-height sheet: the close button where its constraint
    /// put it, the dark blur over the presenter, and the presenter's edge at 0.8 scale.
    @Test func halfScreenPixelsShowTheDimmingTheScaleAndTheCloseButton() throws {
        let (device, app) = try makeApp()
        run("push-custom-presentation", app, device)
        run("present-half-screen", app, device)
        let pc = try #require(app.topController?.presentationController as? HalfScreenPresentationController)
        #expect(pc.closeButton.frame == CGRect(x: 135, y: 150, width: 120, height: 44))
        let image = device.screenshot()
        func brightness(_ x: Int, _ y: Int) -> Int {
            let p = image.pixel(x: x, y: y)
            return (Int(p.r) + Int(p.g) + Int(p.b)) / 3
        }
        #expect(brightness(145, 172) > 245)  // the white close button, left of its title
        #expect(brightness(195, 600) > 245)  // the sheet's background
        let outside = brightness(8, 300), inside = brightness(195, 300)
        #expect(outside < 40)  // dark blur over the bare window
        #expect(inside > outside + 60 && inside < 200)  // dark blur over the light presenter
        // The presenter's left edge, scaled 0.8 about the centre, sits at 390 × 0.1 = 39.
        let threshold = (outside + inside) / 2
        let edge = (0..<195).first { brightness($0, 300) > threshold } ?? -1
        #expect(abs(edge - 39) <= 6)
        run("dismiss-half-screen", app, device)
        #expect(pc.closeButton.superview == nil)
        #expect(pc.closeButtonTopConst?.constant == -80)
    }

    @Test func zoomHalfwayMatchesTheInterpolatedCellFrame() throws {
        let (device, app) = try makeApp()
        run("push-gallery", app, device)
        let gallery = app.topController as! GalleryViewController
        let cell = gallery.cellFrame(at: IndexPath(item: 2, section: 0), in: device.window)
        run("zoom-in", app, device, settle: false)
        device.advance(by: 0.3)
        let zoom = gallery.animator.zoomingView!.layer.presentation()!.frame
        // The square picture ends fitted to the screen's width, centred: 390 x 390 at y 227.
        let full = ZoomAnimator.aspectFitRect(for: gallery.images[2].size, in: device.window.bounds)
        #expect(full == CGRect(x: 0, y: 227, width: 390, height: 390))
        #expect(abs(zoom.minX - (cell.minX + full.minX) / 2) < 0.5)
        #expect(abs(zoom.minY - (cell.minY + full.minY) / 2) < 0.5)
        #expect(abs(zoom.width - (cell.width + full.width) / 2) < 0.5)
        device.runUntilIdle()
        let viewer = try #require(app.topController as? ImageViewController)
        // The close button then slides in on its constraint, 40 below the safe area's top.
        #expect(viewer.closeButton.frame.minY == viewer.view.safeAreaInsets.top + 40)
        #expect(viewer.closeButton.center.x == 195)
    }

    @Test func pinchCancelledRestoresThenFinishedDismisses() throws {
        let (device, app) = try makeApp()
        run("push-gallery", app, device)
        run("zoom-in", app, device)
        let viewer = app.topController as! ImageViewController
        _ = Trace.shared.drain()
        run("pinch-dismiss-cancelled", app, device)
        #expect(app.topController === viewer)
        #expect(viewer.view.alpha == 1)
        let cancelled = Trace.shared.drain()
        #expect(cancelled.first == "ImageViewer.viewWillDisappear")
        #expect(cancelled.last == "ImageViewer.viewDidAppear")
        run("pinch-dismiss-finished", app, device)
        #expect(app.topController is GalleryViewController)
        #expect(Trace.shared.drain().contains("ImageViewer.viewDidDisappear"))
    }

    @Test func edgeSwipeBackCancelsWhenShortAndPopsWhenLong() throws {
        let (device, app) = try makeApp()
        run("push-gallery", app, device)
        let gallery = try #require(app.topController as? GalleryViewController)
        _ = Trace.shared.drain()
        run("edge-swipe-back-cancelled", app, device)
        #expect(app.topController === gallery)
        #expect(gallery.view.frame.minX == 0)
        let cancelled = Trace.shared.drain()
        #expect(cancelled.first == "Gallery.viewWillDisappear")
        #expect(cancelled.last == "Gallery.viewDidAppear")
        run("edge-swipe-back", app, device)
        #expect(app.topController is MenuViewController)
        #expect(Trace.shared.drain().contains("Gallery.viewDidDisappear"))
    }

    @Test func everyStyleOnTheMenuPresentsAndDismisses() throws {
        let (device, app) = try makeApp()
        run("push-styles", app, device)
        for (name, _, _) in StylesViewController.entries {
            let slug = name.lowercased().replacingOccurrences(of: " ", with: "-")
            run("present-\(slug)", app, device)
            #expect(app.topController is SampleModalViewController, "\(name)")
            run("dismiss-\(slug)", app, device)
            #expect(app.topController is StylesViewController, "\(name)")
        }
        #expect(device.diagnostics.isEmpty)
    }

    @Test func fadeStepsRunThroughTheirAnimators() throws {
        let (device, app) = try makeApp()
        for name in [
            "push-fade", "present-fade", "dismiss-fade", "push-with-navigation-fade", "pop-with-navigation-fade",
        ] {
            run(name, app, device)
        }
        #expect(app.topController is FadeViewController)
        #expect(app.navigation.delegate == nil)
        #expect(device.diagnostics.isEmpty)
    }

    /// Halfway through the reveal the circle around the tapped row shows the sample while the
    /// far corner still shows the menu; the dismissal shrinks the same circle away.
    @Test func circleRevealGrowsFromTheTappedRowAndShrinksBack() throws {
        let (device, app) = try makeApp()
        let menu = try #require(app.topController as? MenuViewController)
        run("present-circle-reveal", app, device, settle: false)
        device.advance(by: 0.15)
        let origin = menu.circleReveal.animator.origin
        let mask = try #require(menu.circleReveal.animator.maskLayer)
        #expect(mask.animation(forKey: "reveal") != nil)
        let image = device.screenshot()
        let scale = image.width / 390
        let inside = image.pixel(x: Int(origin.x) * scale, y: Int(origin.y) * scale)
        let corner = image.pixel(x: 5 * scale, y: 840 * scale)
        #expect(inside.b > 150 && inside.r < 120, "teal inside the circle: \(inside)")
        #expect(corner.r > 200 && corner.g > 200, "the menu's light background outside: \(corner)")
        device.runUntilIdle()
        #expect(app.topController is SampleModalViewController)
        #expect(app.topController?.view.layer.mask == nil)
        run("dismiss-circle-reveal", app, device)
        #expect(app.topController is MenuViewController)
        #expect(device.diagnostics.isEmpty)
    }
}

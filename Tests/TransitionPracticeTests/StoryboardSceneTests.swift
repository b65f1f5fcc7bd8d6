import Foundation
import InterfaceBuilderFormat
import Testing
import UIKitTesting

@testable import TransitionPractice
@testable import UIKit

/// The app as Main.storyboard builds it: every menu row reaches its scene through one of the
/// storyboard's segues, the source's `prepare(for:sender:)` runs first (as the seed's
/// controllers receive it), and the scenes close through the `@IBAction`s the storyboard wires.
@MainActor
@Suite struct StoryboardSceneTests {
    func launch(model: VirtualDevice.Model = .iPhone) throws -> (VirtualDevice, TransitionPracticeApp) {
        let device = VirtualDevice(model: model)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-images-\(UUID().uuidString)")
        let app = try TransitionPracticeApp(window: device.window, imageFolder: folder)
        device.runUntilIdle()
        _ = Trace.shared.drain()
        return (device, app)
    }

    /// Taps the row titled `title` of `list` with a synthesized finger and lets it settle.
    func tap(_ title: String, in list: MenuListViewController?, _ device: VirtualDevice) {
        Tour.tapRow(title, in: list, device)
        device.runUntilIdle()
    }

    @Test func theAppLaunchesFromMainStoryboardWithItsBarItemsWired() throws {
        let (device, app) = try launch()
        #expect(app.navigation.storyboard != nil)
        #expect(app.menu.storyboard === app.navigation.storyboard)
        #expect(app.menu.title == "Transition Practice")
        #expect(app.menu.rows.map(\.title) == MenuViewController.segues.map(\.title))
        #expect(app.menu.navigationItem.leftBarButtonItem?.title == "Actions")
        // The storyboard's "About" item calls the menu's @IBAction showAbout(_:).
        Tour.tapLabel("About", device)
        device.runUntilIdle()
        let alert = try #require(app.menu.presentedViewController as? UIAlertController)
        #expect(alert.title == "Transition Practice")
    }

    /// Each row performs its own segue: the menu's prepare runs first, then the destination
    /// (a new controller of the scene's class) is shown or presented as the segue's kind says.
    @Test(arguments: [
        ("Custom Presentation", "CustomPresentationViewController", false),
        ("Custom Transition", "GalleryViewController", false),
        ("Modal Styles", "StylesViewController", false),
        ("Fade Animators", "FadeViewController", false),
        ("Circle Reveal", "SampleModalViewController", true),
        ("Split View", "ColorSplitViewController", true),
        ("Tab Bar", "SlidingTabBarController", true),
        ("Page View", "BookViewController", true),
        ("Page Curl", "BookViewController", true),
    ])
    func everyMenuRowReachesItsSceneThroughAStoryboardSegue(title: String, className: String, presents: Bool) throws {
        let (device, app) = try launch()
        let identifier = try #require(MenuViewController.segues.first { $0.title == title }?.identifier)
        tap(title, in: app.menu, device)
        let trace = Trace.shared.drain()
        #expect(trace.first == "Menu.prepare(for: \(identifier))")
        let scene: UIViewController
        if presents {
            let presented = try #require(app.menu.presentedViewController)
            #expect(presented.modalPresentationStyle == .fullScreen)
            scene = (presented as? UINavigationController)?.topViewController ?? presented
            #expect(app.navigation.topViewController === app.menu)
        } else {
            scene = try #require(app.navigation.topViewController)
            #expect(app.navigation.viewControllers.count == 2)
        }
        #expect(String(describing: type(of: scene)) == className)
        #expect(scene.storyboard === app.menu.storyboard)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func thePageScenesGetTheirStyleAndTheirDoneActionFromTheStoryboard() throws {
        let (device, app) = try launch()
        for (title, style) in [("Page View", UIPageViewController.TransitionStyle.scroll), ("Page Curl", .pageCurl)] {
            tap(title, in: app.menu, device)
            let navigation = try #require(app.menu.presentedViewController as? UINavigationController)
            let book = try #require(navigation.topViewController as? BookViewController)
            #expect(book.transitionStyle == style)
            #expect(book.title == title)
            // The storyboard's Done item calls the book's @IBAction done(_:).
            let done = try #require(book.navigationItem.rightBarButtonItem)
            #expect(done.title == nil)
            Tour.tapLabel("Done", device)
            device.runUntilIdle()
            #expect(app.menu.presentedViewController == nil, "\(title)")
        }
    }

    @Test func theGallerysCellSegueHandsThePictureOverAndTheCloseButtonsActionDismisses() throws {
        let (device, app) = try launch()
        tap("Custom Transition", in: app.menu, device)
        let gallery = try #require(app.topController as? GalleryViewController)
        #expect(gallery.images.count == 10)
        _ = Trace.shared.drain()
        let cell = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        device.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(Trace.shared.drain().first == "Gallery.prepare(for: showImage)")
        let viewer = try #require(app.topController as? ImageViewController)
        #expect(viewer.storyboard === app.menu.storyboard)
        #expect(viewer.image === gallery.images[2] && viewer.imageView.image === gallery.images[2])
        #expect(viewer.transitioningDelegate === gallery)
        #expect(gallery.selectedIndexPath == IndexPath(item: 2, section: 0))
        #expect(viewer.closeButton.title == "Close" && viewer.closeButton.label.textAlignment == .center)
        // The storyboard's tap recognizer on the close button calls the viewer's @IBAction.
        let close = try #require(viewer.closeButton)
        #expect(close.gestureRecognizers?.count == 1)
        device.tap(at: close.convert(CGPoint(x: close.bounds.midX, y: close.bounds.midY), to: nil))
        device.runUntilIdle()
        #expect(app.topController === gallery)
    }

    @Test func theStylesSeguesCarryTheirPresentationAndTransitionStyles() throws {
        let (device, app) = try launch(model: .iPadPro11)
        tap("Modal Styles", in: app.menu, device)
        let styles = try #require(app.topController as? StylesViewController)
        for (name, style, transition) in StylesViewController.entries {
            _ = Trace.shared.drain()
            tap(name, in: styles, device)
            #expect(Trace.shared.drain().first == "Styles.prepare(for: \(StylesViewController.segueIdentifier(name)))")
            let sample = try #require(app.navigation.presentedViewController as? SampleModalViewController)
            #expect(sample.name == name)
            #expect(sample.modalPresentationStyle == style, "\(name)")
            #expect(sample.modalTransitionStyle == transition, "\(name)")
            if style == .popover {
                // The storyboard anchors the popover on the table; prepare points it at the row.
                #expect(sample.popoverPresentationController?.sourceView === styles.row(name))
            }
            sample.dismiss(animated: false)
            device.runUntilIdle()
        }
        #expect(device.diagnostics.isEmpty)
    }

    @Test func theFadeScenesPrepareMakesItTheDelegateOfBothSegues() throws {
        let (device, app) = try launch()
        tap("Fade Animators", in: app.menu, device)
        let fade = try #require(app.topController as? FadeViewController)
        tap("Present with fade", in: fade, device)
        let faded = try #require(app.navigation.presentedViewController as? SampleModalViewController)
        #expect(faded.name == "Faded" && faded.transitioningDelegate === fade)
        #expect(faded.modalPresentationStyle == .overFullScreen)
        faded.dismiss(animated: true)
        device.runUntilIdle()
        _ = Trace.shared.drain()
        tap("Push with fade", in: fade, device)
        let trace = Trace.shared.drain()
        #expect(trace.first == "Fade.prepare(for: pushFade)")
        let pushed = try #require(app.navigation.topViewController as? SampleModalViewController)
        #expect(pushed.name == "Pushed")
    }

    @Test func theHalfScreenSegueIsMadeCustomByPrepareAndClosesThroughItsAction() throws {
        let (device, app) = try launch()
        tap("Custom Presentation", in: app.menu, device)
        let scene = try #require(app.navigation.topViewController as? CustomPresentationViewController)
        scene.presentHalfScreen()
        device.runUntilIdle()
        let sheet = try #require(app.topController as? HalfScreenContentViewController)
        // The real segue ran the seed's prepare: a custom presentation in the lower half.
        #expect(sheet.modalPresentationStyle == .custom)
        #expect(sheet.presentationController is HalfScreenPresentationController)
        #expect(app.navigation.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        // The storyboard's Close button calls the sheet's @IBAction dismiss(_:).
        let close = try #require(sheet.view.subviews.compactMap { $0 as? UIButton }.first)
        close.sendActions(for: .touchUpInside)
        device.runUntilIdle()
        #expect(app.topController === scene)
        #expect(Trace.shared.drain().last == "HalfScreenContent.viewDidDisappear")
    }

    @Test func closingTheAppReleasesEveryStoryboardScene() throws {
        weak var weakMenu: MenuViewController?
        weak var weakGallery: GalleryViewController?
        do {
            let (device, app) = try launch()
            tap("Custom Transition", in: app.menu, device)
            weakGallery = app.topController as? GalleryViewController
            weakMenu = app.menu
            app.navigation.popViewController(animated: false)
            device.runUntilIdle()
            device.window.rootViewController = nil
            device.runUntilIdle()
        }
        #expect(weakGallery == nil)
        #expect(weakMenu == nil)
    }
}

import Foundation
import InterfaceBuilderFormat
import Testing
import UIKitTesting

@testable import TransitionPractice
@testable import UIKit

/// Main.storyboard's segues on the app's own controllers: the custom presentation scene's
/// modal segue runs the seed's `prepare(for:sender:)`, which turns it into the half-screen
/// custom presentation, and the sheet closes through its `@IBAction`: with controllers made
/// here, and with the whole app launched from the storyboard by the loader.
@MainActor
@Suite struct StoryboardSceneTests {
    final class DemoStoryboard: UIStoryboard {
        init() { super.init(name: "Main", bundle: nil) }
        override func instantiateViewController(forObjectID id: String) throws -> UIViewController {
            guard id == "Hlf-tp-001" else {
                throw IBDocumentError(file: "Main.storyboard", line: 0, message: "no scene '\(id)' in this test")
            }
            return HalfScreenContentViewController()
        }
    }

    static let storyboardURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/TransitionPractice/Resources/Main.storyboard").standardized

    @Test func theCustomPresentationScenesSeguePresentsTheHalfScreenSheetThroughTheSeedsPrepare() throws {
        let device = VirtualDevice()
        let document = try IBDocumentParser.parse(contentsOf: Self.storyboardURL)
        let element = try #require(document.descendants.first { $0["id"] == "CPr-tp-001" })
        let controller = CustomPresentationViewController()
        let storyboard = DemoStoryboard()
        try storyboard.installSegues(
            in: StoryboardSceneInstance(
                storyboard: storyboard, file: "Main.storyboard", controllerElement: element,
                viewController: controller, objects: ["CPr-tp-001": controller]))
        let navigation = UINavigationController(rootViewController: controller)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        _ = Trace.shared.drain()
        controller.presentHalfScreen()
        device.runUntilIdle()
        let sheet = try #require(navigation.presentedViewController as? HalfScreenContentViewController)
        #expect(sheet.modalPresentationStyle == .custom)
        #expect(sheet.presentationController is HalfScreenPresentationController)
        #expect(navigation.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        sheet.dismiss(self)
        device.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
        #expect(Trace.shared.drain().last == "HalfScreenContent.viewDidDisappear")
    }

    @Test func theAppLaunchesFromMainStoryboard() throws {
        let device = VirtualDevice()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-images-\(UUID().uuidString)")
        let app = try TransitionPracticeApp(window: device.window, imageFolder: folder, fromStoryboard: true)
        device.runUntilIdle()
        #expect(app.menu.storyboard != nil)
        app.menu.rows.first { $0.title == "Custom Presentation" }?.action()
        device.runUntilIdle()
        let scene = try #require(app.navigation.topViewController as? CustomPresentationViewController)
        scene.presentHalfScreen()
        device.runUntilIdle()
        let sheet = try #require(app.topController as? HalfScreenContentViewController)
        // The real segue ran the seed's prepare: a custom presentation in the lower half.
        #expect(sheet.presentationController is HalfScreenPresentationController)
        // The storyboard's Close button calls the sheet's @IBAction dismiss(_:).
        let close = try #require(sheet.view.subviews.compactMap { $0 as? UIButton }.first)
        close.sendActions(for: .touchUpInside)
        device.runUntilIdle()
        #expect(app.topController === scene)
    }
}

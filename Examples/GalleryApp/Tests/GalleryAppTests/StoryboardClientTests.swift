import Testing
import UIKit
import UIKitTesting

@testable import GalleryCatalog

/// A storyboard loaded through the IBConnections plugin from a Swift 6 language-mode package.
@MainActor
@Suite(.checksLifetimes) struct StoryboardClientTests {
    func launch(_ device: VirtualDevice) throws -> (UINavigationController, CatalogViewController) {
        let storyboard = UIStoryboard(name: "Catalog", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        device.window.rootViewController = navigation
        device.runUntilIdle()
        return (navigation, try #require(navigation.topViewController as? CatalogViewController))
    }

    @Test func outletsConnectAndTheDocumentLoadsCleanly() throws {
        let device = VirtualDevice()
        let (_, catalog) = try launch(device)
        #expect(catalog.titleLabel.text == "Catalog")
        #expect(catalog.view.backgroundColor == .systemBackground)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func anActionTakingTheEventReachesTheController() throws {
        let device = VirtualDevice()
        let (_, catalog) = try launch(device)
        device.buttons["Favorite"].tap()
        #expect(catalog.events == ["favorite(Favorite)"])
    }

    @Test func aSegueActionMakesTheShownControllerAndAnUnwindComesBack() throws {
        let device = VirtualDevice()
        let (navigation, catalog) = try launch(device)
        device.buttons["Details"].tap()
        device.runUntilIdle()
        let details = try #require(navigation.topViewController as? DetailsViewController)
        #expect(details.headline.text == "From the segue action")
        device.buttons["Back to catalog"].tap()
        device.runUntilIdle()
        #expect(navigation.topViewController === catalog)
        #expect(catalog.events == ["makeDetails", "unwindToCatalog(back)"])
        #expect(device.consistencyViolations() == [])
    }

    @Test func aCustomSegueClassPresentsCrossDissolving() throws {
        let device = VirtualDevice()
        let (navigation, _) = try launch(device)
        device.buttons["Crossfade"].tap()
        device.runUntilIdle()
        let details = try #require(navigation.presentedViewController as? DetailsViewController)
        #expect(details.modalTransitionStyle == .crossDissolve)
        #expect(details.headline.text == "From the storyboard")
    }
}

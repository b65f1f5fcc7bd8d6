import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Objects of a scene beyond controllers and views: size-class variations, custom objects and
/// gesture recognizers of the app's classes.
@MainActor
@Suite(.checksLifetimes) struct StoryboardSceneObjectsTests {
    func instantiate<T: UIViewController>(_ identifier: String, as type: T.Type, on device: VirtualDevice) throws -> T {
        let storyboard = UIStoryboard(name: "SceneObjects", bundle: .module)
        let controller = try #require(storyboard.instantiateViewController(withIdentifier: identifier) as? T)
        device.window.rootViewController = controller
        device.runUntilIdle()
        return controller
    }

    @Test func anIPhoneInPortraitGetsTheCompactWidthVariation() throws {
        let device = VirtualDevice()
        let controller = try instantiate("Variations", as: SBOVariationsViewController.self, on: device)
        #expect(controller.view.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.headline.frame.minY == 100)
        #expect(controller.headline.font.pointSize == 30)
        // Not installed for compact widths: made and connected, but not in the hierarchy.
        #expect(controller.wideOnlyNote.text == "Wide only")
        #expect(controller.wideOnlyNote.superview == nil)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func aCustomObjectIsMadeConnectedAndKeptWithTheScene() throws {
        let device = VirtualDevice()
        let controller = try instantiate("Presenter", as: SBOPresenterHostViewController.self, on: device)
        let presenter = try #require(controller.presenter)
        #expect(presenter.host === controller)
        controller.showButton.sendActions(for: .touchUpInside)
        #expect(presenter.presented == ["UIButton"])
        // A class the app does not have: UIKit's line, and a plain object stands in.
        #expect(
            device.diagnostics == [
                "SceneObjects.storyboard:81: Unknown class SBONoSuchClass in Interface Builder file."
            ])
    }

    @Test func aGestureRecognizerOfTheAppsClassIsMadeAsThatClass() throws {
        let device = VirtualDevice()
        let controller = try instantiate("Drag", as: SBODraggableViewController.self, on: device)
        let drag = try #require(controller.drag)
        #expect(drag.madeByApp)
        #expect(controller.card.gestureRecognizers?.first === drag)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func contentViewsScrollViewsAndBarItemsConnectAsWritten() throws {
        let device = VirtualDevice()
        let controller = try instantiate("Frosted", as: SBOFrostedViewController.self, on: device)
        let effect = try #require(controller.view.subviews.first as? UIVisualEffectView)
        #expect(controller.caption.superview === effect.contentView)
        #expect(controller.caption.frame.minY == effect.contentView.safeAreaInsets.top + 16)
        #expect(controller.pager.delegate === controller)
        #expect(controller.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "done")
        #expect(device.diagnostics.isEmpty)
    }

    @Test func aCustomSegueNamedWithoutAModuleIsTheAppsClass() throws {
        let device = VirtualDevice()
        let controller = try instantiate("Frosted", as: SBOFrostedViewController.self, on: device)
        controller.performSegue(withIdentifier: "slide", sender: nil)
        device.runUntilIdle()
        #expect(controller.presentedViewController is SBODraggableViewController)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func aScrollViewsEdgesPinnedToItsContentAreTheContentsEdges() throws {
        let device = VirtualDevice()
        let controller = try instantiate("LongForm", as: SBOLongFormViewController.self, on: device)
        #expect(controller.panel.frame.size == CGSize(width: controller.scroller.bounds.width, height: 500))
        #expect(controller.scroller.contentSize.height == 500)
        #expect(controller.scroller.frame.height == controller.view.bounds.height)
        #expect(device.diagnostics.isEmpty)
    }
}

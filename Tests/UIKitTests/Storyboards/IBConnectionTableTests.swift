import Foundation
import InterfaceBuilderFormat
import Testing
import UIKitTesting

@testable import UIKit

/// What the IBConnections plugin generated for this module from Unwinding.storyboard and the
/// module's Swift sources: the custom segue class a `<segue customClass>` names is made
/// through the table, and the exit connection's unwind action is called through it, with no
/// test seam registering either.
@MainActor
@Suite struct IBConnectionTableTests {
    func launch() throws -> (VirtualDevice, SBUnwindMenuViewController) {
        let device = VirtualDevice()
        let storyboard = UIStoryboard(name: "Unwinding", bundle: .module)
        let menu = try #require(storyboard.instantiateInitialViewController() as? SBUnwindMenuViewController)
        device.window.rootViewController = menu
        device.runUntilIdle()
        return (device, menu)
    }

    func tapButton(titled title: String, in controller: UIViewController, _ device: VirtualDevice) throws {
        let button = try #require(
            controller.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title })
        device.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        device.runUntilIdle()
    }

    @Test func theGeneratedTableListsTheCustomSegueAndTheUnwindAction() {
        #expect(__IBConnections._segues["SBCoverSegue"] != nil)
        #expect(__IBConnections._actions["SBUnwindMenuViewController.unwindToMenu:"] != nil)
        // Only actions an exit connection names are read from the sources.
        #expect(!__IBConnections._actions.keys.contains { $0.hasPrefix("SBUnwindDetailViewController.") })
    }

    @Test func aCustomSegueClassIsMadeFromTheTableAndPerforms() throws {
        let (device, menu) = try launch()
        SBCoverSegue.performed = []
        try tapButton(titled: "Open", in: menu, device)
        #expect(SBCoverSegue.performed == ["open"])
        #expect(menu.presentedViewController is SBUnwindDetailViewController)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func anExitConnectionCallsTheUnwindActionFoundInTheSourcesAndDismisses() throws {
        let (device, menu) = try launch()
        try tapButton(titled: "Open", in: menu, device)
        let detail = try #require(menu.presentedViewController as? SBUnwindDetailViewController)
        try tapButton(titled: "Done", in: detail, device)
        #expect(menu.unwound == ["done from SBUnwindDetailViewController"])
        #expect(menu.presentedViewController == nil)
        #expect(device.diagnostics.isEmpty)
    }
}

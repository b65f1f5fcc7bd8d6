import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Presentations and dismissals that start while the navigation controller's own transition
/// (a cancelled edge swipe settling back, a push, a setViewControllers) still runs leave every
/// controller's appearance matching whether its view is in the window (issue 21, fuzzer
/// families A, B and C).
@MainActor
@Suite(.checksLifetimes) struct PresentationDuringNavigationTests: NavigationScene {
    let device: VirtualDevice
    let root: UIViewController
    let nav: UINavigationController

    init() { (device, root, nav) = makeNavigationScene() }

    /// Fuzzer family A (seed 10464): the presentation takes the navigation controller's view
    /// out of the window before the cancelled pop ends, so the pushed controller cannot
    /// reappear; its disappearance ends.
    @Test func currentContextPresentationWhileACancelledEdgeSwipeSettlesLeavesTheCoveredControllerDisappeared() {
        let pushed = named("pushed"), sheet = named("sheet", .currentContext)
        nav.pushViewController(pushed, animated: true)
        #expect(device.runUntilIdle())
        device.edgePan(from: .left, distance: 80, duration: 0.3)
        nav.present(sheet, animated: false)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(nav.viewControllers == [root, pushed])
        #expect(pushed.appearance.state == .disappeared)
        #expect(device.consistencyViolations(of: [nav, root, pushed, sheet]) == [])
    }

    /// Fuzzer family B (seeds 10799, 198): the covered navigation controller already told the
    /// controller the cancelled pop was bringing in that it will disappear; the reversal sends
    /// no second "will".
    @Test func animatedCurrentContextPresentationWhileACancelledEdgeSwipeSettlesLogsNoImbalance() {
        let pushed = named("pushed"), sheet = named("sheet", .currentContext)
        nav.pushViewController(pushed, animated: false)
        device.edgePan(from: .left, distance: 80, duration: 0.3)
        nav.present(sheet, animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(device.consistencyViolations(of: [nav, root, pushed, sheet]) == [])
    }

    /// Fuzzer family C (seed 1242 of the short campaign): the dismissal's "will appear" reaches
    /// the controller the push is taking away, which the push started with no callbacks (it
    /// had disappeared under the presentation); the push ends it disappeared.
    @Test func dismissingACurrentContextPresentationDuringAPushCancelsTheAppearanceOfTheControllerPushedPast() {
        let sheet = named("sheet", .currentContext)
        let first = named("first"), second = named("second"), pushed = named("pushed")
        nav.present(sheet, animated: true)
        device.advance(by: 0.12)
        nav.setViewControllers([first, second], animated: true)
        device.advance(by: 0.12)
        device.advance(by: 0.25)
        nav.pushViewController(pushed, animated: true)
        device.advance(by: 0.12)
        nav.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(second.appearance.state == .disappeared)
        #expect(pushed.appearance.state == .appeared)
        #expect(device.consistencyViolations(of: [nav, root, sheet, first, second, pushed]) == [])
    }

    /// Fuzzer family C (seed 11280 of the long campaign): the custom dismissal's animator does
    /// not put the navigation controller's view back until it ends, so the push swaps views
    /// without a transition and outside any window; the old top had heard "will appear" from
    /// the dismissal and has its appearance cancelled.
    @Test func pushBeforeADismissalPutsTheNavigationControllerBackCancelsTheOldTopsAppearance() {
        let sheet = named("sheet", .currentContext), custom = named("custom", .custom)
        let halfSheet = HalfSheetTransitioningDelegate()
        custom.transitioningDelegate = halfSheet
        let pushed = named("pushed")
        nav.present(sheet, animated: false)
        device.advance(by: 0.12)
        sheet.present(custom, animated: false)
        #expect(device.runUntilIdle())
        nav.dismiss(animated: true)
        device.rotate(to: CGSize(width: device.window.bounds.height, height: device.window.bounds.width))
        nav.pushViewController(pushed, animated: true)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(root.appearance.state == .disappeared)
        #expect(pushed.appearance.state == .appeared)
        #expect(device.consistencyViolations(of: [nav, root, sheet, custom, pushed]) == [])
        withExtendedLifetime(halfSheet) {}
    }
}

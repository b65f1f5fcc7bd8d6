import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The interactive pop gesture after presentations over the navigation controller were
/// dismissed: from rest with nothing presented, a full quick edge swipe pops exactly one
/// controller (fuzzer family "a full edge swipe from rest left n of n controllers").
@MainActor
@Suite(.checksLifetimes) struct EdgeSwipeAfterDismissalTests: NavigationScene {
    let device: VirtualDevice
    let root: UIViewController
    let nav: UINavigationController

    init() { (device, root, nav) = makeNavigationScene() }

    func popover(from presenter: UIViewController) -> UIViewController {
        let vc = named("popover", .popover)
        vc.popoverPresentationController?.sourceView = presenter.view
        vc.popoverPresentationController?.sourceRect = CGRect(x: 40, y: 120, width: 20, height: 20)
        return vc
    }

    /// Seed 10578: dismissing from the navigation controller takes the popover (a sheet on a
    /// phone, which recedes its presenter) and the over-full-screen controller it presented.
    @Test func edgeSwipePopsOneAfterDismissingAPopoverAndTheOverFullScreenItPresentedMidPush() {
        let first = named("first"), second = named("second")
        nav.pushViewController(first, animated: false)
        nav.pushViewController(second, animated: false)
        let pop = popover(from: nav)
        nav.present(pop, animated: false)
        device.advance(by: 0)
        let third = named("third")
        nav.pushViewController(third, animated: true)
        let over = named("over", .overFullScreen)
        pop.present(over, animated: true)
        #expect(device.runUntilIdle())
        let fourth = named("fourth")
        nav.pushViewController(fourth, animated: false)
        nav.dismiss(animated: false)
        #expect(device.runUntilIdle())
        #expect(nav.presentedViewController == nil)
        let before = nav.viewControllers.count
        // The sheet the popover became no longer keeps the navigation controller receded.
        #expect(nav.view.transform == .identity)
        #expect(nav.view.frame == device.window.bounds)
        device.edgePan(from: .left, distance: 330, duration: 0.2)
        #expect(device.runUntilIdle())
        #expect(nav.viewControllers.count == before - 1)
        #expect(device.consistencyViolations(of: [nav, root, first, second, third, fourth, pop, over]) == [])
    }

    /// Seed 13603: only the top (custom) presentation animates out, but the sheet beneath it
    /// must still undo its stacking effect on the navigation controller.
    @Test func edgeSwipePopsOneAfterDismissingACustomPresentationOverAPopover() {
        let delegate = HalfSheetTransitioningDelegate()
        let pop = popover(from: nav)
        nav.present(pop, animated: true)
        #expect(device.runUntilIdle())
        let custom = named("custom", .custom)
        custom.transitioningDelegate = delegate
        pop.present(custom, animated: false)
        let first = named("first")
        nav.pushViewController(first, animated: true)
        #expect(device.runUntilIdle())
        nav.dismiss(animated: true)
        let second = named("second")
        nav.pushViewController(second, animated: true)
        #expect(device.runUntilIdle())
        #expect(nav.presentedViewController == nil)
        let before = nav.viewControllers.count
        // The sheet the popover became no longer keeps the navigation controller receded.
        #expect(nav.view.transform == .identity)
        #expect(nav.view.frame == device.window.bounds)
        device.edgePan(from: .left, distance: 330, duration: 0.3)
        #expect(device.runUntilIdle())
        #expect(nav.viewControllers.count == before - 1)
        #expect(device.consistencyViolations(of: [nav, root, first, second, pop, custom]) == [])
    }

    /// Seeds 447033, 494862 and 625115 (a million-sequence campaign): in landscape the keyboard
    /// (209 points of a 390-point screen) covers the middle of the left edge, so a finger put
    /// down there is the keyboard's and the stack stays; the same swipe with the keyboard down
    /// pops one controller.
    @Test func edgeSwipeStartingOnTheLandscapeKeyboardIsTheKeyboardsAndDoesNotPop() {
        let first = named("first")
        nav.pushViewController(first, animated: false)
        device.rotate(to: .landscapeLeft)
        let field = UITextField(frame: CGRect(x: 20, y: 140, width: 200, height: 32))
        first.view.addSubview(field)
        _ = field.becomeFirstResponder()
        #expect(device.runUntilIdle())
        let start = CGPoint(x: device.window.bounds.minX + 2, y: device.window.bounds.midY)
        #expect(device.keyboardFrame.contains(start))
        device.edgePan(from: .left, distance: 330, duration: 0.2)
        #expect(device.runUntilIdle())
        #expect(nav.viewControllers == [root, first])
        first.view.endEditing(true)
        #expect(device.runUntilIdle())
        device.edgePan(from: .left, distance: 330, duration: 0.2)
        #expect(device.runUntilIdle())
        #expect(nav.viewControllers == [root])
        #expect(device.consistencyViolations(of: [nav, root, first]) == [])
    }
}

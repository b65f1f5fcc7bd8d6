import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The smallest forms of the random call sequences that broke invariants (issue 21), each as
/// plain UIKit code on a navigation controller that is the window's root.
@MainActor
@Suite(.checksLifetimes) struct RandomSequenceReproTests: NavigationScene {
    let device: VirtualDevice
    let root: UIViewController
    let nav: UINavigationController

    init() { (device, root, nav) = makeNavigationScene() }

    @Test func pushUnderACurrentContextPresentationLogsNoImbalance() {
        let inner = named("inner"), next = named("next")
        root.definesPresentationContext = true
        let sheet = UINavigationController(rootViewController: inner)
        sheet.title = "sheet"
        sheet.modalPresentationStyle = .currentContext
        root.present(sheet, animated: false)
        nav.pushViewController(next, animated: false)
        #expect(device.runUntilIdle())
        #expect(device.diagnostics == [])
        #expect(device.consistencyViolations(of: [nav, root, sheet, inner, next]) == [])
    }

    @Test func edgeSwipeBackStillPopsAfterAPopoverWasDismissed() {
        let pushed = named("pushed"), popover = named("popover", .popover)
        nav.pushViewController(pushed, animated: false)
        #expect(device.runUntilIdle())
        popover.popoverPresentationController?.sourceView = pushed.view
        popover.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 200, width: 10, height: 10)
        pushed.present(popover, animated: true)
        #expect(device.runUntilIdle())
        popover.dismiss(animated: false)
        #expect(device.runUntilIdle())
        device.edgePan(from: .left, distance: 330, duration: 0.3)
        #expect(device.runUntilIdle())
        #expect(nav.viewControllers == [root])
        #expect(device.consistencyViolations(of: [nav, root, pushed, popover]) == [])
    }

    @Test func presentingFromAControllerBeingDismissedIsRefused() {
        let first = named("first", .pageSheet), second = named("second", .overCurrentContext)
        root.present(first, animated: true)
        #expect(device.runUntilIdle())
        first.dismiss(animated: true)
        device.advance(by: 0.12)
        first.present(second, animated: true)
        #expect(device.runUntilIdle())
        #expect(second.presentingViewController == nil)
        #expect(device.diagnostics.contains { $0.contains("while a presentation is in progress") })
        #expect(device.consistencyViolations(of: [nav, root, first, second]) == [])
    }

    @Test func childRemovedWhileItsParentIsReplacedGetsDidDisappear() {
        let child = named("child"), replacement = named("replacement")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        nav.setViewControllers([replacement], animated: true)
        device.advance(by: 0.1)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(device.runUntilIdle())
        #expect(child.appearance.state == .disappeared)
        #expect(device.diagnostics == [])
        #expect(device.consistencyViolations(of: [nav, root, child, replacement]) == [])
    }

    @Test func rotatingDuringAnEdgeSwipeDoesNotHang() {
        let pushed = named("pushed")
        nav.pushViewController(pushed, animated: false)
        #expect(device.runUntilIdle())
        device.edgePan(from: .left, distance: 330, duration: 0.3)
        device.advance(by: 0.07)
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(device.runUntilIdle(limit: 30))
        #expect(device.consistencyViolations(of: [nav, root, pushed]) == [])
    }

    @Test func dismissingAFullScreenPresentationAfterRotatingLaysTheNavigationControllerOut() {
        let pushed = named("pushed"), full = named("full", .fullScreen)
        nav.pushViewController(pushed, animated: false)
        #expect(device.runUntilIdle())
        pushed.present(full, animated: false)
        #expect(device.runUntilIdle())
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(device.runUntilIdle())
        full.dismiss(animated: false)
        #expect(device.runUntilIdle())
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        device.rotate(to: CGSize(width: 390, height: 844))
        #expect(device.runUntilIdle())
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // A short swipe that goes back cancels the pop.
        device.edgePan(from: .left, distance: 60, duration: 0.3)
        #expect(device.runUntilIdle())
        #expect(nav.viewControllers == [root, pushed])
        #expect(device.consistencyViolations(of: [nav, root, pushed, full]) == [])
    }

    @Test func dismissingAPageSheetAfterRotatingRestoresThePresenter() {
        let sheet = named("sheet", .pageSheet)
        root.present(sheet, animated: true)
        #expect(device.runUntilIdle())
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(device.runUntilIdle())
        sheet.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(nav.view.transform.isIdentity)
        #expect(nav.view.window === device.window)
        device.rotate(to: CGSize(width: 390, height: 844))
        #expect(device.runUntilIdle())
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(nav.view.transform.isIdentity)
        #expect(device.consistencyViolations(of: [nav, root, sheet]) == [])
    }

    @Test func presentingFromAControllerWhosePresenterWasDismissedIsRefused() {
        let n1 = named("n1", .formSheet), n2 = named("n2")
        root.present(n1, animated: true)
        #expect(device.runUntilIdle())
        root.dismiss(animated: false)
        n1.present(n2, animated: true)
        #expect(device.runUntilIdle())
        #expect(n2.presentingViewController == nil)
        #expect(n2.viewIfLoaded?.window == nil)
        #expect(device.diagnostics.count == 1)
        #expect(device.diagnostics.first?.hasSuffix("while a presentation is in progress.") == true)
    }

    @Test func dismissingTwiceAtOnceIsRefusedWithUIKitsWarning() {
        let n1 = named("n1", .formSheet), n2 = named("n2", .fullScreen)
        root.present(n1, animated: false)
        // n1's view reaches the window on the next turn (statements 39, 51).
        #expect(device.runUntilIdle())
        n1.present(n2, animated: false)
        #expect(device.runUntilIdle())
        #expect(n1.presentedViewController === n2)
        nav.dismiss(animated: true)
        n1.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(!device.diagnostics.contains { $0.hasPrefix("Unbalanced calls") })
        #expect(device.consistencyViolations(of: [nav, root, n1, n2]) == [])
    }

    @Test func presentingOverAnAnimatingPresentationIsRefused() {
        let n1 = named("n1", .pageSheet), n2 = named("n2", .fullScreen)
        var completions: [String] = []
        root.present(n1, animated: true) { completions.append("n1") }
        device.advance(by: 0.1)
        n1.present(n2, animated: false) { completions.append("n2") }
        #expect(device.runUntilIdle())
        #expect(n2.presentingViewController == nil)
        #expect(completions == ["n1"])
        #expect(device.diagnostics.contains { $0.contains("while a presentation is in progress") })
        #expect(device.consistencyViolations(of: [nav, root, n1, n2]) == [])
    }
}

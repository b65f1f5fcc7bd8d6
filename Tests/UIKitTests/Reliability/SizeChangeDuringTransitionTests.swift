import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Issue 21, families 2, 5 and 6: size changes (rotation) that overlap or precede transitions,
/// and the interactive pop gesture afterwards; plain UIKit code on a navigation controller that
/// is the window's root.
@MainActor
@Suite(.checksLifetimes) struct SizeChangeDuringTransitionTests: NavigationScene {
    let device: VirtualDevice
    let root: UIViewController
    let nav: UINavigationController

    init() { (device, root, nav) = makeNavigationScene() }

    @Test func cancelledInteractiveDismissalAfterRotatingKeepsThePresentation() {
        let card = named("card", .custom)
        let delegate = HalfSheetTransitioningDelegate()
        card.transitioningDelegate = delegate
        nav.present(card, animated: true)
        #expect(device.runUntilIdle())
        device.rotate(to: CGSize(width: 844, height: 390))
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        var ran = 0
        card.dismiss(animated: true) { ran += 1 }
        device.advance(by: 0.05)
        interactor.update(0.69)
        device.advance(by: 0.1)
        interactor.cancel()
        #expect(device.runUntilIdle())
        #expect(ran == 0)
        #expect(nav.presentedViewController === card)
        #expect(card.view.window === device.window)
        #expect(device.consistencyViolations(of: [nav, root, card]) == [])
    }

    @Test func rotatingWhileAPageSheetAnimatesInThenDismissingRestoresThePresenter() {
        let sheet = named("sheet", .pageSheet)
        root.present(sheet, animated: true)
        device.advance(by: 0.023)
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(device.runUntilIdle())
        sheet.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(nav.view.window === device.window)
        #expect(root.view.window === device.window)
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(device.consistencyViolations(of: [nav, root, sheet]) == [])
    }

    @Test func rotatingWhileAFormSheetAnimatesInOverACustomPresentationKeepsTheCustomOne() {
        let card = named("card", .custom)
        let delegate = HalfSheetTransitioningDelegate()
        card.transitioningDelegate = delegate
        let form = named("form", .formSheet)
        nav.present(card, animated: true)
        #expect(device.runUntilIdle())
        card.present(form, animated: true)
        device.advance(by: 0.1)
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(device.runUntilIdle())
        form.dismiss(animated: false)
        #expect(device.runUntilIdle())
        #expect(card.view.window === device.window)
        #expect(nav.presentedViewController === card)
        #expect(device.consistencyViolations(of: [nav, root, card, form]) == [])
    }

    @Test func edgeSwipeBackStillPopsAfterTwoPresentationsWereDismissed() {
        let pushed = named("pushed"), first = named("first"), second = named("second", .overCurrentContext)
        nav.pushViewController(pushed, animated: false)
        #expect(device.runUntilIdle())
        pushed.present(first, animated: false)
        device.advance(by: 0.246)
        first.present(second, animated: true)
        #expect(device.runUntilIdle())
        first.dismiss(animated: false)
        #expect(device.runUntilIdle())
        pushed.dismiss(animated: false)
        #expect(device.runUntilIdle())
        device.edgePan(from: .left, distance: 330, duration: 0.3)
        #expect(device.runUntilIdle())
        #expect(nav.viewControllers == [root])
        #expect(device.consistencyViolations(of: [nav, root, pushed, first, second]) == [])
    }

    @Test func aRotationDuringAPresentationWaitsUntilItEnds() {
        final class Listening: UIViewController {
            var sizes: [CGSize] = []
            var presentedWhenTold: Bool?
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
                presentedWhenTold = presentedViewController?.isBeingPresented
            }
        }
        let listening = Listening()
        let other = VirtualDevice()
        other.window.rootViewController = listening
        other.runUntilIdle()
        let full = named("full", .fullScreen)
        listening.present(full, animated: true)
        other.advance(by: 0.1)
        other.rotate(to: CGSize(width: 844, height: 390))
        #expect(listening.sizes.isEmpty)
        #expect(other.window.frame.size == CGSize(width: 390, height: 844))
        #expect(other.runUntilIdle())
        #expect(listening.sizes == [CGSize(width: 844, height: 390)])
        #expect(listening.presentedWhenTold == false)
        #expect(other.window.frame.size == CGSize(width: 844, height: 390))
        #expect(full.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func aRotationDuringAnEdgeSwipeHappensOnceThePopEnded() {
        let pushed = named("pushed")
        nav.pushViewController(pushed, animated: false)
        #expect(device.runUntilIdle())
        device.edgePan(from: .left, distance: 330, duration: 0.3)
        device.advance(by: 0.07)
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(nav.view.frame.size == CGSize(width: 390, height: 844))
        #expect(device.runUntilIdle(limit: 30))
        #expect(nav.viewControllers == [root])
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(root.view.window === device.window)
        #expect(device.consistencyViolations(of: [nav, root, pushed]) == [])
    }
}

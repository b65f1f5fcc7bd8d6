import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// An animator that keeps the transition open until the test completes it.
@MainActor
private final class HeldAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate
{
    var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
        context = transitionContext
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }
}

/// A view counting its layout passes.
@MainActor
private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// Two devices in one test, interleaved with no activation: each object uses its own world.
@MainActor
@Suite(.checksLifetimes) struct WorldIsolationTests {
    /// A device with a root controller, settled.
    private func device() -> (VirtualDevice, UIViewController) {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        device.runUntilIdle()
        return (device, root)
    }

    @Test func animatedPresentationRunsOnItsOwnDevicesClock() {
        let (a, _) = device()
        let (b, rootB) = device()
        a.advance(by: 0)  // the last device used is A
        let presented = UIViewController()
        var done = false
        rootB.present(presented, animated: true) { done = true }
        a.advance(by: 2)
        #expect(!done)
        #expect(presented.isBeingPresented)
        #expect(presented.viewIfLoaded?.window == nil)
        b.advance(by: 2)
        #expect(done)
        #expect(!presented.isBeingPresented)
        #expect(presented.view.window === b.window)
        rootB.dismiss(animated: false)
        b.runUntilIdle()
    }

    @Test func aModalTransitionCountsInItsOwnWorldOnly() {
        let (a, rootA) = device()
        let (b, rootB) = device()
        rootA.present(UIViewController(), animated: true)
        #expect(rootA.world.modalContainerCount == 1)
        #expect(rootB.world.modalContainerCount == 0)
        b.runUntilIdle()
        #expect(rootA.presentedViewController?.isBeingPresented == true)
        a.runUntilIdle()
        #expect(rootA.world.modalContainerCount == 0)
        rootA.dismiss(animated: false)
        a.runUntilIdle()
    }

    @Test func blockAnimationFollowsTheClockOfItsViewsDevice() {
        let (a, _) = device()
        let (b, _) = device()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.window.addSubview(v)
        b.advance(by: 0)
        a.advance(by: 2)  // clocks differ, and A is the last device used
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 }) {
            finished = $0
        }
        a.advance(by: 0.5)
        #expect(abs(v.layer.presentation()!.position.x - 5) < 0.01)
        b.advance(by: 0.5)
        #expect(abs(v.layer.presentation()!.position.x - 55) < 0.01)
        #expect(!finished)
        a.advance(by: 1)
        #expect(!finished)
        b.advance(by: 0.6)
        #expect(finished)
        #expect(v.layer.presentation()!.position.x == 105)
    }

    @Test func misuseWarningLandsInTheDeviceWhereItHappened() {
        let (a, _) = device()
        let (b, rootB) = device()
        rootB.present(UIViewController(), animated: false)
        b.runUntilIdle()
        a.advance(by: 0)
        let again = UIViewController()
        rootB.present(again, animated: false)
        a.runUntilIdle()
        b.runUntilIdle()
        #expect(a.diagnostics.isEmpty)
        #expect(b.diagnostics.count == 1)
        #expect(
            b.diagnostics.last?.hasSuffix(
                "which is already presenting \(rootB.presentedViewController!.description).") == true)
        rootB.dismiss(animated: false)
        b.runUntilIdle()
    }

    @Test func endingATransitionInOneDeviceLeavesTheOtherDevicesTimers() {
        // Both devices schedule their first timer, a hang check with the same per-world number.
        let (a, rootA) = device()
        let (b, rootB) = device()
        let heldA = HeldAnimator(), heldB = HeldAnimator()
        let presentedA = UIViewController(), presentedB = UIViewController()
        presentedA.transitioningDelegate = heldA
        presentedB.transitioningDelegate = heldB
        presentedA.modalPresentationStyle = .fullScreen
        presentedB.modalPresentationStyle = .fullScreen
        rootA.present(presentedA, animated: true)
        a.advance(by: 0)
        rootB.present(presentedB, animated: true)
        b.advance(by: 0)  // B is the last device used
        heldA.context?.completeTransition(true)
        a.advance(by: 0)
        #expect(presentedA.presentingViewController === rootA && !presentedA.isBeingPresented)
        // B's transition is still open: its hang check must still report it, in B only.
        b.advance(by: 3)
        #expect(b.diagnostics.contains { $0.contains("has not ended") })
        #expect(a.diagnostics.isEmpty)
        heldB.context?.completeTransition(true)
        b.advance(by: 0)
        rootA.dismiss(animated: false)
        rootB.dismiss(animated: false)
        a.runUntilIdle()
        b.runUntilIdle()
        heldA.context = nil
        heldB.context = nil
    }

    @Test func delayedAnimatorStartsOnItsViewsDeviceClock() {
        let (a, _) = device()
        let (b, _) = device()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        a.window.addSubview(v)
        a.advance(by: 0)
        b.advance(by: 0)  // B is the last device used
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 105 }
        animator.startAnimation(afterDelay: 0.5)
        b.advance(by: 2)
        #expect(!animator.isRunning)
        a.advance(by: 1)
        #expect(animator.isRunning)
        a.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(v.center.x == 105)
    }

    @Test func layoutPassRunsOnItsOwnDevicesTurn() {
        let (a, _) = device()
        let (b, _) = device()
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.window.addSubview(v)
        b.advance(by: 0)
        let before = v.layouts
        a.advance(by: 0)  // A is the last device used
        v.setNeedsLayout()
        a.advance(by: 1)
        #expect(v.layouts == before)
        b.advance(by: 0)
        #expect(v.layouts == before + 1)
    }

    @Test func animationsEnabledIsProcessWideAsInUIKit() {
        let (a, _) = device()
        let (b, _) = device()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        b.window.addSubview(v)
        a.advance(by: 0)
        UIView.animate(withDuration: 1) { v.center.x = 105 }
        #expect(v.layer.animationKeys() == nil)
        _ = b
    }
}

import Testing
import UIKitTesting

@testable import UIKit

@MainActor
@Suite(.checksLifetimes) struct UINavigationControllerTests {
    final class NavDelegate: UINavigationControllerDelegate {
        let log: EventLog
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        init(log: EventLog) { self.log = log }
        func navigationController(_ n: UINavigationController, willShow vc: UIViewController, animated: Bool) {
            log.record("delegate.willShow(\((vc as? RecordingViewController)?.name ?? "?"))")
        }
        func navigationController(_ n: UINavigationController, didShow vc: UIViewController, animated: Bool) {
            log.record("delegate.didShow(\((vc as? RecordingViewController)?.name ?? "?"))")
        }
        func navigationController(
            _ n: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
        func navigationController(
            _ n: UINavigationController, interactionControllerFor a: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    func scene() -> (VirtualDevice, EventLog, UINavigationController, RecordingViewController, NavDelegate) {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let n = UINavigationController(rootViewController: a)
        let delegate = NavDelegate(log: log)
        n.delegate = delegate
        device.window.rootViewController = n
        device.runUntilIdle()
        log.clear()
        return (device, log, n, a, delegate)
    }

    func calls(_ log: EventLog) -> [String] {
        log.entries.filter { ($0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0.hasPrefix("delegate")) }
    }

    @Test(arguments: [true, false])
    func statement016_pushAndPopCallbackOrder(animated: Bool) {
        let (device, log, n, _, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        let b = RecordingViewController("B", log: log)
        n.pushViewController(b, animated: animated)
        device.runUntilIdle()
        #expect(
            calls(log) == [
                "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)", "A.viewDidDisappear",
                "B.viewDidAppear", "delegate.didShow(B)",
            ])
        log.clear()
        n.popViewController(animated: animated)
        device.runUntilIdle()
        #expect(
            calls(log) == [
                "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)", "B.viewDidDisappear",
                "A.viewDidAppear", "delegate.didShow(A)",
            ])
        #expect(b.parent == nil && n.children.count == 1)
    }

    @Test func statement017_cancelledInteractivePop() {
        final class Slide: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                0.5
            }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
                ctx.containerView.insertSubview(to, belowSubview: from)
                UIView.animate(withDuration: 0.5, animations: { from.frame.origin.x = 390 }) { _ in
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
        }
        let (device, log, n, a, delegate) = scene()
        let b = RecordingViewController("B", log: log)
        n.pushViewController(b, animated: false)
        device.runUntilIdle()
        log.clear()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.animator = Slide()
        delegate.interactor = interactor
        n.popViewController(animated: true)
        // Statement 24: the stack is already updated.
        #expect(n.viewControllers.count == 1)
        interactor.update(0.3)
        device.advance(by: 0.1)
        interactor.cancel()
        device.runUntilIdle()
        #expect(
            log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") } == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(n.viewControllers.count == 2 && n.topViewController === b)
        #expect(b.view.frame.minX == 0)
        #expect(b.parent === n && a.view.superview == nil)
    }

    @Test func statement022_024_movingFlagsAndStackDuringCallbacks() {
        final class Probe: RecordingViewController {
            var stackAtWillDisappear: Int?
            override func viewWillDisappear(_ animated: Bool) {
                stackAtWillDisappear = navigationController?.viewControllers.count ?? -1
                super.viewWillDisappear(animated)
            }
        }
        let device = VirtualDevice()
        let log = EventLog()
        let a = Probe("A", log: log)
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        device.runUntilIdle()
        #expect(a.flagsAtWillAppear?.movingTo == true)
        let b = Probe("B", log: log)
        n.pushViewController(b, animated: true)
        device.runUntilIdle()
        #expect(b.flagsAtWillAppear?.movingTo == true)
        #expect(a.flagsAtWillDisappear?.movingFrom == false)
        #expect(a.stackAtWillDisappear == 2)
        n.popViewController(animated: true)
        #expect(b.flagsAtWillDisappear?.movingFrom == true)
        #expect(a.flagsAtWillAppear?.movingTo == false)
        #expect(b.stackAtWillDisappear == 1)
        device.runUntilIdle()
    }

    @Test func statement053_054_refusals() {
        let (device, _, n, a, _) = scene()
        n.pushViewController(a, animated: false)
        #expect(device.diagnostics.last?.contains("more than once is not supported") == true)
        n.pushViewController(UINavigationController(), animated: false)
        #expect(device.diagnostics.last == "Pushing a navigation controller is not supported")
        #expect(n.popViewController(animated: true) == nil)
        #expect(n.viewControllers.count == 1)
        let b = UIViewController(), c = UIViewController()
        n.pushViewController(b, animated: false)
        n.pushViewController(c, animated: false)
        device.runUntilIdle()
        let popped = n.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?.first === b && popped?.last === c)
    }

    @Test func statement055_setViewControllersAnimatesOnePopPushOrNothing() {
        let (device, log, n, a, _) = scene()
        let b = RecordingViewController("B", log: log), c = RecordingViewController("C", log: log)
        n.setViewControllers([a, b, c], animated: false)
        device.runUntilIdle()
        log.clear()
        let d = RecordingViewController("D", log: log)
        n.setViewControllers([d, a, b], animated: true)
        device.advance(by: 0.1)
        // A pop: B slides in from the left while C leaves to the right.
        #expect(c.view.layer.presentation()!.frame.minX > 0)
        #expect(b.view.layer.presentation()!.frame.minX < 0)
        device.runUntilIdle()
        #expect(n.viewControllers.map { ($0 as? RecordingViewController)?.name } == ["D", "A", "B"])
        #expect(c.parent == nil && d.parent === n)
        #expect(log.filtered("C.viewWillDisappear", "B.viewWillAppear").count == 2)
        log.clear()
        n.setViewControllers([a, b], animated: true)
        device.runUntilIdle()
        #expect(log.entries.filter { $0.contains("ppear") }.isEmpty)
    }

    @Test func statement056_126_visibleAndChildren() {
        let (device, _, n, a, _) = scene()
        #expect(n.visibleViewController === a)
        #expect(n.children.count == n.viewControllers.count)
        let modal = UIViewController()
        n.present(modal, animated: false)
        device.runUntilIdle()
        #expect(n.visibleViewController === modal)
    }

    @Test func statement027_030_129_presentingFromAPushedControllerAndShowPushes() {
        let (device, _, n, a, _) = scene()
        #expect(n.definesPresentationContext)
        let b = UIViewController()
        a.show(b, sender: nil)
        device.runUntilIdle()
        #expect(n.topViewController === b)
        let modal = UIViewController()
        b.present(modal, animated: false)
        device.runUntilIdle()
        #expect(modal.presentingViewController === n)
        #expect(b.presentedViewController === modal)
        // Popping the controller does not dismiss the modal (seed 003).
        modal.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement135_delegateAnimatorNilMeansTheStandardSlideAndBarShowsTitles() {
        let (device, log, n, a, _) = scene()
        a.title = "Gallery"
        let b = RecordingViewController("B", log: log)
        b.title = "Photo"
        n.pushViewController(b, animated: true)
        device.advance(by: 0.175)
        let x = b.view.layer.presentation()!.frame.minX
        #expect(x > 0 && x < 390)
        // Parallax: the covered view moved part of the way left.
        let ax = a.view.layer.presentation()!.frame.minX
        #expect(ax < 0 && ax > -130)
        device.runUntilIdle()
        #expect(n.navigationBar.content?.titleLabel.text == "Photo")
        #expect(n.navigationBar.content?.backButton?.titleLabel.text == "Gallery")
        #expect(abs(b.view.safeAreaInsets.top - (47 + 44)) < 0.001)
        n.navigationBar.tapBack()
        device.runUntilIdle()
        #expect(n.topViewController === a)
    }

    @Test func navigationStackIsFreedAfterTeardown() {
        weak var weakNav: UINavigationController?
        weak var weakB: UIViewController?
        do {
            let (device, _, n, _, _) = scene()
            let b = UIViewController()
            n.pushViewController(b, animated: true)
            device.runUntilIdle()
            n.popViewController(animated: true)
            device.runUntilIdle()
            weakNav = n
            weakB = b
        }
        #expect(weakB == nil)
        #expect(weakNav == nil)
    }
}

@MainActor
@Suite(.checksLifetimes) struct SizeChangeTransitionTests {
    @Test func statement137_aPushRequestedInViewWillTransitionHappensAtOnce() {
        final class Pusher: UIViewController {
            var pushed: UIViewController?
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                if let pushed { navigationController?.pushViewController(pushed, animated: true) }
            }
        }
        let device = VirtualDevice()
        let a = Pusher()
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        device.runUntilIdle()
        let b = UIViewController()
        a.pushed = b
        device.rotate(to: CGSize(width: 844, height: 390))
        #expect(n.topViewController === b)
        #expect(b.view.window === device.window)
        // No slide: mid-rotation the pushed view's left edge stays at the screen's.
        device.advance(by: 0.1)
        #expect(abs(b.view.layer.presentation()!.frame.minX) < 1)
        device.runUntilIdle()
    }
}

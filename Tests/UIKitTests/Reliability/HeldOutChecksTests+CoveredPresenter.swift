import Testing
import UIKitTesting

@testable import UIKit

/// Issue 31, family 3: presenting over the current context from a controller under the top of
/// a stack, after a cancelled interactive pop.
@MainActor
@Suite(.checksLifetimes) struct CoveredPresenterTests {
    /// A push and pop animator as apps write one with `UIView.animate`: the "to" view slides
    /// in over (push) or is revealed under (pop) the "from" view; it leaves the views where
    /// they are on cancel, as most do.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let push: Bool
        init(push: Bool) { self.push = push }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let toView = ctx.view(forKey: .to), let fromView = ctx.view(forKey: .from),
                let to = ctx.viewController(forKey: .to)
            else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
            let width = ctx.containerView.bounds.width
            let final = ctx.finalFrame(for: to)
            if push {
                ctx.containerView.addSubview(toView)
                toView.frame = final.offsetBy(dx: width, dy: 0)
            } else {
                ctx.containerView.insertSubview(toView, belowSubview: fromView)
                toView.frame = final
            }
            let start = fromView.frame
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [.curveLinear],
                animations: {
                    if self.push { toView.frame = final } else { fromView.frame = start.offsetBy(dx: width, dy: 0) }
                },
                completion: { _ in
                    if ctx.transitionWasCancelled { fromView.frame = start }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        }
    }

    final class NavDelegate: NSObject, UINavigationControllerDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { SlideAnimator(push: operation == .push) }
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    func appearance(_ log: EventLog) -> [String] {
        log.entries.filter {
            ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(
                $0.split(separator: ".").last.map(String.init))
        }
    }

    /// The cancelled interactive pop leaves the covered controller's view out of the window
    /// (statements 17 and 18: it appeared and disappeared again), so a current-context
    /// presentation whose context it defines has nothing on screen to cover and is refused
    /// with statement 39's warning; the top of the stack stays in front.
    @Test func currentContextPresentationFromUnderACancelledPopIsRefused() {
        let device = VirtualDevice()
        let log = EventLog()
        let n0 = RecordingViewController("n0", log: log)
        let n1 = RecordingViewController("n1", log: log)
        let n2 = RecordingViewController("n2", log: log)
        let nav = UINavigationController(rootViewController: n0)
        let navDelegate = NavDelegate()
        nav.delegate = navDelegate
        device.window.rootViewController = nav
        device.runUntilIdle()

        nav.pushViewController(n1, animated: true)
        device.runUntilIdle()
        #expect(n1.view.window === device.window)
        #expect(n0.viewIfLoaded?.window == nil)

        let it = UIPercentDrivenInteractiveTransition()
        navDelegate.interactor = it
        log.clear()
        nav.popViewController(animated: true)
        device.advance(by: 0.05)
        it.update(0.14)
        device.advance(by: 0.05)
        #expect(n0.view.window === device.window)
        it.update(0.05)
        device.advance(by: 0.05)
        it.cancel()
        navDelegate.interactor = nil
        device.runUntilIdle()
        #expect(nav.viewControllers == [n0, n1])
        #expect(n1.view.window === device.window)
        #expect(n0.view.window == nil)
        #expect(
            appearance(log) == [
                "n1.viewWillDisappear", "n0.viewWillAppear", "n0.viewWillDisappear", "n0.viewDidDisappear",
                "n1.viewWillAppear", "n1.viewDidAppear",
            ])

        log.clear()
        let diagnostics = device.diagnostics.count
        n2.modalPresentationStyle = .currentContext
        n0.definesPresentationContext = true
        var ran = false
        n0.present(n2, animated: true) { ran = true }
        device.runUntilIdle()
        #expect(
            device.diagnostics.dropFirst(diagnostics).contains {
                $0.contains("whose view is not in the window hierarchy!")
            })
        #expect(!ran)
        #expect(n2.presentingViewController == nil)
        #expect(n0.presentedViewController == nil)
        #expect(nav.presentedViewController == nil)
        #expect(n2.viewIfLoaded?.window == nil)
        #expect(n1.view.window === device.window)
        #expect(n0.view.window == nil)
        #expect(appearance(log) == [])
        #expect(device.consistencyViolations(of: [nav, n0, n1, n2]) == [])

        // Once on top again, the same controller presents over its own context.
        nav.popViewController(animated: false)
        device.runUntilIdle()
        log.clear()
        n0.present(n2, animated: true)
        device.runUntilIdle()
        #expect(n2.presentingViewController === n0)
        #expect(n2.view.window === device.window)
        #expect(n0.view.window == nil)
        #expect(
            appearance(log) == ["n0.viewWillDisappear", "n2.viewWillAppear", "n2.viewDidAppear", "n0.viewDidDisappear"])
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// The one driver and its kinds: the order every transition follows, each kind's start timing
/// and callbacks, the busy rule per container and the coordinator shared with size changes.
@MainActor
@Suite(.checksLifetimes) struct TransitionDriverTests {
    /// A kind that logs its hooks, to show the order the driver imposes.
    final class LoggingKind: TransitionKind {
        static let domain = TransitionDomain.childSwap
        static let startTiming = TransitionStartTiming.immediately
        let container: UIViewController
        let from: UIViewController
        let to: UIViewController
        let log: EventLog
        init(container: UIViewController, from: UIViewController, to: UIViewController, log: EventLog) {
            self.container = container
            self.from = from
            self.to = to
            self.log = log
        }
        var participants: [UIViewController] { [container, from, to] }
        var appearing: [UIViewController] { [to] }
        var disappearing: [UIViewController] { [from] }
        func requested() { log.record("kind.requested") }
        func prepare(_ scene: inout TransitionScene) {
            log.record("kind.prepare")
            scene.containerView = container.view
            scene.fromView = from.view
            scene.toView = to.view
        }
        func willBegin() { log.record("kind.willBegin") }
        func didEnd(completed: Bool) {
            log.record("kind.didEnd(\(completed))")
            (completed ? from : to).view.removeFromSuperview()
        }
        func finish(completed: Bool) {
            log.record("kind.finish(\(completed)) busy=\(container.busyTransition(.childSwap) != nil)")
        }
    }

    /// An animator that logs and completes after its duration.
    final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            log.record("animator.animateTransition")
            transitionContext.view(forKey: .to).map(transitionContext.containerView.addSubview)
            UIView.animate(withDuration: 0.3, animations: {}) { _ in transitionContext.completeTransition(true) }
        }
        func animationEnded(_ transitionCompleted: Bool) {
            log.record("animator.animationEnded(\(transitionCompleted))")
        }
    }

    func appearance(_ log: EventLog) -> [String] {
        log.entries.filter { !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("loadView") && !$0.contains("Move") }
    }

    @Test func theDriverRunsEveryPhaseInOneOrder() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = UIViewController()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        parent.addChild(a)
        parent.addChild(b)
        parent.view.addSubview(a.view)
        device.window.rootViewController = parent
        device.runUntilIdle()
        log.clear()
        let kind = LoggingKind(container: parent, from: a, to: b, log: log)
        let driver = TransitionDriver.start(
            TransitionRequest(kind: kind, animated: true, animator: LoggingAnimator(log: log)) {
                log.record("request.completion(\($0))")
            })
        driver.animate(alongsideTransition: { _ in log.record("coordinator.alongside") }) { _ in
            log.record("coordinator.completion")
        }
        #expect(parent.busyTransition(.childSwap) === driver && b.transitionCoordinator === driver)
        device.runUntilIdle()
        #expect(
            appearance(log)
                == [
                    "kind.requested", "kind.prepare", "A.viewWillDisappear", "B.viewWillAppear", "kind.willBegin",
                    "animator.animateTransition", "coordinator.alongside", "kind.didEnd(true)", "A.viewDidDisappear",
                    "B.viewIsAppearing", "B.viewDidAppear", "coordinator.completion", "animator.animationEnded(true)",
                    "kind.finish(true) busy=false", "request.completion(true)",
                ].filter { !$0.hasSuffix("viewIsAppearing") || log.entries.contains($0) })
        #expect(parent.containerTransitions.isEmpty && b.transitionCoordinator == nil)
    }

    @Test func presentationStartsOnTheNextTurnAndDismissalToo() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        log.clear()
        a.present(b, animated: true) { log.record("completion") }
        #expect(a.busyTransition(.modal)?.kind is PresentationTransition && b.isBeingPresented)
        #expect(appearance(log).isEmpty)
        device.runUntilIdle()
        #expect(
            appearance(log)
                == [
                    "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                    "A.viewDidDisappear", "completion",
                ].filter { !$0.hasSuffix("viewIsAppearing") || log.entries.contains($0) })
        log.clear()
        b.dismiss(animated: true) { log.record("completion") }
        #expect(a.busyTransition(.modal)?.kind is DismissalTransition && b.isBeingDismissed)
        #expect(appearance(log).isEmpty)
        device.runUntilIdle()
        #expect(
            appearance(log)
                == [
                    "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
                    "B.viewDidDisappear", "completion",
                ].filter { !$0.hasSuffix("viewIsAppearing") || log.entries.contains($0) })
        #expect(a.containerTransitions.isEmpty && !b.isBeingDismissed)
    }

    @Test func pushStartsAtOnceAndEndsTheDisappearingControllerFirst() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        device.window.rootViewController = nav
        device.runUntilIdle()
        log.clear()
        let b = RecordingViewController("B", log: log)
        nav.pushViewController(b, animated: true)
        #expect(appearance(log) == ["A.viewWillDisappear", "B.viewWillAppear"])
        #expect(nav.busyTransition(.navigation)?.kind is NavigationTransition)
        nav.transitionCoordinator?.animate(alongsideTransition: nil) { _ in log.record("coordinator.completion") }
        device.runUntilIdle()
        #expect(
            appearance(log).filter { !$0.hasSuffix("viewIsAppearing") } == [
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "coordinator.completion",
            ])
        #expect(nav.containerTransitions.isEmpty)
    }

    @Test func childSwapStartsAtOnceAndASecondSwapOfTheSameParentRunsBesideIt() {
        let device = VirtualDevice()
        let log = EventLog()
        let parent = UIViewController()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let c = RecordingViewController("C", log: log)
        let d = RecordingViewController("D", log: log)
        for child in [a, b, c, d] { parent.addChild(child) }
        parent.view.addSubview(a.view)
        parent.view.addSubview(c.view)
        device.window.rootViewController = parent
        device.runUntilIdle()
        log.clear()
        parent.transition(from: a, to: b, duration: 0.3, animations: nil) { _ in log.record("swap1.completion") }
        #expect(appearance(log) == ["A.viewWillDisappear", "B.viewWillAppear"])
        log.clear()
        let first = parent.busyTransition(.childSwap)
        parent.transition(from: c, to: d, duration: 0.3, animations: nil) { _ in log.record("swap2.completion") }
        #expect(parent.busyTransition(.childSwap) !== first)
        device.runUntilIdle()
        #expect(device.diagnostics.isEmpty)
        #expect(log.entries.contains("swap1.completion") && log.entries.contains("swap2.completion"))
        #expect(parent.containerTransitions.isEmpty)
        #expect(b.view.superview === parent.view && d.view.superview === parent.view)
        #expect(a.view.superview == nil && c.view.superview == nil)
        #expect(a.appearance.state == .disappeared && d.appearance.state == .appeared)
    }

    @Test func statement037_presentingWhileThePresenterIsBusyIsRefused() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        let c = UIViewController()
        a.present(b, animated: true)
        device.advance(by: 0.01)
        a.present(c, animated: true)
        #expect(
            device.diagnostics.last
                == "Attempt to present \(c.description) on \(a.description) (from \(a.description)) while a presentation is in progress."
        )
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
    }

    @Test func statement038_dismissingWhileThePresenterIsBusyIsRefused() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        a.present(b, animated: true)
        b.dismiss(animated: true)
        #expect(
            device.diagnostics.last
                == "Attempt to dismiss from view controller \(a.description) while a presentation or dismiss is in progress!"
        )
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
    }

    @Test func pushingWhileTheNavigationControllerIsBusyIsRefused() {
        let device = VirtualDevice()
        let nav = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = nav
        device.runUntilIdle()
        let b = UIViewController()
        nav.pushViewController(b, animated: true)
        nav.pushViewController(UIViewController(), animated: true)
        #expect(device.diagnostics.last == "nested push animation can result in corrupted navigation bar")
        device.runUntilIdle()
        #expect(nav.topViewController === b && nav.viewControllers.count == 2)
    }

    @Test func aNavigationControllerPresentsWhileItPushes() {
        let device = VirtualDevice()
        let nav = UINavigationController(rootViewController: UIViewController())
        device.window.rootViewController = nav
        device.runUntilIdle()
        nav.pushViewController(UIViewController(), animated: true)
        let sheet = UIViewController()
        nav.present(sheet, animated: true)
        #expect(nav.busyTransition(.navigation) != nil && nav.busyTransition(.modal) != nil)
        device.runUntilIdle()
        #expect(nav.presentedViewController === sheet && nav.viewControllers.count == 2)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func sizeChangesUseTheTransitionCoordinatorTypeAlongsideInsideCompletionsAfter() {
        final class Listener: UIViewController {
            var log: EventLog?
            var coordinatorType: String?
            override func viewWillTransition(
                to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinatorType = "\(type(of: coordinator))"
                let log = log
                log?.record("viewWillTransition animated=\(coordinator.isAnimated)")
                coordinator.animate(
                    alongsideTransition: { [weak self] _ in
                        log?.record("alongside width=\(Int(self?.view.window?.bounds.width ?? 0))")
                    },
                    completion: { _ in log?.record("completion") })
                coordinator.animate(alongsideTransition: nil) { _ in log?.record("completion 2") }
            }
        }
        let device = VirtualDevice()
        let log = EventLog()
        let vc = Listener()
        vc.log = log
        device.window.rootViewController = vc
        device.runUntilIdle()
        device.rotate(to: .landscapeLeft, duration: 0.3)
        #expect(log.entries == ["viewWillTransition animated=true", "alongside width=844"])
        device.runUntilIdle()
        #expect(
            log.entries == ["viewWillTransition animated=true", "alongside width=844", "completion", "completion 2"])
        #expect(vc.coordinatorType == "\(TransitionCoordinator.self)")
    }

    @Test func theTransitioningDelegateIsAskedOnceThePresenterIsBusy() {
        final class Delegate: UIViewControllerTransitioningDelegate {
            var seen: [String] = []
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                seen.append(
                    "present beingPresented=\(presented.isBeingPresented) coordinator=\(presented.transitionCoordinator != nil)"
                )
                return nil
            }
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
            {
                seen.append(
                    "dismiss beingDismissed=\(dismissed.isBeingDismissed) coordinator=\(dismissed.transitionCoordinator != nil)"
                )
                return nil
            }
        }
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        let delegate = Delegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.runUntilIdle()
        b.dismiss(animated: true)
        device.runUntilIdle()
        #expect(
            delegate.seen == [
                "present beingPresented=true coordinator=false", "dismiss beingDismissed=true coordinator=false",
            ])
    }
}

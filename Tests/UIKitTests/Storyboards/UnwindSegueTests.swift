import Testing
import UIKitTesting

@testable import UIKit

/// Statements 109 and 112–116: unwind segues find the nearest controller implementing the
/// action, searching up from the source (parents, then presenters) and down through each
/// step's allowed children; the source prepares, the destination's action runs, then the
/// containers on the way show the destination and presented controllers are dismissed.
@MainActor
@Suite(.checksLifetimes) struct UnwindSegueTests {
    /// Logs the unwind questions and callbacks it gets.
    class UnwindingController: RecordingViewController {
        var shouldPerform = true
        override func canPerformUnwindSegueAction(
            _ action: Selector, from fromViewController: UIViewController, sender: Any?
        )
            -> Bool
        {
            let answer = super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
            log.record("\(name).canPerform -> \(answer)")
            return answer
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.record("\(name).prepare(\(segue.identifier ?? "-") to \(unwindName(segue.destination)))")
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.record("\(name).shouldPerformSegue(\(identifier))")
            return shouldPerform
        }
    }

    /// Implements the unwind action.
    final class Destination: UnwindingController {
        func unwindHere(_ segue: UIStoryboardSegue) {
            log.record("\(name).unwindHere(from \(unwindName(segue.source)))")
        }
    }

    final class LoggingNavigationController: UINavigationController {
        var log: EventLog?
        var name = "nav"
        override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
            let children = super.allowedChildrenForUnwinding(from: source)
            log?.record("\(name).allowedChildren -> \(children.map(unwindName))")
            return children
        }
        override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
            log?.record("\(name).unwind(towards \(unwindName(subsequentVC)))")
            super.unwind(for: unwindSegue, towards: subsequentVC)
        }
    }

    final class LoggingTabBarController: UITabBarController {
        var log: EventLog?
        override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
            log?.record("tabs.unwind(towards \(unwindName(subsequentVC)))")
            super.unwind(for: unwindSegue, towards: subsequentVC)
        }
    }

    func navigation(_ controllers: [UIViewController], log: EventLog, name: String = "nav")
        -> LoggingNavigationController
    {
        let nav = LoggingNavigationController(nibName: nil, bundle: nil)
        nav.setViewControllers(controllers, animated: false)
        nav.log = log
        nav.name = name
        return nav
    }

    /// Registers `identifier` on `source` as an unwind to `Destination.unwindHere`, then clears
    /// the log and performs it, settling the device.
    func performUnwind(
        _ identifier: String, from source: UIViewController, sender: Any? = nil, log: EventLog,
        device: VirtualDevice
    ) {
        source.registerUnwindSegue(identifier: identifier, unwindAction: Destination.unwindHere)
        log.clear()
        source.performSegue(withIdentifier: identifier, sender: sender)
        device.runUntilIdle()
    }

    /// The unwind and appearance entries, without loading and containment noise.
    func unwindLog(_ log: EventLog) -> [String] {
        log.entries.filter {
            !$0.hasSuffix("viewDidLoad") && !$0.hasSuffix("loadView") && !$0.hasSuffix("viewIsAppearing")
                && !$0.contains("Move(")
        }
    }

    @Test func statement112_unwindFromAPushedControllerPopsInCallbackOrder() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = Destination("A", log: log)
        let b = UnwindingController("B", log: log)
        let c = UnwindingController("C", log: log)
        let nav = navigation([a, b, c], log: log)
        device.window.rootViewController = nav
        device.runUntilIdle()
        performUnwind("home", from: c, log: log, device: device)
        #expect(
            unwindLog(log) == [
                "nav.allowedChildren -> [\"B\", \"A\"]", "B.canPerform -> false", "A.canPerform -> true",
                "C.prepare(home to A)", "A.unwindHere(from C)", "nav.unwind(towards A)", "C.viewWillDisappear",
                "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear",
            ])
        #expect(nav.viewControllers == [a])
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement112_113_unwindFromAPresentedControllerDismissesIt() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = Destination("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        let p = UnwindingController("P", log: log)
        let q = UnwindingController("Q", log: log)
        let presented = navigation([p, q], log: log, name: "presented")
        presented.modalPresentationStyle = .fullScreen
        a.present(presented, animated: false)
        device.runUntilIdle()
        q.registerUnwindSegue(identifier: "home", unwindAction: Destination.unwindHere)
        log.clear()
        q.performSegue(withIdentifier: "home", sender: nil)
        #expect(
            unwindLog(log) == [
                "presented.allowedChildren -> [\"P\"]", "P.canPerform -> false", "A.canPerform -> true",
                "Q.prepare(home to A)", "A.unwindHere(from Q)",
            ])
        #expect(presented.isBeingDismissed)
        device.runUntilIdle()
        #expect(a.presentedViewController == nil && presented.presentingViewController == nil)
        // The presented navigation controller goes as it is; it does not pop first.
        #expect(presented.viewControllers == [p, q])
        #expect(log.filtered("A.viewDidAppear", "Q.viewDidDisappear").count == 2)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement112_113_unwindThroughTwoPresentationsDismissesBothFromTheDestination() {
        let device = VirtualDevice()
        let log = EventLog()
        let root = Destination("R", log: log)
        device.window.rootViewController = root
        device.runUntilIdle()
        let x = UnwindingController("X", log: log)
        let first = navigation([x], log: log, name: "first")
        first.modalPresentationStyle = .fullScreen
        root.present(first, animated: false)
        device.runUntilIdle()
        let top = UnwindingController("T", log: log)
        top.modalPresentationStyle = .fullScreen
        x.present(top, animated: false)
        device.runUntilIdle()
        #expect(top.presentingViewController === first)
        top.registerUnwindSegue(identifier: "home", unwindAction: Destination.unwindHere)
        log.clear()
        top.performSegue(withIdentifier: "home", sender: "button")
        // T's presenter is searched first (X answers no), then the root.
        #expect(
            unwindLog(log) == [
                "first.allowedChildren -> [\"X\"]", "X.canPerform -> false", "R.canPerform -> true",
                "T.prepare(home to R)", "R.unwindHere(from T)",
            ])
        device.runUntilIdle()
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(root.view.window === device.window && top.viewIfLoaded?.window == nil)
        #expect(log.filtered("R.viewDidAppear").count == 1)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement116_unwindFromInsideATabSelectsTheTabAndPopsBelowAPresentation() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = Destination("A", log: log)
        let a2 = UnwindingController("A2", log: log)
        let first = navigation([a, a2], log: log, name: "first")
        let b = UnwindingController("B", log: log)
        let second = navigation([b], log: log, name: "second")
        let tabs = LoggingTabBarController()
        tabs.log = log
        tabs.viewControllers = [first, second]
        tabs.selectedIndex = 1
        device.window.rootViewController = tabs
        device.runUntilIdle()
        let m = UnwindingController("M", log: log)
        m.modalPresentationStyle = .fullScreen
        b.present(m, animated: true)
        device.runUntilIdle()
        m.registerUnwindSegue(identifier: "home", unwindAction: Destination.unwindHere)
        log.clear()
        m.performSegue(withIdentifier: "home", sender: nil)
        // A full-screen presentation's presenter is the tab bar controller: the search goes
        // there straight from M, tabs in order.
        #expect(m.presentingViewController === tabs)
        #expect(
            unwindLog(log).prefix(7) == [
                "first.allowedChildren -> [\"A2\", \"A\"]", "A2.canPerform -> false", "A.canPerform -> true",
                "M.prepare(home to A)", "A.unwindHere(from M)", "tabs.unwind(towards first)",
                "first.unwind(towards A)",
            ])
        // The tab and the stack change at once, under the presentation; the dismissal animates.
        #expect(tabs.selectedIndex == 0 && first.viewControllers == [a])
        #expect(m.isBeingDismissed)
        device.runUntilIdle()
        #expect(tabs.presentedViewController == nil && a.view.window === device.window)
        #expect(second.viewControllers == [b])
        #expect(log.filtered("A.viewDidAppear").count == 1 && log.filtered("M.viewDidDisappear").count == 1)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement114_115_theNearestMatchFromTheTopOfTheStackWins() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = Destination("A", log: log)
        let b = Destination("B", log: log)
        let c = UnwindingController("C", log: log)
        let nav = navigation([a, b, c], log: log)
        device.window.rootViewController = nav
        device.runUntilIdle()
        performUnwind("back", from: c, log: log, device: device)
        #expect(
            log.filtered("A.", "B.canPerform", "B.unwindHere").filter { !$0.hasPrefix("A.view") }
                == ["B.canPerform -> true", "B.unwindHere(from C)"])
        #expect(nav.viewControllers == [a, b])
    }

    @Test func statement114_115_theSourceIsExcludedFromTheSearch() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = Destination("A", log: log)
        let c = Destination("C", log: log)
        let nav = navigation([a, c], log: log)
        device.window.rootViewController = nav
        device.runUntilIdle()
        let action = Selector("unwindHere:", unwindAction: Destination.unwindHere)
        let source = UIStoryboardUnwindSegueSource(source: c, unwindAction: action, sender: nil)
        #expect(nav.childContaining(source) === c)
        #expect(nav.allowedChildrenForUnwinding(from: source) == [a])
        #expect(c.canPerformUnwindSegueAction(action, from: c, sender: nil) == false)
        #expect(a.canPerformUnwindSegueAction(action, from: c, sender: nil) == true)
        #expect(UIViewController().canPerformUnwindSegueAction(action, from: c, sender: nil) == false)
        c.registerUnwindSegue(identifier: "back", action: action)
        log.clear()
        c.performSegue(withIdentifier: "back", sender: nil)
        device.runUntilIdle()
        #expect(log.filtered("C.canPerform").isEmpty)
        #expect(log.filtered("A.unwindHere") == ["A.unwindHere(from C)"])
        #expect(nav.viewControllers == [a])
    }

    @Test func statement115_childContainingFollowsParentsAndPresenters() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = UnwindingController("A", log: log)
        let b = UnwindingController("B", log: log)
        let inner = navigation([b], log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, inner]
        device.window.rootViewController = tabs
        device.runUntilIdle()
        tabs.selectedIndex = 1
        let m = UnwindingController("M", log: log)
        m.modalPresentationStyle = .currentContext
        b.present(m, animated: false)
        device.runUntilIdle()
        let action = Selector("unwindHere:", unwindAction: Destination.unwindHere)
        let fromB = UIStoryboardUnwindSegueSource(source: b, unwindAction: action, sender: "sender")
        #expect(fromB.sender as? String == "sender" && fromB.source === b && fromB.unwindAction == action)
        #expect(tabs.childContaining(fromB) === inner)
        #expect(inner.childContaining(fromB) === b)
        // The tab bar controller keeps its tabs' order (UIKit documents no other rule).
        #expect(tabs.allowedChildrenForUnwinding(from: fromB) == [a])
        // M was presented by the navigation controller (it defines the context).
        #expect(m.presentingViewController === inner)
        let fromM = UIStoryboardUnwindSegueSource(source: m, unwindAction: action, sender: nil)
        #expect(tabs.childContaining(fromM) === inner)
        #expect(inner.childContaining(fromM) == nil && a.childContaining(fromM) == nil)
        m.dismiss(animated: false)
        device.runUntilIdle()
    }

    @Test func statement113_withoutADestinationTheUnwindFailsSilently() {
        let device = VirtualDevice()
        let log = EventLog()
        let b = UnwindingController("B", log: log)
        let c = UnwindingController("C", log: log)
        let nav = navigation([b, c], log: log)
        device.window.rootViewController = nav
        device.runUntilIdle()
        performUnwind("nowhere", from: c, log: log, device: device)
        #expect(unwindLog(log) == ["nav.allowedChildren -> [\"B\"]", "B.canPerform -> false"])
        #expect(nav.viewControllers == [b, c] && c.view.window === device.window)
        #expect(device.diagnostics.isEmpty)
    }

    @Test func statement112_aCustomUnwindSegueClassPerformsTheTransitionItself() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = Destination("A", log: log)
        let c = UnwindingController("C", log: log)
        let nav = navigation([a, c], log: log)
        device.window.rootViewController = nav
        device.runUntilIdle()
        log.clear()
        let action = Selector("unwindHere:", unwindAction: Destination.unwindHere)
        let found = c.performUnwindSegue(action: action, identifier: "custom", sender: nil) { source, destination in
            UIStoryboardSegue(identifier: "custom", source: source, destination: destination) {
                log.record("segue.perform")
            }
        }
        #expect(found)
        #expect(unwindLog(log).suffix(3) == ["C.prepare(custom to A)", "A.unwindHere(from C)", "segue.perform"])
        #expect(nav.viewControllers == [a, c])
    }

    @Test func statement109_aTriggeredUnwindAsksShouldPerformSegueFirst() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = Destination("A", log: log)
        let c = UnwindingController("C", log: log)
        let nav = navigation([a, c], log: log)
        device.window.rootViewController = nav
        device.runUntilIdle()
        c.registerUnwindSegue(identifier: "home", unwindAction: Destination.unwindHere)
        c.shouldPerform = false
        log.clear()
        c.triggerSegue(withIdentifier: "home", sender: nil)
        device.runUntilIdle()
        #expect(unwindLog(log) == ["C.shouldPerformSegue(home)"])
        #expect(nav.viewControllers == [a, c])
        c.shouldPerform = true
        log.clear()
        c.triggerSegue(withIdentifier: "home", sender: nil)
        device.runUntilIdle()
        #expect(
            unwindLog(log).prefix(4) == [
                "C.shouldPerformSegue(home)", "nav.allowedChildren -> [\"A\"]", "A.canPerform -> true",
                "C.prepare(home to A)",
            ])
        #expect(nav.viewControllers == [a])
    }
}

/// A controller's name in the unwind tests' logs.
@MainActor
func unwindName(_ vc: UIViewController) -> String {
    (vc as? RecordingViewController)?.name ?? (vc as? UnwindSegueTests.LoggingNavigationController)?.name ?? "?"
}

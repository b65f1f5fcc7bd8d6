import Testing
import UIKitTesting

@testable import UIKit

/// Statements 114 and 117: overrides of the methods iOS 9 and iOS 13 deprecated still decide.
extension UnwindSegueTests {
    /// Takes every unwind through the method iOS 13 deprecated.
    final class LegacyDestination: RecordingViewController {
        override func canPerformUnwindSegueAction(
            _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
        ) -> Bool {
            log.record("\(name).canPerform(withSender:)")
            return true
        }
    }

    /// Answers every unwind with its root through the iOS 6–8 methods.
    final class LegacyNavigationController: UINavigationController {
        var log: EventLog?
        var customSegue = false
        override func forUnwindSegueAction(
            _ action: Selector, from fromViewController: UIViewController, withSender sender: Any?
        ) -> UIViewController? {
            log?.record("legacy.forUnwindSegueAction")
            return viewControllers.first
        }
        override func segueForUnwinding(
            to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
        ) -> UIStoryboardSegue? {
            log?.record("legacy.segueForUnwinding(to \(unwindName(toViewController)))")
            guard customSegue else { return nil }
            return UIStoryboardSegue(identifier: identifier, source: fromViewController, destination: toViewController)
            {
                [log] in log?.record("segue.perform")
            }
        }
    }

    @Test func statement114_anOverrideOfTheDeprecatedQuestionIsStillAsked() {
        let device = VirtualDevice()
        let log = EventLog()
        let legacy = LegacyDestination("L", log: log)
        let c = UnwindingController("C", log: log)
        let nav = navigation([legacy, c], log: log)
        device.window.rootViewController = nav
        device.runUntilIdle()
        performUnwind("back", from: c, log: log, device: device)
        #expect(
            unwindLog(log).prefix(3) == [
                "nav.allowedChildren -> [\"L\"]", "L.canPerform(withSender:)", "C.prepare(back to L)",
            ])
        #expect(nav.viewControllers == [legacy])
    }

    @Test(arguments: [false, true])
    func statement117_overridesOfTheDeprecatedMethodsStillDecide(customSegue: Bool) {
        let device = VirtualDevice()
        let log = EventLog()
        let root = UnwindingController("R", log: log)
        let b = Destination("B", log: log)
        let c = UnwindingController("C", log: log)
        let nav = LegacyNavigationController(nibName: nil, bundle: nil)
        nav.setViewControllers([root, b, c], animated: false)
        nav.log = log
        nav.customSegue = customSegue
        device.window.rootViewController = nav
        device.runUntilIdle()
        performUnwind("back", from: c, log: log, device: device)
        // The override picks the root although B implements the action; R cannot take the
        // action, so nothing is called on it.
        #expect(
            unwindLog(log).prefix(3) == [
                "legacy.forUnwindSegueAction", "legacy.segueForUnwinding(to R)", "C.prepare(back to R)",
            ])
        #expect(log.filtered("B.canPerform", "B.unwindHere").isEmpty)
        #expect(log.filtered("segue.perform").count == (customSegue ? 1 : 0))
        #expect(nav.viewControllers == (customSegue ? [root, b, c] : [root]))
    }
}

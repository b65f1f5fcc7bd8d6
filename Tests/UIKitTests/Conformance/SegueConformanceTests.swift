import Testing
import UIKitTesting

@testable import UIKit

/// Spec statements 108, 110, 111 with programmatic segues (no storyboard files yet).
@MainActor
@Suite(.checksLifetimes) struct SegueConformanceTests {
    final class LoggingSegue: UIStoryboardSegue {
        let log: EventLog
        init(identifier: String?, source: UIViewController, destination: UIViewController, log: EventLog) {
            self.log = log
            super.init(identifier: identifier, source: source, destination: destination)
            log.record("segue.init")
        }
        override func perform() {
            log.record("segue.perform")
            super.perform()
        }
        isolated deinit { log.record("segue.deinit") }
    }

    final class Source: UIViewController {
        let log: EventLog
        init(log: EventLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.record("source.prepare(\(segue.identifier ?? ""))")
        }
    }

    @Test func statement108_destinationThenSegueThenPrepareThenPerformThenRelease() {
        let device = VirtualDevice()
        let log = EventLog()
        let source = Source(log: log)
        let n = UINavigationController(rootViewController: source)
        device.window.rootViewController = n
        device.runUntilIdle()
        source.registerSegue(identifier: "detail") { src in
            log.record("destination.init")
            let destination = UIViewController()
            return LoggingSegue(identifier: "detail", source: src, destination: destination, log: log)
        }
        source.performSegue(withIdentifier: "detail", sender: nil)
        device.runUntilIdle()
        #expect(
            log.entries == [
                "destination.init", "segue.init", "source.prepare(detail)", "segue.perform", "segue.deinit",
            ])
        #expect(n.viewControllers.count == 2)
    }

    @Test func statement110_performingAnUnknownSegueIsRefused() {
        let device = VirtualDevice()
        let log = EventLog()
        let source = Source(log: log)
        device.window.rootViewController = source
        device.runUntilIdle()
        source.performSegue(withIdentifier: "nowhere", sender: nil)
        device.runUntilIdle()
        #expect(device.diagnostics == ["Receiver (\(source.description)) has no segue with identifier 'nowhere'"])
        #expect(log.entries.isEmpty)
        #expect(source.presentedViewController == nil)
    }

    @Test func statement111_showSeguePushesInANavigationControllerAndPresentsElsewhere() {
        let device = VirtualDevice()
        let log = EventLog()
        let pushed = UIViewController()
        let inNav = Source(log: log)
        let n = UINavigationController(rootViewController: inNav)
        device.window.rootViewController = n
        device.runUntilIdle()
        inNav.registerSegue(identifier: "show") {
            UIStoryboardSegue(identifier: "show", source: $0, destination: pushed)
        }
        inNav.performSegue(withIdentifier: "show", sender: nil)
        device.runUntilIdle()
        #expect(n.viewControllers == [inNav, pushed])
        #expect(pushed.presentingViewController == nil)
        // Outside a navigation controller the same kind presents modally.
        let plain = Source(log: log)
        device.window.rootViewController = plain
        device.runUntilIdle()
        let presented = UIViewController()
        plain.registerSegue(identifier: "show") {
            UIStoryboardSegue(identifier: "show", source: $0, destination: presented)
        }
        plain.performSegue(withIdentifier: "show", sender: nil)
        device.runUntilIdle()
        #expect(presented.presentingViewController === plain)
        #expect(presented.view.window === device.window)
    }
}

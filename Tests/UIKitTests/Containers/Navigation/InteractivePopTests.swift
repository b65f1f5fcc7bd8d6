import Testing
import UIKitTesting

@testable import UIKit

/// The left-edge swipe of `interactivePopGestureRecognizer`, driven by synthesized fingers.
@MainActor
@Suite(.checksLifetimes) struct InteractivePopTests {
    func scene() -> (VirtualDevice, EventLog, UINavigationController, RecordingViewController, RecordingViewController)
    {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let b = RecordingViewController("B", log: log)
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        n.pushViewController(b, animated: false)
        device.runUntilIdle()
        log.clear()
        return (device, log, n, a, b)
    }

    /// Drags one finger from the left edge to `x` at `speed` points per frame, then lifts it.
    func swipe(_ device: VirtualDevice, to x: CGFloat, pointsPerFrame speed: CGFloat, whileDown: () -> Void = {}) {
        device.beginTouches(at: [CGPoint(x: 4, y: 400)])
        var position: CGFloat = 4
        while position < x {
            position = min(x, position + speed)
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: position, y: 400)])
        }
        whileDown()
        device.endTouches()
        device.runUntilIdle()
    }

    func appearance(_ log: EventLog) -> [String] {
        log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    }

    @Test func theRecognizerIsALeftEdgePanOnTheNavigationView() throws {
        let (device, _, n, _, _) = scene()
        defer { device.runUntilIdle() }
        let recognizer = try #require(n.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        #expect(recognizer.view === n.view)
    }

    @Test func statement017_aShortSlowSwipeCancelsThePop() throws {
        let (device, log, n, a, b) = scene()
        swipe(device, to: 120, pointsPerFrame: 2) {
            // Statement 24: mid-swipe the stack already reads as popped, and A is underneath.
            #expect(n.viewControllers.count == 1)
            #expect(a.view.superview != nil)
            let x = b.view.layer.presentation()?.frame.minX ?? 0
            #expect(x > 10 && x < 200)
        }
        #expect(n.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(
            appearance(log) == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(b.view.frame.minX == 0)
        #expect(a.viewIfLoaded?.superview == nil)
    }

    @Test func aSwipePastHalfWayPops() {
        let (device, log, n, a, b) = scene()
        swipe(device, to: 300, pointsPerFrame: 3)
        #expect(n.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(
            appearance(log) == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(b.viewIfLoaded?.superview == nil)
        #expect(a.view.frame.minX == 0)
    }

    @Test func aQuickFlickPopsEvenWhenShort() {
        let (device, _, n, a, _) = scene()
        swipe(device, to: 100, pointsPerFrame: 20)
        #expect(n.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
    }

    @Test func theSwipeDoesNothingAtTheRoot() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        let n = UINavigationController(rootViewController: a)
        device.window.rootViewController = n
        device.runUntilIdle()
        log.clear()
        swipe(device, to: 300, pointsPerFrame: 3)
        #expect(n.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(appearance(log).isEmpty)
        #expect(n.interactivePopGestureRecognizer?.state == .possible)
    }

    @Test func disablingTheRecognizerKeepsTheStack() {
        let (device, log, n, a, b) = scene()
        n.interactivePopGestureRecognizer?.isEnabled = false
        swipe(device, to: 300, pointsPerFrame: 3)
        #expect(n.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(appearance(log).isEmpty)
    }

    /// Issue 21, family 8: a percent-driven pop held still by the user for seconds is not a hang.
    @Test func pausedInteractivePopLogsNoHangWarning() {
        let (device, log, n, a, b) = scene()
        #expect(device.diagnostics.isEmpty)
        let pop = UIPercentDrivenInteractiveTransition()
        n.pendingInteractivePop = pop
        n.popViewController(animated: true)
        n.pendingInteractivePop = nil
        pop.update(0.3)
        device.advance(by: 6)
        pop.cancel()
        device.runUntilIdle()
        #expect(device.diagnostics.isEmpty)
        #expect(
            appearance(log) == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
        #expect(n.topViewController === b && a.viewIfLoaded?.superview == nil)
    }
}

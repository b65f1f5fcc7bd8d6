import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The seed's interactions end to end: a pinch recognizer on the presented view scrubs its
/// dismissal, and a button's primary action dismisses it.
@MainActor
@Suite(.checksLifetimes) struct GestureDrivenTransitionTests {
    /// Feeds a pinch recognizer's progress to the seed's pinch dismissal, as the seed's
    /// `handleGesture(_:)` does.
    @MainActor final class PinchDriver {
        let dismissal: PinchDismissal
        init(_ dismissal: PinchDismissal) { self.dismissal = dismissal }

        func handleGesture(_ gesture: UIPinchGestureRecognizer) {
            switch gesture.state {
            case .began: dismissal.pinchBegan(scale: gesture.scale)
            case .changed: dismissal.pinchChanged(scale: gesture.scale)
            case .ended, .cancelled: dismissal.pinchEnded()
            default: break
            }
        }
    }

    private func scene(_ device: VirtualDevice, _ log: EventLog)
        -> (RecordingViewController, RecordingViewController, ZoomTransitionDelegate, PinchDriver)
    {
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        let delegate = ZoomTransitionDelegate()
        delegate.animator.cellFrame = CGRect(x: 20, y: 100, width: 100, height: 100)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let dismissal = PinchDismissal()
        dismissal.target = b
        delegate.pinch = dismissal
        a.present(b, animated: true)
        device.runUntilIdle()
        let driver = PinchDriver(dismissal)
        b.view.addGestureRecognizer(UIPinchGestureRecognizer(target: driver, action: PinchDriver.handleGesture))
        log.clear()
        return (a, b, delegate, driver)
    }

    @Test func pinchingInFarEnoughDismissesThePresentedController() {
        let device = VirtualDevice()
        let log = EventLog()
        let (a, b, _, driver) = scene(device, log)
        device.pinch(at: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 0.3, duration: 0.5)
        #expect(driver.dismissal.percentComplete > 0.5)
        device.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(log.filtered("B.viewDidDisappear", "A.viewDidAppear").count == 2)
        #expect(appearanceIsBalanced(log.entries))
        device.window.rootViewController = nil
    }

    @Test func aSmallPinchCancelsTheDismissal() {
        let device = VirtualDevice()
        let log = EventLog()
        let (a, b, _, _) = scene(device, log)
        device.pinch(at: CGPoint(x: 195, y: 422), fromScale: 1, toScale: 0.8, duration: 0.3)
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
        #expect(b.view.window === device.window)
        #expect(appearanceIsBalanced(log.entries))
        a.dismiss(animated: false)
        device.runUntilIdle()
        device.window.rootViewController = nil
    }

    @Test func aCloseButtonDismisses() {
        let device = VirtualDevice()
        let log = EventLog()
        let (a, b, _, _) = scene(device, log)
        let close = UIButton(type: .close, primaryAction: UIAction { [weak b] _ in b?.dismiss(animated: true) })
        close.frame.origin = CGPoint(x: 340, y: 60)
        b.view.addSubview(close)
        device.tap(at: CGPoint(x: 355, y: 75))
        device.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(appearanceIsBalanced(log.entries))
        device.window.rootViewController = nil
    }
}

// What Loaf's README promises, checked through its public API on a virtual phone. Loaf queues
// toasts in one shared manager, so every check ends with its toasts gone (runUntilIdle runs the
// clock past their timeouts).
import Loaf
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct LoafChecks {
    @Test func aToastShowsAt280PointsWideAboveTheBottomEdge() {
        let home = UIViewController()
        let device = phone(showing: home)
        Loaf("Message goes here", sender: home).show()
        device.advance(by: 1)
        let toast = home.presentedViewController
        #expect(toast != nil)
        if let toast {
            let frame = windowFrame(of: toast.view)
            let bottom = home.view.safeAreaInsets.bottom
            #expect(frame.width == 280 && frame.height >= 40)
            #expect(abs(frame.maxY - (844 - (bottom == 0 ? 10 : bottom))) < 1)
        }
        _ = device.runUntilIdle()
    }

    @Test func aTopToastShowsBelowTheSafeArea() {
        let home = UIViewController()
        let device = phone(showing: home)
        Loaf("On top", location: .top, sender: home).show()
        device.advance(by: 1)
        if let toast = home.presentedViewController {
            #expect(abs(windowFrame(of: toast.view).minY - (home.view.safeAreaInsets.top + 10)) < 1)
        } else {
            Issue.record("no toast presented")
        }
        _ = device.runUntilIdle()
    }

    @Test func aShortToastTimesOutAfterTwoSecondsAndSaysSo() {
        let home = UIViewController()
        let device = phone(showing: home)
        var reasons: [Loaf.DismissalReason] = []
        Loaf("Short", sender: home).show(.short) { reasons.append($0) }
        device.advance(by: 1.5)
        #expect(home.presentedViewController != nil)
        device.advance(by: 1.5)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(reasons == [.timedOut])
    }

    @Test func tappingAToastDismissesItAsTapped() {
        let home = UIViewController()
        let device = phone(showing: home)
        var reasons: [Loaf.DismissalReason] = []
        Loaf("Tap me", sender: home).show(.long) { reasons.append($0) }
        device.advance(by: 1)
        if let toast = home.presentedViewController {
            let frame = windowFrame(of: toast.view)
            device.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            device.advance(by: 1)
        }
        #expect(home.presentedViewController == nil)
        #expect(reasons == [.tapped])
        _ = device.runUntilIdle()
    }

    @Test func queuedToastsShowOneAfterAnother() {
        let home = UIViewController()
        let device = phone(showing: home)
        var order: [String] = []
        Loaf("First", sender: home).show(.short) { _ in order.append("first") }
        Loaf("Second", sender: home).show(.short) { _ in order.append("second") }
        device.advance(by: 1)
        let first = home.presentedViewController
        device.advance(by: 2.5)
        let second = home.presentedViewController
        #expect(first != nil && second != nil && first !== second)
        _ = device.runUntilIdle()
        #expect(order == ["first", "second"])
    }

    @Test func dismissWithTheSenderTakesTheToastAway() {
        let home = UIViewController()
        let device = phone(showing: home)
        Loaf("Manual", sender: home).show(.long)
        device.advance(by: 1)
        #expect(home.presentedViewController != nil)
        Loaf.dismiss(sender: home)
        device.advance(by: 1)
        #expect(home.presentedViewController == nil)
        _ = device.runUntilIdle()
    }

    @Test func nothingOutlivesADismissedToast() {
        let home = UIViewController()
        let device = phone(showing: home)
        weak var weakToast: UIViewController?
        do {
            Loaf("Gone", sender: home).show(.short)
            device.advance(by: 1)
            weakToast = home.presentedViewController
        }
        _ = device.runUntilIdle()
        #expect(weakToast == nil)
    }
}

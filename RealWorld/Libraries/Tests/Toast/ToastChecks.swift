// What Toast-Swift's README promises, checked through its public API on a virtual phone.
// ToastManager is shared, so every check ends with its toasts gone and the settings it changed
// put back.
import Testing
import Toast
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct ToastChecks {
    /// The views the toast methods added to `view` (anything not there before).
    private func toasts(in view: UIView, besides before: [UIView]) -> [UIView] {
        view.subviews.filter { sub in !before.contains { $0 === sub } }
    }

    @Test func aToastShowsCentredAboveTheBottomPadding() {
        let home = UIViewController()
        let device = phone(showing: home)
        let before = home.view.subviews
        home.view.makeToast("This is a piece of toast")
        device.advance(by: 0.5)
        let toast = toasts(in: home.view, besides: before).first
        #expect(toast != nil)
        if let toast {
            #expect(abs(toast.center.x - 195) < 1)
            #expect(abs(toast.frame.maxY - (844 - 10 - home.view.safeAreaInsets.bottom)) < 1)
            #expect(toast.alpha == 1)
        }
        _ = device.runUntilIdle()
    }

    @Test func aTopToastShowsUnderTheTopPadding() {
        let home = UIViewController()
        let device = phone(showing: home)
        let before = home.view.subviews
        home.view.makeToast("On top", duration: 3, position: .top)
        device.advance(by: 0.5)
        let toast = toasts(in: home.view, besides: before).first
        #expect(toast.map { abs($0.frame.minY - (home.view.safeAreaInsets.top + 10)) < 1 } == true)
        _ = device.runUntilIdle()
    }

    @Test func aToastFadesOutAfterItsDurationAndReportsNoTap() {
        let home = UIViewController()
        let device = phone(showing: home)
        let before = home.view.subviews
        var taps: [Bool] = []
        home.view.makeToast("Timed", duration: 2, position: .bottom) { taps.append($0) }
        device.advance(by: 1.5)
        #expect(toasts(in: home.view, besides: before).count == 1)
        device.advance(by: 1.5)
        #expect(toasts(in: home.view, besides: before).isEmpty)
        #expect(taps == [false])
    }

    @Test func tappingAToastHidesItAndReportsTheTap() {
        let home = UIViewController()
        let device = phone(showing: home)
        let before = home.view.subviews
        var taps: [Bool] = []
        home.view.makeToast("Tap", duration: 10, position: .center) { taps.append($0) }
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 195, y: 422))
        device.advance(by: 0.5)
        #expect(toasts(in: home.view, besides: before).isEmpty)
        #expect(taps == [true])
        _ = device.runUntilIdle()
    }

    @Test func withTheQueueOnASecondToastWaitsForTheFirst() {
        ToastManager.shared.isQueueEnabled = true
        defer { ToastManager.shared.isQueueEnabled = false }
        let home = UIViewController()
        let device = phone(showing: home)
        let before = home.view.subviews
        var order: [String] = []
        home.view.makeToast("First", duration: 1, position: .bottom) { _ in order.append("first") }
        home.view.makeToast("Second", duration: 1, position: .bottom) { _ in order.append("second") }
        device.advance(by: 0.5)
        #expect(toasts(in: home.view, besides: before).count == 1)
        device.advance(by: 1.2)
        #expect(order == ["first"] && toasts(in: home.view, besides: before).count == 1)
        device.advance(by: 2)
        #expect(order == ["first", "second"])
    }

    @Test func anActivityToastSpinsInTheCentreUntilHidden() {
        let home = UIViewController()
        let device = phone(showing: home)
        let before = home.view.subviews
        home.view.makeToastActivity(.center)
        device.advance(by: 0.5)
        let activity = toasts(in: home.view, besides: before).first
        #expect(activity.map { abs($0.center.y - 422) < 1 && abs($0.center.x - 195) < 1 } == true)
        let spinner = activity.map(allSubviews(of:))?.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true)
        home.view.hideToastActivity()
        device.advance(by: 0.5)
        #expect(toasts(in: home.view, besides: before).isEmpty)
    }
}

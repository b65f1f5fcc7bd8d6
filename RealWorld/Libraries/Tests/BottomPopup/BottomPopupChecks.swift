// What BottomPopup's README promises, checked through its public API on a virtual phone.
import BottomPopup
import Testing
import UIKit
import UIKitTesting

/// Records the popup delegate's calls in order.
private final class PopupLog: BottomPopupDelegate {
    var calls: [String] = []
    var percents: [CGFloat] = []
    func bottomPopupViewLoaded() { calls.append("loaded") }
    func bottomPopupWillAppear() { calls.append("willAppear") }
    func bottomPopupDidAppear() { calls.append("didAppear") }
    func bottomPopupWillDismiss() { calls.append("willDismiss") }
    func bottomPopupDidDismiss() { calls.append("didDismiss") }
    func bottomPopupDismissInteractionPercentChanged(from oldValue: CGFloat, to newValue: CGFloat) {
        percents.append(newValue)
    }
}

/// A popup 300 points tall whose dismissal can be switched off, as the README's overrides do.
private final class ShortPopup: BottomPopupViewController {
    var canDismiss = true
    override var popupHeight: CGFloat { 300 }
    override var popupShouldBeganDismiss: Bool { canDismiss }
}

@MainActor
@Suite(.serialized) struct BottomPopupChecks {
    private func presented<P: BottomPopupViewController>(_ popup: P, log: PopupLog? = nil) -> (
        VirtualDevice, UIViewController
    ) {
        let home = UIViewController()
        let device = phone(showing: home)
        popup.popupDelegate = log
        home.present(popup, animated: true)
        _ = device.runUntilIdle()
        return (device, home)
    }

    @Test func theDefaultPopupIs377PointsTallAtTheBottom() {
        let popup = BottomPopupViewController()
        let (_, home) = presented(popup)
        #expect(home.presentedViewController === popup)
        #expect(windowFrame(of: popup.view) == CGRect(x: 0, y: 844 - 377, width: 390, height: 377))
    }

    @Test func anOverriddenHeightSizesThePopup() {
        let popup = ShortPopup()
        _ = presented(popup)
        #expect(windowFrame(of: popup.view) == CGRect(x: 0, y: 544, width: 390, height: 300))
    }

    @Test func theDimmingViewDarkensToHalfBlack() {
        let popup = ShortPopup()
        _ = presented(popup)
        let dim = popup.presentationController?.containerView?.subviews.first
        #expect(dim !== popup.view)
        #expect(dim?.backgroundColor.map { abs($0.cgColor.alpha - 0.5) < 0.01 } == true)
    }

    @Test func theDelegateHearsTheLifeCycleInOrder() {
        let popup = ShortPopup()
        let log = PopupLog()
        let (device, home) = presented(popup, log: log)
        home.dismiss(animated: true)
        _ = device.runUntilIdle()
        #expect(log.calls == ["loaded", "willAppear", "didAppear", "willDismiss", "didDismiss"])
    }

    @Test func aDragUnderHalfTheHeightFollowsTheFingerThenIsCancelled() {
        let popup = ShortPopup()
        let (device, home) = presented(popup)
        dragAndHold(device, from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 680))
        let midway = shownFrame(of: popup.view).minY
        #expect(midway > 584 && midway < 644)
        device.endTouches()
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === popup)
        #expect(windowFrame(of: popup.view).minY == 544)
    }

    @Test func aDragOverHalfTheHeightDismisses() {
        let popup = ShortPopup()
        let log = PopupLog()
        let (device, home) = presented(popup, log: log)
        device.pan(from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 780), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(log.calls.suffix(2) == ["willDismiss", "didDismiss"])
    }

    @Test func tappingTheDimmingViewDismissesOnlyWhenAllowed() {
        let popup = ShortPopup()
        popup.canDismiss = false
        let (device, home) = presented(popup)
        device.tap(at: CGPoint(x: 195, y: 200))
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === popup)
        popup.canDismiss = true
        device.tap(at: CGPoint(x: 195, y: 200))
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test func nothingOutlivesTheDismissedPopup() {
        weak var weakPopup: UIViewController?
        weak var weakController: UIPresentationController?
        let home = UIViewController()
        let device = phone(showing: home)
        do {
            let popup = ShortPopup()
            weakPopup = popup
            home.present(popup, animated: true)
            _ = device.runUntilIdle()
            weakController = popup.presentationController
            home.dismiss(animated: true)
            _ = device.runUntilIdle()
        }
        #expect(weakPopup == nil && weakController == nil)
    }
}

// What SwipeTransition's README promises, checked through its public API on a virtual phone.
import SwipeTransition
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct SwipeTransitionChecks {
    /// A SwipeBackNavigationController with a second screen pushed, as the README sets it up.
    private func pushed() -> (VirtualDevice, UINavigationController, RecordingController, RecordingController) {
        let first = RecordingController()
        first.view.backgroundColor = .white
        let navigation = SwipeBackNavigationController(rootViewController: first)
        let device = phone(showing: navigation)
        let second = RecordingController()
        second.view.backgroundColor = .yellow
        navigation.pushViewController(second, animated: true)
        _ = device.runUntilIdle()
        first.events.removeAll()
        second.events.removeAll()
        return (device, navigation, first, second)
    }

    @Test func aSwipeFromTheMiddleOfTheScreenFollowsTheFinger() {
        let (device, _, _, second) = pushed()
        dragAndHold(device, from: CGPoint(x: 150, y: 400), to: CGPoint(x: 250, y: 400))
        let shift = shownFrame(of: second.view).minX
        #expect(shift > 50 && shift < 150)
        device.endTouches()
        _ = device.runUntilIdle()
    }

    @Test func aSwipeOverHalfTheWidthPops() {
        let (device, navigation, first, second) = pushed()
        device.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 380, y: 400), duration: 1)
        _ = device.runUntilIdle()
        #expect(navigation.topViewController === first)
        #expect(second.events == ["willDisappear", "didDisappear"] && first.events == ["willAppear", "didAppear"])
    }

    @Test func aShortSlowSwipeIsCancelled() {
        let (device, navigation, first, second) = pushed()
        device.pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 1)
        _ = device.runUntilIdle()
        #expect(navigation.topViewController === second && windowFrame(of: second.view).minX == 0)
        #expect(first.view.window == nil)
    }

    @Test func aPresentedSwipeToDismissControllerIsDismissedBySwipingDown() {
        let home = UIViewController()
        let device = phone(showing: home)
        let modal = SwipeToDismissNavigationController(rootViewController: UIViewController())
        modal.modalPresentationStyle = .fullScreen
        home.present(modal, animated: true)
        _ = device.runUntilIdle()
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 800), duration: 0.6)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test func aShortSwipeDownLeavesItPresented() {
        let home = UIViewController()
        let device = phone(showing: home)
        let modal = SwipeToDismissNavigationController(rootViewController: UIViewController())
        modal.modalPresentationStyle = .fullScreen
        home.present(modal, animated: true)
        _ = device.runUntilIdle()
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === modal && windowFrame(of: modal.view).minY == 0)
    }
}

import Testing
import UIKitTesting

@testable import UIKit

/// Statements 14, 19, 60, 67–72: the sheet on a phone, its detents and swipe-to-dismiss.
@MainActor
@Suite(.checksLifetimes) struct SheetTests {
    final class DismissDelegate: UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool {
            log.append("shouldDismiss")
            return allow
        }
        func presentationControllerWillDismiss(_ p: UIPresentationController) { log.append("willDismiss") }
        func presentationControllerDidDismiss(_ p: UIPresentationController) { log.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) {
            log.append("didAttemptToDismiss")
        }
    }

    func scene() -> (
        VirtualDevice, EventLog, RecordingViewController, RecordingViewController, UISheetPresentationController
    ) {
        let device = VirtualDevice()
        let log = EventLog()
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = RecordingViewController("B", log: log)
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        a.present(b, animated: true)
        device.runUntilIdle()
        log.clear()
        return (device, log, a, b, sheet)
    }

    @Test func statement072_defaults() {
        let vc = UIViewController()
        let sheet = vc.sheetPresentationController!
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.largestUndimmedDetentIdentifier == nil)
    }

    @Test func statement060_sheetRestsAtTheSmallestDetentOverTheDimmedPresenter() {
        let (device, _, a, b, sheet) = scene()
        // Medium: half of the height below the top gap (47 + 10).
        let maximum = 844.0 - 57
        #expect(abs(b.view.frame.height - maximum / 2) < 0.5)
        #expect(b.view.frame.maxY == 844)
        #expect(sheet.dimmingView.alpha == 1)
        #expect(a.view.window === device.window)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        device.runUntilIdle()
        #expect(abs(b.view.frame.minY - 57) < 0.5)
        // The presenter recedes behind a large sheet.
        #expect(a.view.transform.a < 1)
    }

    @Test func sheetDraggedBetweenDetents() {
        let (device, _, _, b, sheet) = scene()
        sheet.sheetDragBegan()
        sheet.sheetDragChanged(translation: -300)
        sheet.sheetDragEnded(velocity: 0)
        device.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(abs(b.view.frame.minY - 57) < 0.5)
        sheet.sheetDragBegan()
        sheet.sheetDragChanged(translation: 250)
        sheet.sheetDragEnded(velocity: 0)
        device.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .medium)
    }

    @Test func statement068_069_071_swipedAwaySheetAsksTheDelegateAndDismisses() {
        let (device, log, a, b, sheet) = scene()
        let delegate = DismissDelegate()
        sheet.delegate = delegate
        sheet.sheetDragBegan()
        sheet.sheetDragChanged(translation: 100)
        device.advance(by: 1.0 / 60)
        sheet.sheetDragChanged(translation: 350)
        device.advance(by: 1.0 / 60)
        sheet.sheetDragEnded(velocity: 1500)
        device.runUntilIdle()
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(log.filtered("B.viewWillDisappear", "B.viewDidDisappear").count == 2)
        #expect(log.filtered("A.view").isEmpty)
        _ = b
    }

    @Test func statement019_071_cancelledSwipeKeepsTheSheet() {
        let (device, log, a, b, sheet) = scene()
        let delegate = DismissDelegate()
        sheet.delegate = delegate
        sheet.sheetDragBegan()
        sheet.sheetDragChanged(translation: 100)
        device.advance(by: 1.0 / 60)
        sheet.sheetDragChanged(translation: 80)
        sheet.sheetDragEnded(velocity: 0)
        device.runUntilIdle()
        #expect(delegate.log == ["shouldDismiss", "willDismiss"])
        #expect(a.presentedViewController === b)
        #expect(
            log.filtered("B.view") == [
                "B.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            ] || log.filtered("B.view") == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(log.filtered("A.view").isEmpty)
        #expect(b.view.frame.maxY == 844)
    }

    @Test func statement067_070_modalInPresentationRefusesTheSwipe() {
        let (device, _, a, b, sheet) = scene()
        let delegate = DismissDelegate()
        sheet.delegate = delegate
        b.isModalInPresentation = true
        sheet.sheetDragBegan()
        sheet.sheetDragChanged(translation: 500)
        sheet.sheetDragEnded(velocity: 2000)
        device.runUntilIdle()
        #expect(delegate.log == ["didAttemptToDismiss"])
        #expect(a.presentedViewController === b)
        delegate.log.removeAll()
        b.isModalInPresentation = false
        delegate.allow = false
        sheet.sheetDragBegan()
        sheet.sheetDragChanged(translation: 500)
        sheet.sheetDragEnded(velocity: 2000)
        device.runUntilIdle()
        #expect(delegate.log == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(a.presentedViewController === b)
    }

    @Test func statement068_programmaticDismissAsksNothing() {
        let (device, _, a, b, sheet) = scene()
        let delegate = DismissDelegate()
        sheet.delegate = delegate
        b.dismiss(animated: true)
        device.runUntilIdle()
        #expect(delegate.log.isEmpty)
        #expect(a.presentedViewController == nil)
    }

    @Test func statement072_undimmedDetent() {
        let (device, _, _, _, sheet) = scene()
        sheet.largestUndimmedDetentIdentifier = .medium
        sheet.layoutSheet()
        #expect(sheet.dimmingView.alpha == 0)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        device.runUntilIdle()
        #expect(sheet.dimmingView.alpha == 1)
    }
}

@MainActor
@Suite(.checksLifetimes) struct SheetGrabberTests {
    @Test func grabberSitsAtTheTopOfTheSheetWhenPreferred() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium()]
        sheet.prefersGrabberVisible = true
        a.present(b, animated: true)
        device.runUntilIdle()
        #expect(sheet.grabberView.superview === sheet.containerView)
        #expect(sheet.grabberView.frame == CGRect(x: 195 - 18, y: b.view.frame.minY + 5, width: 36, height: 5))
        b.dismiss(animated: true)
        device.runUntilIdle()
        #expect(sheet.grabberView.superview == nil)
    }
}

@MainActor
@Suite(.checksLifetimes) struct SheetGestureTests {
    @Test func aRealPanDragsTheSheetUpAndSwipesItAway() {
        let device = VirtualDevice()
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let b = UIViewController()
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        a.present(b, animated: true)
        device.runUntilIdle()
        let top = b.view.frame.minY
        device.pan(from: CGPoint(x: 195, y: top + 40), to: CGPoint(x: 195, y: top - 260), duration: 0.4)
        device.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large)
        device.pan(from: CGPoint(x: 195, y: 120), to: CGPoint(x: 195, y: 800), duration: 0.3)
        device.runUntilIdle()
        #expect(a.presentedViewController == nil)
    }
}

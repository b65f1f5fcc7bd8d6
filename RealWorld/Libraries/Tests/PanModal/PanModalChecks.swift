// What PanModal's README promises, checked through its public API on a virtual phone.
import PanModal
import Testing
import UIKit
import UIKitTesting

/// A sheet 300 points tall in short form and 600 in long form, recording PanModal's callbacks.
private final class Sheet: RecordingController, PanModalPresentable {
    var panScrollable: UIScrollView? { nil }
    var shortFormHeight: PanModalHeight { .contentHeight(300) }
    var longFormHeight: PanModalHeight { .contentHeight(600) }

    func panModalWillDismiss() { events.append("panModalWillDismiss") }
    func panModalDidDismiss() { events.append("panModalDidDismiss") }
}

@MainActor
@Suite(.serialized) struct PanModalChecks {
    /// Presents a sheet over a plain controller and lets the transition finish.
    private func presented() -> (VirtualDevice, UIViewController, Sheet) {
        let home = UIViewController()
        let device = phone(showing: home)
        let sheet = Sheet()
        home.presentPanModal(sheet)
        _ = device.runUntilIdle()
        return (device, home, sheet)
    }

    /// Where the sheet's top rests in short form: its height above the bottom safe area.
    private func shortFormTop(_ home: UIViewController) -> CGFloat {
        844 - 300 - home.view.safeAreaInsets.bottom
    }

    @Test func theSheetRestsAtItsShortFormHeight() {
        let (_, home, sheet) = presented()
        #expect(home.presentedViewController === sheet)
        let top = sheet.presentationController?.presentedView.map { windowFrame(of: $0).minY }
        #expect(top.map { abs($0 - shortFormTop(home)) < 1 } == true)
    }

    @Test func theDimmedBackgroundIsFullyShownBehindTheSheet() {
        let (_, _, sheet) = presented()
        let container = sheet.presentationController?.containerView
        let dim = container?.subviews.first { $0 !== sheet.presentationController?.presentedView }
        #expect(dim?.alpha == 1)
        #expect(dim?.frame == container?.bounds)
    }

    @Test func aShortSlowDragSpringsBackToShortForm() {
        let (device, home, sheet) = presented()
        let top = shortFormTop(home)
        device.pan(from: CGPoint(x: 195, y: top + 40), to: CGPoint(x: 195, y: top + 100), duration: 1.5)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === sheet)
        let rest = sheet.presentationController?.presentedView.map { windowFrame(of: $0).minY }
        #expect(rest.map { abs($0 - top) < 1 } == true)
    }

    @Test func aDragMostOfTheWayDownDismissesWithBothCallbacks() {
        let (device, home, sheet) = presented()
        let top = shortFormTop(home)
        device.pan(from: CGPoint(x: 195, y: top + 20), to: CGPoint(x: 195, y: top + 270), duration: 2)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(sheet.events.filter { $0.hasPrefix("panModal") } == ["panModalWillDismiss", "panModalDidDismiss"])
    }

    @Test func aDragUpExpandsToLongForm() {
        let (device, home, sheet) = presented()
        let top = shortFormTop(home)
        device.pan(from: CGPoint(x: 195, y: top + 20), to: CGPoint(x: 195, y: top - 280), duration: 2)
        _ = device.runUntilIdle()
        let rest = sheet.presentationController?.presentedView.map { windowFrame(of: $0).minY }
        #expect(rest.map { abs($0 - (844 - 600 - home.view.safeAreaInsets.bottom)) < 1 } == true)
    }

    @Test func tappingTheDimmedBackgroundDismisses() {
        let (device, home, _) = presented()
        device.tap(at: CGPoint(x: 195, y: 100))
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
    }

    @Test func theSheetsAppearanceCallbacksComeBalanced() {
        let (device, home, sheet) = presented()
        home.dismiss(animated: true)
        _ = device.runUntilIdle()
        let appearance = sheet.events.filter { !$0.hasPrefix("panModal") }
        #expect(appearance == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func nothingOutlivesTheDismissedSheet() {
        let home = UIViewController()
        let device = phone(showing: home)
        weak var weakSheet: Sheet?
        weak var weakController: UIPresentationController?
        do {
            let sheet = Sheet()
            weakSheet = sheet
            home.presentPanModal(sheet)
            _ = device.runUntilIdle()
            weakController = sheet.presentationController
            home.dismiss(animated: true)
            _ = device.runUntilIdle()
        }
        #expect(weakSheet == nil)
        #expect(weakController == nil)
    }
}

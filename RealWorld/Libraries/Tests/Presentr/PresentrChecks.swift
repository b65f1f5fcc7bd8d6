// What Presentr's README promises, checked through its public API on a virtual phone.
import Presentr
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct PresentrChecks {
    /// Presents a plain controller with `presenter`, as the README's helper does; the presenter
    /// is returned so the check holds it, as the README insists.
    private func presented(_ presenter: Presentr, completions: Counter = Counter())
        -> (VirtualDevice, UIViewController, RecordingController, Presentr)
    {
        let home = UIViewController()
        let device = phone(showing: home)
        let modal = RecordingController()
        modal.view.backgroundColor = .white
        home.customPresentViewController(presenter, viewController: modal, animated: true) { completions.count += 1 }
        _ = device.runUntilIdle()
        return (device, home, modal, presenter)
    }

    final class Counter { var count = 0 }

    @Test func anAlertIs270By180InTheCentreAndItsCompletionRunsOnce() {
        let completions = Counter()
        let (_, home, modal, _) = presented(Presentr(presentationType: .alert), completions: completions)
        #expect(home.presentedViewController === modal)
        #expect(windowFrame(of: modal.view) == CGRect(x: 60, y: 332, width: 270, height: 180))
        #expect(completions.count == 1)
    }

    @Test func aBottomHalfFillsTheLowerHalf() {
        let (_, _, modal, _) = presented(Presentr(presentationType: .bottomHalf))
        #expect(windowFrame(of: modal.view) == CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    @Test func aTopHalfFillsTheUpperHalf() {
        let (_, _, modal, _) = presented(Presentr(presentationType: .topHalf))
        // Presentr centres a top half one point above a quarter of the height, so it starts at -1.
        #expect(windowFrame(of: modal.view) == CGRect(x: 0, y: -1, width: 390, height: 422))
    }

    @Test func aCustomTypeTakesItsWidthHeightAndOrigin() {
        let type = PresentationType.custom(
            width: .full, height: .fluid(percentage: 0.2), center: .customOrigin(origin: .zero))
        let (_, _, modal, _) = presented(Presentr(presentationType: type))
        let frame = windowFrame(of: modal.view)
        #expect(frame.origin == .zero && frame.width == 390 && abs(frame.height - 168.8) < 1)
    }

    @Test func theBackgroundIsBlackAtItsOpacity() {
        let (_, _, modal, _) = presented(Presentr(presentationType: .alert))
        let views = modal.presentationController?.containerView.map { allSubviews(of: $0) } ?? []
        // The darkest full-screen view behind the modal (Presentr keeps a clear one under it).
        let shades = views.filter { $0.frame.size == CGSize(width: 390, height: 844) && $0 !== modal.view }
        let opacity = shades.map { $0.alpha * ($0.backgroundColor?.cgColor.alpha ?? 0) }.max() ?? 0
        #expect(abs(opacity - 0.7) < 0.01)
    }

    @Test func tappingTheBackgroundDismissesUnlessToldNotTo() {
        let (device, home, _, _) = presented(Presentr(presentationType: .alert))
        device.tap(at: CGPoint(x: 30, y: 100))
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)

        let stubborn = Presentr(presentationType: .alert)
        stubborn.backgroundTap = .noAction
        let (device2, home2, modal2, _) = presented(stubborn)
        device2.tap(at: CGPoint(x: 30, y: 100))
        _ = device2.runUntilIdle()
        #expect(home2.presentedViewController === modal2)
    }

    @Test func aSwipeDownDismissesABottomHalfWhenAllowed() {
        let presenter = Presentr(presentationType: .bottomHalf)
        presenter.dismissOnSwipe = true
        let (device, home, modal, _) = presented(presenter)
        device.pan(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 800), duration: 0.5)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(modal.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}

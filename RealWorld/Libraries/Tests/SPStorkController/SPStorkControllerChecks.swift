// What SPStorkController's README promises, checked through its public API on a virtual phone.
import SPStorkController
import Testing
import UIKit
import UIKitTesting

/// Records how the card was dismissed.
private final class StorkLog: SPStorkControllerDelegate {
    var calls: [String] = []
    func didDismissStorkBySwipe() { calls.append("swipe") }
    func didDismissStorkByTap() { calls.append("tap") }
}

@MainActor
@Suite(.serialized) struct SPStorkControllerChecks {
    /// Presents a card as the README does: a custom modal with an SPStorkTransitioningDelegate.
    private func presented(_ configure: (SPStorkTransitioningDelegate) -> Void = { _ in })
        -> (VirtualDevice, UIViewController, RecordingController, SPStorkTransitioningDelegate, StorkLog)
    {
        let home = UIViewController()
        home.view.backgroundColor = .white
        let device = phone(showing: home)
        let card = RecordingController()
        card.view.backgroundColor = .systemBlue
        let delegate = SPStorkTransitioningDelegate()
        let log = StorkLog()
        delegate.storkDelegate = log
        configure(delegate)
        card.transitioningDelegate = delegate
        card.modalPresentationStyle = .custom
        home.present(card, animated: true)
        _ = device.runUntilIdle()
        return (device, home, card, delegate, log)
    }

    /// The card's top: 13 points under the status bar, counted as 30 when shorter than 25.
    private func cardTop(_ device: VirtualDevice) -> CGFloat {
        let bar = device.application.statusBarFrame.height
        return (bar < 25 ? 30 : bar) + 13
    }

    @Test func theCardFillsTheScreenUnderTheStatusBar() {
        let (device, home, card, _, _) = presented()
        #expect(home.presentedViewController === card)
        let frame = windowFrame(of: card.view)
        #expect(abs(frame.minY - cardTop(device)) < 1 && frame.maxY == 844 && frame.width == 390)
    }

    @Test func aCustomHeightSizesTheCard() {
        let (_, _, card, _, _) = presented { $0.customHeight = 400 }
        #expect(windowFrame(of: card.view) == CGRect(x: 0, y: 444, width: 390, height: 400))
    }

    @Test func theBackgroundIsShadedAndThePresenterScaledDown() {
        let (_, _, card, _, _) = presented()
        let views = card.presentationController?.containerView.map { allSubviews(of: $0) } ?? []
        #expect(views.contains { abs($0.alpha - 0.51) < 0.01 })
        // At rest the presenter's snapshot is narrowed by a width constraint, not a transform.
        let scale = 1 - (10 + 3) * 2 / 390.0
        #expect(views.contains { abs($0.frame.width - 390 * scale) < 1 && $0.frame.width < 390 })
    }

    @Test func aShortDragSpringsTheCardBack() {
        let (device, home, card, _, log) = presented()
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === card && card.view.transform == .identity)
        #expect(log.calls.isEmpty)
    }

    @Test func aDragPastTranslateForDismissDismissesBySwipe() {
        let (device, home, _, _, log) = presented()
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 560), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(log.calls == ["swipe"])
    }

    @Test func swipeToDismissCanBeTurnedOff() {
        let (device, home, card, _, _) = presented { $0.swipeToDismissEnabled = false }
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 560), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === card)
    }

    @Test func tappingAboveTheCardDismissesByTap() {
        let (device, home, card, _, log) = presented()
        // The tap-around recognizer is on the presenter's shrunken snapshot, whose top is at
        // the status bar's height (30 when shorter than 25): on iOS a tap in the status bar
        // lands on the black backdrop and does nothing, so tap the strip between the
        // snapshot's top and the card's.
        let bar = device.application.statusBarFrame.height
        device.tap(at: CGPoint(x: 195, y: (bar < 25 ? 30 : bar) + 6))
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(log.calls == ["tap"])
        #expect(card.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func nothingOutlivesTheDismissedCard() {
        weak var weakCard: UIViewController?
        weak var weakController: UIPresentationController?
        let home = UIViewController()
        let device = phone(showing: home)
        do {
            let delegate = SPStorkTransitioningDelegate()
            let card = UIViewController()
            card.transitioningDelegate = delegate
            card.modalPresentationStyle = .custom
            weakCard = card
            home.present(card, animated: true)
            _ = device.runUntilIdle()
            weakController = card.presentationController
            home.dismiss(animated: true)
            _ = device.runUntilIdle()
        }
        #expect(weakCard == nil && weakController == nil)
    }
}

// What DeckTransition's README promises, checked through its public API on a virtual phone.
import DeckTransition
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct DeckTransitionChecks {
    /// Counts of the delegate's completion blocks, by name.
    private final class Completions {
        var presented: [Bool] = []
        var dismissed: [Bool] = []
    }

    /// Presents a card the way the README does: a custom modal with a DeckTransitioningDelegate.
    private func presented() -> (
        VirtualDevice, UIViewController, RecordingController, DeckTransitioningDelegate, Completions
    ) {
        let home = UIViewController()
        home.view.backgroundColor = .white
        let device = phone(showing: home)
        let completions = Completions()
        let delegate = DeckTransitioningDelegate(
            presentCompletion: { completions.presented.append($0) },
            dismissCompletion: { completions.dismissed.append($0) })
        let card = RecordingController()
        card.view.backgroundColor = .blue
        card.transitioningDelegate = delegate
        card.modalPresentationStyle = .custom
        home.present(card, animated: true)
        _ = device.runUntilIdle()
        return (device, home, card, delegate, completions)
    }

    /// The card's top inset: the status bar's height (8 without one) plus 8 points.
    private func cardTop(_ device: VirtualDevice) -> CGFloat {
        let bar = device.application.statusBarFrame.height
        return (bar == 0 ? 8 : bar) + 8
    }

    @Test func theCardFillsTheScreenBelowItsTopInset() {
        let (device, home, card, _, _) = presented()
        #expect(home.presentedViewController === card)
        let frame = windowFrame(of: card.view)
        #expect(abs(frame.minY - cardTop(device)) < 1 && abs(frame.maxY - 844) < 1 && frame.width == 390)
    }

    @Test func thePresentingContentIsScaledDownBehindTheCard() {
        let (device, _, card, _, _) = presented()
        let bar = device.application.statusBarFrame.height
        let inset = bar == 0 ? 8 : bar
        let scale = 1 - inset * 2 / 844
        // Once presented, the library sets the snapshot's transform back to the identity and
        // narrows its container with constraints (width = scale x the container's, top at the
        // inset, the screen's aspect ratio), so on iOS the scale shows in a frame, not a transform.
        let views = card.presentationController?.containerView.map { allSubviews(of: $0) } ?? []
        let shrunk = CGRect(x: 195 - 195 * scale, y: inset, width: 390 * scale, height: 844 * scale)
        #expect(
            views.contains { v in
                let f = windowFrame(of: v)
                return abs(f.minX - shrunk.minX) < 1 && abs(f.minY - shrunk.minY) < 1
                    && abs(f.width - shrunk.width) < 1 && abs(f.height - shrunk.height) < 1
            })
    }

    @Test func thePresentCompletionRunsOnceWithTrue() {
        let (_, _, _, _, completions) = presented()
        #expect(completions.presented == [true])
    }

    @Test func aShortDragSpringsTheCardBack() {
        let (device, home, card, _, completions) = presented()
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController === card)
        #expect(card.view.transform == .identity)
        #expect(completions.dismissed.isEmpty)
    }

    @Test func aDragPastTheThresholdDismissesTheCard() {
        let (device, home, _, _, completions) = presented()
        device.pan(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 1)
        _ = device.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(completions.dismissed == [true])
    }

    @Test func thePresentingViewIsRestoredAfterDismissal() {
        let (device, home, _, _, _) = presented()
        home.dismiss(animated: true)
        _ = device.runUntilIdle()
        #expect(home.view.transform == .identity && home.view.alpha == 1)
        #expect(home.view.window === device.window && home.view.frame == device.window.bounds)
    }

    @Test func theCardsAppearanceCallbacksComeBalanced() {
        let (device, home, card, _, _) = presented()
        home.dismiss(animated: true)
        _ = device.runUntilIdle()
        #expect(card.events == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func nothingOutlivesTheDismissedCard() {
        weak var weakCard: UIViewController?
        weak var weakController: UIPresentationController?
        let home = UIViewController()
        let device = phone(showing: home)
        do {
            let delegate = DeckTransitioningDelegate()
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

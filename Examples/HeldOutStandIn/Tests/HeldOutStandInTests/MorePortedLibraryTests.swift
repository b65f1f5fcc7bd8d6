import SwipeDeck
import TabSlide
import Testing
import ToastHUD
import UIKit
import UIKitTesting

/// Every view under `view`, depth first.
private func allSubviews(of view: UIView) -> [UIView] {
    view.subviews + view.subviews.flatMap { allSubviews(of: $0) }
}

/// A deck of three cards that records its swipes.
private final class DeckSource: SwipeDeckDataSource, SwipeDeckDelegate {
    var log: [String] = []
    func numberOfCards(in deck: SwipeDeckView) -> Int { 3 }
    func swipeDeck(_ deck: SwipeDeckView, cardAt index: Int) -> SwipeCardView { SwipeCardView(frame: .zero) }
    func swipeDeck(_ deck: SwipeDeckView, didSwipeCardAt index: Int, in direction: SwipeDirection) {
        log.append("swiped \(index) \(direction == .right ? "right" : direction == .left ? "left" : "up")")
    }
    // `swipeDeck(_:shouldSwipeCardAt:in:)` is left to the ported default, which is the `true`
    // the library's call falls back to on iOS.
}

/// Three more of the ported libraries on a virtual phone.
@MainActor
@Suite struct MorePortedLibraryTests {
    @Test func theHUDSpinsThenItsRingFillsFromTheDisplayLinkToSuccess() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        device.runUntilIdle()
        let hud = HUD.show(in: home.view, text: "Loading")
        device.advance(by: 0.5)
        #expect(hud.superview === home.view && hud.alpha == 1)
        let spinner = allSubviews(of: hud).compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true && spinner?.isHidden == false)
        hud.simulateProgress(duration: 1)
        device.advance(by: 0.5)
        let ring = allSubviews(of: hud).compactMap { $0 as? ProgressRingView }.first
        #expect(ring.map { $0.progress > 0.4 && $0.progress < 0.6 } == true)
        #expect(spinner?.isAnimating == false && spinner?.isHidden == true)
        device.advance(by: 0.6)
        #expect(hud.mode == .success && ring?.progress == 1)
    }

    @Test func theHUDHidesAfterItsDelayOnTheVirtualClock() {
        let device = VirtualDevice()
        let home = UIViewController()
        device.window.rootViewController = home
        device.runUntilIdle()
        let hud = HUD.show(in: home.view, text: "Saved")
        hud.hide(after: 1)
        device.advance(by: 0.9)
        #expect(hud.superview === home.view && hud.alpha == 1)
        device.advance(by: 0.5)
        #expect(hud.superview == nil)
    }

    @Test func switchingTabsSlidesTheNewTabInFromTheRight() {
        let device = VirtualDevice()
        let tabs = TabSlideController()
        let first = UIViewController()
        let second = UIViewController()
        first.makeTabItem(title: "One", symbol: "star", tag: 0)
        second.makeTabItem(title: "Two", symbol: "circle", tag: 1)
        tabs.viewControllers = [first, second]
        device.window.rootViewController = tabs
        device.runUntilIdle()
        tabs.selectTab(at: 1)
        device.advance(by: 0.15)
        let x = second.view.layer.presentation()?.affineTransform().tx ?? 0
        #expect(x > 0 && x < 390)
        device.runUntilIdle()
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        #expect(second.view.window != nil && first.view.window == nil)
        #expect(second.view.transform == .identity && second.view.frame.minX == 0)
    }

    @Test func aCardFlungRightIsSwipedAndTheNextComesUp() {
        let device = VirtualDevice()
        let source = DeckSource()
        let deck = SwipeDeckView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        device.window.addSubview(deck)
        deck.delegate = source
        deck.dataSource = source
        device.runUntilIdle()
        #expect(deck.subviews.count == 3)
        device.pan(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 385, y: 420), duration: 0.3)
        device.runUntilIdle()
        #expect(source.log == ["swiped 0 right"])
        #expect(deck.currentIndex == 1 && deck.subviews.count == 2)
        deck.removeFromSuperview()
    }
}

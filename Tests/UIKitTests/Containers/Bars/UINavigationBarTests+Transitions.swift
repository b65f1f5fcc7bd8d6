import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// The bar during pushes and pops: the items cross-fade and the titles slide alongside the
/// transition (through its coordinator), also under the interactive edge swipe, and a cancelled
/// swipe puts the old items back.
@MainActor
@Suite(.checksLifetimes) struct UINavigationBarTransitionTests {
    func scene() -> (BarScene, UIViewController) {
        let s = BarScene(rootTitle: "Inbox")
        let detail = BarScene.page("Message")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", style: .done, target: nil, action: nil)
        return (s, detail)
    }

    func opacity(_ view: UIView) -> Float { view.layer.presentation()?.opacity ?? view.layer.opacity }

    /// Whether a region of the bar holds text drawn partly transparent: ink lighter than the
    /// opaque title's but darker than the background.
    func hasFadedInk(_ image: CGImage, _ rect: CGRect) -> Bool {
        let ink = image.points(in: rect) { $0.r < 215 }
        let solid = image.points(in: rect) { $0.r < 45 }
        return ink.count > 10 && solid.isEmpty
    }

    @Test func midPushBothItemsShowPartiallyAndTheTitlesSlide() throws {
        let (s, detail) = scene()
        let old = try #require(s.nav.navigationBar.content)
        let oldTitleFrame = old.titleLabel.frame
        s.nav.pushViewController(detail, animated: true)
        s.device.advance(by: 0.175)
        #expect(s.contents.count == 2)
        let new = try #require(s.nav.navigationBar.content)
        #expect(new.item === detail.navigationItem && old.item === s.root.navigationItem)
        let oldAlpha = opacity(old)
        let newAlpha = opacity(new)
        #expect(oldAlpha > 0.15 && oldAlpha < 0.85)
        #expect(newAlpha > 0.15 && newAlpha < 0.85)
        // The new title comes in from the trailing side; the old one leaves to the leading side.
        let newX = try #require(new.titleLabel.layer.presentation()).frame.minX
        #expect(newX > new.titleLabel.frame.minX + 20)
        let oldX = try #require(old.titleLabel.layer.presentation()).frame.minX
        #expect(oldX < oldTitleFrame.minX - 20)
        let image = s.device.screenshot()
        #expect(hasFadedInk(image, CGRect(x: 40, y: 50, width: 130, height: 38)))
        #expect(hasFadedInk(image, CGRect(x: 230, y: 50, width: 140, height: 38)))
        s.device.runUntilIdle()
        #expect(s.contents.count == 1 && s.nav.navigationBar.content === new && new.alpha == 1)
        #expect(new.titleLabel.frame.midX == 195)
    }

    @Test func anAnimatedPopCrossFadesBackToThePreviousItem() throws {
        let (s, detail) = scene()
        s.push(detail)
        s.nav.popViewController(animated: true)
        s.device.advance(by: 0.175)
        #expect(s.contents.count == 2)
        let new = try #require(s.nav.navigationBar.content)
        #expect(new.item === s.root.navigationItem)
        // Popping, the returning title comes from the leading side.
        let x = try #require(new.titleLabel.layer.presentation()).frame.minX
        #expect(x < new.titleLabel.frame.minX - 20)
        s.device.runUntilIdle()
        #expect(s.contents.count == 1 && s.nav.navigationBar.content?.backButton == nil)
    }

    /// Drags one finger from the left edge to `x` at `speed` points per frame, then lifts it.
    func swipe(_ device: VirtualDevice, to x: CGFloat, pointsPerFrame speed: CGFloat, whileDown: () -> Void = {}) {
        device.beginTouches(at: [CGPoint(x: 4, y: 400)])
        var position: CGFloat = 4
        while position < x {
            position = min(x, position + speed)
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: position, y: 400)])
        }
        whileDown()
        device.endTouches()
        device.runUntilIdle()
    }

    @Test func aCancelledEdgeSwipeRestoresTheOldItems() throws {
        let (s, detail) = scene()
        s.push(detail)
        let before = try #require(s.nav.navigationBar.content)
        swipe(s.device, to: 120, pointsPerFrame: 2) {
            // The swipe scrubs the cross-fade: both items show, partly.
            #expect(s.contents.count == 2)
            let leaving = opacity(before)
            #expect(leaving > 0.3 && leaving < 0.95)
            #expect(s.nav.navigationBar.content?.item === s.root.navigationItem)
        }
        #expect(s.nav.topViewController === detail)
        let content = try #require(s.nav.navigationBar.content)
        #expect(s.contents.count == 1)
        #expect(content.item === detail.navigationItem && opacity(content) == 1)
        #expect(content.titleLabel.text == "Message" && content.backButton?.titleLabel.text == "Inbox")
        #expect(content.titleLabel.frame.midX == 195)
        let image = s.device.screenshot()
        // "Save" on the right, the back button on the left, the title in the middle, all opaque.
        #expect(image.points(in: CGRect(x: 300, y: 47, width: 90, height: 44), where: BarPixels.isTint).count > 20)
        #expect(image.points(in: CGRect(x: 0, y: 47, width: 32, height: 44), where: BarPixels.isTint).count > 15)
        #expect(image.points(in: CGRect(x: 140, y: 47, width: 110, height: 44), where: BarPixels.isDark).count > 30)
        // The bar still works: the back button pops.
        s.device.tap(at: CGPoint(x: 40, y: 69))
        s.device.runUntilIdle()
        #expect(s.nav.topViewController === s.root)
    }

    @Test func aCompletedEdgeSwipeShowsThePreviousItem() throws {
        let (s, detail) = scene()
        s.push(detail)
        swipe(s.device, to: 300, pointsPerFrame: 12)
        #expect(s.nav.topViewController === s.root)
        let content = try #require(s.nav.navigationBar.content)
        #expect(s.contents.count == 1 && content.item === s.root.navigationItem && opacity(content) == 1)
        #expect(content.rightViews.isEmpty && content.backButton == nil)
        #expect(
            s.device.screenshot().points(in: CGRect(x: 300, y: 47, width: 90, height: 44), where: BarPixels.isTint)
                .isEmpty)
    }

    @Test func anUnanimatedPushSwapsTheItemsAtOnce() {
        let (s, detail) = scene()
        s.nav.pushViewController(detail, animated: false)
        #expect(s.contents.count == 1 && s.nav.navigationBar.content?.item === detail.navigationItem)
        s.device.runUntilIdle()
    }

    @Test func aPushFromALargeTitleAnimatesTheBarHeight() throws {
        let s = BarScene(rootTitle: "Mail") { nav, _ in nav.navigationBar.prefersLargeTitles = true }
        let detail = BarScene.page("Detail")
        detail.navigationItem.largeTitleDisplayMode = .never
        s.nav.pushViewController(detail, animated: true)
        #expect(s.nav.navigationBar.frame.height == 44)
        s.device.advance(by: 0.175)
        let height = try #require(s.nav.navigationBar.layer.presentation()).bounds.height
        #expect(height > 50 && height < 90)
        s.device.runUntilIdle()
        #expect(s.nav.navigationBar.layer.presentation()?.bounds.height == 44)
    }
}

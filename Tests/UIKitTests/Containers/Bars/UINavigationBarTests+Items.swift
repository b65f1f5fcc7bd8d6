import TestSupport
import Testing
import UIKitTesting

@testable import UIKit

/// A navigation controller's bar hands over only the part of the stack that changed; whatever
/// the stack operation, the bar's items stay the stack's items, bottom first.
@MainActor
@Suite(.checksLifetimes) struct UINavigationBarItemsTests {
    func expectBarMirrors(_ s: BarScene, _ comment: Comment) {
        let items = s.nav.navigationBar.items ?? []
        #expect(items.count == s.nav.viewControllers.count, comment)
        #expect(zip(items, s.nav.viewControllers).allSatisfy { $0 === $1.navigationItem }, comment)
        let top = s.nav.topViewController
        #expect(s.nav.navigationBar.content?.item === top?.navigationItem, comment)
    }

    /// Drags one finger from the left edge to `x`, slowly enough that lifting it cancels the pop.
    func swipe(_ device: VirtualDevice, to x: CGFloat, pointsPerFrame speed: CGFloat) {
        device.beginTouches(at: [CGPoint(x: 4, y: 400)])
        var position: CGFloat = 4
        while position < x {
            position = min(x, position + speed)
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: position, y: 400)])
        }
        device.endTouches()
        device.runUntilIdle()
    }

    @Test func replacingTheMiddleOfADeepStackKeepsTheBarsItemsInStep() throws {
        let s = BarScene(rootTitle: "Root")
        let pages = (1...5).map { BarScene.page("Page \($0)") }
        for page in pages { s.push(page) }
        expectBarMirrors(s, "after pushes")
        let replacements = ["New A", "New B"].map(BarScene.page)
        s.nav.setViewControllers([s.root, pages[0]] + replacements, animated: false)
        s.device.runUntilIdle()
        expectBarMirrors(s, "after setViewControllers")
        let content = try #require(s.nav.navigationBar.content)
        #expect(content.titleLabel.text == "New B" && content.backButton?.titleLabel.text == "New A")
        s.nav.popToViewController(pages[0], animated: false)
        s.device.runUntilIdle()
        expectBarMirrors(s, "after popToViewController")
        #expect(s.nav.navigationBar.content?.backButton?.titleLabel.text == "Root")
        // Pushing a controller that was cut from the middle earlier shows it on top again.
        s.push(pages[3])
        expectBarMirrors(s, "after pushing a cut controller")
        #expect(s.nav.navigationBar.content?.backButton?.titleLabel.text == "Page 1")
    }

    @Test func aCancelledSwipeAfterStackChangesPutsBothStackAndItemsBack() {
        let s = BarScene(rootTitle: "Root")
        let pages = (1...3).map { BarScene.page("Page \($0)") }
        s.nav.setViewControllers([s.root] + pages, animated: false)
        s.device.runUntilIdle()
        swipe(s.device, to: 120, pointsPerFrame: 2)
        #expect(s.nav.viewControllers.count == 4 && s.nav.topViewController === pages[2])
        expectBarMirrors(s, "after a cancelled swipe")
        s.nav.popViewController(animated: false)
        s.device.runUntilIdle()
        expectBarMirrors(s, "after a pop following the cancelled swipe")
        #expect(s.nav.navigationBar.content?.backButton?.titleLabel.text == "Page 1")
    }
}

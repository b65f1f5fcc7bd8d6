import Testing
import UIKitTesting

@testable import UIKit

/// The split's gestures: the edge swipe that slides a hidden primary in with the finger, and
/// the tap on the dimmed secondary that dismisses an overlay.
extension UISplitViewControllerTests {
    @Test func anEdgeSwipeShowsTheHiddenPrimaryAndATapBesideItHidesIt() {
        let s = scene(landscape: false)
        #expect(s.split.displayMode == .secondaryOnly)
        s.device.edgePan(from: .left, distance: 200)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .oneOverSecondary)
        #expect(appearance(s.log) == ["A.viewWillAppear", "A.viewDidAppear"])
        // A tap on the overlaid primary itself leaves it.
        s.device.tap(at: CGPoint(x: 100, y: 600))
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .oneOverSecondary)
        // The dimmed secondary does not get the tap; the overlay goes.
        final class Counter: NSObject {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let counter = Counter()
        let secondaryTap = UITapGestureRecognizer()
        secondaryTap.addTarget(counter, action: Counter.tapped)
        s.b.view.addGestureRecognizer(secondaryTap)
        s.device.tap(at: CGPoint(x: 600, y: 600))
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .secondaryOnly)
        #expect(counter.taps == 0)
        #expect(s.split.dimmingView.superview == nil)
        s.device.tap(at: CGPoint(x: 600, y: 600))
        s.device.runUntilIdle()
        #expect(counter.taps == 1)
        #expect(appearance(s.log).suffix(2) == ["A.viewWillDisappear", "A.viewDidDisappear"])
        // Without presentsWithGesture the swipe does nothing.
        s.split.presentsWithGesture = false
        s.device.edgePan(from: .left, distance: 200)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .secondaryOnly)
    }

    @Test func anEdgeSwipeSlidesThePrimaryInWithTheFinger() {
        let s = scene(landscape: false)
        let primary = s.split.columnControllers[.primary]!.view!
        s.device.beginTouches(at: [CGPoint(x: 2, y: 600)])
        for x in stride(from: 12, through: 162, by: 10) {
            s.device.moveTouches(to: [CGPoint(x: CGFloat(x), y: 600)])
            s.device.advance(by: 1.0 / 60)
        }
        s.device.advance(by: 0.1)
        // Held about half way (the finger has moved 150 of the column's 320 points).
        let x = primary.layer.presentation()!.frame.minX
        #expect(x > -200 && x < -120)
        #expect(s.split.transitionCoordinator?.isInteractive == true)
        for x in stride(from: 172, through: 302, by: 10) {
            s.device.moveTouches(to: [CGPoint(x: CGFloat(x), y: 600)])
            s.device.advance(by: 1.0 / 60)
        }
        s.device.endTouches()
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .oneOverSecondary && primary.frame.minX == 0)
        #expect(appearance(s.log) == ["A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test func aShortSlowEdgeSwipeSlidesThePrimaryBackOut() {
        let s = scene(landscape: false)
        s.device.pan(from: CGPoint(x: 2, y: 600), to: CGPoint(x: 60, y: 600), duration: 1)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .secondaryOnly)
        #expect(s.a.viewIfLoaded?.window == nil)
        #expect(appearance(s.log) == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(s.split.columnControllers[.secondary]!.view.frame == CGRect(x: 0, y: 0, width: 834, height: 1194))
        // A long one keeps it.
        s.device.pan(from: CGPoint(x: 2, y: 600), to: CGPoint(x: 250, y: 600), duration: 1)
        s.device.runUntilIdle()
        #expect(s.split.displayMode == .oneOverSecondary)
        #expect(s.split.columnControllers[.primary]!.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(appearanceIsBalanced(s.log.entries) && s.log.entries.last == "A.viewDidAppear")
    }
}

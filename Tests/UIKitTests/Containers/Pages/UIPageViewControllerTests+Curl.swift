import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The page-curl style: taps and drags near an edge, the perspective sweep around the spine
/// (pixels mid-turn), the spine locations and the delegate's spine on rotation.
@MainActor
@Suite(.checksLifetimes) struct UIPageViewControllerCurlTests {
    static let red = [255, 0, 0, 255]
    static let blue = [0, 0, 255, 255]
    static let green = [0, 255, 0, 255]
    static let yellow = [255, 255, 0, 255]

    @Test func theCurlsRecognizersAreAPanAndATapOnItsView() {
        let s = PageScene(style: .pageCurl)
        #expect(s.pvc.gestureRecognizers.count == 2)
        #expect(s.pvc.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
        #expect(s.pvc.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
        #expect(s.pvc.gestureRecognizers.allSatisfy { $0.view === s.pvc.view })
    }

    @Test func tappingTheRightEdgeCurlsTheNextPageInOverTheClock() {
        let s = PageScene(style: .pageCurl)
        let start = s.device.screenshot()
        #expect(PageScene.rgba(start, 40, 400) == Self.red && PageScene.rgba(start, 350, 400) == Self.red)
        s.device.tap(at: CGPoint(x: 370, y: 400))
        #expect(
            s.events.prefix(5) == [
                "ds.after(P0)", "P1.willMove(toParent: vc)", "delegate.willTransitionTo(P1)", "P0.viewWillDisappear",
                "P1.viewWillAppear",
            ])
        s.device.advance(by: 0.2)
        // The page swings about its left edge, in perspective: its outer part already shows
        // the next page, its spine side still the current one.
        let transform = s.pages[0].view.layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(transform.m34 != 0)
        let middle = s.device.screenshot()
        #expect(PageScene.rgba(middle, 40, 400) == Self.red)
        #expect(PageScene.rgba(middle, 350, 400) == Self.blue)
        s.device.runUntilIdle()
        let end = s.device.screenshot()
        #expect(PageScene.rgba(end, 40, 400) == Self.blue && PageScene.rgba(end, 350, 400) == Self.blue)
        #expect(s.shown == ["P1"])
        #expect(
            s.events.suffix(6) == [
                "P0.viewDidDisappear", "P1.viewDidAppear", "P0.willMove(toParent: nil)", "P0.didMove(toParent: nil)",
                "P1.didMove(toParent: vc)", "delegate.didFinishAnimating(true, previous: P0, completed: true, now: P1)",
            ])
        #expect(s.pages[1].view.transform3D == CATransform3DIdentity && s.pages[1].view.layer.isDoubleSided)
    }

    @Test func tappingTheLeftEdgeCurlsThePreviousPageBackOver() {
        let s = PageScene(style: .pageCurl, showing: [1])
        s.device.tap(at: CGPoint(x: 20, y: 400))
        s.device.advance(by: 0.3)
        // Most of the way through, the returning page covers the spine side only.
        let middle = s.device.screenshot()
        #expect(PageScene.rgba(middle, 40, 400) == Self.red)
        #expect(PageScene.rgba(middle, 380, 400) == Self.blue)
        s.device.runUntilIdle()
        #expect(s.shown == ["P0"] && s.events.first == "ds.before(P1)")
        #expect(PageScene.rgba(s.device.screenshot(), 380, 400) == Self.red)
    }

    @Test func tappingTheMiddleTurnsNothing() {
        let s = PageScene(style: .pageCurl)
        s.device.tap(at: CGPoint(x: 195, y: 400))
        s.device.runUntilIdle()
        #expect(s.log.entries.isEmpty && s.shown == ["P0"])
    }

    @Test func aShortDragFromTheRightCurlsAndFallsBack() {
        let s = PageScene(style: .pageCurl)
        s.drag(from: CGPoint(x: 360, y: 400), to: CGPoint(x: 300, y: 400), pointsPerFrame: 2) {
            #expect(s.pages[1].view.superview === s.pvc.contentView)
            // The page follows the finger: 60 of 390 points turn it by 0.154 of half a turn.
            let m11 = s.pages[0].view.layer.presentation()?.transform.m11 ?? 1
            #expect(abs(m11 - cos(0.154 * .pi)) < 0.02)
        }
        #expect(s.shown == ["P0"])
        #expect(
            s.events == [
                "ds.after(P0)", "P1.willMove(toParent: vc)", "delegate.willTransitionTo(P1)", "P0.viewWillDisappear",
                "P1.viewWillAppear", "P1.viewWillDisappear", "P1.viewDidDisappear", "P0.viewWillAppear",
                "P0.viewDidAppear", "P1.willMove(toParent: nil)", "P1.didMove(toParent: nil)",
                "delegate.didFinishAnimating(true, previous: P0, completed: false, now: P0)",
            ])
        #expect(s.pages[0].view.transform3D == CATransform3DIdentity)
        #expect(PageScene.rgba(s.device.screenshot(), 350, 400) == Self.red)
    }

    @Test func aLongDragFromTheRightTurnsThePage() {
        let s = PageScene(style: .pageCurl)
        s.drag(from: CGPoint(x: 360, y: 400), to: CGPoint(x: 60, y: 400), pointsPerFrame: 5)
        #expect(s.shown == ["P1"])
        #expect(s.events.last == "delegate.didFinishAnimating(true, previous: P0, completed: true, now: P1)")
    }

    @Test func aDragStartingOnTheSpineSideDoesNotTurnForward() {
        let s = PageScene(style: .pageCurl)
        s.drag(from: CGPoint(x: 150, y: 400), to: CGPoint(x: 20, y: 400), pointsPerFrame: 5)
        #expect(s.log.entries.isEmpty && s.shown == ["P0"])
    }

    @Test func aSpineInTheMiddleShowsTwoPagesAndTurnsBothSides() {
        let s = PageScene(
            style: .pageCurl, options: [.spineLocation: UIPageViewController.SpineLocation.mid], showing: [0, 1])
        #expect(s.pvc.isDoubleSided)
        #expect(s.pages[0].view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(s.pages[1].view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        let start = s.device.screenshot()
        #expect(PageScene.rgba(start, 40, 400) == Self.red && PageScene.rgba(start, 350, 400) == Self.blue)
        s.device.tap(at: CGPoint(x: 375, y: 400))
        #expect(
            s.events.prefix(7) == [
                "ds.after(P1)", "ds.after(P2)", "P2.willMove(toParent: vc)", "P3.willMove(toParent: vc)",
                "delegate.willTransitionTo(P2,P3)", "P0.viewWillDisappear", "P1.viewWillDisappear",
            ])
        s.device.advance(by: 0.3)
        // The turning sheet shows its back (P2) on the left, over P0; P3 lies under it.
        let middle = s.device.screenshot()
        #expect(PageScene.rgba(middle, 185, 400) == Self.green)
        #expect(PageScene.rgba(middle, 10, 400) == Self.red)
        #expect(PageScene.rgba(middle, 350, 400) == Self.yellow)
        s.device.runUntilIdle()
        #expect(s.shown == ["P2", "P3"])
        let end = s.device.screenshot()
        #expect(PageScene.rgba(end, 10, 400) == Self.green && PageScene.rgba(end, 350, 400) == Self.yellow)
        #expect(s.pvc.children.count == 2 && s.pages[0].parent == nil && s.pages[1].parent == nil)
        #expect(appearanceIsBalanced(s.log.entries))
    }

    @Test func aSpineInTheMiddleNeedsTwoPages() {
        let s = PageScene(
            style: .pageCurl, options: [.spineLocation: UIPageViewController.SpineLocation.mid], showing: [0, 1])
        s.pvc.setViewControllers([s.pages[2]], direction: .forward, animated: false)
        #expect(s.shown == ["P0", "P1"])
        #expect(
            s.device.diagnostics.last?.contains(
                "The number of view controllers provided (1) doesn't match the number required (2)") == true)
    }

    @Test func aSpineAtTheEndTurnsForwardFromTheLeftEdge() {
        let s = PageScene(style: .pageCurl, options: [.spineLocation: UIPageViewController.SpineLocation.max])
        s.device.tap(at: CGPoint(x: 20, y: 400))
        s.device.advance(by: 0.2)
        let middle = s.device.screenshot()
        #expect(PageScene.rgba(middle, 40, 400) == Self.blue && PageScene.rgba(middle, 350, 400) == Self.red)
        s.device.runUntilIdle()
        #expect(s.shown == ["P1"] && s.events.first == "ds.after(P0)")
    }

    @Test func setViewControllersAnimatedCurlsWithoutTheDelegate() {
        let s = PageScene(style: .pageCurl)
        var finished: [Bool] = []
        s.pvc.setViewControllers([s.pages[3]], direction: .forward, animated: true) { finished.append($0) }
        s.device.advance(by: 0.2)
        #expect(finished.isEmpty)
        #expect(PageScene.rgba(s.device.screenshot(), 350, 400) == Self.yellow)
        s.device.runUntilIdle()
        #expect(finished == [true] && s.shown == ["P3"])
        #expect(!s.log.entries.contains { $0.hasPrefix("delegate.") || $0.hasPrefix("ds.") })
    }

    @Test func theDelegateChoosesTheSpineWhenTheDeviceTurns() {
        let s = PageScene(style: .pageCurl)
        s.delegate.spine = .mid
        s.device.rotate(to: CGSize(width: 844, height: 390))
        s.device.runUntilIdle()
        #expect(s.log.entries.contains("delegate.spineLocationFor(landscape)"))
        #expect(s.pvc.spineLocation == .mid && s.pvc.isDoubleSided)
    }

    @Test func aDoubleSidedPageNeedsItsBackAndShowsOnlyItsFront() {
        let s = PageScene(style: .pageCurl)
        s.pvc.isDoubleSided = true
        s.pvc.setViewControllers([s.pages[2]], direction: .forward, animated: false)
        #expect(s.shown == ["P0"] && s.device.diagnostics.count == 1)
        s.pvc.setViewControllers([s.pages[2], s.pages[3]], direction: .forward, animated: false)
        #expect(s.shown == ["P2", "P3"] && s.pages[3].parent === s.pvc)
        #expect(s.pages[2].view.superview === s.pvc.contentView && s.pages[3].viewIfLoaded?.superview == nil)
        #expect(PageScene.rgba(s.device.screenshot(), 200, 400) == Self.green)
        // A tap turns past the back: the next front and back come from the data source.
        s.log.clear()
        s.device.tap(at: CGPoint(x: 370, y: 400))
        s.device.runUntilIdle()
        #expect(s.log.entries.filter { $0.hasPrefix("ds.") } == ["ds.after(P3)", "ds.after(P4)"])
        #expect(s.shown == ["P2", "P3"])
    }

    @Test func aVerticalCurlTurnsForwardFromTheBottomEdge() {
        let s = PageScene(style: .pageCurl, orientation: .vertical)
        s.device.tap(at: CGPoint(x: 195, y: 830))
        s.device.advance(by: 0.2)
        let middle = s.device.screenshot()
        // The page swings about its top edge: the bottom already shows the next page.
        #expect(PageScene.rgba(middle, 195, 40) == Self.red && PageScene.rgba(middle, 195, 800) == Self.blue)
        s.device.runUntilIdle()
        #expect(s.shown == ["P1"] && s.events.first == "ds.after(P0)")
    }
}

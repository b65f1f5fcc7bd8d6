import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// The scroll style of `UIPageViewController`: swipes that turn or spring back (delegate,
/// appearance and containment order), the data source's calls, `setViewControllers` with and
/// without animation, the spacing, the built-in page indicator and the options.
@MainActor
@Suite(.checksLifetimes) struct UIPageViewControllerTests {
    @Test func aSwipePastHalfAPageTurnsToTheNextPage() {
        let s = PageScene()
        s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), pointsPerFrame: 5)
        #expect(s.shown == ["P1"])
        #expect(
            s.events == [
                "ds.after(P0)", "P1.willMove(toParent: vc)", "delegate.willTransitionTo(P1)", "P0.viewWillDisappear",
                "P1.viewWillAppear", "P0.viewDidDisappear", "P1.viewDidAppear", "P0.willMove(toParent: nil)",
                "P0.didMove(toParent: nil)", "P1.didMove(toParent: vc)",
                "delegate.didFinishAnimating(true, previous: P0, completed: true, now: P1)",
            ])
        #expect(s.pages[0].parent == nil && s.pages[0].viewIfLoaded?.superview == nil)
        #expect(s.pages[1].parent === s.pvc && s.pages[1].view.superview === s.pvc.contentView)
        #expect(s.pages[1].view.frame == s.pvc.contentView.bounds)
        #expect(s.pvc.children.count == 1 && s.pvc.containerTransitions.isEmpty)
        #expect(s.device.diagnostics.isEmpty)
    }

    @Test func statement018_aShortSlowDragSpringsBackAndCancelsTheTurn() {
        let s = PageScene()
        s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 290, y: 400), pointsPerFrame: 2) {
            // Mid-drag the next page is already a child, appearing, beside the current one,
            // a finger's travel from its place.
            #expect(s.pvc.children.count == 2)
            #expect(s.pages[1].view.superview === s.pvc.contentView)
            let x = s.pages[1].view.layer.presentation()?.frame.minX ?? 0
            #expect(abs(x - 330) < 1)
            #expect(s.pages[1].transitionCoordinator?.isInteractive == true)
            s.pages[1].transitionCoordinator?.notifyWhenInteractionChanges { ctx in
                s.log.record("coordinator.interactionChanged(cancelled: \(ctx.isCancelled))")
            }
        }
        #expect(s.shown == ["P0"])
        #expect(
            s.events == [
                "ds.after(P0)", "P1.willMove(toParent: vc)", "delegate.willTransitionTo(P1)", "P0.viewWillDisappear",
                "P1.viewWillAppear", "coordinator.interactionChanged(cancelled: true)", "P1.viewWillDisappear",
                "P1.viewDidDisappear", "P0.viewWillAppear",
                "P0.viewDidAppear", "P1.willMove(toParent: nil)", "P1.didMove(toParent: nil)",
                "delegate.didFinishAnimating(true, previous: P0, completed: false, now: P0)",
            ])
        #expect(appearanceIsBalanced(s.log.entries))
        #expect(s.pages[1].parent == nil && s.pages[1].viewIfLoaded?.superview == nil)
        #expect(s.pages[0].view.frame == s.pvc.contentView.bounds)
        #expect(s.pvc.children.count == 1)
    }

    @Test func aQuickShortFlickTurnsThePage() {
        let s = PageScene()
        s.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 220, y: 400), pointsPerFrame: 20)
        #expect(s.shown == ["P1"])
        #expect(s.events.last == "delegate.didFinishAnimating(true, previous: P0, completed: true, now: P1)")
    }

    @Test func swipingRightTurnsBackAskingForThePageBefore() {
        let s = PageScene(showing: [2])
        s.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 300, y: 400), pointsPerFrame: 5)
        #expect(s.shown == ["P1"])
        #expect(s.events.prefix(3) == ["ds.before(P2)", "P1.willMove(toParent: vc)", "delegate.willTransitionTo(P1)"])
        #expect(!s.log.entries.contains { $0.hasPrefix("ds.after") })
    }

    @Test func theDataSourceIsAskedOnlyWhenASwipeNeedsANeighbour() {
        let s = PageScene()
        s.device.advance(by: 1)
        #expect(s.log.entries.isEmpty)
        s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), pointsPerFrame: 5)
        s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), pointsPerFrame: 5)
        #expect(s.log.entries.filter { $0.hasPrefix("ds.") } == ["ds.after(P0)", "ds.after(P1)"])
        #expect(s.shown == ["P2"])
    }

    @Test func swipingPastTheLastPageTurnsNothing() {
        let s = PageScene(showing: [4])
        s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), pointsPerFrame: 5)
        #expect(s.events == ["ds.after(P4)"])
        #expect(s.shown == ["P4"] && s.pvc.children.count == 1)
    }

    @Test func aVerticalPageViewControllerTurnsOnAnUpwardSwipe() {
        let s = PageScene(orientation: .vertical)
        s.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 600), pointsPerFrame: 5)
        #expect(s.shown == ["P0"] && s.events == ["ds.before(P0)"])
        s.log.clear()
        s.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), pointsPerFrame: 6)
        #expect(s.shown == ["P1"])
        #expect(s.events.first == "ds.after(P0)")
    }

    @Test func pagesSitAPageAndTheInterPageSpacingApartWhileDragged() {
        let s = PageScene(options: [.interPageSpacing: 20])
        s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 250, y: 400), pointsPerFrame: 2) {
            let current = s.pages[0].view.layer.presentation()?.frame ?? .zero
            let next = s.pages[1].view.layer.presentation()?.frame ?? .zero
            #expect(current.minX < -50)
            #expect(abs(next.minX - current.maxX - 20) < 0.01)
        }
    }

    @Test func setViewControllersWithoutAnimationSwapsAtOnce() {
        let s = PageScene()
        var finished: [Bool] = []
        s.pvc.setViewControllers([s.pages[3]], direction: .forward, animated: false) { finished.append($0) }
        #expect(finished == [true])
        #expect(s.shown == ["P3"])
        #expect(
            s.events == [
                "P3.willMove(toParent: vc)", "P0.viewWillDisappear", "P3.viewWillAppear", "P0.viewDidDisappear",
                "P3.viewDidAppear", "P0.willMove(toParent: nil)", "P0.didMove(toParent: nil)",
                "P3.didMove(toParent: vc)",
            ])
        #expect(s.pages[3].view.frame == s.pvc.contentView.bounds)
    }

    @Test func setViewControllersAnimatedSlidesOverTheClockThenCompletes() {
        let s = PageScene()
        var finished: [Bool] = []
        s.pvc.setViewControllers([s.pages[2]], direction: .reverse, animated: true) { finished.append($0) }
        #expect(finished.isEmpty)
        #expect(s.events == ["P2.willMove(toParent: vc)", "P0.viewWillDisappear", "P2.viewWillAppear"])
        #expect(s.pages[2].transitionCoordinator?.isAnimated == true)
        s.device.advance(by: 0.1)
        // Reverse: the new page comes in from the left.
        let x = s.pages[2].view.layer.presentation()?.frame.minX ?? 0
        #expect(x > -390 && x < 0)
        s.device.runUntilIdle()
        #expect(finished == [true])
        #expect(s.shown == ["P2"])
        #expect(
            s.events.suffix(5) == [
                "P0.viewDidDisappear", "P2.viewDidAppear", "P0.willMove(toParent: nil)", "P0.didMove(toParent: nil)",
                "P2.didMove(toParent: vc)",
            ])
        #expect(!s.log.entries.contains { $0.hasPrefix("delegate.") || $0.hasPrefix("ds.") })
    }

    @Test func aTurnRequestedDuringATurnIsIgnoredAndReportsUnfinished() {
        let s = PageScene()
        var results: [String] = []
        s.pvc.setViewControllers([s.pages[1]], direction: .forward, animated: true) { results.append("first \($0)") }
        s.pvc.setViewControllers([s.pages[2]], direction: .forward, animated: true) { results.append("second \($0)") }
        #expect(results == ["second false"])
        s.device.runUntilIdle()
        #expect(results == ["second false", "first true"])
        #expect(s.shown == ["P1"] && s.pages[2].parent == nil)
        #expect(s.device.diagnostics.isEmpty)
    }

    @Test func setViewControllersBeforeTheViewLoadsOnlyAddsTheChild() {
        let log = EventLog()
        let page = RecordingViewController("P", log: log)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        var finished: Bool?
        pvc.setViewControllers([page], direction: .forward, animated: true) { finished = $0 }
        #expect(finished == true)
        #expect(pvc.viewControllers?.first === page && page.parent === pvc)
        #expect(log.entries == ["P.willMove(toParent: vc)", "P.didMove(toParent: vc)"])
        #expect(!pvc.isViewLoaded)
    }

    @Test func theWrongNumberOfPagesIsRefusedWithUIKitsMessage() {
        let s = PageScene()
        s.pvc.setViewControllers([s.pages[1], s.pages[2]], direction: .forward, animated: false)
        #expect(s.shown == ["P0"] && s.log.entries.isEmpty)
        #expect(
            s.device.diagnostics.last?.contains(
                "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"
            ) == true)
    }

    @Test func theIndicatorShowsTheDataSourcesCountAndIndexAndFollowsSwipes() {
        let s = PageScene()
        #expect(s.pvc.pageIndicator.isHidden)
        #expect(s.pvc.contentView.frame == s.pvc.view.bounds)
        let counted = CountedPageList(s.list)
        counted.index = 2
        s.pvc.dataSource = counted
        s.pvc.setViewControllers([s.pages[2]], direction: .forward, animated: false)
        s.device.runUntilIdle()
        #expect(!s.pvc.pageIndicator.isHidden)
        #expect(s.pvc.pageIndicator.numberOfPages == 5 && s.pvc.pageIndicator.currentPage == 2)
        #expect(s.pvc.contentView.frame.maxY == s.pvc.pageIndicator.frame.minY)
        #expect(s.pvc.contentView.frame.height < 844 && s.pages[2].view.frame.height == s.pvc.contentView.bounds.height)
        s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), pointsPerFrame: 5)
        #expect(s.shown == ["P3"] && s.pvc.pageIndicator.currentPage == 3)
    }

    @Test func tappingTheIndicatorTurnsThePageAsAGesture() {
        let s = PageScene()
        let counted = CountedPageList(s.list)
        s.pvc.dataSource = counted
        s.pvc.setViewControllers([s.pages[0]], direction: .forward, animated: false)
        s.device.runUntilIdle()
        s.log.clear()
        let indicator = s.pvc.pageIndicator.frame
        s.device.tap(at: CGPoint(x: indicator.midX + 30, y: indicator.minY + 15))
        s.device.runUntilIdle()
        #expect(s.shown == ["P1"] && s.pvc.pageIndicator.currentPage == 1)
        #expect(s.events.first == "ds.after(P0)")
        #expect(s.events.last == "delegate.didFinishAnimating(true, previous: P0, completed: true, now: P1)")
    }

    @Test func theScrollStyleListsNoGestureRecognizers() {
        let s = PageScene()
        #expect(s.pvc.gestureRecognizers.isEmpty)
        #expect(s.pvc.spineLocation == .none && !s.pvc.isDoubleSided)
        #expect(s.pvc.contentView.gestureRecognizers?.contains { $0 === s.pvc.pan } == true)
    }

    @Test func optionsSetTheSpacingAndTheCurlsSpine() {
        let scroll = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .vertical, options: [.interPageSpacing: 12.5])
        #expect(scroll.interPageSpacing == 12.5 && scroll.navigationOrientation == .vertical)
        let spread = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(spread.spineLocation == .mid && spread.isDoubleSided)
        let plain = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(plain.spineLocation == .min && !plain.isDoubleSided && plain.transitionStyle == .pageCurl)
    }

    @Test func pagesAndThePageViewControllerAreReleasedAfterTeardown() {
        weak var weakPVC: UIPageViewController?
        weak var weakPage: RecordingViewController?
        let device = VirtualDevice()
        do {
            let s = PageScene()
            s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), pointsPerFrame: 5)
            s.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 330, y: 400), pointsPerFrame: 2)
            weakPVC = s.pvc
            weakPage = s.pages[1]
            s.device.window.rootViewController = nil
            s.device.runUntilIdle()
        }
        device.runUntilIdle()
        #expect(weakPVC == nil && weakPage == nil)
    }

    @Test func pagesAppearAndLeaveWithAPageViewControllerPushedAndPopped() {
        let device = VirtualDevice()
        let log = EventLog()
        let root = RecordingViewController("Root", log: log)
        let nav = UINavigationController(rootViewController: root)
        device.window.rootViewController = nav
        device.runUntilIdle()
        weak var weakPVC: UIPageViewController?
        weak var weakPage: RecordingViewController?
        do {
            let page = RecordingViewController("P", log: log)
            let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pvc.setViewControllers([page], direction: .forward, animated: false)
            weakPVC = pvc
            weakPage = page
            log.clear()
            nav.pushViewController(pvc, animated: true)
            device.runUntilIdle()
            #expect(page.view.window === device.window)
        }
        nav.popViewController(animated: true)
        device.runUntilIdle()
        let appearance = log.entries.filter { $0.hasPrefix("P.view") && !$0.hasSuffix("IsAppearing") }
        #expect(
            appearance == [
                "P.viewDidLoad", "P.viewWillAppear", "P.viewDidAppear", "P.viewWillDisappear", "P.viewDidDisappear",
            ])
        #expect(weakPVC == nil && weakPage == nil)
    }

    @Test func theDelegateDecidesTheOrientations() {
        final class LandscapeOnly: UIPageViewControllerDelegate {
            func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
                -> UIInterfaceOrientationMask
            { .landscape }
            func pageViewControllerPreferredInterfaceOrientationForPresentation(
                _ pageViewController: UIPageViewController
            ) -> UIInterfaceOrientation { .landscapeRight }
        }
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let delegate = LandscapeOnly()
        pvc.delegate = delegate
        #expect(pvc.supportedInterfaceOrientations == .landscape)
        #expect(pvc.preferredInterfaceOrientationForPresentation == .landscapeRight)
    }
}

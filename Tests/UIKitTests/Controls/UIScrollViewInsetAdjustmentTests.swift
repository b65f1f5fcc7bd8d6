import Testing
import UIKitTesting

@testable import UIKit

/// Where the safe area adds to a scroll view's content inset, by adjustment behaviour.
@MainActor
@Suite(.checksLifetimes) struct UIScrollViewInsetAdjustmentTests {
    /// A full-screen pager (content exactly as tall as the view, three pages wide) in a
    /// controller whose own pan drags the page away vertically, as photo browsers do.
    final class PagerController: UIViewController {
        let pager = UIScrollView()
        let probe = GestureProbe("dismiss")

        override func viewDidLoad() {
            super.viewDidLoad()
            pager.isPagingEnabled = true
            pager.frame = view.bounds
            view.addSubview(pager)
            view.addGestureRecognizer(UIPanGestureRecognizer(target: probe, action: GestureProbe.handle))
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            pager.frame = view.bounds
            pager.contentSize = CGSize(width: view.bounds.width * 3, height: view.bounds.height)
        }
    }

    @Test func automaticLeavesTheSafeAreaOutOfAnAxisThatDoesNotScroll() {
        let device = VirtualDevice()
        let controller = PagerController()
        device.window.rootViewController = controller
        device.runUntilIdle()
        #expect(controller.pager.safeAreaInsets.top > 0)
        #expect(controller.pager.adjustedContentInset.top == 0)
        #expect(controller.pager.adjustedContentInset.bottom == 0)
        controller.pager.contentInsetAdjustmentBehavior = .always
        #expect(controller.pager.adjustedContentInset.top == controller.pager.safeAreaInsets.top)
        controller.pager.contentInsetAdjustmentBehavior = .scrollableAxes
        controller.pager.alwaysBounceVertical = true
        #expect(controller.pager.adjustedContentInset.top == controller.pager.safeAreaInsets.top)
        device.window.rootViewController = nil
        device.runUntilIdle()
    }

    @Test func aVerticalDragOverAHorizontalPagerGoesToThePanAbove() {
        let device = VirtualDevice()
        let controller = PagerController()
        device.window.rootViewController = controller
        device.runUntilIdle()
        device.pan(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 700), duration: 1)
        device.runUntilIdle()
        #expect(controller.probe.states.first == .began)
        #expect(controller.probe.states.last == .ended)
        #expect(controller.pager.contentOffset == .zero)
        device.window.rootViewController = nil
        device.runUntilIdle()
    }
}

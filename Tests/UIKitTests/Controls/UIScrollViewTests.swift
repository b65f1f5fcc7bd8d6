import Testing
import UIKitTesting

@testable import UIKit

/// UIScrollView's configuration and drag state.
@MainActor
@Suite(.checksLifetimes) struct UIScrollViewTests {
    /// Records the drag state each time the content moves.
    final class RecordingTable: UITableView {
        var states: [String] = []
        override func scrollViewDidChangeOffset() {
            super.scrollViewDidChangeOffset()
            states.append("tracking=\(isTracking) dragging=\(isDragging)")
        }
    }

    @Test func defaultsMatchUIKit() {
        let device = VirtualDevice()
        let scroll = UIScrollView()
        defer { device.runUntilIdle() }
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
        #expect(!scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical && !scroll.isDirectionalLockEnabled)
        #expect(scroll.decelerationRate == .normal && scroll.decelerationRate.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        #expect(scroll.verticalScrollIndicatorInsets == .zero && scroll.horizontalScrollIndicatorInsets == .zero)
    }

    @Test func scrollIndicatorInsetsSetsBothIndicators() {
        let device = VirtualDevice()
        let scroll = UIScrollView()
        defer { device.runUntilIdle() }
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.scrollIndicatorInsets = insets
        #expect(scroll.verticalScrollIndicatorInsets == insets && scroll.horizontalScrollIndicatorInsets == insets)
        scroll.verticalScrollIndicatorInsets = .zero
        #expect(scroll.scrollIndicatorInsets == .zero)
    }

    @Test func aDragIsTrackedAndDraggingWhileItScrollsAndNeitherAfter() {
        let device = VirtualDevice()
        let source = TableSource(count: 100)
        let table = RecordingTable(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        device.window.addSubview(table)
        device.runUntilIdle()
        table.states.removeAll()
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        #expect(table.contentOffset.y > 100)
        #expect(!table.states.isEmpty && table.states.allSatisfy { $0 == "tracking=true dragging=true" })
        #expect(!table.isTracking && !table.isDragging)
    }

    /// A scroll view taller in content than in size, in the device's window.
    private func makeScrollView(in device: VirtualDevice) -> UIScrollView {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        device.window.addSubview(scroll)
        device.runUntilIdle()
        return scroll
    }

    final class RecordingDelegate: UIScrollViewDelegate {
        var events: [String] = []
        var target: CGPoint?
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            events.append("willBegin tracking=\(scrollView.isTracking) dragging=\(scrollView.isDragging)")
        }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            events.append("willEnd up=\(velocity.y > 0)")
            if let target { targetContentOffset.pointee = target }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEnd decelerate=\(decelerate) dragging=\(scrollView.isDragging)")
        }
    }

    @Test func everyScrollViewOwnsAPanRecognizerThatDrivesItsDragging() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let views: [UIScrollView] = [
            UIScrollView(), UITableView(frame: .zero, style: .plain),
            UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()), UITextView(),
        ]
        for view in views {
            #expect(view.panGestureRecognizer.view === view)
            #expect(view.gestureRecognizers?.contains { $0 === view.panGestureRecognizer } == true)
            #expect(view.pinchGestureRecognizer == nil)
        }
    }

    @Test func aFingerDragsThePlainScrollViewFromWhereThePanBegan() {
        let device = VirtualDevice()
        let scroll = makeScrollView(in: device)
        let delegate = RecordingDelegate()
        scroll.scrollDelegate = delegate
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        // 200 points of finger, less the 13⅓ it had moved on the frame the recognizer began.
        #expect(abs(scroll.contentOffset.y - (200 - 40.0 / 3)) < 0.01)
        #expect(scroll.panGestureRecognizer.state == .possible)
        #expect(
            delegate.events == [
                "willBegin tracking=true dragging=true", "willEnd up=false", "didEnd decelerate=false dragging=true",
            ])
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
    }

    @Test func aTouchThatHasNotMovedIsTrackedButNotDragging() {
        let device = VirtualDevice()
        let scroll = makeScrollView(in: device)
        var seen: [String] = []
        final class Watcher: UIView {
            var onTouch: (() -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch?() }
        }
        let watcher = Watcher(frame: scroll.bounds)
        watcher.onTouch = { [unowned scroll] in
            seen.append("tracking=\(scroll.isTracking) dragging=\(scroll.isDragging)")
        }
        scroll.addSubview(watcher)
        device.tap(at: CGPoint(x: 100, y: 100))
        #expect(seen == ["tracking=true dragging=false"])
        #expect(scroll.contentOffset == .zero)
    }

    @Test func theDelegateMayChooseWhereTheContentComesToRest() {
        let device = VirtualDevice()
        let scroll = makeScrollView(in: device)
        let delegate = RecordingDelegate()
        delegate.target = CGPoint(x: 0, y: 600)
        scroll.scrollDelegate = delegate
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        device.runUntilIdle()
        #expect(scroll.contentOffset.y == 600)
    }

    @Test func disablingThePanStopsDraggingAndAFailureRequirementHoldsItBack() {
        let device = VirtualDevice()
        let scroll = makeScrollView(in: device)
        scroll.panGestureRecognizer.isEnabled = false
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        #expect(scroll.contentOffset.y == 0)
        scroll.panGestureRecognizer.isEnabled = true
        // A library's own pan, which the scroll view must wait for, takes the drag.
        let recorder = PanRecorder()
        let library = UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle)
        scroll.addGestureRecognizer(library)
        scroll.panGestureRecognizer.require(toFail: library)
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        #expect(scroll.contentOffset.y == 0)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
    }

    /// Records a pan's states and window translations.
    @MainActor final class PanRecorder {
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGFloat] = []
        func handle(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
            translations.append(pan.translation(in: nil).y)
        }
    }

    /// A library's recognizer that shares the scroll view's touches.
    final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
        weak var scrollPan: UIGestureRecognizer?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { otherGestureRecognizer === scrollPan }
    }

    @Test func aRecognizerAllowedAlongsideSeesTheSameDragAsTheScrollView() {
        let device = VirtualDevice()
        let container = UIView(frame: device.window.bounds)
        device.window.addSubview(container)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        container.addSubview(scroll)
        device.runUntilIdle()
        let delegate = Simultaneous()
        delegate.scrollPan = scroll.panGestureRecognizer
        let recorder = PanRecorder()
        let sheetPan = UIPanGestureRecognizer(target: recorder, action: PanRecorder.handle)
        sheetPan.delegate = delegate
        container.addGestureRecognizer(sheetPan)
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        #expect(abs(scroll.contentOffset.y - (200 - 40.0 / 3)) < 0.01)
        #expect(recorder.translations.last == -200)
        #expect(scroll.panGestureRecognizer.translation(in: scroll) == .zero)
    }

    @Test func aSidewaysSwipeOverVerticalContentIsLeftToOthers() {
        let device = VirtualDevice()
        let scroll = makeScrollView(in: device)
        device.pan(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 310))
        #expect(scroll.contentOffset == .zero)
        scroll.contentSize = CGSize(width: 390, height: 100)
        device.pan(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        #expect(scroll.contentOffset == .zero, "content shorter than the view does not scroll")
        scroll.alwaysBounceVertical = true
        device.pan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500))
        device.runUntilIdle()
        #expect(scroll.contentOffset == .zero, "it bounced and settled back")
    }

    @Test func pullingPastTheTopRubberBandsAndSettlesBack() {
        let device = VirtualDevice()
        let scroll = makeScrollView(in: device)
        var lowest: CGFloat = 0
        let observation = scroll.observe(\.contentOffset, options: [.new]) { _, change in
            lowest = min(lowest, change.newValue?.y ?? 0)
        }
        device.pan(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500))
        #expect(lowest < -80 && lowest > -110)
        device.runUntilIdle()
        #expect(scroll.contentOffset.y == 0)
        observation.invalidate()
    }
}

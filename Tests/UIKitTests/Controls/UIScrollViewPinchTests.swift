import Testing
import UIKitTesting

@testable import UIKit

/// Zooms its image view and records what the scroll view tells it, with the scale it reports.
private final class PinchRecorder: UIScrollViewDelegate {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    var log: [String] = []
    /// Every scale `scrollViewDidZoom` saw.
    var scales: [CGFloat] = []
    /// `isZooming` at every `scrollViewDidZoom`.
    var zoomingFlags: [Bool] = []
    /// The content offset at every `scrollViewDidZoom`.
    var offsets: [CGPoint] = []

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log.append(view === imageView ? "willBeginZooming imageView" : "willBeginZooming other")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        log.append("didZoom")
        scales.append(scrollView.zoomScale)
        zoomingFlags.append(scrollView.isZooming)
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming \(view === imageView ? "imageView" : "other") \(scale)")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
}

/// Whether two points agree to within rounding (conversions through the layer tree round).
private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

/// Pinch zooming in UIScrollView: the recognizer, the delegate's callbacks, the point held
/// under the fingers, the limits and the spring back.
@MainActor
@Suite(.checksLifetimes) struct UIScrollViewPinchTests {
    /// A 200-point square scroll view at (95, 300) in the window, so the window point
    /// (195, 400) is its middle, showing a 400 × 300 image view that zooms from 0.5 to 3.
    private func scene(_ device: VirtualDevice) -> (UIScrollView, PinchRecorder) {
        let scroll = UIScrollView(frame: CGRect(x: 95, y: 300, width: 200, height: 200))
        scroll.contentInsetAdjustmentBehavior = .never
        let recorder = PinchRecorder()
        scroll.addSubview(recorder.imageView)
        scroll.contentSize = recorder.imageView.frame.size
        scroll.delegate = recorder
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        device.window.addSubview(scroll)
        device.runUntilIdle()
        return (scroll, recorder)
    }

    /// Two fingers side by side, `fromSpan` apart about `centre` (window points), move to
    /// `toSpan` apart about `endCentre` in 0.3 s, rest there 0.3 s, and lift. (Both come down
    /// inside the scroll view's frame, so both touches are its own.)
    private func pinch(
        _ device: VirtualDevice, at centre: CGPoint, to endCentre: CGPoint? = nil, fromSpan: CGFloat, toSpan: CGFloat
    ) {
        let end = endCentre ?? centre
        func finger(_ side: CGFloat) -> TouchScript.Path {
            let from = CGPoint(x: centre.x + side * fromSpan / 2, y: centre.y)
            let to = CGPoint(x: end.x + side * toSpan / 2, y: end.y)
            return TouchScript.Path(points: [from, to, to], end: 0.6)
        }
        device.touches(TouchScript([finger(-1), finger(1)]))
    }

    @Test func pinchingOutZoomsInAboutTheMiddleWithTheDelegateHearingBeginChangesAndEnd() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 200)
        #expect(recorder.log.first == "willBeginZooming imageView")
        #expect(recorder.log.last == "didEndZooming imageView 2.0")
        let changes = recorder.log.dropFirst().dropLast()
        #expect(changes.count > 10 && changes.allSatisfy { $0 == "didZoom" })
        #expect(recorder.zoomingFlags.allSatisfy { $0 })
        #expect(recorder.scales == recorder.scales.sorted() && recorder.scales.last == 2)
        #expect(!scroll.isZooming && !scroll.isZoomBouncing)
        // The content point under the fingers, (100, 100), is still under them: now (200, 200).
        #expect(scroll.zoomScale == 2)
        #expect(isClose(scroll.contentOffset, CGPoint(x: 100, y: 100)))
        #expect(scroll.contentSize == CGSize(width: 800, height: 600))
        #expect(recorder.imageView.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        scroll.removeFromSuperview()
    }

    @Test func pinchingInZoomsOutAboutTheMiddle() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        scroll.zoomScale = 2
        #expect(isClose(scroll.contentOffset, CGPoint(x: 100, y: 100)))
        recorder.log.removeAll()
        recorder.scales.removeAll()
        pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 190, toSpan: 95)
        #expect(recorder.log.first == "willBeginZooming imageView")
        #expect(recorder.log.last == "didEndZooming imageView 1.0")
        #expect(recorder.log.dropFirst().dropLast().allSatisfy { $0 == "didZoom" })
        #expect(recorder.scales == recorder.scales.sorted(by: >) && recorder.scales.last == 1)
        #expect(scroll.zoomScale == 1 && isClose(scroll.contentOffset, .zero))
        #expect(scroll.contentSize == CGSize(width: 400, height: 300))
        scroll.removeFromSuperview()
    }

    @Test func theContentPointUnderTheFingersStaysUnderThemAwayFromTheMiddle() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        // Window (145, 350) is the scroll view's (50, 50): at scale 2 that content point is at
        // (100, 100), so it stays under the fingers with the offset at (50, 50).
        pinch(device, at: CGPoint(x: 145, y: 350), fromSpan: 80, toSpan: 160)
        #expect(recorder.log.last == "didEndZooming imageView 2.0")
        #expect(scroll.zoomScale == 2)
        #expect(isClose(scroll.contentOffset, CGPoint(x: 50, y: 50)))
        scroll.removeFromSuperview()
    }

    @Test func fingersThatMoveWhilePinchingCarryTheContentOnlyAsFarAsTheHeldPoint() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        // The midpoint moves from the scroll view's (50, 50) to (80, 70) while the span
        // doubles: content point (50, 50) is at (100, 100) and sits under (80, 70).
        pinch(device, at: CGPoint(x: 145, y: 350), to: CGPoint(x: 175, y: 370), fromSpan: 80, toSpan: 160)
        #expect(recorder.log.contains("willBeginDragging"))
        #expect(scroll.zoomScale == 2)
        #expect(isClose(scroll.contentOffset, CGPoint(x: 20, y: 30)))
        device.runUntilIdle()
        #expect(isClose(scroll.contentOffset, CGPoint(x: 20, y: 30)))
        scroll.removeFromSuperview()
    }

    @Test func pastTheMaximumWithBouncesZoomTheScaleIsDampedAndSpringsBack() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        scroll.maximumZoomScale = 1.5
        // The fingers ask for 2: half past the limit, of which a third shows.
        pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 200)
        let widest = recorder.scales.max() ?? 0
        #expect(abs(widest - (1.5 + 0.5 / 3)) < 1e-9)
        #expect(scroll.isZoomBouncing && !scroll.isZooming)
        #expect(!recorder.log.contains { $0.hasPrefix("didEndZooming") })
        device.advance(by: 0.15)
        let midway = recorder.imageView.layer.presentation()?.affineTransform().a ?? 0
        #expect(midway > 1.5 && midway < widest)
        #expect(scroll.isZoomBouncing)
        device.runUntilIdle()
        #expect(!scroll.isZoomBouncing)
        #expect(scroll.zoomScale == 1.5)
        #expect(recorder.imageView.layer.presentation()?.affineTransform().a == 1.5)
        #expect(recorder.log.last == "didEndZooming imageView 1.5")
        // Content point (100, 100) under the middle at 1.5: (150, 150) - (100, 100).
        #expect(isClose(scroll.contentOffset, CGPoint(x: 50, y: 50)))
        scroll.removeFromSuperview()
    }

    @Test func pastTheMinimumWithBouncesZoomTheScaleSpringsBackToIt() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        scroll.minimumZoomScale = 0.75
        pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 190, toSpan: 95)
        let smallest = recorder.scales.min() ?? 0
        #expect(abs(smallest - (0.75 - 0.25 / 3)) < 1e-9)
        #expect(scroll.isZoomBouncing)
        device.runUntilIdle()
        #expect(scroll.zoomScale == 0.75 && !scroll.isZoomBouncing)
        #expect(recorder.log.last == "didEndZooming imageView 0.75")
        #expect(isClose(scroll.contentOffset, .zero))
        scroll.removeFromSuperview()
    }

    @Test func withoutBouncesZoomTheScaleStaysInsideTheLimits() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        scroll.maximumZoomScale = 1.5
        scroll.bouncesZoom = false
        pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 200)
        #expect(recorder.scales.max() == 1.5)
        #expect(!scroll.isZoomBouncing)
        #expect(recorder.log.last == "didEndZooming imageView 1.5")
        #expect(scroll.zoomScale == 1.5 && isClose(scroll.contentOffset, CGPoint(x: 50, y: 50)))
        scroll.removeFromSuperview()
    }

    @Test func thePinchPullsTheContentPastItsEdgesOnlyWithBounces() {
        for bounces in [true, false] {
            let device = VirtualDevice()
            let (scroll, recorder) = scene(device)
            scroll.bounces = bounces
            scroll.zoomScale = 2
            // The scroll view's (180, 180) holds content point (140, 140); at scale 1 it would
            // sit 40 points past the top-left edges.
            pinch(device, at: CGPoint(x: 275, y: 480), fromSpan: 30, toSpan: 15)
            let leftmost = recorder.offsets.map(\.x).min() ?? .nan
            #expect(abs(leftmost - (bounces ? -40 : 0)) < 1e-9)
            #expect(recorder.log.last == "didEndZooming imageView 1.0")
            device.runUntilIdle()
            #expect(scroll.zoomScale == 1 && isClose(scroll.contentOffset, .zero))
            scroll.removeFromSuperview()
        }
    }

    @Test func thePinchRecognizerExistsOnlyWhileTheLimitsDifferAndStaysOneObject() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(scroll.pinchGestureRecognizer == nil)
        #expect(scroll.gestureRecognizers?.contains { $0 is UIPinchGestureRecognizer } != true)
        scroll.maximumZoomScale = 3
        let pinch = scroll.pinchGestureRecognizer
        #expect(pinch != nil && pinch?.view === scroll)
        #expect(scroll.gestureRecognizers?.contains { $0 === pinch } == true)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil && pinch?.view == nil)
        scroll.minimumZoomScale = 0.5
        #expect(scroll.pinchGestureRecognizer === pinch && pinch?.view === scroll)
        #expect(scroll.gestureRecognizers?.filter { $0 === pinch }.count == 1)
    }

    @Test func aDisabledPinchRecognizerDoesNotZoom() {
        let device = VirtualDevice()
        let (scroll, recorder) = scene(device)
        scroll.pinchGestureRecognizer?.isEnabled = false
        pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 200)
        #expect(scroll.zoomScale == 1 && recorder.log.isEmpty)
        scroll.removeFromSuperview()
    }

    @Test func withoutAViewForZoomingAPinchDoesNothing() {
        let device = VirtualDevice()
        let scroll = UIScrollView(frame: CGRect(x: 95, y: 300, width: 200, height: 200))
        scroll.maximumZoomScale = 3
        scroll.contentSize = CGSize(width: 400, height: 400)
        device.window.addSubview(scroll)
        device.runUntilIdle()
        pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 200)
        #expect(scroll.zoomScale == 1 && !scroll.isZooming)
        #expect(scroll.pinchGestureRecognizer?.state == .possible)
        scroll.removeFromSuperview()
    }

    @Test func theScrollViewAndItsDelegateAreReleasedAfterAPinch() {
        let device = VirtualDevice()
        weak var weakScroll: UIScrollView?
        weak var weakRecorder: PinchRecorder?
        weak var weakPinch: UIPinchGestureRecognizer?
        do {
            let (scroll, recorder) = scene(device)
            scroll.maximumZoomScale = 1.5
            pinch(device, at: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 200)
            device.runUntilIdle()
            (weakScroll, weakRecorder, weakPinch) = (scroll, recorder, scroll.pinchGestureRecognizer)
            scroll.removeFromSuperview()
        }
        device.runUntilIdle()
        #expect(weakScroll == nil && weakRecorder == nil && weakPinch == nil)
    }
}

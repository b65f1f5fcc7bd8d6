import Testing
import UIKitTesting

@testable import UIKit

/// A photo page: zooms its image view and records what the scroll view tells it.
private final class ZoomingPage: UIScrollView, UIScrollViewDelegate {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        contentSize = imageView.frame.size
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { log.append("zoom \(zoomScale)") }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        log.append(view === imageView ? "willBeginZooming imageView" : "willBeginZooming other")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.append("didEndZooming \(view === imageView ? "imageView" : "other") \(scale)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willDecelerate") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didDecelerate \(contentOffset.x)") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndAnimation") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("endDragging \(decelerate)")
    }
}

/// UIScrollView's `delegate`, programmatic zooming and paging.
@MainActor
@Suite(.checksLifetimes) struct UIScrollViewZoomingTests {
    @Test func delegateIsTheScrollDelegateAndATableKeepsItsOwnTypedDelegate() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let page = ZoomingPage(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(page.delegate === page && page.scrollDelegate === page)
        let table = UITableView(frame: .zero, style: .plain)
        let source = TableDelegate()
        table.delegate = source
        let asScrollView: UIScrollView = table
        #expect(asScrollView.delegate === source)
    }

    @Test func zoomScaleIsClampedAndScalesTheViewForZoomingFromTheContentOrigin() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let page = ZoomingPage(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        page.minimumZoomScale = 0.5
        page.maximumZoomScale = 3
        page.zoomScale = 2
        #expect(page.zoomScale == 2)
        #expect(page.imageView.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(page.imageView.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(page.contentSize == CGSize(width: 800, height: 600))
        // The point that was in the middle, (100, 100), is still there: now (200, 200).
        #expect(page.contentOffset == CGPoint(x: 100, y: 100))
        page.zoomScale = 10
        #expect(page.zoomScale == 3 && page.contentOffset == CGPoint(x: 200, y: 200))
        page.zoomScale = 0.1
        #expect(page.zoomScale == 0.5 && page.contentSize == CGSize(width: 200, height: 150))
        #expect(page.contentOffset == .zero)
        #expect(page.log == ["zoom 2.0", "zoom 3.0", "zoom 0.5"])
    }

    @Test func withoutAViewForZoomingTheScaleStaysOne() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.maximumZoomScale = 4
        scroll.zoomScale = 2
        #expect(scroll.zoomScale == 1)
    }

    @Test func zoomToRectFillsTheViewAndCentresTheRect() {
        let device = VirtualDevice()
        defer { device.runUntilIdle() }
        let page = ZoomingPage(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        page.contentInsetAdjustmentBehavior = .never
        page.maximumZoomScale = 4
        page.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 100), animated: false)
        #expect(page.zoomScale == 2)
        #expect(page.contentOffset == CGPoint(x: 200, y: 200))
    }

    @Test func animatedZoomReachesItsScaleOnTheClock() {
        let device = VirtualDevice()
        let page = ZoomingPage(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        device.window.addSubview(page)
        page.maximumZoomScale = 2
        device.runUntilIdle()
        page.setZoomScale(2, animated: true)
        #expect(page.zoomScale == 2)
        device.advance(by: 0.15)
        let midway = page.imageView.layer.presentation()?.affineTransform().a ?? 0
        #expect(midway > 1 && midway < 2)
        device.runUntilIdle()
        #expect(page.imageView.layer.presentation()?.affineTransform().a == 2)
        page.removeFromSuperview()
    }

    @Test func animatedZoomTellsTheDelegateItBeginsAndEndsAtTheFinalScale() {
        let device = VirtualDevice()
        let page = ZoomingPage(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        device.window.addSubview(page)
        page.maximumZoomScale = 2
        device.runUntilIdle()
        page.setZoomScale(2, animated: true)
        #expect(page.log == ["willBeginZooming imageView", "zoom 2.0"])
        device.advance(by: 0.15)
        #expect(page.log.count == 2)
        device.runUntilIdle()
        #expect(page.log == ["willBeginZooming imageView", "zoom 2.0", "didEndZooming imageView 2.0"])
        page.setZoomScale(1, animated: false)
        #expect(page.log.last == "zoom 1.0")
        page.removeFromSuperview()
    }

    @Test func animatedSetContentOffsetTellsTheDelegateWhenItEnds() {
        let device = VirtualDevice()
        let page = ZoomingPage(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        device.window.addSubview(page)
        device.runUntilIdle()
        page.setContentOffset(CGPoint(x: 50, y: 0), animated: true)
        device.advance(by: 0.2)
        #expect(!page.log.contains("didEndAnimation"))
        device.runUntilIdle()
        #expect(page.log.last == "didEndAnimation")
        page.removeFromSuperview()
    }

    @Test func aPagingDragComesToRestOnTheNextPageAndDecelerates() {
        let device = VirtualDevice()
        let pager = ZoomingPage(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        pager.contentInsetAdjustmentBehavior = .never
        pager.contentSize = CGSize(width: 390 * 3, height: 300)
        pager.isPagingEnabled = true
        device.window.addSubview(pager)
        device.runUntilIdle()
        device.pan(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 150, y: 250), duration: 0.3)
        #expect(pager.isDecelerating)
        device.runUntilIdle()
        #expect(pager.contentOffset == CGPoint(x: 390, y: 0))
        #expect(!pager.isDecelerating)
        #expect(pager.log == ["endDragging true", "willDecelerate", "didDecelerate 390.0"])
        pager.removeFromSuperview()
    }

    @Test func aShortSlowPagingDragReturnsToItsPage() {
        let device = VirtualDevice()
        let pager = ZoomingPage(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        pager.contentInsetAdjustmentBehavior = .never
        pager.contentSize = CGSize(width: 390 * 3, height: 300)
        pager.isPagingEnabled = true
        device.window.addSubview(pager)
        device.runUntilIdle()
        device.pan(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 250, y: 250), duration: 1)
        device.runUntilIdle()
        #expect(pager.contentOffset == .zero)
        pager.removeFromSuperview()
    }
}

private final class TableDelegate: UITableViewDelegate {}

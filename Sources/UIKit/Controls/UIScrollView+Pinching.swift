/// The pinch recognizer every zoomable scroll view owns, as UIKit's private
/// `UIScrollViewPinchGestureRecognizer`: it works alongside the scroll view's own pan (two
/// fingers may zoom and move the content at once), and fails at once when the delegate offers
/// no view for zooming, so it takes no touches from recognizers further up.
final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }
    /// Whether the scroll view heard where the pair of fingers came down.
    private var isAnchored = false

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.scrollPan
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.scrollPan
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // [U] UIKit keeps the recognizer while the delegate returns no view; it never zooms then.
        if state == .possible, let scrollView, scrollView.scrollDelegate?.viewForZooming(in: scrollView) == nil {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
        // The scale counts from touch-down, so the point held under the fingers does too.
        if !isAnchored, activeTouches.count >= 2, let scrollView {
            isAnchored = true
            scrollView.anchorPinch(at: location(in: scrollView))
        }
    }

    override func reset() {
        super.reset()
        isAnchored = false
    }
}

/// Where a pinch holds the content and what the zoom is doing.
struct PinchZoomState {
    /// Set from the pinch's beginning until its fingers lift.
    var isZooming = false
    /// Set while the scale springs back inside the limits after the fingers lifted.
    var isBouncing = false
    /// The zoom scale when the fingers came down.
    var startScale: CGFloat = 1
    /// The point of the view for zooming (its own, unscaled coordinates) under the fingers'
    /// midpoint when they came down.
    var contentPoint = CGPoint.zero
    /// The fingers' midpoint, from the scroll view's visible top-left corner.
    var fingerMidpoint = CGPoint.zero
}

extension UIScrollView {
    /// Whether a pinch may zoom: the two limits differ. [U] Apple says only that the recognizer
    /// is nil while zooming is disabled; equal limits are what leave nothing to zoom.
    var isZoomingEnabled: Bool { minimumZoomScale != maximumZoomScale }

    /// Attaches the pinch while the limits allow zooming and detaches it (cancelling a pinch
    /// under way) when they stop.
    func updatePinchAttachment() {
        if isZoomingEnabled {
            if scrollPinch.view == nil { addGestureRecognizer(scrollPinch) }
        } else if scrollPinch.view === self {
            removeGestureRecognizer(scrollPinch)
        }
    }

    /// Notes the content point under the pinch's two fingers as they come down.
    func anchorPinch(at point: CGPoint) {
        let origin = scrollDelegate?.viewForZooming(in: self)?.frame.origin ?? .zero
        let scale = currentZoomScale > 0 ? currentZoomScale : 1
        pinchZoom.startScale = scale
        pinchZoom.contentPoint = CGPoint(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
    }

    /// Follows the scroll view's own pinch: the view for zooming scales by the pinch's scale
    /// from touch-down, about the content point then under the fingers, which stays under
    /// their midpoint as they move.
    func handleScrollPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = scrollDelegate?.viewForZooming(in: self) else {
            pinchZoom.isZooming = false
            return
        }
        switch pinch.state {
        case .began:
            pinchZoom.isZooming = true
            scrollDelegate?.scrollViewWillBeginZooming(self, with: view)
            follow(pinch, zooming: view, beginning: true)
        case .changed:
            guard pinchZoom.isZooming else { return }
            follow(pinch, zooming: view)
        case .ended, .cancelled:
            guard pinchZoom.isZooming else { return }
            pinchZoom.isZooming = false
            settleZoom(of: view)
        default: break
        }
    }

    private func follow(_ pinch: UIPinchGestureRecognizer, zooming view: UIView, beginning: Bool = false) {
        let raw = pinchZoom.startScale * pinch.scale
        let scale = bouncesZoom ? rubberBandZoomScale(raw) : clampedZoomScale(raw)
        let point = pinch.location(in: self)
        let midpoint = CGPoint(x: point.x - contentOffset.x, y: point.y - contentOffset.y)
        // Resting fingers change nothing, and the delegate hears only changes.
        guard beginning || scale != currentZoomScale || midpoint != pinchZoom.fingerMidpoint else { return }
        pinchZoom.fingerMidpoint = midpoint
        scaleViewForZooming(view, to: scale)
        let held = heldOffset(at: scale)
        // With `bounces` the fingers may pull the content past its edges; it settles on lift.
        contentOffset = bounces ? held : offsetInsideContent(held)
        scrollDelegate?.scrollViewDidZoom(self)
    }

    /// The offset that puts the pinch's content point under the fingers' midpoint at `scale`.
    private func heldOffset(at scale: CGFloat) -> CGPoint {
        let point = pinchZoom.contentPoint, midpoint = pinchZoom.fingerMidpoint
        return CGPoint(x: point.x * scale - midpoint.x, y: point.y * scale - midpoint.y)
    }

    /// After the fingers lift: a scale past the limits springs back to the nearest limit about
    /// the fingers' last midpoint (`isZoomBouncing` meanwhile) and the delegate hears the end
    /// once it is back; a scale inside them ends at once, the content settling inside its edges.
    private func settleZoom(of view: UIView) {
        let final = clampedZoomScale(currentZoomScale)
        guard final != currentZoomScale else {
            settleAfterDrag()
            scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: final)
            return
        }
        pinchZoom.isBouncing = true
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                self.scaleViewForZooming(view, to: final)
                self.contentOffset = self.offsetInsideContent(self.heldOffset(at: final))
                self.scrollDelegate?.scrollViewDidZoom(self)
            },
            completion: { _ in
                self.pinchZoom.isBouncing = false
                self.scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: self.currentZoomScale)
            })
    }

    /// `scale` inside the zoom limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// `scale` with what lies past a limit cut to a third. [U] UIKit's damping curve is not
    /// documented; a third matches how far dragging past an edge moves the content here.
    func rubberBandZoomScale(_ scale: CGFloat) -> CGFloat {
        if scale > maximumZoomScale { return maximumZoomScale + (scale - maximumZoomScale) / 3 }
        if scale < minimumZoomScale { return minimumZoomScale - (minimumZoomScale - scale) / 3 }
        return scale
    }

    /// `offset` kept inside the content's edges.
    func offsetInsideContent(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxOffset = maximumContentOffset
        return CGPoint(
            x: min(max(offset.x, -inset.left), maxOffset.x), y: min(max(offset.y, -inset.top), maxOffset.y))
    }
}

/// Gives every scroll view UIKit's `delegate`. It lives in a protocol extension rather than the
/// class because the table and collection views declare their own `delegate` of their own
/// protocol's type, which Swift lets shadow a protocol extension's member but not override a
/// class's; set through either, the scroll view hears the same object.
@preconcurrency @MainActor
public protocol UIScrollViewDelegateHolding: AnyObject {}

extension UIScrollView: UIScrollViewDelegateHolding {}

extension UIScrollViewDelegateHolding where Self: UIScrollView {
    /// Receives scroll and zoom events; held weakly.
    public var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set { scrollDelegate = newValue }
    }
}

extension UIScrollView {
    /// Scales the delegate's view for zooming by `scale` (clamped to the zoom limits): its
    /// transform becomes that scale, it sits at the content's origin, the content size becomes
    /// its scaled size, and the content point in the middle of the view stays there (kept
    /// inside the content), as UIKit's programmatic zooming leaves them. Without a view for
    /// zooming the scale stays 1 ([U]: UIKit ignores the setter then too, in practice).
    func applyZoomScale(_ scale: CGFloat) {
        guard let view = scrollDelegate?.viewForZooming(in: self) else { return }
        let clamped = clampedZoomScale(scale)
        let ratio = currentZoomScale > 0 ? clamped / currentZoomScale : 1
        let middle = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        scaleViewForZooming(view, to: clamped)
        if ratio != 1 {
            contentOffset = offsetInsideContent(
                CGPoint(x: middle.x * ratio - bounds.width / 2, y: middle.y * ratio - bounds.height / 2))
        }
        scrollDelegate?.scrollViewDidZoom(self)
    }

    /// Gives the view for zooming `scale` (not clamped: a pinch may pass the limits), at the
    /// content's origin, and makes the content its scaled size; the caller places the content
    /// and tells the delegate.
    func scaleViewForZooming(_ view: UIView, to scale: CGFloat) {
        currentZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
    }

    /// Runs a programmatic zoom in UIKit's scroll animation, telling the delegate when it
    /// begins and ends as UIKit does for animated zoom changes.
    func animateZoom(_ change: @escaping () -> Void) {
        guard let view = scrollDelegate?.viewForZooming(in: self) else { return change() }
        scrollDelegate?.scrollViewWillBeginZooming(self, with: view)
        UIView.animate(
            withDuration: 0.3, animations: change,
            completion: { _ in
                self.scrollDelegate?.scrollViewDidEndZooming(self, with: view, atScale: self.zoomScale)
            })
    }

    /// Zooms so `rect` of the view for zooming fills the scroll view as far as the limits
    /// allow, and scrolls its centre to the middle (kept inside the content).
    func zoom(to rect: CGRect) {
        guard let view = scrollDelegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        zoomScale = min(bounds.width / rect.width, bounds.height / rect.height)
        let scale = zoomScale
        let origin = view.frame.origin
        contentOffset = offsetInsideContent(
            CGPoint(
                x: origin.x + rect.midX * scale - bounds.width / 2, y: origin.y + rect.midY * scale - bounds.height / 2)
        )
    }

    /// The page a paging drag comes to rest on: the next one in the direction of a quick flick,
    /// otherwise the nearest, along each axis the content scrolls.
    func pageOffset(forFingerVelocity velocity: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxOffset = maximumContentOffset
        func page(_ offset: CGFloat, _ size: CGFloat, _ fingerVelocity: CGFloat, _ low: CGFloat, _ high: CGFloat)
            -> CGFloat
        {
            guard size > 0 else { return offset }
            let position = offset / size
            // [U] UIKit does not document the flick speed that turns the page; 300 points/s does.
            let index =
                fingerVelocity < -300
                ? position.rounded(.up)
                : fingerVelocity > 300
                    ? position.rounded(.down)
                    : position.rounded()
            return min(max(index * size, low), high)
        }
        return CGPoint(
            x: page(contentOffset.x, bounds.width, velocity.x, -inset.left, maxOffset.x),
            y: page(contentOffset.y, bounds.height, velocity.y, -inset.top, maxOffset.y))
    }

    /// Moves a paging scroll view on to its page after the finger lifted, telling the delegate
    /// as UIKit's deceleration does.
    func settle(onPage target: CGPoint) {
        isSettlingOnPage = true
        scrollDelegate?.scrollViewWillBeginDecelerating(self)
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
            animations: { self.contentOffset = target },
            completion: { _ in
                self.isSettlingOnPage = false
                self.scrollDelegate?.scrollViewDidEndDecelerating(self)
            })
    }
}

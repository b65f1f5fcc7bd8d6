/// The pan recognizer every scroll view owns, as UIKit's private `UIScrollViewPanGestureRecognizer`:
/// it begins only along an axis the scroll view can scroll, so a horizontal swipe over a
/// vertical list is left to recognizers further up (a page view controller, an edge swipe).
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The axis a directional lock chose when the drag began (nil: both).
    var lockedAxis: NSLayoutConstraint.Axis?

    override func allowsBegin(translation: CGPoint) -> Bool {
        guard let scrollView = view as? UIScrollView, scrollView.isScrollEnabled else { return false }
        let vertical = scrollView.scrollsVertically, horizontal = scrollView.scrollsHorizontally
        if vertical && horizontal { return true }
        if vertical { return abs(translation.y) >= abs(translation.x) }
        if horizontal { return abs(translation.x) >= abs(translation.y) }
        return false
    }

    override func reset() {
        super.reset()
        lockedAxis = nil
    }
}

extension UIScrollView {
    func installScrollPan() {
        scrollPan.addTarget(self, action: UIScrollView.handleScrollPan)
        addGestureRecognizer(scrollPan)
        scrollPinch.addTarget(self, action: UIScrollView.handleScrollPinch)
        updatePinchAttachment()
    }

    /// Whether the content is taller than the view (or set to bounce vertically anyway).
    var scrollsVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// Whether the content is wider than the view (or set to bounce horizontally anyway).
    var scrollsHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    /// Follows the scroll view's own pan: the content moves with the finger from where the pan
    /// began (the recognizer's first 10 points do not jump it), then settles inside its edges.
    func handleScrollPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        switch pan.state {
        case .began:
            appliedDragTranslation = translation
            isDragInProgress = true
            if isDirectionalLockEnabled, scrollsVertically, scrollsHorizontally {
                scrollPan.lockedAxis = abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
            }
            scrollDelegate?.scrollViewWillBeginDragging(self)
        case .changed:
            followFinger(to: translation)
        case .ended, .cancelled:
            if pan.state == .ended {
                // The finger's last movement still counts as tracking it.
                isFinishingDrag = true
                followFinger(to: translation)
                isFinishingDrag = false
                let velocity = pan.velocity(in: self)
                let natural = isPagingEnabled ? pageOffset(forFingerVelocity: velocity) : restingOffset
                var target = natural
                scrollDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
                if isPagingEnabled && target != contentOffset {
                    scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: true)
                    isDragInProgress = false
                    settle(onPage: target)
                    return
                }
                if target != restingOffset {
                    animateOffset(to: target)
                } else {
                    settleAfterDrag()
                }
            } else {
                settleAfterDrag()
            }
            scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            isDragInProgress = false
        default: break
        }
    }

    private func followFinger(to translation: CGPoint) {
        // While two fingers zoom, the pinch keeps the content point under them; the pan's own
        // movement of their centroid would move the content twice.
        guard !isZooming else { return appliedDragTranslation = translation }
        let delta = CGPoint(x: translation.x - appliedDragTranslation.x, y: translation.y - appliedDragTranslation.y)
        appliedDragTranslation = translation
        if delta != .zero { scroll(byDragging: delta) }
    }

    /// Moves the content by a drag's translation along the axes it scrolls, clamped (with a
    /// little rubber band when it bounces).
    func scroll(byDragging delta: CGPoint) {
        guard isScrollEnabled else { return }
        let inset = adjustedContentInset
        let maxOffset = maximumContentOffset
        var offset = contentOffset
        if scrollsVertically && scrollPan.lockedAxis != .horizontal {
            offset.y = rubberBand(contentOffset.y, by: -delta.y, min: -inset.top, max: maxOffset.y)
        }
        if scrollsHorizontally && scrollPan.lockedAxis != .vertical {
            offset.x = rubberBand(contentOffset.x, by: -delta.x, min: -inset.left, max: maxOffset.x)
        }
        contentOffset = offset
    }

    /// Moves `value` by `movement`: fully inside the edges, a third as far beyond them (with
    /// `bounces`; clamped without), so a long pull past an edge stretches steadily.
    private func rubberBand(_ value: CGFloat, by movement: CGFloat, min low: CGFloat, max high: CGFloat) -> CGFloat {
        var value = value
        var rest = movement
        if value >= low && value <= high {
            let target = value + rest
            if target < low {
                (value, rest) = (low, target - low)
            } else if target > high {
                (value, rest) = (high, target - high)
            } else {
                return target
            }
        }
        guard bounces else { return min(max(value, low), high) }
        return value + rest / 3
    }

    /// Where the content comes to rest: the offset pulled back inside its edges.
    var restingOffset: CGPoint { offsetInsideContent(contentOffset) }

    /// Settles the content back inside its edges after a drag.
    func settleAfterDrag() {
        // A pinch under way or springing back settles the content itself.
        guard !isZooming, !isZoomBouncing else { return }
        let target = restingOffset
        if target != contentOffset { animateOffset(to: target) }
    }

    /// Moves the content after a drag without the scrolling-animation callback, which UIKit
    /// sends only for `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`.
    private func animateOffset(to target: CGPoint) {
        UIView.animate(withDuration: 0.3) { self.contentOffset = target }
    }
}

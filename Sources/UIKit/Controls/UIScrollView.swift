/// Receives scroll view events, as `UIScrollViewDelegate`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A view that shows a larger content area through its bounds, as UIKit's `UIScrollView`.
/// The content offset is the bounds origin, so subviews scroll by moving the bounds.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        willSet { KeyValueObservers.willChange(self, "contentSize") }
        didSet { KeyValueObservers.didChange(self, "contentSize") }
    }
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { KeyValueObservers.willChange(self, "contentInset") }
        didSet {
            keepOffsetAtTop()
            KeyValueObservers.didChange(self, "contentInset")
        }
    }
    /// Whether scrolling is allowed.
    open var isScrollEnabled = true
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether vertical scrolling bounces even when the content is short.
    open var alwaysBounceVertical = false
    /// Whether horizontal scrolling bounces even when the content is narrow.
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts mostly along one axis scrolls along that axis only.
    open var isDirectionalLockEnabled = false
    /// Whether the vertical scroll indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// How quickly scrolling slows after the finger lifts.
    open var decelerationRate: DecelerationRate = .normal
    /// The insets of the vertical scroll indicator from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the horizontal scroll indicator from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether a finger that may scroll the content is down.
    open var isTracking: Bool { touchPhase != .none }
    /// Whether the content is being dragged by a finger.
    open var isDragging: Bool { touchPhase == .dragging }
    /// Whether the content is still moving after the finger lifted (scrolling here stops where
    /// the finger leaves it, so this stays false).
    open var isDecelerating: Bool { false }
    /// Where the finger on the scroll view is in becoming a drag.
    var touchPhase = TouchPhase.none
    /// Receives scroll events; held weakly.
    open weak var scrollDelegate: UIScrollViewDelegate?
    /// Whether the safe area adds to the content inset, as
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (`.automatic` and `.scrollableAxes` add it
    /// on every side here, as `.always` does).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { keepOffsetAtTop() }
    }
    /// The top inset the offset was last kept at, so content resting at the top stays there
    /// when the safe area changes.
    private var restingTopInset: CGFloat = 0

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The safe area adds where the content scrolls (on every side here).
        case automatic
        /// The safe area adds on the axes that scroll (on every side here).
        case scrollableAxes
        /// Only `contentInset` counts.
        case never
        /// The safe area always adds.
        case always
    }

    /// Content resting at the top follows a new safe area, as UIKit's automatic adjustment
    /// does: a table under a navigation bar starts with its first row below the bar.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        keepOffsetAtTop()
    }

    private func keepOffsetAtTop() {
        let top = adjustedContentInset.top
        if contentOffset.y == -restingTopInset && top != restingTopInset {
            contentOffset = CGPoint(x: contentOffset.x, y: -top)
        }
        restingTopInset = top
    }

    /// The scrollable content's rectangle for constraints: what its edges are pinned to
    /// decides `contentSize`.
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = {
        let g = UILayoutGuide()
        g.identifier = "UIScrollView-contentLayoutGuide"
        g.owningView = self
        g.pinsOriginToOwner = true
        g.solvedFrameDidChange = { [unowned self] frame in contentSize = frame.size }
        return g
    }()

    /// The scroll view's visible rectangle for constraints: views pinned to it do not scroll.
    public private(set) lazy var frameLayoutGuide: UILayoutGuide = {
        let g = UILayoutGuide()
        g.identifier = "UIScrollView-frameLayoutGuide"
        g.owningView = self
        g.insetsProvider = { .zero }
        return g
    }()

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            KeyValueObservers.willChange(self, "contentOffset")
            defer { KeyValueObservers.didChange(self, "contentOffset") }
            var b = bounds
            guard b.origin != newValue else { return }
            b.origin = newValue
            bounds = b
            scrollViewDidChangeOffset()
        }
    }

    /// The content inset plus the safe area.
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + s.top, left: contentInset.left + s.left,
            bottom: contentInset.bottom + s.bottom, right: contentInset.right + s.right)
    }

    /// Called when the offset changed; subclasses lay out newly visible content.
    open func scrollViewDidChangeOffset() {
        setNeedsLayout()
        scrollDelegate?.scrollViewDidScroll(self)
    }

    /// The largest offset that still shows content.
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(
            x: max(-inset.left, contentSize.width + inset.right - bounds.width),
            y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// Scrolls to `contentOffset`, animated with UIKit's scroll duration when asked.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.3) { self.contentOffset = contentOffset }
        } else {
            self.contentOffset = contentOffset
        }
    }

    /// Scrolls so that `rect` (in content coordinates) is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset, animated: animated)
    }

    /// Moves the content by a drag's translation, clamped (with a little rubber band).
    func scroll(byDragging delta: CGPoint) {
        guard isScrollEnabled else { return }
        let inset = adjustedContentInset
        let maxOffset = maximumContentOffset
        var y = contentOffset.y - delta.y
        let minY = -inset.top
        if y < minY { y = bounces ? minY + (y - minY) / 3 : minY }
        if y > maxOffset.y { y = bounces ? maxOffset.y + (y - maxOffset.y) / 3 : maxOffset.y }
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    /// Settles the content back inside its edges after a drag.
    func settleAfterDrag() {
        let inset = adjustedContentInset
        let y = min(max(contentOffset.y, -inset.top), maximumContentOffset.y)
        if y != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: true) }
    }
}

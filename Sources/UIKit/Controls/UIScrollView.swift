/// Receives scroll view events, as `UIScrollViewDelegate`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger began dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted; the delegate may change where the content comes to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content started moving on after the finger lifted (a paging scroll view settling).
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after moving on from a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooming scales (nil: the content does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A pinch or an animated zoom is about to scale `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended (after any bounce back inside the limits) at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
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
    /// Whether a finger that may scroll the content is down (touched, dragging or not yet).
    open var isTracking: Bool { isFinishingDrag || !scrollPan.activeTouches.isEmpty }
    /// Whether the content is being dragged by a finger.
    // [U] It stays true until the delegate has heard `scrollViewDidEndDragging`.
    open var isDragging: Bool { isDragInProgress }
    /// Whether the content is still moving after the finger lifted (scrolling here stops where
    /// the finger leaves it, so this stays false).
    open var isDecelerating: Bool { isSettlingOnPage }
    /// Whether a drag that ends comes to rest on a multiple of the view's size.
    open var isPagingEnabled = false
    /// The smallest zoom scale (1: no zooming out).
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchAttachment() }
    }
    /// The largest zoom scale (1: no zooming in).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchAttachment() }
    }
    /// Whether a pinch may zoom past the limits (damped) and springs back when the fingers lift.
    open var bouncesZoom = true
    /// How much the delegate's view for zooming is scaled; set it to zoom, clamped to the limits.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { applyZoomScale(newValue) }
    }
    /// Whether a pinch is zooming the content.
    open var isZooming: Bool { pinchZoom.isZooming }
    /// Whether the content is springing back inside the zoom limits after a pinch passed them.
    open var isZoomBouncing: Bool { pinchZoom.isBouncing }
    /// Zooms to `scale`, animated with UIKit's scroll duration when asked.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard animated else { return zoomScale = scale }
        animateZoom { self.zoomScale = scale }
    }
    /// Zooms so that `rect` (in the coordinates of the view for zooming) fills the view.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard animated else { return zoom(to: rect) }
        animateZoom { self.zoom(to: rect) }
    }
    var currentZoomScale: CGFloat = 1
    /// Set while a paging scroll view moves on to its page after the finger lifted.
    var isSettlingOnPage = false
    /// The recognizer whose drags scroll the content; libraries add failure requirements to it,
    /// disable it, or recognize alongside it.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// The recognizer for pinch zooming; nil while zooming is disabled (the two zoom limits equal).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { isZoomingEnabled ? scrollPinch : nil }
    let scrollPan = UIScrollViewPanGestureRecognizer()
    /// One object for the scroll view's life, so failure requirements and `isEnabled` set on it
    /// survive the limits changing.
    let scrollPinch = UIScrollViewPinchGestureRecognizer()
    /// Where a pinch holds the content, and whether it zooms or springs back.
    var pinchZoom = PinchZoomState()
    /// Set from the pan's beginning until the delegate heard the drag end.
    var isDragInProgress = false
    /// Set while the content follows the finger's lift-off movement.
    var isFinishingDrag = false
    /// The pan's translation already applied to the content.
    var appliedDragTranslation = CGPoint.zero
    /// Receives scroll events; held weakly.
    open weak var scrollDelegate: UIScrollViewDelegate?
    /// Whether the safe area adds to the content inset, as
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (`.automatic` and `.scrollableAxes` add it
    /// on every side here, as `.always` does).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { keepOffsetAtTop() }
    }
    /// Creates a scroll view with its pan gesture recognizer attached.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installScrollPan()
    }

    /// Creates a scroll view from an archive, with its pan gesture recognizer attached.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installScrollPan()
    }

    /// The top inset the offset was last kept at, so content resting at the top stays there
    /// when the safe area changes.
    private var restingTopInset: CGFloat = 0

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, with top and bottom always adjusted in a navigation stack.
        case automatic
        /// The safe area adds on the axes that scroll (or always bounce).
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

    /// The content inset plus the safe area on the axes the adjustment behaviour covers.
    open var adjustedContentInset: UIEdgeInsets {
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes, .automatic:
            // An axis counts as scrollable by the content's size alone (insets would make this
            // circular); a pager exactly as tall as the screen keeps no vertical inset, so a
            // vertical drag over it is left to the recognizers above.
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
            let scrolls = alwaysBounceVertical || contentSize.height > bounds.height
            // `.automatic` keeps the older rule for a controller in a navigation stack: top and
            // bottom follow its bars whether or not the content scrolls.
            vertical = scrolls || (contentInsetAdjustmentBehavior == .automatic && isInNavigationStack)
        }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? s.top : 0), left: contentInset.left + (horizontal ? s.left : 0),
            bottom: contentInset.bottom + (vertical ? s.bottom : 0),
            right: contentInset.right + (horizontal ? s.right : 0))
    }

    /// Whether the nearest view controller above the scroll view is in a navigation stack.
    private var isInNavigationStack: Bool {
        var view: UIView? = self
        while let v = view {
            if let vc = v.owningViewController { return vc.navigationController != nil }
            view = v.superview
        }
        return false
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
            UIView.animate(
                withDuration: 0.3, animations: { self.contentOffset = contentOffset },
                completion: { _ in self.scrollDelegate?.scrollViewDidEndScrollingAnimation(self) })
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

}

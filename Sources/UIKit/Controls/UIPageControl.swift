/// A row of dots, one per page, highlighting the current one, as UIKit's `UIPageControl`.
///
/// Tapping the control's left half shows the previous page and its right half the next one
/// (up and down for a vertical row are not built): `currentPage` changes and the control sends
/// `.valueChanged`. Setting `currentPage` in code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The diameter of a dot (UIKit's size; its exact metrics are undocumented).
    static let dotDiameter: CGFloat = 7
    /// The distance between the centres of neighbouring dots.
    static let dotPitch: CGFloat = 16
    /// The height of the control's natural size.
    static let controlHeight: CGFloat = 26
    /// The height a page view controller keeps for its built-in indicator.
    static let indicatorAreaHeight: CGFloat = 37

    private var dots: [UIView] = []
    /// The page shown before the user's tap changed it (the page view controller's built-in
    /// indicator reads it to know which way to turn).
    var pageBeforeUserChange = 0

    /// The number of dots.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            rebuildDots()
        }
    }

    /// The highlighted dot (kept within `0..<numberOfPages`).
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            restyleDots()
        }
    }

    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false {
        didSet { restyleDots() }
    }

    /// The colour of the dots other than the current one (nil: a translucent grey).
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            restyleDots()
            appearanceDidSet(\UIPageControl.pageIndicatorTintColor, pageIndicatorTintColor)
        }
    }

    /// The colour of the current page's dot (nil: opaque black).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            restyleDots()
            appearanceDidSet(\UIPageControl.currentPageIndicatorTintColor, currentPageIndicatorTintColor)
        }
    }

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(max(0, pageCount))
        let width = n > 0 ? (n - 1) * Self.dotPitch + Self.dotDiameter + 2 * (Self.dotPitch - Self.dotDiameter) : 0
        return CGSize(width: width, height: Self.controlHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let total = CGFloat(max(0, numberOfPages - 1)) * Self.dotPitch
        let x0 = bounds.midX - total / 2
        for (i, dot) in dots.enumerated() {
            dot.frame = CGRect(
                x: x0 + CGFloat(i) * Self.dotPitch - Self.dotDiameter / 2, y: bounds.midY - Self.dotDiameter / 2,
                width: Self.dotDiameter, height: Self.dotDiameter)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)), numberOfPages > 1 else { return }
        let previous = currentPage
        currentPage += touch.location(in: self).x < bounds.midX ? -1 : 1
        guard currentPage != previous else { return }
        pageBeforeUserChange = previous
        sendActions(for: .valueChanged)
    }

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            return dot
        }
        restyleDots()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func restyleDots() {
        let others = pageIndicatorTintColor ?? UIColor(white: 0, alpha: 0.3)
        let current = currentPageIndicatorTintColor ?? .black
        for (i, dot) in dots.enumerated() { dot.backgroundColor = i == currentPage ? current : others }
        let hides = hidesForSinglePage && numberOfPages <= 1
        for dot in dots { dot.isHidden = hides }
    }
}

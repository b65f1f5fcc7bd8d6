import Foundation

/// A container that shows its content one page (or a two-page spread) at a time and turns
/// pages by a swipe or a page curl, as UIKit's `UIPageViewController`.
///
/// The shown pages are children. Every change of pages, by `setViewControllers` or by a
/// gesture, is a page turn run by the shared `TransitionDriver` (`PageTurnTransition`): the
/// leaving page hears "will disappear" and the arriving one "will appear" before the animation,
/// the "did" callbacks after it; a cancelled swipe reverses the arriving page's appearance and
/// the leaving page appears again.
///
/// The scroll style is drawn by sliding the pages' views in a clipping content view instead of
/// a real `UIScrollView`: what UIKit documents for it (whole-page paging, the spacing, the
/// delegate's gesture callbacks, the appearance callbacks of a turn and of a cancelled one) is a
/// page turn, and the driver gives it the same coordinator and busy rules as every other
/// container transition, which a scroll view's offsets would have to imitate.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// Styles for the page-turn transition.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl over like the pages of a book.
        case pageCurl = 0
        /// Pages slide past, side by side.
        case scroll = 1
    }

    /// Orientations for page-turn transitions.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right.
        case horizontal = 0
        /// Pages turn up and down.
        case vertical = 1
    }

    /// Locations for the spine (the edge pages turn around).
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// The left or top edge: one page at a time.
        case min = 1
        /// The middle: two pages side by side.
        case mid = 2
        /// The right or bottom edge: one page at a time.
        case max = 3
    }

    /// Directions for page-turn transitions.
    public enum NavigationDirection: Int, Sendable {
        /// To the following pages.
        case forward = 0
        /// To the preceding pages.
        case reverse = 1
    }

    /// Keys for the options given when creating a page view controller.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        /// Creates a key from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (a `SpineLocation` or its raw value), for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space in points between pages (a number), for the scroll style.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style used to turn pages.
    public let transitionStyle: TransitionStyle
    /// The direction along which pages turn.
    public let navigationOrientation: NavigationOrientation
    /// The spine's location (`.none` for the scroll style).
    public internal(set) var spineLocation: SpineLocation
    /// Whether content appears on the back of pages (always true with the spine in the middle).
    open var isDoubleSided = false
    /// The object that provides the pages before and after the shown ones; held weakly.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { updatePageIndicator() }
    }
    /// Hears about gesture-driven turns and chooses the spine; held weakly.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The points between pages in the scroll style.
    let interPageSpacing: CGFloat
    /// The shown pages (one, or two for a spread or a double-sided page).
    var pages: [UIViewController] = []
    /// The view the pages' views are in; clips them as a paging scroll view does.
    let contentView = UIView()
    /// The built-in indicator, shown for a horizontal scroll-style controller whose data source
    /// gives a presentation count and index.
    let pageIndicator = UIPageControl()
    /// The recognizers' target and delegate.
    var gestureDriver: PageGestureDriver!
    var pan: UIPanGestureRecognizer!
    var tap: UITapGestureRecognizer?
    /// Set by the data source's default presentation methods: the data source has none.
    var presentationMethodsMissing = false
    /// Set by the delegate's default spine method: the delegate does not choose the spine.
    var spineMethodMissing = false

    /// Creates a page view controller with a transition style, an orientation and options
    /// (`OptionsKey.spineLocation`, `OptionsKey.interPageSpacing`).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = style == .scroll ? Self.number(options?[.interPageSpacing]) ?? 0 : 0
        if style == .pageCurl {
            let raw =
                (options?[.spineLocation] as? SpineLocation)?.rawValue
                ?? Self.number(options?[.spineLocation]).map { Int($0) }
            spineLocation = raw.flatMap(SpineLocation.init(rawValue:)).flatMap { $0 == .none ? nil : $0 } ?? .min
        } else {
            spineLocation = .none
        }
        super.init(nibName: nil, bundle: nil)
        isDoubleSided = spineLocation == .mid
        setUpGestures()
    }

    /// Creates a page-curl, horizontal page view controller from an archive.
    public required init?(coder: NSCoder) {
        transitionStyle = StoryboardCoder.attribute("transitionStyle", of: coder) == "scroll" ? .scroll : .pageCurl
        navigationOrientation =
            StoryboardCoder.attribute("navigationOrientation", of: coder) == "vertical" ? .vertical : .horizontal
        spineLocation =
            StoryboardCoder.attribute("spineLocation", of: coder).flatMap {
                ["none": SpineLocation.none, "mid": .mid, "max": .max][$0]
            } ?? .min
        interPageSpacing = 0
        super.init(coder: coder)
        setUpGestures()
    }

    /// A number given as an option, whatever numeric type it came as.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// The shown pages.
    open var viewControllers: [UIViewController]? { pages }

    /// The recognizers that turn pages: the pan and the tap of the page-curl style (the
    /// scroll style's swipe belongs to its content and is not listed, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard transitionStyle == .pageCurl else { return [] }
        return [pan] + (tap.map { [$0] } ?? [])
    }

    /// Shows `viewControllers` (one page, or two for a spread or a double-sided page), turning
    /// in `direction` when animated; `completion` gets whether the turn finished.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        performSetViewControllers(
            viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.clipsToBounds = transitionStyle == .scroll
        v.addSubview(contentView)
        pageIndicator.isHidden = true
        v.addSubview(pageIndicator)
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        attachGestures()
        updatePageIndicator()
        layoutPages()
        for page in shownPages { installView(of: page) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard transitionStyle == .pageCurl, let delegate else { return }
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeLeft : .portrait
        spineMethodMissing = false
        let spine = delegate.pageViewController(self, spineLocationFor: orientation)
        guard !spineMethodMissing, spine != .none, spine != spineLocation else { return }
        spineLocation = spine
        if spine == .mid { isDoubleSided = true }
        view.setNeedsLayout()
    }

    /// The delegate's orientations, if it has a delegate.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's orientation for a presentation, if it has a delegate.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The shown page decides the status bar's style and visibility.
    open override var childForStatusBarStyle: UIViewController? { pages.first }
    open override var childForStatusBarHidden: UIViewController? { pages.first }
}

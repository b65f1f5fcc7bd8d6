/// A container of side-by-side columns (a primary list beside a secondary detail, optionally a
/// supplementary column between them) that collapses to one column in a horizontally compact
/// environment, as UIKit's `UISplitViewController`.
///
/// Every column change that shows or hides a column's controller (a display mode change,
/// `show(_:)`/`hide(_:)`, collapsing and expanding) runs on the shared `TransitionDriver`
/// (`SplitColumnTransition`), so the column controllers hear balanced appearance callbacks and
/// a transition coordinator. Collapsing moves the secondary (and supplementary) controllers
/// onto the primary navigation controller's stack; expanding returns them.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The split's column layout, as `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic split, driven by `viewControllers`.
        case unspecified
        /// A primary and a secondary column.
        case doubleColumn
        /// A primary, a supplementary and a secondary column.
        case tripleColumn
    }

    /// One column of a column-style split, as `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar or list).
        case primary
        /// The middle column of a triple-column split.
        case supplementary
        /// The detail column.
        case secondary
        /// The controller shown instead of the columns when the split is collapsed.
        case compact
    }

    /// Which columns show and how they share the screen, as `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        /// The split chooses for its size.
        case automatic
        /// The secondary alone.
        case secondaryOnly
        /// One leading column beside the secondary.
        case oneBesideSecondary
        /// One leading column over the dimmed secondary.
        case oneOverSecondary
        /// Both leading columns beside the secondary.
        case twoBesideSecondary
        /// Both leading columns over the dimmed secondary.
        case twoOverSecondary
        /// Both leading columns pushing the dimmed secondary partly off screen.
        case twoDisplaceSecondary
    }

    /// How the columns other than the secondary share the screen with it, as
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        /// The split chooses for its size.
        case automatic
        /// Columns sit side by side.
        case tile
        /// Columns slide over the secondary.
        case overlay
        /// Columns push the secondary aside.
        case displace
    }

    /// The value that lets the split choose a dimension itself.
    public static let automaticDimension: CGFloat = -3.4028234663852886e38

    /// The column layout chosen at initialization.
    public let style: Style
    /// Hears about and customises collapsing, expanding, display modes and showing; held weakly.
    open weak var delegate: UISplitViewControllerDelegate?
    /// Whether a swipe in from the leading edge shows a hidden primary column.
    open var presentsWithGesture = true
    /// Whether the display mode button offers to show the secondary column alone (the button
    /// is not built).
    open var showsSecondaryOnlyButton: Bool {
        get { false }
        set { unimplemented(#function) }
    }

    /// The display mode the app prefers; the split applies it at once.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if oldValue != preferredDisplayMode { applyDisplayMode(resolvedDisplayMode(), animated: false) } }
    }
    /// The split behaviour the app prefers; the split applies it at once.
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if oldValue != preferredSplitBehavior { applyDisplayMode(resolvedDisplayMode(), animated: false) } }
    }
    /// The width the primary column prefers, in points.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }
    /// The width the primary column prefers, as a fraction of the split's width.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }
    /// The least width of the primary column.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }
    /// The greatest width of the primary column.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }
    /// The width the supplementary column prefers, in points.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }
    /// The width the supplementary column prefers, as a fraction of the split's width.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }
    /// The least width of the supplementary column.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }
    /// The greatest width of the supplementary column.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { layoutColumnsIfLoaded() }
    }

    // Column state (see the +Columns, +Layout and +Collapse extensions).
    package var columnControllers: [Column: UIViewController] = [:]
    /// The controllers the app set with `setViewController(_:for:)` that the split wrapped in
    /// a navigation controller: `viewController(for:)` answers with them.
    var setColumnContent: [Column: UIViewController] = [:]
    var displayModeStorage: DisplayMode = .secondaryOnly
    var isCollapsedStorage = false
    /// The columns whose views are in the split's view while it is expanded.
    var shownColumns: [Column] = []
    /// What collapsing moved onto the primary navigation controller, to return on expanding.
    var collapseRecord: SplitCollapseRecord?
    /// The record being undone while the primary separates the secondary.
    var separatingRecord: SplitCollapseRecord?
    /// Whether the split's state has been settled against its traits once.
    var hasSettledCollapse = false
    /// Whether a collapse or expansion is under way: the layout passes its own pushes and pops
    /// cause must not start a second one.
    var isChangingCollapse = false
    /// The hairlines between tiled columns.
    var separators: [UIView] = []
    /// Dims the secondary while columns cover or push it aside; a tap on it dismisses them.
    let dimmingView = UIView()
    /// The size a size transition announced, until the view has it.
    var pendingAutomaticSize: CGSize?
    /// The edge swipe and the dismissing tap (`presentsWithGesture`).
    var gestureDriver: SplitGestureDriver?
    /// A column change requested while another ran, applied after it.
    var queuedColumnChange: (() -> Void)?

    /// Creates a classic split (`style` `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split with the given column layout.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        style =
            StoryboardCoder.attribute("style", of: coder).flatMap {
                ["doubleColumn": Style.doubleColumn, "tripleColumn": .tripleColumn][$0]
            } ?? StoryboardCoder.impliedSplitStyle(of: coder)
        super.init(coder: coder)
    }

    /// The button `displayModeButtonItem` made, once asked for.
    var displayModeButtonItemStorage: UIBarButtonItem?

    /// The column controllers: primary, supplementary (triple column), then secondary; while
    /// collapsed only the one shown (the compact column's, else the primary).
    open var viewControllers: [UIViewController] {
        get { orderedViewControllers }
        set { setOrderedViewControllers(newValue) }
    }

    /// Whether only one column shows (the environment is horizontally compact).
    open var isCollapsed: Bool { isCollapsedStorage }
    /// The display mode in effect.
    open var displayMode: DisplayMode { displayModeStorage }
    /// The split behaviour in effect.
    open var splitBehavior: SplitBehavior { resolvedSplitBehavior() }
    /// The primary column's width in effect.
    open var primaryColumnWidth: CGFloat { resolvedPrimaryWidth() }
    /// The supplementary column's width in effect.
    open var supplementaryColumnWidth: CGFloat { style == .tripleColumn ? resolvedSupplementaryWidth() : 0 }

    /// Puts `vc` in `column`, wrapping a controller that is not a navigation controller in one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        performSetViewController(vc, for: column)
    }

    /// The controller set for `column` (not the navigation controller the split wraps it in).
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else {
            Diagnostics.log(
                in: loop,
                "-[UISplitViewController viewControllerForColumn:] is only supported for column-style split view controllers (\(description))"
            )
            return nil
        }
        let shown = columnControllers[column]
        if let content = setColumnContent[column], let nav = shown as? UINavigationController,
            nav.stack.first === content
        {
            return content
        }
        return shown
    }

    /// Shows `column`, changing the display mode as needed.
    open func show(_ column: Column) { performShow(column) }

    /// Hides `column`, changing the display mode as needed.
    open func hide(_ column: Column) { performHide(column) }

    /// A button that changes the display mode (put it in a navigation bar yourself, as in
    /// UIKit, where it serves classic splits): a tap applies the delegate's
    /// `targetDisplayModeForAction(in:)`, else hides a shown primary column or shows a hidden one.
    open var displayModeButtonItem: UIBarButtonItem { makeDisplayModeButtonItem() }

    /// Shows the column whose controller is (or contains) `subsequentVC` (statement 116).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        showColumn(towards: subsequentVC)
    }

    /// Split view controllers handle both `show(_:sender:)` and `showDetailViewController`.
    open override func respondsToAction(_ action: Selector) -> Bool {
        action == .show || action == .showDetailViewController
    }

    /// Installs `vc` as the primary (or, if the primary already holds it, as the secondary);
    /// collapsed, presents it (statement 130).
    open override func show(_ vc: UIViewController, sender: Any?) { performSplitShow(vc, sender: sender) }

    /// Replaces the secondary with `vc`; collapsed, pushes it on the primary navigation
    /// controller or presents it (statements 131, 132).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performSplitShowDetail(vc, sender: sender)
    }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.backgroundColor = .systemBackground
        v.clipsToBounds = true
        view = v
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        installGestures(on: v)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        settleCollapse()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        settleCollapse()
        applyAutomaticDisplayModeForNewSize()
        layoutColumns()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        settleCollapse()
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // An automatic display mode follows the new shape once the view has it, after the
        // traits (which may collapse the split instead) have changed.
        pendingAutomaticSize = size
    }

    /// The primary column decides the status bar while collapsed, the secondary otherwise.
    open override var childForStatusBarStyle: UIViewController? {
        isCollapsedStorage ? columnControllers[.primary] : columnControllers[.secondary]
    }
    open override var childForStatusBarHidden: UIViewController? { childForStatusBarStyle }
}

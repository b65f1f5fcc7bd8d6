@_spi(Testing) import QuartzCore

/// Manages a view hierarchy: its life cycle, appearance, children and traits, as UIKit's
/// `UIViewController`.
///
/// Overridable methods are declared here because Swift lets subclasses override only what a
/// class body declares; their behaviour lives in the `UIViewController+*.swift` extensions.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    var viewStorage: UIView?
    package var appearance = AppearanceState()
    var pendingIsAppearing = false
    var childList: [UIViewController] = []
    weak var parentStorage: UIViewController?
    var movingToParent = false
    var movingFromParent = false
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var lastTraitCollection: UITraitCollection?
    var traitRegistrations = TraitRegistrations()
    var lastSafeAreaInsets = UIEdgeInsets.zero
    var preferredContentSizeStorage = CGSize.zero
    var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero
    var lastAppearanceAnimated = false
    /// True while a transition (root install, presentation, container transition) drives this
    /// controller's appearance, so window moves do not send callbacks of their own.
    var isDrivenByTransition = false

    var editingStorage = false
    var editButtonItemStorage: UIBarButtonItem?

    // Presentation state (used by Presentation/ and Transitions/).
    weak var activeTransitionStorage: TransitionDriver?
    /// The transitions this controller runs as container (presenter, navigation controller,
    /// parent of a child swap, tab bar controller), one per domain, retained until they end:
    /// the one busy rule (see Transitions/TransitionKind.swift).
    var containerTransitions: [TransitionDomain: TransitionDriver] = [:] {
        didSet {
            let was = oldValue[.modal], now = containerTransitions[.modal]
            guard was !== now else { return }
            was?.countsAsModalContainer(false)
            now?.countsAsModalContainer(true)
        }
    }
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var modalPresentationStyleStorage: UIModalPresentationStyle = .automatic
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// Safe-area space a container's bars add above this controller's view.
    var systemSafeAreaExtraTop: CGFloat = 0 {
        didSet { if oldValue != systemSafeAreaExtraTop { viewStorage?.markSafeAreaChangedInSubtree() } }
    }
    /// Safe-area space a container's bars add below this controller's view (a tab bar).
    var systemSafeAreaExtraBottom: CGFloat = 0 {
        didSet { if oldValue != systemSafeAreaExtraBottom { viewStorage?.markSafeAreaChangedInSubtree() } }
    }
    var registeredSegues: [String: (UIViewController) -> UIStoryboardSegue] = [:]
    var registeredUnwindActions: [String: Selector] = [:]
    /// The storyboard the controller came from (Storyboards/).
    var storyboardStorage: UIStoryboard?
    /// The storyboard scene's view hierarchy, waiting for `loadView` (Storyboards/Loading/).
    var storyboardPendingView: StoryboardPendingView?
    /// The storyboard scene's segues (Storyboards/Segues/).
    var storyboardSegues = StoryboardSegues()

    /// The animation used when this controller is presented (default `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Vends custom presentation objects; held weakly, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether this controller's view is covered by `.currentContext` presentations below it.
    open var definesPresentationContext = false
    /// Whether this context provider's transition style replaces the presented controller's.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presentation refuses interactive dismissal.
    open var isModalInPresentation = false
    /// Whether a non-full-screen presentation takes over status bar appearance.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The name of the nib `loadView` loads the view from.
    public let nibName: String?
    /// The bundle of the nib.
    public let nibBundle: Bundle?
    /// The world that made the controller (used until its view is in a window).
    let homeLoop = MainLoop.current

    /// Creates a view controller whose view `loadView` loads from the nib `nibNameOrNil`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        LifetimeTracker.track(self)
    }

    /// Creates a view controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a view controller from a storyboard scene's archive.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        LifetimeTracker.track(self)
        (coder as? StoryboardCoder)?.applyBase?(self)
    }

    // Its view, if it outlives the controller, loses the controller's insets from its safe area.
    deinit {
        // Only insets of its own change its view's safe area (the deinit may run off the main
        // actor, so the view's kept values are not reached from here: every view works its
        // values out again).
        let top = systemSafeAreaExtraTop
        let bottom = systemSafeAreaExtraBottom
        let additional = additionalSafeAreaInsetsStorage
        if top != 0 || bottom != 0 || additional != .zero {
            UIView.safeAreaEpoch &+= 1
        }
    }

    /// A title for containers to show; setting it also titles the navigation and tab bar items.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }
    /// Whether a tab bar controller's bar hides while this controller is in a navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// The edges the view extends under a container's bars (all by default). Kept: a container
    /// lays children out under its bars here whatever it says, which the console reports.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != .all { unimplemented("UIViewController.edgesForExtendedLayout") } }
    }
    /// Whether the view extends under opaque bars too (kept, as `edgesForExtendedLayout`).
    open var extendedLayoutIncludesOpaqueBars = false

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { installView(newValue) }
    }

    /// The next responder: the view's superview, or the parent or presenting controller.
    open override var next: UIResponder? {
        viewStorage?.superview ?? parentStorage
    }

    // MARK: Life cycle hooks

    /// Creates the root view: the storyboard scene's or the nib's view, else a plain view the
    /// size of the screen.
    open func loadView() {
        if loadViewFromArchive() { return }
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
    }
    /// Called once after the view loads.
    open func viewDidLoad() {}
    /// Called before the view is added to a window hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after the view is in the hierarchy and has its traits and
    /// geometry, before it is laid out.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared (after any animation).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Updates the root view's constraints in the update-constraints pass (call `super` last).
    open func updateViewConstraints() { viewStorage?.updateConstraints() }
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Containment hooks

    /// Called before the controller is added to (or removed from, with nil) a parent.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { movingFromParent = true } else { movingToParent = true }
    }
    /// Called after the controller was added to (or removed from, with nil) a parent.
    open func didMove(toParent parent: UIViewController?) {
        if parent == nil { movingFromParent = false } else { movingToParent = false }
    }
    /// Whether appearance callbacks reach children automatically (true by default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Content container hooks

    /// The size the controller would like its view to be.
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            KeyValueObservers.willChange(self, "preferredContentSize")
            defer { KeyValueObservers.didChange(self, "preferredContentSize") }
            guard newValue != preferredContentSizeStorage else { return }
            preferredContentSizeStorage = newValue
            parentStorage?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Called when a child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of a child's view given the parent's size (the parent's size by default).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
    /// Called before the view's size changes; forwards to children and the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }
    /// Called before the trait collection changes; forwards to children.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in childList { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// Called after the trait collection changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Presentation hooks

    /// How the controller is presented modally (`.automatic` reads as `.pageSheet`).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { presentationStyleSetting }
        set { presentationStyleSetting = newValue }
    }

    /// The item a navigation bar shows for this controller (titled with the controller's title).
    open var navigationItem: UINavigationItem { navigationItemMakingIt }

    /// Presents a controller modally; the transition starts on the next run-loop turn.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, with none, this controller itself).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// Shows a controller in the primary context: the target of `show` up the hierarchy, else
    /// a modal presentation.
    open func show(_ vc: UIViewController, sender: Any?) {
        performShow(vc, sender: sender)
    }

    /// Shows a controller in the secondary (detail) context, else presents it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        performShowDetail(vc, sender: sender)
    }

    /// Takes a classic split view controller's secondary into this primary controller as the
    /// split collapses; the default does nothing, so the secondary is discarded.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}

    /// The secondary controller this primary controller gives back as a classic split view
    /// controller expands; the default gives none.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    /// The controller that handles `action`: this one when it can, else up the hierarchy.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        defaultTargetViewController(forAction: action, sender: sender)
    }

    /// Called before a segue runs; configure the destination here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue with `identifier` should run (true by default).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the segue with `identifier` (storyboard segues arrive with storyboards).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performSegueDefault(withIdentifier: identifier, sender: sender)
    }

    // MARK: Unwind hooks (UIViewController+Unwind.swift)

    /// The children an unwind segue may search for its destination, in order; by default the
    /// children minus the one holding the source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }

    /// Whether this controller is the destination of an unwind segue with `action`: by default,
    /// when it implements the action and is not `fromViewController`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    {
        // [U] The iOS 13 method asks the one it replaced, so an override of either is honoured.
        canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any)
    }

    /// Whether this controller is the destination of an unwind segue with `action` (before
    /// iOS 13; `canPerformUnwindSegueAction(_:from:sender:)` asks it).
    @available(iOS, deprecated: 13.0, renamed: "canPerformUnwindSegueAction(_:from:sender:)")
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
    ) -> Bool {
        defaultCanPerformUnwindSegueAction(action, from: fromViewController)
    }

    /// The destination of an unwind segue within this controller's subtree (before iOS 9);
    /// the search still asks it at each step, so an override decides there.
    @available(iOS, deprecated: 9.0)
    open func forUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any?
    )
        -> UIViewController?
    {
        defaultUnwindDestination(for: action, from: fromViewController, sender: sender)
    }

    /// A custom segue for unwinding to `toViewController`, asked of the controller where the
    /// destination was found (before iOS 9); nil (the default) runs the standard unwind.
    @available(iOS, deprecated: 9.0)
    open func segueForUnwinding(
        to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
    ) -> UIStoryboardSegue? { nil }

    /// Called on each controller on an unwind segue's way down to its destination;
    /// containers show `subsequentVC` (navigation pops, tabs select, split views will show
    /// it). Does nothing by default; non-container controllers should not override it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Status bar hooks

    /// The status bar style the controller prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose status bar style is used instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the controller prefers the home indicator hidden.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose home-indicator preference is used instead of this controller's.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The screen edges whose system gestures wait for the app's own gestures first.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred screen edges are used instead of this controller's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    // MARK: Orientation hooks

    /// The interface orientations the controller supports (`.allButUpsideDown` on iPhone, `.all`
    /// on iPad); the window's root or topmost full-screen controller decides rotations.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { defaultSupportedInterfaceOrientations }
    /// The orientation the controller prefers when presented full screen.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        defaultPreferredInterfaceOrientation
    }
    /// Whether the controller's contents rotate with the device (deprecated in UIKit; true).
    open var shouldAutorotate: Bool { true }

    // MARK: Editing, memory and restoration hooks (UIViewController+Editing.swift)

    /// Whether the controller's view is in editing mode; setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing mode on or off and updates `editButtonItem`; subclasses call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        updateEditButtonItem()
    }
    /// The app is low on memory: release what can be made again (nothing by default).
    open func didReceiveMemoryWarning() {}
    /// The identifier UIKit's state restoration saves the controller under.
    open var restorationIdentifier: String?
    /// The class that makes the controller again at restoration.
    open var restorationClass: UIViewControllerRestoration.Type?
    /// Saves the controller's state for restoration (never called here: restoration does not run).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the controller's saved state (never called here: restoration does not run).
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Restoration has finished for every object (never called here).
    open func applicationFinishedRestoringState() {}
}

/// The style of the status bar, as `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// An object that manages child content sizes, as `UIContentContainer`.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The preferred size of the container's content.
    var preferredContentSize: CGSize { get }
}

extension UIViewController: UIContentContainer {}

/// A stack of view controllers with a bar on top, as UIKit's `UINavigationController`.
///
/// Pushes and pops are transitions run by the shared `TransitionDriver`: the stack changes at
/// once (`viewControllers` is already updated inside the appearance callbacks), the animator
/// (the delegate's or the standard slide) runs, and the appearance callbacks follow UIKit's
/// navigation order, where the disappearing controller finishes first.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of navigation transition, as `UINavigationController.Operation`.
    public enum Operation: Int, Sendable { case none, push, pop }

    var stack: [UIViewController] = []
    /// The edge-swipe pop (see `UINavigationController+InteractivePop.swift`).
    var edgePopRecognizer: UIScreenEdgePanGestureRecognizer?
    var interactivePopDriver: InteractivePopDriver?
    /// The interaction controller of an edge-swipe pop about to be requested (what the swipe
    /// does on `.began`; tests set it to drive a pop as the swipe would).
    var pendingInteractivePop: UIViewControllerInteractiveTransitioning? {
        get { interactivePopDriver?.beginningPop }
        set { interactivePopDriver?.beginningPop = newValue }
    }
    let contentView = UIView()
    var deferredDidMove: UIViewController?
    /// How many controllers at the bottom of the stack the bar's items already mirror, so a
    /// push or pop hands the bar only the part of the stack that changed.
    var barMirroredCount = 0
    /// The bars' safe-area extras every controller on the stack has (nil: not yet given).
    var appliedBarExtras: (top: CGFloat, bottom: CGFloat)?

    /// Customises transitions; held weakly.
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden (already true while it animates out).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// The toolbar at the bottom, showing the top controller's `toolbarItems`.
    public var toolbar: UIToolbar! { toolbarStorage }
    /// Whether the toolbar is hidden (the default).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// How long the bars take to slide in or out, as `UINavigationController.hideShowBarDuration`.
    public static let hideShowBarDuration: CGFloat = 0.2

    var navigationBarHiddenStorage = false
    var toolbarHiddenStorage = true
    let toolbarStorage = UIToolbar()

    /// Creates a navigation controller with a root controller (a designated initializer, as in
    /// UIKit, so a subclass's initializer can call it on `super`).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        navigationBar.controller = self
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
        navigationBar.controller = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        definesPresentationContext = true
        navigationBar.controller = self
    }

    /// The stack, bottom first; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: a controller presented on the navigation
    /// controller, else the top of the stack.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Pushes a controller on the stack, animating with the delegate's animator or the slide.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; nil (and nothing happens) at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { performPop(animated: animated) }

    /// Pops down to the root and returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { performPopToRoot(animated: animated) }

    /// Pops down to `viewController` and returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// Replaces the stack with one transition: a pop if the new top was below the old top,
    /// none if it is the old top, a push if it is new.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// Navigation controllers handle `show(_:sender:)` by pushing.
    open override func respondsToAction(_ action: Selector) -> Bool { action == .show }

    /// Pushes `vc`, as UIKit's `show(_:sender:)` does for navigation controllers.
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    /// Unwind segues search the stack from the top down.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        super.allowedChildrenForUnwinding(from: source).reversed()
    }

    /// Pops to `subsequentVC` when it is on the stack below the top.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard stack.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        popToViewController(subsequentVC, animated: UIView.areAnimationsEnabled)
    }

    /// Pushes a collapsing split view controller's secondary onto the stack.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        splitViewController.pushCollapsedSecondary(secondaryViewController, onto: self)
    }

    /// Pops what a collapsed split view controller pushed and returns it as its secondary.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        splitViewController.popSeparatedSecondary(from: self)
    }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = v.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(contentView)
        v.addSubview(navigationBar)
        toolbarStorage.isHidden = true
        v.addSubview(toolbarStorage)
        view = v
        installInteractivePop(on: v)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = stack.last { install(top) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let vc = deferredDidMove {
            deferredDidMove = nil
            if vc.parentStorage === self { vc.didMove(toParent: self) }
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutBar()
    }

    /// Shows or hides the bar, sliding it up out of (or down into) view when animated; the
    /// children's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        performSetNavigationBarHidden(hidden, animated: animated)
    }

    /// Shows or hides the toolbar, sliding it down out of (or up into) view when animated; the
    /// children's safe area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        performSetToolbarHidden(hidden, animated: animated)
    }

    /// Puts a controller's view in the content area without a transition.
    func install(_ vc: UIViewController) {
        guard isViewLoaded else { return }
        let v = vc.view!
        v.frame = contentView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(v)
        layoutBar()
    }
}

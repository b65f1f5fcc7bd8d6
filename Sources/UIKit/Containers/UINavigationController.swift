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

    package var stack: [UIViewController] = []
    /// The edge-swipe pop (see `UINavigationController+InteractivePop.swift`).
    package var edgePopRecognizer: UIScreenEdgePanGestureRecognizer?
    package var interactivePopDriver: InteractivePopDriver?
    /// The interaction controller of an edge-swipe pop about to be requested (what the swipe
    /// does on `.began`; tests set it to drive a pop as the swipe would).
    package var pendingInteractivePop: UIViewControllerInteractiveTransitioning? {
        get { interactivePopDriver?.beginningPop }
        set { interactivePopDriver?.beginningPop = newValue }
    }
    package let contentView = UIView()
    package var deferredDidMove: UIViewController?

    /// Customises transitions; held weakly.
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Creates a navigation controller with a root controller.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        definesPresentationContext = true
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
        view = v
        installInteractivePop(on: v)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
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

    package func layoutBar() {
        guard let v = viewIfLoaded else { return }
        let top = v.safeAreaInsets.top - (isNavigationBarHidden ? 0 : 0)
        navigationBar.frame = CGRect(x: 0, y: top - barSafeAreaContribution, width: v.bounds.width, height: 44)
        navigationBar.update(for: stack)
        for child in stack {
            child.systemSafeAreaExtraTop = isNavigationBarHidden ? 0 : 44
        }
        // A controller that hides the bottom bar may have joined or left the stack.
        if let tabs = parentStorage as? UITabBarController, tabs.isViewLoaded { tabs.layoutTabBar() }
    }

    /// The part of this view's own safe-area top that the bar contributed (none: the bar
    /// extends the children's safe area, not the container's).
    private var barSafeAreaContribution: CGFloat { 0 }

    /// Shows or hides the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        layoutBar()
        for child in stack { child.viewIfLoaded?.markSafeAreaChangedInSubtree() }
    }

    /// Puts a controller's view in the content area without a transition.
    package func install(_ vc: UIViewController) {
        guard isViewLoaded else { return }
        let v = vc.view!
        v.frame = contentView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(v)
        layoutBar()
    }
}

/// The bar at the top of a navigation controller: the top item's title and a back button
/// titled after the previous item, as `UINavigationBar`.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    package let titleLabel = UILabel()
    package let backLabel = UILabel()
    package var backAction: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.textAlignment = .center
        titleLabel.font = .boldSystemFont(ofSize: 17)
        backLabel.textColor = .systemBlue
        backLabel.font = .systemFont(ofSize: 17)
        addSubview(titleLabel)
        addSubview(backLabel)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 90, dy: 0)
        backLabel.frame = CGRect(x: 8, y: 0, width: 90, height: bounds.height)
    }

    package func update(for stack: [UIViewController]) {
        let top = stack.last
        titleLabel.text = top?.navigationItem.title ?? top?.title
        if stack.count > 1, top?.navigationItem.hidesBackButton != true {
            let previous = stack[stack.count - 2]
            let title =
                previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
            backLabel.text = "‹ " + title
            backLabel.isHidden = false
        } else {
            backLabel.isHidden = true
        }
    }

    /// The back button was tapped.
    package func tapBack() { backAction?() }
}

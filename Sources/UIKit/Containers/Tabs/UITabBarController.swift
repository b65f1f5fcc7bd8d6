/// A row of tabs at the bottom, each showing one child controller, as UIKit's
/// `UITabBarController`.
///
/// Every controller in `viewControllers` is a child; only the selected one's view is in the
/// content area. Switching tabs is a transition run by the shared `TransitionDriver`
/// (`TabSwitchTransition`): the old tab hears "will disappear", the new one "will appear",
/// then the old one "did disappear" and the new one "did appear"; a delegate's animator and
/// interaction controller run it with a transition coordinator, as for pushes.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var tabs: [UIViewController] = []
    /// The selected tab's index, or `NSNotFound` while the More list itself is selected.
    var selectedIndexStorage = 0
    /// Made on first use (UIKit always has one, shown only when tabs overflow).
    var moreNavigationStorage: UINavigationController?
    /// The area the selected tab's view fills (the whole view: children extend under the bar,
    /// whose height their safe area leaves out).
    let transitionView = UIView()

    /// Customises selection and tab transitions; held weakly.
    open weak var delegate: UITabBarControllerDelegate?
    /// The bar at the bottom.
    public let tabBar = UITabBar()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.controller = self
    }

    /// The controllers of the tabs, left to right; setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, keeping the selected controller when it stays, else the same index
    /// when it exists, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        performSetViewControllers(viewControllers ?? [], animated: animated)
    }

    /// The index of the selected tab (`NSNotFound` with no tabs, or while the More navigation
    /// controller's list is selected); setting it selects that tab without asking the delegate.
    open var selectedIndex: Int {
        get { tabs.isEmpty ? NSNotFound : selectedIndexStorage }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(index: newValue)
        }
    }

    /// The selected tab's controller; setting it selects that tab without asking the delegate.
    open var selectedViewController: UIViewController? {
        get {
            if selectedIndexStorage == NSNotFound { return showsMoreTab ? moreNavigationController : nil }
            return tabs.indices.contains(selectedIndexStorage) ? tabs[selectedIndexStorage] : nil
        }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationStorage, showsMoreTab {
                select(index: NSNotFound)
                return
            }
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index: index)
        }
    }

    /// The navigation controller listing the tabs that do not fit in the bar; never one of
    /// `viewControllers`.
    open var moreNavigationController: UINavigationController {
        if let more = moreNavigationStorage { return more }
        let more = makeMoreNavigationController()
        moreNavigationStorage = more
        return more
    }

    /// The tabs the user may rearrange in the More list (all of them unless set; the editing
    /// interface is not built).
    open var customizableViewControllers: [UIViewController]?

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.frame = v.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.addSubview(transitionView)
        v.addSubview(tabBar)
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let selected = displayedController { install(selected) }
        layoutTabBar()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTabBar()
    }

    /// Selects the tab of `subsequentVC`.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard tabs.contains(where: { $0 === subsequentVC }) else { return }
        selectedViewController = subsequentVC
    }

    /// The selected tab decides the status bar's style and visibility.
    open override var childForStatusBarStyle: UIViewController? { displayedController }
    open override var childForStatusBarHidden: UIViewController? { displayedController }

    /// Standalone-bar delegate conformance (the controller's bar reports through
    /// `userSelected(_:)`).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

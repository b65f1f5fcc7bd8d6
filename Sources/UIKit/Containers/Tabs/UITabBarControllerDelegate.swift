/// Hears about and customises a tab bar controller's selection, as
/// `UITabBarControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected (not asked for programmatic changes).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// Called after the user selected a tab (also when tapping the selected one).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// An animator for switching tabs (nil: no animation).
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for an animated tab switch (nil: not interactive).
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UIViewController {
    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: UITabBarController? {
        var p = parentStorage
        while let c = p {
            if let t = c as? UITabBarController { return t }
            p = c.parentStorage
        }
        return nil
    }

    /// The item a tab bar shows for this controller, made on first use with the controller's
    /// title (setting `title` later updates it).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parentStorage as? UITabBarController)?.updateTabBarItems()
        }
    }
}

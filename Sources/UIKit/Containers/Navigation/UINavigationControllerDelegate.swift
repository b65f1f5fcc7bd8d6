/// Hears about and customises a navigation controller's transitions, as
/// `UINavigationControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before a controller's view is shown (after the appearance "will" callbacks).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after a controller's view was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// An animator for the push or pop (nil: the standard slide).
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for the animator (needed for interactive transitions).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UIViewController {
    /// The nearest navigation controller up the parent chain.
    public var navigationController: UINavigationController? {
        var p = parentStorage
        while let c = p {
            if let n = c as? UINavigationController { return n }
            p = c.parentStorage
        }
        return nil
    }
}

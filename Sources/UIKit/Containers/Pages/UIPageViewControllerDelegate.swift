/// Hears about a page view controller's gesture-driven turns and chooses its spine, as
/// `UIPageViewControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Called before a gesture-driven turn begins, with the pages it brings.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Called after a gesture-driven turn ends; `completed` is false when the user cancelled it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for a new interface orientation (page-curl style).
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// The interface orientations the page view controller supports.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    /// The interface orientation preferred when the page view controller is presented.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Not implemented: the spine stays where it is.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation {
        pageViewController.spineMethodMissing = true
        return pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { .all }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { .portrait }
}

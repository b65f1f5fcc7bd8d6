/// Provides a page view controller's pages on demand, as `UIPageViewControllerDataSource`.
/// The presentation methods are optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots the page indicator shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot the page indicator highlights after `setViewControllers`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationMethodsMissing = true
        return 0
    }
    /// Not implemented: no page indicator.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationMethodsMissing = true
        return 0
    }
}

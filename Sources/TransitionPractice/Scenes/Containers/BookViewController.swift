import UIKit

/// Seed 004's page view sample: the colours as pages, turned by a sideways swipe (scroll style)
/// or by a tap or drag near an edge (page-curl style).
public final class BookViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
{
    /// A scene of Main.storyboard, which gives the transition style, the title and the Done
    /// item wired to `done(_:)`; the first page is made here.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        dataSource = self
        delegate = self
        setViewControllers([SwatchViewController(Swatch.all[0])], direction: .forward, animated: false)
    }

    /// The index in `Swatch.all` of the page on show.
    public var pageIndex: Int? {
        (viewControllers?.first as? SwatchViewController).flatMap { page in
            Swatch.all.firstIndex { $0.name == page.swatch.name }
        }
    }

    @IBAction func done(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    private func page(at index: Int) -> UIViewController? {
        Swatch.all.indices.contains(index) ? SwatchViewController(Swatch.all[index]) : nil
    }

    private func index(of page: UIViewController) -> Int {
        guard let swatch = (page as? SwatchViewController)?.swatch else { return 0 }
        return Swatch.all.firstIndex { $0.name == swatch.name } ?? 0
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        page(at: index(of: viewController) - 1)
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        page(at: index(of: viewController) + 1)
    }

    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        Trace.shared.record("Book.didFinishAnimating(completed: \(completed), page: \(pageIndex ?? -1))")
    }
}

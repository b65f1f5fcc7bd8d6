@_spi(Testing) import QuartzCore

extension UIViewController {
    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: UIView? { viewStorage }

    /// Loads the view now if it is not loaded yet (`loadView` then `viewDidLoad`).
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil {
            // UIKit would crash on a loadView that sets no view; give it an empty one instead.
            Diagnostics.log(in: homeLoop, "\(description) loadView did not set a view; using an empty UIView.")
            installView(UIView(frame: UIScreen.main.bounds))
        }
        // A storyboard's embed segues run as the container's view loads, before its viewDidLoad.
        performStoryboardEmbedSegues()
        viewDidLoad()
    }

    func installView(_ newView: UIView?) {
        viewStorage?.owningViewController = nil
        viewStorage = newView
        newView?.owningViewController = self
    }

    /// Whether the root view is inside `ancestor`'s root view.
    func viewIsInHierarchy(of ancestor: UIViewController) -> Bool {
        guard let v = viewStorage, let a = ancestor.viewStorage else { return false }
        return v.isDescendant(of: a)
    }
}

import Foundation

extension UIViewController {
    /// The storyboard the controller was instantiated from, nil for one made in code.
    public var storyboard: UIStoryboard? { storyboardStorage }

    /// Installs the storyboard scene's view, or loads `nibName`'s nib with the controller as
    /// File's Owner; false when neither gives a view (loadView then makes a plain one).
    func loadViewFromArchive() -> Bool {
        if let pending = storyboardPendingView {
            storyboardPendingView = nil
            view = pending.view
            pending.connect()
            return true
        }
        guard let nibName else { return false }
        do {
            _ = try UINib(nibName: nibName, bundle: nibBundle).instantiateThrowing(owner: self, options: [:])
        } catch {
            StoryboardErrors.report(error, in: homeLoop)
            return false
        }
        guard viewStorage != nil else {
            Diagnostics.log(
                in: homeLoop,
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set."
            )
            return false
        }
        return true
    }
}

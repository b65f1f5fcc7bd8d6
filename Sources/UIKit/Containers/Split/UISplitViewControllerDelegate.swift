/// Hears about and customises a split view controller's display modes, collapsing, expanding
/// and showing, as `UISplitViewControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Called before the display mode changes.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Called before a column shows (column-style splits).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Called before a column hides (column-style splits).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The column shown on top when collapsing (column-style splits).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode used when expanding.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// Called after the split collapsed to one column.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Called after the split expanded to several columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Whether the delegate merged the secondary into the primary itself when collapsing
    /// (classic splits); false lets the split push it onto a navigation primary.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary controller to show when expanding (classic splits); nil lets the split
    /// pop it off a navigation primary.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// The display mode a tap on `displayModeButtonItem` goes to (`.automatic`: the split
    /// chooses).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Whether the delegate handled `show(_:sender:)` itself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Whether the delegate handled `showDetailViewController(_:sender:)` itself.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
        .automatic
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
}

extension UIViewController {
    /// The nearest split view controller up the parent chain.
    public var splitViewController: UISplitViewController? {
        var p = parentStorage
        while let c = p {
            if let s = c as? UISplitViewController { return s }
            p = c.parentStorage
        }
        return nil
    }
}

extension UISplitViewController.DisplayMode {
    /// The secondary alone (renamed `secondaryOnly` in iOS 14).
    @available(*, deprecated, renamed: "secondaryOnly")
    public static let primaryHidden = UISplitViewController.DisplayMode.secondaryOnly
    /// The primary beside the secondary (renamed `oneBesideSecondary` in iOS 14).
    @available(*, deprecated, renamed: "oneBesideSecondary")
    public static let allVisible = UISplitViewController.DisplayMode.oneBesideSecondary
    /// The primary over the secondary (renamed `oneOverSecondary` in iOS 14).
    @available(*, deprecated, renamed: "oneOverSecondary")
    public static let primaryOverlay = UISplitViewController.DisplayMode.oneOverSecondary
}

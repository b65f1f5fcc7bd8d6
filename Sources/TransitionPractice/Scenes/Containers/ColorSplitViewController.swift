import UIKit

/// The split sample's primary column: the list of colours. A tap shows the colour as the
/// detail, wherever the split view controller decides that goes.
public final class SwatchListViewController: MenuListViewController {
    public override var traceName: String { "SwatchList" }

    public override init() {
        super.init()
        title = "Colours"
        for swatch in Swatch.all {
            addRow(swatch.name) { [unowned self] in
                showDetailViewController(SwatchViewController(swatch), sender: self)
            }
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: SwatchListViewController.done)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func done(_ sender: UIBarButtonItem) {
        splitViewController?.dismiss(animated: true)
    }
}

/// Seed 004's split view: the colour list beside the chosen colour when the width is regular,
/// one navigation stack when it is compact.
public final class ColorSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    public let list = SwatchListViewController()

    /// The scene of Main.storyboard (a double-column split); the columns are made here.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        preferredDisplayMode = .oneBesideSecondary
        setViewController(list, for: .primary)
        setViewController(SwatchViewController(Swatch.all[0]), for: .secondary)
        delegate = self
    }

    /// The colour on show: the secondary column's, or the one pushed over the list when collapsed.
    public var shownSwatch: SwatchViewController? {
        let column: Column = isCollapsed ? .primary : .secondary
        // The column answers with the controller set for it, or a navigation controller put there.
        let shown = viewController(for: column)
        let nav = shown as? UINavigationController ?? shown?.navigationController
        return nav?.topViewController as? SwatchViewController
    }

    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposed: Column
    ) -> Column {
        // Collapsing keeps the colour on show, as Mail keeps the open message.
        Trace.shared.record("Split.collapse(top: \(proposed))")
        return proposed
    }
}

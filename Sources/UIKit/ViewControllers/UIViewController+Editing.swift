import Foundation

extension UIViewController {
    /// A bar button item that toggles editing mode, titled Edit or Done (bold) to match it.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: UIViewController.toggleEditing)
        editButtonItemStorage = item
        updateEditButtonItem()
        return item
    }

    private func toggleEditing() { setEditing(!isEditing, animated: true) }

    func updateEditButtonItem() {
        guard let item = editButtonItemStorage else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}

/// A class that makes a view controller again during state restoration, as
/// `UIViewControllerRestoration`.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration: AnyObject {
    /// Returns the controller for a restoration identifier path, or nil to skip it.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
}

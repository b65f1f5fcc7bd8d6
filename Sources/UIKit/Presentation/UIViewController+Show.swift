extension UIViewController {
    /// `targetViewController(forAction:sender:)`: this controller when it can perform the
    /// action, else the first parent (or presenter) up the hierarchy that can; nil if none.
    func defaultTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let c = candidate {
            if c.canPerformAction(action, withSender: sender) { return c }
            // The walk passes from a presented controller to its presenter (statement 128's
            // uncertain case: the most plausible reading).
            candidate = c.parentStorage ?? c.presentingStorage
        }
        return nil
    }

    /// `show(_:sender:)`: forwards to the target that handles it, else presents modally.
    func performShow(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// `showDetailViewController(_:sender:)`: forwards to the target, else presents modally.
    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
}

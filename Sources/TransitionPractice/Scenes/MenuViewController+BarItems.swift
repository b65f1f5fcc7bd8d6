import UIKit

extension MenuViewController {
    /// Puts "Actions" on the left of the navigation bar and "About" on the right.
    func installBarButtonItems() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Actions", style: .plain, target: self, action: MenuViewController.showActions)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "About", style: .plain, target: self, action: MenuViewController.showAbout)
    }

    /// Shows what the app is in an alert with a single OK button.
    func showAbout(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(
            title: "Transition Practice", message: "Every UIKit transition, rebuilt on Linux.", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { [unowned self] _ in chose("OK") })
        present(alert, animated: true)
    }

    /// Offers two things to do with the menu in an action sheet, with Cancel.
    func showActions(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: nil, message: "Menu actions", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share Tour", style: .default) { [unowned self] _ in chose("Share Tour") })
        sheet.addAction(
            UIAlertAction(title: "Reset Tour", style: .destructive) { [unowned self] _ in chose("Reset Tour") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [unowned self] _ in chose("Cancel") })
        // On an iPad the sheet is a popover and needs an anchor: the bar's leading corner,
        // where the item sits (this UIKit's popover has no `barButtonItem` anchor yet).
        if let popover = sheet.popoverPresentationController, let bar = navigationController?.navigationBar {
            popover.sourceView = bar
            popover.sourceRect = CGRect(x: 0, y: 0, width: 100, height: bar.bounds.height)
        }
        present(sheet, animated: true)
    }

    private func chose(_ title: String) {
        lastAlertChoice = title
        Trace.shared.record("Menu.alertAction(\(title)) presented=\(presentedViewController != nil)")
    }
}

import UIKit

extension MenuViewController {
    /// Shows what the app is in an alert with a single OK button: the action of the storyboard's
    /// "About" item on the right of the navigation bar.
    @IBAction func showAbout(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(
            title: "Transition Practice", message: "Every UIKit transition, rebuilt on Linux.", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { [unowned self] _ in chose("OK") })
        present(alert, animated: true)
    }

    /// Offers two things to do with the menu in an action sheet, with Cancel: the action of the
    /// storyboard's "Actions" item on the left of the navigation bar.
    @IBAction func showActions(_ sender: UIBarButtonItem) {
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

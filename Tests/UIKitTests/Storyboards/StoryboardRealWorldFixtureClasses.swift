import Foundation
import UIKit

// Classes of Resources/Legacy.storyboard, written the way iOS apps write them: a static
// settings table, an action named by its Objective-C selector, an `@IBSegueAction` and an
// inspectable declared in an extension of UIView.

/// The static settings table: outlets into its cells and into the navigation item's title view.
final class SBSettingsViewController: UITableViewController {
    var versionLabel: UILabel!
    var titleBadge: UIView!
    var optionSwitch: UISwitch!
    var events: [String] = []

    /// Interface Builder names it `selectionChangedFrom:`.
    @IBAction func selectionChanged(from sender: UISwitch) { events.append("selectionChanged(on: \(sender.isOn))") }

    /// The target of an action Xcode kept across scenes (the loader skips that connection).
    func refresh() { events.append("refresh") }

    /// The segue action the "Made" item's segue names (`makeGuides:sender:segueIdentifier:`).
    func makeGuides(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> SBLegacyGuidesViewController? {
        events.append("makeGuides(\(segueIdentifier ?? "nil"), \(sender.map { "\(type(of: $0))" } ?? "nil"))")
        let made = SBLegacyGuidesViewController(coder: coder)
        made?.madeBy = "segue action"
        return made
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("shouldPerformSegue(\(identifier))")
        return true
    }
}

/// A bar button item of the app's own class with an inspectable, as libraries' animatable items
/// are.
final class SBBadgeBarButtonItem: UIBarButtonItem {
    var badgeText: String?
}

/// A scene of an Xcode 8 document: constraints to the top and bottom layout guides, and an AR
/// scene view (not available here) holding a button.
final class SBLegacyGuidesViewController: UIViewController {
    var topLabel: UILabel!
    var bottomBox: UIView!
    var map: UIView!
    /// A view beside the controller in the scene, held weakly as outlets usually are.
    weak var logo: UIImageView?
    var madeBy = "storyboard"
}

extension UIView {
    /// An inspectable as apps declare them (`@IBInspectable` in an extension of UIView).
    var sbCornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}

import Foundation
import UIKit

// The custom classes the test storyboards and nibs in Resources/ name. They are top-level so
// the generated connection table (IBConnections plugin) can name them as Xcode's `customClass`
// does. Outlets are plain `var`s: `@IBOutlet` is the one attribute a port drops.

/// The Home scene: outlets to every kind of control, actions of each arity.
final class SBHomeViewController: UIViewController, UITextFieldDelegate {
    var titleLabel: UILabel!
    var closeButton: UIButton!
    var toggle: UISwitch!
    var badge: SBBadgeView!
    var imageWidth: NSLayoutConstraint!
    var controls: [UIControl] = []
    var events: [String] = []
    /// What `init?(coder:)` decoded.
    var decodedTitle: String?
    var decodedIdentifier: String?
    var decodedHasView = false

    required init?(coder: NSCoder) {
        decodedTitle = coder.decodeObject(forKey: "title") as? String
        decodedIdentifier = coder.decodeObject(forKey: "storyboardIdentifier") as? String
        decodedHasView = coder.containsValue(forKey: "view")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib(titleLabel: \(titleLabel != nil))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad(titleLabel: \(titleLabel?.text ?? "nil"))")
    }

    @IBAction func close(_ sender: Any) { events.append("close(\(type(of: sender)))") }

    // Two arguments: Swift on Linux rejects @IBAction here, so the port drops it.
    func tapped(_ sender: UIButton, forEvent event: UIEvent) {
        events.append("tapped(\(sender.title(for: .normal) ?? "-"))")
    }

    @IBAction func toggled(_ sender: UISwitch) { events.append("toggled(\(sender.isOn))") }

    @IBAction func add(_ sender: UIBarButtonItem) { events.append("add") }

    // No argument: Swift on Linux rejects @IBAction here too.
    func refresh() { events.append("refresh") }

    @IBAction func handleTap(_ recognizer: UITapGestureRecognizer) {
        events.append("handleTap(\(recognizer.numberOfTapsRequired))")
    }
}

/// A custom view with inspectable properties set by user-defined runtime attributes.
final class SBBadgeView: UIView {
    var badgeCount = 0
    var caption: String?
}

/// A table view controller whose prototype cell is dequeued by identifier.
final class SBNotesViewController: UITableViewController {
    var notes = ["One", "Two", "Three"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        (cell as? SBNoteCell)?.noteLabel.text = notes[indexPath.row]
        return cell
    }
}

/// The prototype cell, with an outlet into its content view.
final class SBNoteCell: UITableViewCell {
    var noteLabel: UILabel!
}

/// The scene of Profile.storyboard, reached through a storyboard reference.
final class SBProfileViewController: UIViewController {
    var nameLabel: UILabel!
}

/// File's Owner of SBCard.xib: not a view or controller, just an object with outlets.
final class SBCardOwner: NSObject {
    var card: SBCardView?
    var titleLabel: UILabel!
    var opened: [String] = []

    @IBAction func open(_ sender: UIButton) { opened.append(sender.title(for: .normal) ?? "-") }
}

/// The top-level view of SBCard.xib; records whether its outlet was set by `awakeFromNib`.
final class SBCardView: UIView {
    var badgeLabel: UILabel!
    var badgeSetAtAwake: Bool?

    override func awakeFromNib() {
        super.awakeFromNib()
        badgeSetAtAwake = badgeLabel != nil
    }
}

/// A controller whose view comes from SBDetailViewController.xib.
final class SBDetailViewController: UIViewController {
    var nameLabel: UILabel!
}

/// The first scene of Unwinding.storyboard: its exit connection's action is found in the
/// connection table the plugin generated from this module's sources.
final class SBUnwindMenuViewController: UIViewController {
    var unwound: [String] = []

    @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {
        unwound.append("\(segue.identifier ?? "nil") from \(type(of: segue.source))")
    }
}

/// The scene Unwinding.storyboard's custom segue presents; its Done button unwinds.
final class SBUnwindDetailViewController: UIViewController {}

/// The custom segue class Unwinding.storyboard names, made through the generated table.
final class SBCoverSegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        Self.performed.append(identifier ?? "nil")
        source.present(destination, animated: false)
    }
}

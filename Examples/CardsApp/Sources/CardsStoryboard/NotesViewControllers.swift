import UIKit

// An older storyboard app in Swift 5 language mode, as `uikit-port` leaves it: outlets are
// plain `weak var`s, actions keep `@IBAction`. Notes.storyboard is an Xcode 8 document (top
// and bottom layout guides, a `push` segue, a custom segue, an unwind, an action named by its
// Objective-C selector, an inspectable declared in an extension of UIView).

/// The menu: the storyboard's root, the unwind destination.
public class NotesMenuViewController: UIViewController {
    public weak var headerLabel: UILabel!
    public weak var badge: UIView!
    public private(set) var events: [String] = []
    public private(set) var preparedNote: String?

    @IBAction func selectionChanged(from sender: UISegmentedControl) {
        events.append("selectionChanged(\(sender.selectedSegmentIndex))")
    }

    @IBAction func unwindToNotes(_ segue: UIStoryboardSegue) {
        events.append("unwindToNotes(from: \(type(of: segue.source)))")
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let note = segue.destination as? NoteViewController {
            note.text = segue.identifier == "fade" ? "Faded in" : "Pushed"
            preparedNote = note.text
        }
    }
}

/// A note, pushed or faded in.
public class NoteViewController: UIViewController {
    public weak var noteLabel: UILabel!
    public var text = ""
    public private(set) var starred = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        noteLabel.text = text
    }

    /// Interface Builder calls it `toggleStarWithSender:`.
    @IBAction func toggleStar(sender: UIButton) { starred.toggle() }
}

/// A custom segue that presents its destination cross-dissolving over full screen.
public class NotesFadeSegue: UIStoryboardSegue {
    public override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}

extension UIView {
    /// Rounded corners set from the storyboard's runtime attribute (an inspectable).
    public var roundness: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }
}

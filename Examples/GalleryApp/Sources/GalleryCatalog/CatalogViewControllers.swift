import UIKit

// A storyboard app in Swift 6 language mode: an `@IBSegueAction` (`makeDetails:`), a custom
// segue class, an action taking the event, and an unwind.

/// The catalog: the storyboard's root and the unwind destination.
public final class CatalogViewController: UIViewController {
    public var titleLabel: UILabel!
    public private(set) var events: [String] = []

    /// Interface Builder calls it `favorite:forEvent:`.
    func favorite(_ sender: UIButton, forEvent event: UIEvent) {
        events.append("favorite(\(sender.title(for: .normal) ?? ""))")
    }

    /// The segue action that makes the details controller, as `@IBSegueAction` methods do.
    func makeDetails(_ coder: NSCoder) -> DetailsViewController? {
        events.append("makeDetails")
        let details = DetailsViewController(coder: coder)
        details?.subject = "From the segue action"
        return details
    }

    @IBAction func unwindToCatalog(_ segue: UIStoryboardSegue) {
        events.append("unwindToCatalog(\(segue.identifier ?? ""))")
    }
}

/// Details, made by the segue action or by the storyboard.
public final class DetailsViewController: UIViewController {
    public var headline: UILabel!
    public var subject = "From the storyboard"

    public override func viewDidLoad() {
        super.viewDidLoad()
        headline.text = subject
    }
}

/// Presents its destination over full screen, cross-dissolving.
public final class CrossfadeSegue: UIStoryboardSegue {
    public override func perform() {
        destination.modalPresentationStyle = .overFullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}

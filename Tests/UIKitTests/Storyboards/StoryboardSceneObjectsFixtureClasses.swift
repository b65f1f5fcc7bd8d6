import Foundation
import UIKit

// Classes of Resources/SceneObjects.storyboard: a scene laid out per size class, a custom
// object beside a controller, and a gesture recognizer of a custom class.

/// Its headline is pinned 100 points down for compact widths and 300 elsewhere.
final class SBOVariationsViewController: UIViewController {
    weak var headline: UILabel!
    /// Strong: the note is not installed for compact widths, so nothing else holds it.
    var wideOnlyNote: UILabel!
}

/// Hosts a presenter object made by the storyboard.
final class SBOPresenterHostViewController: UIViewController {
    /// Weak, as Interface Builder's outlets to scene objects usually are: the scene keeps it.
    weak var presenter: SBOCardPresenter?
    weak var showButton: UIButton!
}

/// An object dragged from the library into the scene.
final class SBOCardPresenter: NSObject {
    weak var host: UIViewController?
    var presented: [String] = []

    @IBAction func present(_ sender: Any) { presented.append("\(type(of: sender))") }
}

/// A pan recognizer of the app's own class.
final class SBODragRecognizer: UIPanGestureRecognizer {
    let madeByApp = true
}

/// Holds the card and its recognizer.
final class SBODraggableViewController: UIViewController {
    var drag: SBODragRecognizer!
    weak var card: UIView!
    var drags = 0

    @IBAction func dragged(_ sender: SBODragRecognizer) { drags += 1 }
}

/// A scene with a frosted header, a pager and a custom segue named without a module.
final class SBOFrostedViewController: UIViewController, UIScrollViewDelegate {
    weak var caption: UILabel!
    weak var pager: UIScrollView!
}

/// A custom segue the document names without a module, as Objective-C-era documents do.
final class SBOSlideSegue: UIStoryboardSegue {
    override func perform() { source.present(destination, animated: false) }
}

/// A scroll view whose content, pinned to its edges, decides its content size.
final class SBOLongFormViewController: UIViewController {
    weak var scroller: UIScrollView!
    weak var panel: UIView!
}

/// What UIKit knows about an unwind segue while it looks for its destination, as
/// `UIStoryboardUnwindSegueSource`: the controller being unwound from, the action and the
/// sender. UIKit makes these; apps only read them.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The view controller being dismissed by the unwind segue.
    public let source: UIViewController
    /// The unwind action the destination must implement.
    public let unwindAction: Selector
    /// The object that triggered the unwind segue.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}

/// The way an unwind segue takes from its source to its destination: the controllers from the
/// ancestor where the destination was found down to the destination, and the presenter whose
/// presented controllers go when the source was presented above that ancestor.
@MainActor
struct UnwindRoute {
    /// The ancestor first, the destination last.
    let path: [UIViewController]
    /// The controller that dismisses what it presented, nil when nothing presented is left.
    let dismissingPresenter: UIViewController?
    var destination: UIViewController { path[path.count - 1] }
}

/// The segue an unwind performs: every controller on the route shows the next one
/// (`unwind(for:towards:)`), and the presented controllers above the destination's hierarchy
/// are dismissed. With a dismissal, the containers change without animation: they are covered
/// until the dismissal reveals them already showing the destination.
@preconcurrency @MainActor
final class UnwindSegue: UIStoryboardSegue {
    let route: UnwindRoute

    init(identifier: String?, source: UIViewController, route: UnwindRoute) {
        self.route = route
        super.init(identifier: identifier, source: source, destination: route.destination)
    }

    override func perform() {
        let steps = zip(route.path, route.path.dropFirst())
        guard let presenter = route.dismissingPresenter else {
            for (vc, next) in steps { vc.unwind(for: self, towards: next) }
            return
        }
        let animated = UIView.areAnimationsEnabled
        UIView.performWithoutAnimation {
            for (vc, next) in steps { vc.unwind(for: self, towards: next) }
        }
        presenter.dismiss(animated: animated)
    }
}

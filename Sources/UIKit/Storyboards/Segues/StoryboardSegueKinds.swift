// The segue classes a storyboard's kinds become. UIKit keeps them private (only their base,
// `UIStoryboardSegue`, is public); they carry UIKit's private names so a trace or a
// `type(of: segue)` reads as on iOS. Each one's `perform()` is what the segue does.

/// `kind="show"`: `show(_:sender:)` from the source, which finds its target up the hierarchy
/// (a navigation controller pushes, anything else presents; statement 111).
@preconcurrency @MainActor
final class UIStoryboardShowSegue: UIStoryboardSegue {
    override func perform() { source.show(destination, sender: source) }
}

/// `kind="showDetail"` (and the deprecated `replace`): `showDetailViewController(_:sender:)`.
@preconcurrency @MainActor
final class UIStoryboardShowDetailSegue: UIStoryboardSegue {
    override func perform() { source.showDetailViewController(destination, sender: source) }
}

/// `kind="presentation"` (and the deprecated `modal`): presents the destination modally from
/// the source; the presentation itself finds the controller that defines the context.
@preconcurrency @MainActor
final class UIStoryboardPresentationSegue: UIStoryboardSegue {
    override func perform() { source.present(destination, animated: UIView.areAnimationsEnabled) }
}

/// `kind="popoverPresentation"`: presents the destination as a popover anchored where the
/// storyboard says (adapting to a sheet in compact width, statement 111).
@preconcurrency @MainActor
final class UIStoryboardPopoverPresentationSegue: UIStoryboardSegue {
    override func perform() { source.present(destination, animated: UIView.areAnimationsEnabled) }
}

/// `kind="push"` (deprecated): pushes onto the source's navigation controller, which must
/// exist (UIKit raises otherwise; here the console says so and nothing moves).
@preconcurrency @MainActor
final class UIStoryboardPushSegue: UIStoryboardSegue {
    override func perform() {
        guard let navigation = source.navigationController else {
            Diagnostics.log(
                in: source.loop,
                "Push segues can only be used when the source controller is managed by an instance of "
                    + "UINavigationController.")
            return
        }
        navigation.pushViewController(destination, animated: UIView.areAnimationsEnabled)
    }
}

/// `kind="embed"`: makes the destination a child of the source, its view filling the
/// storyboard's container view.
@preconcurrency @MainActor
final class UIStoryboardEmbedSegue: UIStoryboardSegue {
    /// The container view the child's view fills.
    weak var containerView: UIView?

    override func perform() {
        guard let containerView else { return }
        source.addChild(destination)
        let view = destination.view!
        view.frame = containerView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.addSubview(view)
        destination.didMove(toParent: source)
    }
}

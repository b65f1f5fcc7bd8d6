import InterfaceBuilderFormat

/// One `<segue>` of a scene, ready to run as many times as it is triggered (UIKit's private
/// `UIStoryboardSegueTemplate`). The source controller keeps its templates; controls, bar
/// items and gesture recognizers hold them weakly as their action targets, as in UIKit.
@MainActor
final class StoryboardSegueTemplate {
    /// The segue's `identifier`, nil when the storyboard gives none.
    let identifier: String?
    let kind: StoryboardSegueKind
    /// Whether the transition animates (`animates="NO"` turns animations off around `perform`).
    let animates: Bool
    weak var source: UIViewController?
    /// Makes the destination (a new instance each time) for a sender, nil for an unwind segue.
    let makeDestination: ((Any?) throws -> UIViewController)?
    /// Makes a `customClass` segue, nil for the kind's own class.
    let makeCustomSegue: ((String?, UIViewController, UIViewController) -> UIStoryboardSegue)?
    /// Sets the destination up as the storyboard says before `prepare(for:sender:)` sees it
    /// (presentation and transition styles, the popover's anchor); takes the sender.
    var configureDestination: (@MainActor (UIViewController, Any?) -> Void)?
    /// The container view of an embed segue.
    weak var containerView: UIView?
    /// The unwind action of an unwind segue.
    let unwindAction: Selector?
    /// Where the segue is written, for the console.
    let location: String

    init(
        identifier: String?, kind: StoryboardSegueKind, animates: Bool, source: UIViewController,
        makeDestination: ((Any?) throws -> UIViewController)?,
        makeCustomSegue: ((String?, UIViewController, UIViewController) -> UIStoryboardSegue)?,
        unwindAction: Selector?, location: String
    ) {
        self.identifier = identifier
        self.kind = kind
        self.animates = animates
        self.source = source
        self.makeDestination = makeDestination
        self.makeCustomSegue = makeCustomSegue
        self.unwindAction = unwindAction
        self.location = location
    }

    // MARK: Triggers

    /// A storyboard trigger (a control, a bar item, a cell, a gesture) fired with `sender`:
    /// `shouldPerformSegue(withIdentifier:sender:)` decides first (statement 109).
    func trigger(sender: Any?) {
        guard let source else { return }
        // [U] UIKit passes the identifier, nil for an unnamed segue; Swift's parameter is not
        // optional, so an unnamed segue asks with "".
        guard source.shouldPerformSegue(withIdentifier: identifier ?? "", sender: sender) else { return }
        perform(sender: sender)
    }

    /// The action a control sends (`.primaryActionTriggered`).
    func controlTriggered(_ control: UIControl) { trigger(sender: control) }

    /// The action a gesture recognizer sends; the segue runs once, when it is recognized.
    func gestureTriggered(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .recognized { trigger(sender: recognizer) }
    }

    // MARK: Performing

    /// Runs the segue without asking `shouldPerformSegue` (`performSegue(withIdentifier:)`
    /// and embedding): statement 108's order.
    func perform(sender: Any?) {
        guard let source else { return }
        if let unwindAction {
            withAnimations {
                let identifier = identifier
                source.performUnwindSegue(
                    action: unwindAction, identifier: identifier, sender: sender,
                    makeSegue: makeCustomSegue.map { make in { make(identifier, $0, $1) } })
            }
            return
        }
        guard let makeDestination else { return }
        let destination: UIViewController
        do {
            destination = try makeDestination(sender)
        } catch {
            Diagnostics.log(in: source.loop, "Could not instantiate the destination of segue \(location): \(error)")
            return
        }
        configureDestination?(destination, sender)
        let segue = makeSegue(source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        withAnimations { segue.perform() }
    }

    /// The segue object: the storyboard's custom class, else the kind's class.
    private func makeSegue(source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
        if let makeCustomSegue { return makeCustomSegue(identifier, source, destination) }
        switch kind {
        case .show: return UIStoryboardShowSegue(identifier: identifier, source: source, destination: destination)
        case .showDetail, .replace:
            return UIStoryboardShowDetailSegue(identifier: identifier, source: source, destination: destination)
        case .presentation, .modal:
            return UIStoryboardPresentationSegue(identifier: identifier, source: source, destination: destination)
        case .popoverPresentation:
            return UIStoryboardPopoverPresentationSegue(
                identifier: identifier, source: source, destination: destination)
        case .push: return UIStoryboardPushSegue(identifier: identifier, source: source, destination: destination)
        case .embed:
            let segue = UIStoryboardEmbedSegue(identifier: identifier, source: source, destination: destination)
            segue.containerView = containerView
            return segue
        case .custom, .unwind, .relationship:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
    }

    /// Runs `body` with `UIView` animations set to the segue's "Animates" (statement 108),
    /// restoring the previous setting after.
    private func withAnimations(_ body: () -> Void) {
        let previous = UIView.areAnimationsEnabled
        UIView.setAnimationsEnabled(animates)
        body()
        UIView.setAnimationsEnabled(previous)
    }
}

/// The `kind` attribute of a `<segue>`, as Xcode writes it.
enum StoryboardSegueKind: String {
    case show, showDetail, presentation, popoverPresentation, embed, custom, unwind, relationship
    /// Deprecated kinds Xcode still reads: `push` pushes, `modal` presents, `replace` shows
    /// as the detail.
    case push, modal, replace
}

/// A transition between two view controllers, as UIKit's `UIStoryboardSegue`.
///
/// A storyboard's segues are made by the scene's templates (Segues/); programmatic ones too:
/// make one with the destination, and `perform()` runs its handler (or, by default, `show`s
/// the destination from the source).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue leads to.
    public let destination: UIViewController
    private let handler: (() -> Void)?

    /// Creates a segue.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.handler = nil
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.handler = performHandler
    }

    /// Runs the transition: the handler, else `show` from the source.
    open func perform() {
        if let handler { handler() } else { source.show(destination, sender: self) }
    }
}

extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`: makes the registered segue, calls `prepare`,
    /// then `perform` (UIKit does not ask `shouldPerformSegue` for programmatic calls); an
    /// unwind segue unwinds, or does nothing when no controller takes it (statement 113).
    func performSegueDefault(withIdentifier identifier: String, sender: Any?) {
        if let action = registeredUnwindActions[identifier] {
            performUnwindSegue(action: action, identifier: identifier, sender: sender)
            return
        }
        if performStoryboardSegue(withIdentifier: identifier, sender: sender) { return }
        guard let factory = registeredSegues[identifier] else {
            // A controller without a storyboard has no segues, so UIKit names the same failure.
            Diagnostics.log(in: loop, "Receiver (\(description)) has no segue with identifier '\(identifier)'")
            return
        }
        let segue = factory(self)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Registers a segue for `performSegue(withIdentifier:sender:)` without a storyboard.
    public func registerSegue(identifier: String, _ makeSegue: @escaping (UIViewController) -> UIStoryboardSegue) {
        registeredSegues[identifier] = makeSegue
    }

    /// Triggers a segue the way a control in a storyboard does: asks `shouldPerformSegue`,
    /// then prepares and performs it.
    public func triggerSegue(withIdentifier identifier: String, sender: Any?) {
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        performSegue(withIdentifier: identifier, sender: sender)
    }
}

/// The method behind an unwind action: Swift has no runtime lookup of a method by name, so an
/// unwind action is a method reference `Target.method` of type
/// `(Target) -> (UIStoryboardSegue) -> Void`, and a controller implements it exactly when it
/// is a `Target` (or a subclass). Immutable after creation, so it crosses actors safely.
final class UnwindMethod: @unchecked Sendable {
    /// Whether `vc` is of the method's type.
    let isImplemented: @MainActor (UIViewController) -> Bool
    /// Calls the method on `vc` with the segue; false when `vc` is not of the method's type.
    let invoke: @MainActor (UIViewController, UIStoryboardSegue) -> Bool

    @MainActor
    init<Target: UIViewController>(_ method: @escaping (Target) -> (UIStoryboardSegue) -> Void) {
        isImplemented = { $0 is Target }
        invoke = { vc, segue in
            guard let target = vc as? Target else { return false }
            method(target)(segue)
            return true
        }
    }

    /// The unwind action a storyboard names by selector (`unwindToMenu:`): a controller
    /// implements it when its `@IBAction` table has a method by that name.
    @MainActor
    init(storyboardAction name: String) {
        isImplemented = { StoryboardUnwindActions.find(name, $0) != nil }
        invoke = { vc, segue in
            guard let action = StoryboardUnwindActions.find(name, vc) else { return false }
            action(segue)
            return true
        }
    }
}

extension Selector {
    /// An unwind action: `Target.method` (what `@IBAction func name(_: UIStoryboardSegue)` is
    /// in UIKit), named as `#selector` would spell it; a controller implements it when it is a
    /// `Target`.
    @MainActor
    public init<Target: UIViewController>(
        _ name: String? = nil, unwindAction: @escaping (Target) -> (UIStoryboardSegue) -> Void
    ) {
        self.name = name ?? "\(Target.self).unwindAction:"
        unwindMethod = UnwindMethod(unwindAction)
    }

    /// The unwind action an exit connection of a storyboard names (`unwindAction="name:"`).
    @MainActor
    init(storyboardUnwindAction name: String) {
        self.name = name
        unwindMethod = UnwindMethod(storyboardAction: name)
    }

    /// Whether `vc` implements this action: it is of the unwind action's type, or (for a bare
    /// name) it says it responds to it through `respondsToAction(_:)`.
    @MainActor
    func isImplemented(by vc: UIViewController) -> Bool {
        unwindMethod?.isImplemented(vc) ?? vc.respondsToAction(self)
    }
}

/// One containment step of a container whose children change: which children leave and which
/// join (found in linear time, by identity, so a deep navigation stack costs no nested scans),
/// and the containment callbacks in UIKit's order: `willMove(toParent: nil)` for the leaving
/// children and `addChild` for the joining ones as the change begins, `removeFromParent()` and
/// `didMove(toParent:)` as it ends. A change that runs as a transition ends with `finish`.
@preconcurrency @MainActor
struct ChildReplacement {
    let removed: [UIViewController]
    let added: [UIViewController]
    private let before: Set<ObjectIdentifier>
    private let after: Set<ObjectIdentifier>

    /// The step from the children `old` to `new`.
    init<Old: Collection, New: Collection>(from old: Old, to new: New)
    where Old.Element == UIViewController, New.Element == UIViewController {
        before = Set(old.map(ObjectIdentifier.init))
        after = Set(new.map(ObjectIdentifier.init))
        removed = old.filter { [after] in !after.contains(ObjectIdentifier($0)) }
        added = new.filter { [before] in !before.contains(ObjectIdentifier($0)) }
    }

    /// The step when the container already knows what changes (a push adds one child, a pop
    /// removes the popped ones).
    init(removed: [UIViewController], added: [UIViewController]) {
        self.removed = removed
        self.added = added
        before = Set(removed.map(ObjectIdentifier.init))
        after = Set(added.map(ObjectIdentifier.init))
    }

    /// Whether `vc` was among the old children (for the diffing initializer).
    func wasChild(_ vc: UIViewController) -> Bool { before.contains(ObjectIdentifier(vc)) }

    /// Whether `vc` is among the new children (for the diffing initializer).
    func isChild(_ vc: UIViewController) -> Bool { after.contains(ObjectIdentifier(vc)) }

    /// The change begins: the leaving children hear `willMove(toParent: nil)`, then the joining
    /// ones become children of `parent`.
    func begin(in parent: UIViewController) {
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { parent.addChild(vc) }
    }

    /// The leaving children leave `parent`, each right after `beforeLeaving` (which takes its
    /// view away when the container shows it).
    func removeLeaving(_ beforeLeaving: (UIViewController) -> Void = { _ in }) {
        for vc in removed {
            beforeLeaving(vc)
            vc.removeFromParent()
        }
    }

    /// The joining children hear that they arrived in `parent`.
    func didMove(to parent: UIViewController) {
        for vc in added { vc.didMove(toParent: parent) }
    }

    /// A cancelled change lets the joining children go again; the old ones stay.
    func undoJoining() {
        for vc in added {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
    }

    /// The end of a transition that swapped the shown children's views (the one swap every
    /// container's transition ends with, completed or cancelled): the views of the controllers
    /// that go (`leaving`, or `arriving` when cancelled) leave their superview (only when it is
    /// `from`, if given: a container whose columns outlive a change leaves a view that moved
    /// elsewhere alone), then `beforePlacing` runs (the container's own state goes back or
    /// forward while those views are out), then the controllers that stay shown are put in
    /// place by `place`.
    static func settleViews(
        completed: Bool, leaving: [UIViewController], arriving: [UIViewController], from container: UIView? = nil,
        beforePlacing: () -> Void = {}, place: (UIViewController) -> Void
    ) {
        let (kept, gone) = completed ? (arriving, leaving) : (leaving, arriving)
        for vc in gone where !kept.contains(where: { $0 === vc }) {
            guard let view = vc.viewIfLoaded, container == nil || view.superview === container else { continue }
            view.removeFromSuperview()
        }
        beforePlacing()
        for vc in kept { place(vc) }
    }
}

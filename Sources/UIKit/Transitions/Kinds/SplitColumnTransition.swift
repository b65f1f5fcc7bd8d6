/// The split view controller's column kind: some column controllers come into view and others
/// leave it (a display mode change, a replaced column, collapsing or expanding). The split has
/// already recorded the new arrangement when the transition starts; the views of the appearing
/// controllers join the split's view at their starting frames (off the leading edge for a
/// column sliding in), the animator moves every column to the new layout, and the views of the
/// disappearing controllers leave at the end.
@preconcurrency @MainActor
final class SplitColumnTransition: TransitionKind {
    static let domain = TransitionDomain.splitColumns
    static let startTiming = TransitionStartTiming.immediately
    /// Off screen the columns simply take their new places.
    static let offScreenRule = TransitionOffScreenRule.applyAtOnce
    unowned let split: UISplitViewController

    /// A display mode change (`preferredDisplayMode`, `show(_:)`, `hide(_:)`) requested while
    /// the split's own column change runs is applied after it, on the next turn; the column
    /// swipe may not begin meanwhile. (Collapsing or expanding waits for the next layout after
    /// it; replacing a column's controller swaps at once.) UIKit documents no rule.
    static func admission(in container: UIViewController) -> TransitionAdmission {
        container.busyTransition(.splitColumns) == nil ? .start : .queue
    }

    /// The latest queued change replaces an earlier one: only where the split ends up matters.
    static func enqueue(_ retry: @escaping () -> Void, in container: UIViewController) {
        (container as? UISplitViewController)?.queuedColumnChange = retry
    }
    let appearing: [UIViewController]
    let disappearing: [UIViewController]

    /// What an interactive change that is cancelled goes back to.
    var previous: (mode: UISplitViewController.DisplayMode, columns: [UISplitViewController.Column])?

    init(in split: UISplitViewController, appearing: [UIViewController], disappearing: [UIViewController]) {
        self.split = split
        self.appearing = appearing
        self.disappearing = disappearing
    }

    /// The request for `kind`: a slide of `UISplitViewController.columnAnimationDuration` when
    /// animated, else an immediate change.
    static func request(
        for kind: SplitColumnTransition, animated: Bool, interactor: UIViewControllerInteractiveTransitioning? = nil
    ) -> TransitionRequest {
        TransitionRequest(
            kind: kind, animated: animated, animator: SplitColumnAnimator(split: kind.split, animated: animated),
            interactor: interactor)
    }

    var container: UIViewController { split }
    /// The context's controllers: the first leaving and the first arriving column controller
    /// (the split itself for a change that only moves columns).
    var from: UIViewController { disappearing.first ?? split }
    var to: UIViewController { appearing.first ?? split }
    var participants: [UIViewController] {
        var all: [UIViewController] = [split]
        for vc in appearing + disappearing where !all.contains(where: { $0 === vc }) { all.append(vc) }
        return all
    }

    func prepare(_ s: inout TransitionScene) {
        s.containerView = split.view
        s.fromView = disappearing.first?.view
        s.toView = appearing.first?.view
        let final = split.columnFrames(in: split.view.bounds)
        for vc in appearing + disappearing {
            s.initialFrames[ObjectIdentifier(vc)] = vc.viewIfLoaded?.superview === split.view ? vc.view.frame : .zero
            s.finalFrames[ObjectIdentifier(vc)] = split.frame(of: vc, in: final) ?? .zero
        }
    }

    func applyWithoutTransition() { split.layoutColumnsIfLoaded() }

    func willBegin() {
        // The views join after the "will appear" callbacks, as a navigation controller's do.
        let start = split.columnFrames(in: split.view.bounds, entering: true)
        for vc in appearing where vc.viewIfLoaded?.superview !== split.view {
            vc.view.frame = split.frame(of: vc, in: start) ?? split.view.bounds
            vc.view.autoresizingMask = []
            split.view.addSubview(vc.view)
        }
        split.orderColumnViews()
    }

    func didEnd(completed: Bool) {
        if !completed {
            // A cancelled swipe puts the columns back; a teardown leaves the views where they are.
            guard let previous else { return }
            split.displayModeStorage = previous.mode
            split.shownColumns = previous.columns
        }
        // The columns are laid out together once the views are settled, not one by one.
        ChildReplacement.settleViews(
            completed: completed, leaving: disappearing, arriving: appearing, from: split.view, place: { _ in })
        if completed {
            split.layoutColumns()
        } else {
            UIView.performWithoutAnimation { split.placeColumnViews(leaving: true) }
        }
    }

    func finish(completed: Bool) {
        split.runQueuedColumnChange()
        split.joinMissingColumnViewsOnNextTurn()
        // A size class change that arrived meanwhile collapses or expands at the next layout.
        split.viewIfLoaded?.setNeedsLayout()
    }
}

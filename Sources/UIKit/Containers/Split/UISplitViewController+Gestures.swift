/// The split's own gestures: while `presentsWithGesture` is true a swipe in from the leading
/// edge shows the hidden leading column; a tap on the dimmed secondary (beside overlaid or
/// displacing columns) returns to the secondary alone.
@preconcurrency @MainActor
final class SplitGestureDriver: UIGestureRecognizerDelegate {
    unowned let split: UISplitViewController
    let edgeSwipe: UIScreenEdgePanGestureRecognizer
    let dismissTap: UITapGestureRecognizer
    /// The interaction controller of the slide the swipe drives.
    private var slide: UIPercentDrivenInteractiveTransition?

    init(split: UISplitViewController) {
        self.split = split
        edgeSwipe = UIScreenEdgePanGestureRecognizer()
        dismissTap = UITapGestureRecognizer()
        edgeSwipe.edges = .left
        edgeSwipe.addTarget(self, action: SplitGestureDriver.swiped)
        dismissTap.addTarget(self, action: SplitGestureDriver.tapped)
        edgeSwipe.delegate = self
        dismissTap.delegate = self
    }

    private var isIdle: Bool {
        !split.isCollapsed && SplitColumnTransition.admission(in: split) == .start
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isIdle else { return false }
        if gestureRecognizer === edgeSwipe {
            // The secondary's navigation controller keeps its own edge swipe when it can pop.
            let secondaryCanPop =
                ((split.columnControllers[.secondary] as? UINavigationController)?.stack.count ?? 0) > 1
            return split.presentsWithGesture && split.displayMode == .secondaryOnly && !secondaryCanPop
        }
        return split.isSecondaryDimmed
    }

    /// Follows the finger: the column slides in as far as the finger has travelled across its
    /// width, and stays past half way (or on a flick inward), else slides back out.
    func swiped() {
        let width = max(split.primaryColumnWidth, 1)
        switch edgeSwipe.state {
        case .began:
            let column: UISplitViewController.Column = split.style == .tripleColumn ? .supplementary : .primary
            guard let mode = split.displayMode(showing: column) else { return }
            let t = UIPercentDrivenInteractiveTransition()
            slide = t
            split.applyDisplayMode(mode, animated: true, interactor: t)
        case .changed:
            slide?.update(
                UIPercentDrivenInteractiveTransition.swipeProgress(
                    edgeSwipe.translation(in: split.view).x, across: width))
        case .ended:
            guard let t = slide else { return }
            slide = nil
            t.endSwipe(
                travel: edgeSwipe.translation(in: split.view).x, velocity: edgeSwipe.velocity(in: split.view).x,
                across: width)
        case .cancelled, .failed:
            slide?.cancel()
            slide = nil
        default:
            break
        }
    }

    func tapped() {
        guard dismissTap.state == .ended else { return }
        split.applyDisplayMode(.secondaryOnly, animated: true)
    }
}

extension UISplitViewController {
    /// Attaches the edge swipe to the split's view and the dismissing tap to the dimming.
    func installGestures(on view: UIView) {
        let driver = SplitGestureDriver(split: self)
        view.addGestureRecognizer(driver.edgeSwipe)
        dimmingView.addGestureRecognizer(driver.dismissTap)
        gestureDriver = driver
    }
}

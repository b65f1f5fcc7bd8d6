/// The split's own gestures: while `presentsWithGesture` is true a swipe in from the leading
/// edge shows the hidden leading column; a tap on the dimmed secondary (beside overlaid or
/// displacing columns) returns to the secondary alone. Each starts an animated column change when it recognizes (the column does not
/// follow the finger).
@preconcurrency @MainActor
package final class SplitGestureDriver: UIGestureRecognizerDelegate {
    unowned let split: UISplitViewController
    let edgeSwipe: UIScreenEdgePanGestureRecognizer
    let dismissTap: UITapGestureRecognizer

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
        !split.isCollapsed && split.busyTransition(.splitColumns) == nil
    }

    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard isIdle else { return false }
        if gestureRecognizer === edgeSwipe {
            // The secondary's navigation controller keeps its own edge swipe when it can pop.
            let secondaryCanPop =
                ((split.columnControllers[.secondary] as? UINavigationController)?.stack.count ?? 0) > 1
            return split.presentsWithGesture && split.displayMode == .secondaryOnly && !secondaryCanPop
        }
        return split.isSecondaryDimmed
    }

    func swiped() {
        guard edgeSwipe.state == .began else { return }
        split.show(split.style == .tripleColumn ? .supplementary : .primary)
    }

    func tapped() {
        guard dismissTap.state == .ended else { return }
        split.applyDisplayMode(.secondaryOnly, animated: true)
    }
}

extension UISplitViewController {
    /// Attaches the edge swipe to the split's view and the dismissing tap to the dimming.
    package func installGestures(on view: UIView) {
        let driver = SplitGestureDriver(split: self)
        view.addGestureRecognizer(driver.edgeSwipe)
        dimmingView.addGestureRecognizer(driver.dismissTap)
        gestureDriver = driver
    }
}

extension UIPresentationController {
    /// Whether UIKit itself puts the presented view at `frameOfPresentedViewInContainerView`
    /// after the container's size changed: custom presentations only, as the built-in styles
    /// lay their views out themselves (full-screen ones by autoresizing, sheets and popovers in
    /// their own layout).
    private var placesPresentedViewAfterSizeChanges: Bool { presentationStyle == .custom }

    /// A size change (a rotation) moves the presented view to the frame this controller gives
    /// for the new container size, alongside the change ([U], Deviations: issue 31). Left to its
    /// autoresizing mask, a card in the bottom half of a portrait container ends up below a
    /// landscape one with no height, and an animator that slides it by its own height then has
    /// nothing to animate, so an interactive dismissal completes before it can be cancelled.
    func followContainerSizeChange(with coordinator: UIViewControllerTransitionCoordinator) {
        guard placesPresentedViewAfterSizeChanges else { return }
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.placePresentedView() }, completion: nil)
    }

    /// Puts the presented view where this controller says it goes, when it is in the container
    /// and no transition of this presentation is moving it.
    private func placePresentedView() {
        guard placesPresentedViewAfterSizeChanges, let container = containerView, let view = presentedView,
            view.superview === container, presentedViewController.activeTransitionStorage == nil
        else { return }
        let frame = frameOfPresentedViewInContainerView
        if view.frame != frame { view.frame = frame }
    }
}

extension UIPresentationController {
    /// The frame of this presentation's presented view coming back into the container it was
    /// taken out of (a full-screen presentation over it), when the container was resized
    /// meanwhile; nil when its own frame (autoresized) stands.
    func frameForReturningPresentedView(_ view: UIView, to host: UIView) -> CGRect? {
        guard placesPresentedViewAfterSizeChanges, host === containerView, view === presentedView else { return nil }
        return frameOfPresentedViewInContainerView
    }
}

extension UISheetPresentationController {
    /// The state of a drag on the sheet, fed by its pan gesture (or by tests directly).
    struct Drag {
        var startY: CGFloat
        var dismissing: Bool
        var refused: Bool
        /// The dismissal the drag drives, once it pulled past the smallest detent.
        var interactor: UIPercentDrivenInteractiveTransition?
    }

    /// A drag on the sheet began.
    func sheetDragBegan() {
        guard containerView != nil, effectiveStyle != .fullScreen else { return }
        activeDrag = Drag(startY: presentedView?.frame.minY ?? 0, dismissing: false, refused: false, interactor: nil)
    }

    /// The drag moved by `translation` points (positive is down): the sheet follows between
    /// detents; past the smallest detent it becomes a user-initiated, interactive dismissal.
    func sheetDragChanged(translation: CGFloat) {
        guard var drag = activeDrag, let container = containerView, let view = presentedView else { return }
        let smallestTop = container.bounds.height - smallestDetentHeight
        let largestTop = container.bounds.height - largestDetentHeight
        var y = drag.startY + translation
        if y < largestTop {
            // Rubber-band above the largest detent.
            y = largestTop - (largestTop - y) * 0.1
        }
        if y > smallestTop && !drag.dismissing && !drag.refused {
            if presentedViewController.isModalInPresentation
                || delegate?.presentationControllerShouldDismiss(self) == false
            {
                drag.refused = true
            } else {
                drag.dismissing = true
                let interactor = UIPercentDrivenInteractiveTransition()
                drag.interactor = interactor
                presentedViewController.performDismiss(animated: true, interactor: interactor) { [weak self] in
                    guard let self else { return }
                    self.delegate?.presentationControllerDidDismiss(self)
                }
                // After the request, so the presenter's transitionCoordinator exists (statement 69);
                // the transition itself starts on the next turn.
                delegate?.presentationControllerWillDismiss(self)
            }
        }
        activeDrag = drag
        if drag.dismissing {
            let height = max(1, container.bounds.height - smallestTop)
            drag.interactor?.update(max(0, (y - smallestTop) / height))
        } else if drag.refused {
            // A sheet that may not be dismissed resists being pulled down.
            view.frame.origin.y = min(y, smallestTop + (y - smallestTop) * 0.1)
        } else {
            view.frame.origin.y = y
        }
    }

    /// The drag ended with a vertical `velocity` (points per second): settle on a detent, or
    /// finish or cancel the dismissal.
    func sheetDragEnded(velocity: CGFloat) {
        guard let drag = activeDrag, let container = containerView else { return }
        activeDrag = nil
        if drag.dismissing, let interactor = drag.interactor {
            if interactor.percentComplete > 0.5 || velocity > 1000 { interactor.finish() } else { interactor.cancel() }
            return
        }
        if drag.refused { delegate?.presentationControllerDidAttemptToDismiss(self) }
        let top = (presentedView?.frame.minY ?? 0) + velocity * 0.1
        let heights = detents.map { ($0.identifier, $0.resolver(maximumDetentHeight) ?? 0) }
        let nearest = heights.min {
            abs(container.bounds.height - $0.1 - top) < abs(container.bounds.height - $1.1 - top)
        }
        animateChanges { selectedDetentIdentifier = nearest?.0 }
    }

    var maximumDetentHeight: CGFloat { (containerView?.bounds.height ?? 0) - topGap }
    private var smallestDetentHeight: CGFloat {
        detents.compactMap { $0.resolver(maximumDetentHeight) }.min() ?? maximumDetentHeight
    }
    private var largestDetentHeight: CGFloat {
        detents.compactMap { $0.resolver(maximumDetentHeight) }.max() ?? maximumDetentHeight
    }
}

/// The presentation of an alert or a compact-width action sheet: the presenter stays in place
/// (it gets no appearance callbacks, as under an over-full-screen presentation) behind a
/// 20 % black dimming view; the alert is centred, the action sheet sits at the bottom.
///
/// A tap on the dimming view cancels an action sheet; an alert ignores it.
@preconcurrency @MainActor
final class AlertPresentationController: UIPresentationController {
    let dimmingView = UIView(frame: .zero)

    var alert: UIAlertController? { presentedViewController as? UIAlertController }
    var alertStyle: UIAlertController.Style { alert?.preferredStyle ?? .alert }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let view = alert?.view as? AlertControllerView else { return .zero }
        let bounds = container.bounds
        let insets = container.safeAreaInsets
        var size = view.fittingSize(in: bounds.size)
        switch alertStyle {
        case .alert:
            // UIKit centres an alert in the space the keyboard leaves above itself.
            let bottom = max(insets.bottom, bounds.maxY - keyboardTop(in: container))
            size.height = min(size.height, bounds.height - insets.top - bottom - 16)
            let y = insets.top + (bounds.height - insets.top - bottom - size.height) / 2
            return CGRect(
                x: ((bounds.width - size.width) / 2).rounded(), y: y.rounded(), width: size.width, height: size.height)
        case .actionSheet:
            let bottom = max(insets.bottom, 8)
            size.height = min(size.height, bounds.height - insets.top - bottom - 8)
            return CGRect(
                x: ((bounds.width - size.width) / 2).rounded(), y: bounds.height - bottom - size.height,
                width: size.width, height: size.height)
        }
    }

    /// The keyboard's top edge in the container's coordinates (its bottom when the keyboard is down).
    private func keyboardTop(in container: UIView) -> CGFloat {
        guard let window = container.window, window.world.keyboard.isShown else { return container.bounds.maxY }
        let keyboard = window.world.keyboard.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        return min(container.bounds.maxY, container.convert(keyboard, from: window).minY)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if alertStyle == .actionSheet, dimmingView.gestureRecognizers?.isEmpty ?? true {
            dimmingView.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: AlertPresentationController.dimmingViewTapped))
        }
        let coordinator = presentedViewController.transitionCoordinator
        if let coordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        if let coordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }

    /// A new size (a rotation) or new content re-places the panel, except while it animates in
    /// or out (the animator owns its geometry then).
    override func containerViewDidLayoutSubviews() {
        guard let view = presentedView, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed
        else { return }
        let frame = frameOfPresentedViewInContainerView
        view.bounds.size = frame.size
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    func dimmingViewTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, !presentedViewController.isBeingPresented else { return }
        alert?.cancelFromOutsideTap()
    }
}

/// An action sheet in a regular width: a popover whose outside tap also runs the cancel
/// action's handler once the popover is gone.
@preconcurrency @MainActor
final class AlertPopoverPresentationController: UIPopoverPresentationController {
    override func didDismissFromOutsideTap() {
        guard let alert = presentedViewController as? UIAlertController, let cancel = alert.cancelAction else { return }
        cancel.handler?(cancel)
    }
}

extension UIAlertController {
    /// The presentation controller UIKit uses for this alert's style.
    func makeAlertPresentationController(presenting: UIViewController?) -> UIPresentationController {
        let pc: UIPresentationController =
            isPopover
            ? AlertPopoverPresentationController(presentedViewController: self, presenting: presenting)
            : AlertPresentationController(presentedViewController: self, presenting: presenting)
        pc.styleForPresentation = modalPresentationStyleStorage
        return pc
    }

    /// UIKit's refusal of an action sheet shown as a popover with nothing to point at (raised
    /// as an exception there), after giving the popover's delegate its chance to anchor it.
    func popoverAnchorRefusal(presenter: UIViewController) -> String? {
        guard isPopover, preferredStyle == .actionSheet,
            let popover = presentationController as? UIPopoverPresentationController,
            presenter.viewIfLoaded?.window?.traitCollection.horizontalSizeClass == .regular
        else { return nil }
        if !popover.hasAnchor, !popover.isPreparedForPresentation {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
            popover.isPreparedForPresentation = true
        }
        guard !popover.hasAnchor else { return nil }
        popover.isPreparedForPresentation = false
        return
            "Your application has presented a UIAlertController (\(description)) of style UIAlertControllerStyleActionSheet from \(consoleClassName(presenter)) (\(presenter.description)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }

    /// UIKit's animator for an alert or a compact action sheet (a popover animates as popovers do).
    func builtInAnimator(presenting: Bool, animated: Bool) -> UIViewControllerAnimatedTransitioning? {
        guard presentationControllerStorage is AlertPresentationController else { return nil }
        return AlertTransitionAnimator(style: preferredStyle, presenting: presenting, animated: animated)
    }
}

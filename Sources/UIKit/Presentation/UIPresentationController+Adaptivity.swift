extension UIPresentationController {
    /// Tells the delegate how the presentation adapts to the current traits, and takes the
    /// replacement controller it may offer for the adapted style (statements 62–65).
    func adaptForPresentation() {
        let adapted = effectiveStyle
        let changed = adapted != styleForPresentation
        if changed,
            let replacement = delegate?.presentationController(
                self, viewControllerForAdaptivePresentationStyle: adapted)
        {
            adaptivePresentedViewController = replacement
        }
        // The adapted presentation runs on this same controller (no separate sheet controller
        // is made), so that is the one the delegate gets to prepare.
        if changed { delegate?.presentationController(self, prepare: self) }
        delegate?.presentationController(
            self, willPresentWithAdaptiveStyle: changed ? adapted : .none,
            transitionCoordinator: presentedViewController.transitionCoordinator)
    }
}

/// Answers adaptivity and user-dismissal questions for a presentation, as
/// `UIAdaptivePresentationControllerDelegate`. Every method is optional.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to for `traitCollection` (`.none`: don't adapt). Takes precedence.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The legacy question, asked only when the trait variant is not implemented.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// A replacement controller to present in the adapted style (nil: keep the original).
    func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController?
    /// Lets the delegate configure the controller that runs the adapted presentation.
    func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    )
    /// Called when a presentation adapts (style `.none` when it does not).
    func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    )
    /// Whether a user-initiated dismissal may proceed.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user-initiated dismissal is about to start.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user-initiated dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user-initiated dismissal was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.presentationStyle
    }
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? { nil }
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {}
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIPresentationController {
    /// The delegate's adapted style, or nil when it has no opinion.
    func delegateAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle? {
        guard let delegate else { return nil }
        let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        return style == presentationStyle ? nil : style
    }
}

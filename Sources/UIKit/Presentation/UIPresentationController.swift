@_spi(Testing) import QuartzCore

/// Manages how a presented view controller is shown: the container view, the presented
/// view's frame, extra chrome (dimming views) and adaptivity, as `UIPresentationController`.
///
/// The base class adds no views and leaves the presenter's view in place; built-in styles and
/// custom subclasses override the hooks below, which UIKit calls in its documented order.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment {
    /// The controller being presented (which owns this presentation controller).
    public unowned let presentedViewController: UIViewController
    private weak var presentingStorage: UIViewController?
    /// The controller the presentation is made from (resolved by UIKit, may differ from the
    /// controller `present` was called on).
    public package(set) var presentingViewController: UIViewController {
        get { presentingStorage ?? presentedViewController }
        set { presentingStorage = newValue }
    }
    /// The view the presentation happens in (set just before the transition begins).
    public package(set) var containerView: UIView?
    /// Receives adaptivity and user-dismissal questions.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Traits to override in the presented controller's environment.
    open var overrideTraitCollection: UITraitCollection?
    /// The style the presentation was made with.
    var styleForPresentation: UIModalPresentationStyle = .custom
    /// Where the presenter's view was before the presentation moved it (restored on dismissal).
    var presenterPlacement: PresenterPlacement?

    /// Creates a presentation controller for `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
        super.init()
        LifetimeTracker.track(self)
    }

    /// The style the presentation behaves as now, after adaptation.
    var effectiveStyle: UIModalPresentationStyle { styleForPresentation }

    /// The style of the presentation (`.custom` for custom controllers).
    open var presentationStyle: UIModalPresentationStyle { styleForPresentation }

    /// A controller the delegate supplied to show instead in the adapted style.
    var adaptivePresentedViewController: UIViewController?

    /// The view animated during the transition: the presented controller's view by default (or
    /// the view of the controller the delegate supplied for an adapted style).
    open var presentedView: UIView? { (adaptivePresentedViewController ?? presentedViewController).view }

    /// The presented view's frame in the container (the container's bounds by default).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen (true by default); false makes it a
    /// current-context presentation.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view is removed when the presentation ends (false by default).
    open var shouldRemovePresentersView: Bool { false }

    /// The style to adapt to in the current traits: asks the delegate.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to for `traitCollection`: the delegate's answer, else the current one.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegateAdaptiveStyle(for: traitCollection) ?? presentationStyle
    }

    // MARK: Transition hooks

    /// Called before the presentation animations; add custom views here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animations.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container hooks

    /// Called before the container's size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Called before the traits change.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {}
    /// Called when the presented controller's preferred size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The presented controller's size for a container size.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    {
        parentSize
    }
    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits of the presentation: the presenting side's, with `overrideTraitCollection`.
    public var traitCollection: UITraitCollection {
        let base = containerView?.window?.traitCollection ?? presentingViewController.traitCollection
        guard let o = overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, o])
    }
}

/// The container view of a presentation; tells its presentation controller around layout.
@preconcurrency @MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    /// The container takes every touch (as UIKit's does) except over a popover's
    /// passthrough views.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if let popover = presentationController as? UIPopoverPresentationController,
            popover.isOverPassthroughView(convert(point, to: popover.outsideTapView))
        {
            return false
        }
        return super.point(inside: point, with: event)
    }

    override func layoutSubviews() {
        // A container left behind by a finished dismissal may still be marked for layout; its
        // controller no longer has it and must not hear about it.
        let controller = presentationController.flatMap { $0.containerView === self ? $0 : nil }
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }
}

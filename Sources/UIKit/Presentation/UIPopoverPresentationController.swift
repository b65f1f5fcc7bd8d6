/// Arrow directions of a popover, as `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = Self(rawValue: 1 << 0)
    public static let down = Self(rawValue: 1 << 1)
    public static let left = Self(rawValue: 1 << 2)
    public static let right = Self(rawValue: 1 << 3)
    public static let any: Self = [.up, .down, .left, .right]
    public static let unknown = Self(rawValue: .max)
}

/// Manages a popover, as `UIPopoverPresentationController`. In a horizontally (or vertically)
/// compact environment, as on a phone, it adapts to a sheet (`.formSheet`) unless its
/// delegate chooses another style.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UISheetPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// The arrow directions allowed.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points once shown (`.unknown` before).
    public package(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep receiving touches while the popover is up.
    open var passthroughViews: [UIView]?
    /// The popover's background colour.
    open var backgroundColor: UIColor?

    /// The style after adaptation: a popover in a regular environment, else what the delegate
    /// says, else a sheet.
    override var effectiveStyle: UIModalPresentationStyle {
        let traits =
            (containerView?.window ?? presentingViewController.viewIfLoaded?.window)?.traitCollection
            ?? presentingViewController.traitCollection
        let compact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
        guard compact else { return .popover }
        if let chosen = delegateAdaptiveStyle(for: traits) { return chosen == .none ? .popover : chosen }
        return .formSheet
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        switch effectiveStyle {
        case .popover:
            var size = presentedViewController.preferredContentSize
            if size == .zero { size = CGSize(width: 320, height: 480) }
            let anchor = anchorRect(in: container)
            let x = min(max(8, anchor.midX - size.width / 2), container.bounds.width - size.width - 8)
            // Below the anchor, unless only the space above it (a toolbar's item) is big enough.
            let fitsBelow = anchor.maxY + 13 + size.height <= container.bounds.maxY - 8
            if !fitsBelow, anchor.minY - 13 - size.height >= container.safeAreaInsets.top {
                arrowDirection = .down
                return CGRect(x: x, y: anchor.minY - 13 - size.height, width: size.width, height: size.height)
            }
            arrowDirection = .up
            return CGRect(x: x, y: anchor.maxY + 13, width: size.width, height: size.height)
        case .fullScreen, .overFullScreen:
            return container.bounds
        default:
            return super.frameOfPresentedViewInContainerView
        }
    }

    /// What the popover points at, in the container: the source rectangle, else the bar button
    /// item's frame in its bar.
    func anchorRect(in container: UIView) -> CGRect {
        if let sourceView { return container.convert(sourceRect, from: sourceView) }
        if let item = barButtonItem, let window = container.window,
            let itemView = Self.view(showing: item, in: window, skipping: container)
        {
            return container.convert(itemView.bounds, from: itemView)
        }
        return .zero
    }

    /// Whether the popover has something to point at (a source view or a bar button item).
    var hasAnchor: Bool { sourceView != nil || barButtonItem != nil }

    /// The visible view a bar draws for `item` under `view`.
    private static func view(showing item: UIBarButtonItem, in view: UIView, skipping: UIView) -> UIView? {
        if let itemView = view as? BarButtonItemView, itemView.item === item { return itemView }
        for sub in view.subviews.reversed() where sub !== skipping && !sub.isHidden && sub.alpha > 0 {
            if let found = Self.view(showing: item, in: sub, skipping: skipping) { return found }
        }
        return nil
    }

    /// Receives the popover's questions (and the adaptive ones).
    public var popoverDelegate: UIPopoverPresentationControllerDelegate? {
        delegate as? UIPopoverPresentationControllerDelegate
    }

    /// Whether `point` (in the outside view's coordinates) is over a passthrough view.
    func isOverPassthroughView(_ point: CGPoint) -> Bool {
        guard effectiveStyle == .popover else { return false }
        return (passthroughViews ?? []).contains { v in
            v.window != nil && v.bounds.contains(v.convert(point, from: outsideTapView))
        }
    }

    /// Whether the delegate was already asked to prepare this presentation (when the request
    /// needed the anchor early, as an alert's does), so it is asked once.
    var isPreparedForPresentation = false

    /// After a tap outside dismissed the popover, before the delegate hears of it: an action
    /// sheet runs its cancel action here.
    func didDismissFromOutsideTap() {}

    /// Catches taps outside the popover, except over `passthroughViews`.
    let outsideTapView = PopoverOutsideView()

    open override func presentationTransitionWillBegin() {
        guard effectiveStyle == .popover else {
            if effectiveStyle == .formSheet || effectiveStyle == .pageSheet { super.presentationTransitionWillBegin() }
            return
        }
        if !isPreparedForPresentation { popoverDelegate?.prepareForPopoverPresentation(self) }
        isPreparedForPresentation = false
        guard let container = containerView else { return }
        outsideTapView.frame = container.bounds
        outsideTapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outsideTapView.popover = self
        container.insertSubview(outsideTapView, at: 0)
        outsideTapView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: UIPopoverPresentationController.tappedOutside))
        presentedViewController.view.layer.cornerRadius = 13
        presentedViewController.view.clipsToBounds = true
    }

    /// A tap outside dismisses the popover, unless the delegate refuses (a user-initiated
    /// dismissal: the adaptive delegate's should/will/did are asked too).
    func tappedOutside(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, presentedViewController.presentingViewController != nil else { return }
        if presentedViewController.isModalInPresentation
            || popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false
            || delegate?.presentationControllerShouldDismiss(self) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.didDismissFromOutsideTap()
            self.popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
        // After the request, so the presenter's transitionCoordinator exists (statement 69).
        delegate?.presentationControllerWillDismiss(self)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { outsideTapView.removeFromSuperview() }
    }
}

/// The clear view behind a popover that takes the taps outside it; points over the
/// popover's passthrough views fall through to the views beneath.
@preconcurrency @MainActor
final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) && popover?.isOverPassthroughView(point) != true
    }
}

/// Questions a popover asks its delegate, as `UIPopoverPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is shown.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in iOS 13, still asked).
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    /// Called after a tap outside dismissed the popover (deprecated in iOS 13, still called).
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}

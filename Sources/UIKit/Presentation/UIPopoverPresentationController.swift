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
@MainActor
open class UIPopoverPresentationController: UISheetPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
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
    package override var effectiveStyle: UIModalPresentationStyle {
        let traits = (containerView?.window ?? presentingViewController.viewIfLoaded?.window)?.traitCollection
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
            let anchor = sourceView.map { container.convert(sourceRect, from: $0) } ?? .zero
            arrowDirection = .up
            let x = min(max(8, anchor.midX - size.width / 2), container.bounds.width - size.width - 8)
            return CGRect(x: x, y: anchor.maxY + 13, width: size.width, height: size.height)
        case .fullScreen, .overFullScreen:
            return container.bounds
        default:
            return super.frameOfPresentedViewInContainerView
        }
    }


    open override func presentationTransitionWillBegin() {
        if effectiveStyle == .formSheet || effectiveStyle == .pageSheet { super.presentationTransitionWillBegin() }
    }
}

/// UIKit's sheet: the presented view rises to a detent height over a dimmed, scaled-back
/// presenter, as `UISheetPresentationController` (for `.pageSheet` and `.formSheet`).
///
/// On a phone in portrait (compact width, regular height) it is a sheet; in compact height it
/// behaves as `.fullScreen` and the presenter gets its disappearance callbacks.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at, as `UISheetPresentationController.Detent`.
    public final class Detent: NSObject, Sendable {
        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium (about half height) detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large (full height) detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        let resolver: @Sendable (_ maximum: CGFloat) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @Sendable (CGFloat) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the available height.
        public static func medium() -> Detent { Detent(identifier: .medium) { $0 / 2 } }
        /// The full available height.
        public static func large() -> Detent { Detent(identifier: .large) { $0 } }
        /// A custom detent whose height a closure computes from the maximum (nil hides it).
        public static func custom(
            identifier: Identifier? = nil, resolver: @escaping @Sendable (_ maximumDetentValue: CGFloat) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }
    }

    /// The heights the sheet can rest at, smallest first (default `[.large()]`).
    open var detents: [Detent] = [.large()]
    /// The current detent (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if oldValue != selectedDetentIdentifier { sheetDetentDidChange() } }
    }
    /// The largest detent that does not dim the presenter (nil: dim at every detent).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the grabber is shown.
    open var prefersGrabberVisible = false
    /// Whether scrolling expands the sheet to a larger detent.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// The corner radius of the sheet (nil: the system's 10 pt).
    open var preferredCornerRadius: CGFloat?
    /// Whether the sheet uses the full width in compact height.
    open var prefersEdgeAttachedInCompactHeight = false

    let dimmingView = UIView()
    weak var dragRecognizer: UIPanGestureRecognizer?
    var activeDrag: Drag?
    let grabberView = UIView()

    /// The space above a large sheet on a phone: the safe area's top plus 10 points.
    var topGap: CGFloat { (containerView?.window?.safeAreaInsets.top ?? 0) + 10 }

    override var effectiveStyle: UIModalPresentationStyle {
        isCompactHeight ? .fullScreen : styleForPresentation
    }

    /// In compact height the sheet is a full-screen presentation and removes the presenter.
    open override var shouldRemovePresentersView: Bool { effectiveStyle == .fullScreen }

    var isCompactHeight: Bool {
        (containerView?.window ?? presentingViewController.viewIfLoaded?.window)?.traitCollection.verticalSizeClass
            == .compact
    }

    /// The height of the detent in effect.
    var currentDetentHeight: CGFloat {
        let maximum = (containerView?.bounds.height ?? 0) - topGap
        let id = selectedDetentIdentifier ?? detents.first?.identifier
        let detent = detents.first { $0.identifier == id } ?? detents.first
        return min(maximum, max(0, detent?.resolver(maximum) ?? maximum))
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if effectiveStyle == .fullScreen { return container.bounds }
        let h = currentDetentHeight
        let resting = CGRect(x: 0, y: container.bounds.height - h, width: container.bounds.width, height: h)
        return raisedAboveKeyboard(resting, in: container)
    }

    /// Whether the presenter is dimmed at the current detent.
    var dimsAtCurrentDetent: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let ids = detents.map(\.identifier)
        let current = selectedDetentIdentifier ?? ids.first
        guard let ci = ids.firstIndex(where: { $0 == current }), let ui = ids.firstIndex(of: undimmed) else {
            return true
        }
        return ci > ui
    }

    /// Animates changes to the sheet's detents and selection, as `animateChanges(_:)`.
    open func animateChanges(_ changes: () -> Void) {
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(
                withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []
            ) {
                changes()
                self.layoutSheet()
            }
        }
    }

    private func sheetDetentDidChange() { layoutSheet() }

    func layoutSheet() {
        guard let container = containerView, effectiveStyle != .fullScreen else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
        layoutGrabber()
        dimmingView.frame = container.bounds
        dimmingView.alpha = dimsAtCurrentDetent ? 1 : 0
        if activeDrag == nil && !isTransitioning { applyStackingEffect() }
    }

    private var isTransitioning: Bool { presentedViewController.transitionCoordinator != nil }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView, effectiveStyle != .fullScreen else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        let radius = preferredCornerRadius ?? 10
        presentedViewController.view.layer.cornerRadius = radius
        presentedViewController.view.clipsToBounds = true
        let coordinator = presentedViewController.transitionCoordinator
        coordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = self.dimsAtCurrentDetent ? 1 : 0
                self.applyStackingEffect()
            }, completion: nil)
    }

    /// The page-sheet stacking effect: behind a large sheet the presenter recedes (scaled to
    /// leave 16 points each side, rounded corners); at smaller detents it stays as it is.
    func applyStackingEffect() {
        guard let container = containerView, let presenterView = presentingViewController.viewIfLoaded else { return }
        let large = currentDetentHeight >= container.bounds.height - topGap - 0.5
        // A popover floats over its presenter, which stays as it is.
        if large && effectiveStyle != .fullScreen && effectiveStyle != .popover {
            let scale = (container.bounds.width - 32) / container.bounds.width
            presenterView.transform = CGAffineTransform(scaleX: scale, y: scale)
            presenterView.layer.cornerRadius = preferredCornerRadius ?? 10
            presenterView.clipsToBounds = true
        } else {
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = 0
        }
    }

    /// The grabber: a 36 × 5 pill centred 5 points below the sheet's top edge, above its
    /// content, shown when `prefersGrabberVisible`.
    func layoutGrabber() {
        guard prefersGrabberVisible, let container = containerView, let sheet = presentedView else {
            grabberView.removeFromSuperview()
            return
        }
        if grabberView.superview !== container {
            grabberView.backgroundColor = UIColor(white: 0.24, alpha: 0.3)
            grabberView.layer.cornerRadius = 2.5
            container.addSubview(grabberView)
        }
        container.bringSubviewToFront(grabberView)
        grabberView.frame = CGRect(x: sheet.frame.midX - 18, y: sheet.frame.minY + 5, width: 36, height: 5)
    }

    open override func dismissalTransitionWillBegin() {
        let presenterView = presentingViewController.view!
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
                presenterView.transform = .identity
                presenterView.layer.cornerRadius = 0
            }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            grabberView.removeFromSuperview()
            dimmingView.removeFromSuperview()
            presentingViewController.viewIfLoaded?.clipsToBounds = false
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            return
        }
        // Dragging the sheet moves it between detents and swipes it away.
        if effectiveStyle != .fullScreen, let sheet = presentedView, dragRecognizer == nil {
            let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handleDrag)
            sheet.addGestureRecognizer(pan)
            dragRecognizer = pan
        }
    }

    /// The sheet's pan gesture: feeds the drag (translation and velocity in the container).
    func handleDrag(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            sheetDragBegan()
            sheetDragChanged(translation: pan.translation(in: containerView).y)
        case .changed:
            sheetDragChanged(translation: pan.translation(in: containerView).y)
        case .ended, .cancelled:
            sheetDragEnded(velocity: pan.velocity(in: containerView).y)
        default:
            break
        }
    }

    open override func containerViewDidLayoutSubviews() { layoutSheet() }

    /// The stacking effect follows the size change: the presenter resizes untransformed (so
    /// its autoresizing is exact), then recedes again only if the sheet is still a sheet in the
    /// new traits (in compact height it is full screen, and nothing behind it is scaled).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard containerView != nil, let presenterView = presentingViewController.viewIfLoaded else { return }
        UIView.performWithoutAnimation {
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = 0
        }
        coordinator.animate(
            alongsideTransition: { _ in
                guard !self.presentedViewController.isBeingDismissed, self.containerView != nil else { return }
                self.applyStackingEffect()
                self.dimmingView.alpha = self.effectiveStyle != .fullScreen && self.dimsAtCurrentDetent ? 1 : 0
            }, completion: nil)
    }
}

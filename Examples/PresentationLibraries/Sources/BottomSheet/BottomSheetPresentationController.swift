import UIKit

/// A sheet pinned to the bottom of the screen with rounded top corners and a shadow. A finger
/// dragging it down dismisses it; when the sheet's content scrolls, the sheet takes the drag
/// over only while the content rests at its top, watching the content offset by key-value
/// observing and recognizing alongside the scroll view's own pan gesture.
public final class BottomSheetPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    public var sheetHeight: CGFloat = 500
    public var dismissDistance: CGFloat = 120
    public static let cornerRadius: CGFloat = 16

    /// Dims what lies behind the sheet; a tap on it dismisses.
    public private(set) lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        let tap = UITapGestureRecognizer(target: self, action: BottomSheetPresentationController.dimmingViewTapped)
        view.addGestureRecognizer(tap)
        return view
    }()

    /// Casts the sheet's shadow (the sheet itself clips to its rounded corners).
    public private(set) lazy var shadowView: UIView = {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowRadius = 8
        view.layer.shadowOffset = CGSize(width: 0, height: -2)
        return view
    }()

    /// The sheet's own drag.
    public private(set) lazy var sheetPanGesture: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: BottomSheetPresentationController.didPanSheet)
        pan.delegate = self
        return pan
    }()

    private var scrollObservation: NSKeyValueObservation?
    private weak var trackedScrollView: UIScrollView?
    /// How far below its resting place the finger has pulled the sheet.
    private var sheetDisplacement: CGFloat = 0
    /// The pan translation at which the sheet started following the finger (nil: it does not).
    private var sheetDragStart: CGFloat?
    private var isPinningScrollView = false

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = min(sheetHeight, container.bounds.height - container.safeAreaInsets.top)
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView, let sheet = presentedView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        container.insertSubview(shadowView, aboveSubview: dimmingView)
        sheet.layer.cornerRadius = BottomSheetPresentationController.cornerRadius
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.masksToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            dimmingView.removeFromSuperview()
            shadowView.removeFromSuperview()
            return
        }
        presentedView?.addGestureRecognizer(sheetPanGesture)
        if let scrollView = (presentedViewController as? BottomSheetPresentable)?.panScrollable ?? nil {
            track(scrollView)
        }
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            self.shadowView.alpha = 0
        })
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        scrollObservation?.invalidate()
        scrollObservation = nil
        dimmingView.removeFromSuperview()
        shadowView.removeFromSuperview()
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        if sheetDragStart == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        updateShadow()
    }

    // MARK: Following the scroll view

    private func track(_ scrollView: UIScrollView) {
        trackedScrollView = scrollView
        scrollObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
            self?.scrollViewDidChangeOffset(scrollView)
        }
    }

    private func topOffset(of scrollView: UIScrollView) -> CGFloat {
        return -scrollView.adjustedContentInset.top
    }

    /// While the sheet is pulled down, or the finger pulls the content past its top, the
    /// content stays pinned at its top: the drag belongs to the sheet.
    private func scrollViewDidChangeOffset(_ scrollView: UIScrollView) {
        guard !isPinningScrollView else { return }
        let top = topOffset(of: scrollView)
        let pulledPastTop = scrollView.isTracking && scrollView.contentOffset.y < top
        guard sheetDragStart != nil || pulledPastTop else { return }
        isPinningScrollView = true
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: false)
        isPinningScrollView = false
    }

    // MARK: Dragging the sheet

    private func didPanSheet(_ pan: UIPanGestureRecognizer) {
        guard let sheet = presentedView, let container = containerView else { return }
        let translation = pan.translation(in: container).y
        switch pan.state {
        case .began, .changed:
            if sheetDragStart == nil {
                let contentAtTop = trackedScrollView.map { $0.contentOffset.y <= topOffset(of: $0) + 0.5 } ?? true
                // Only a pull downwards, with the content at its top, moves the sheet.
                guard contentAtTop, translation > 0 else { return }
                sheetDragStart = translation
            }
            sheetDisplacement = max(0, translation - (sheetDragStart ?? 0))
            sheet.frame = frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: sheetDisplacement)
            updateShadow()
        case .ended, .cancelled, .failed:
            guard sheetDragStart != nil else { return }
            let velocity = pan.velocity(in: container).y
            sheetDragStart = nil
            if pan.state == .ended && (sheetDisplacement > dismissDistance || velocity > 1500) {
                (presentedViewController as? BottomSheetPresentable)?.bottomSheetWillDismiss()
                presentedViewController.dismiss(animated: true, completion: nil)
            } else {
                sheetDisplacement = 0
                UIView.animate(withDuration: 0.25) {
                    sheet.frame = self.frameOfPresentedViewInContainerView
                    self.updateShadow()
                }
            }
        default:
            break
        }
    }

    private func dimmingViewTapped() {
        (presentedViewController as? BottomSheetPresentable)?.bottomSheetWillDismiss()
        presentedViewController.dismiss(animated: true, completion: nil)
    }

    private func updateShadow() {
        guard let sheet = presentedView else { return }
        shadowView.frame = sheet.frame
        shadowView.layer.shadowPath =
            UIBezierPath(
                roundedRect: shadowView.bounds, byRoundingCorners: [.topLeft, .topRight],
                cornerRadii: CGSize(
                    width: BottomSheetPresentationController.cornerRadius,
                    height: BottomSheetPresentationController.cornerRadius)
            ).cgPath
    }

    // MARK: UIGestureRecognizerDelegate

    /// The sheet's drag and the content's scrolling see the same finger.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        return otherGestureRecognizer === trackedScrollView?.panGestureRecognizer
    }
}

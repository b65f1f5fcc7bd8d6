import Testing
import UIKitTesting

@testable import UIKit

// The seed tutorial's scenarios, rewritten: a half-height custom presentation, a zoom
// animator for both directions, a pinch-style interactive dismissal, fade animators,
// `show` routing and an adapting popover.

/// Presents in the lower half over a dark blur, scaling the presenter to 0.8 alongside, with the
/// seed's close button: a constraint whose constant changes, then `layoutIfNeeded()` inside the
/// coordinator's alongside block, so the button slides with the sheet.
@MainActor
final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    let closeButton = UIButton(type: .custom)
    var closeButtonTopConst: NSLayoutConstraint?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        closeButton.setImage(UIImage(systemName: "heart"), for: .normal)
        closeButton.translatesAutoresizingMaskIntoConstraints = false
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let b = container.bounds
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        container.addSubview(closeButton)
        closeButton.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
        closeButtonTopConst = closeButton.topAnchor.constraint(equalTo: container.topAnchor, constant: -80)
        closeButtonTopConst?.isActive = true
        container.layoutIfNeeded()
        closeButtonTopConst?.constant = 60
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            container.layoutIfNeeded()
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
                self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                container.layoutIfNeeded()
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        closeButtonTopConst?.constant = -80
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
                self.presentingViewController.view.transform = .identity
                self.containerView?.layoutIfNeeded()
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            closeButton.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView!.bounds
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        presentingViewController.view.transform = .identity
        coordinator.animate(
            alongsideTransition: { _ in
                self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }, completion: nil)
    }
}

@MainActor
final class HalfSheetDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Zooms an image from a cell's frame to the full container and back: one animator, a flag.
@MainActor
final class ZoomAnimator: UIViewControllerAnimatedTransitioning {
    var presenting = true
    var cellFrame: CGRect = .zero
    let duration: TimeInterval = 0.6
    weak var zoomingView: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let zoom = UIView()
        zoom.backgroundColor = .systemOrange
        zoom.clipsToBounds = true
        zoomingView = zoom
        if presenting {
            let toView = ctx.viewController(forKey: .to)!.view!
            toView.alpha = 0
            container.addSubview(toView)
            zoom.frame = cellFrame
            container.addSubview(zoom)
            UIView.animate(withDuration: duration, animations: { zoom.frame = container.bounds }) { _ in
                toView.alpha = 1
                zoom.removeFromSuperview()
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else {
            let fromVC = ctx.viewController(forKey: .from)!
            let toVC = ctx.viewController(forKey: .to)!
            toVC.view.frame = container.bounds
            container.insertSubview(toVC.view, at: 0)
            zoom.frame = fromVC.view.frame
            container.addSubview(zoom)
            fromVC.view.alpha = 0
            UIView.animate(withDuration: duration, animations: { zoom.frame = self.cellFrame }) { _ in
                let success = !ctx.transitionWasCancelled
                if !success { fromVC.view.alpha = 1 }
                zoom.removeFromSuperview()
                ctx.completeTransition(success)
            }
        }
    }
}

/// Vends the zoom animator both ways and a pinch-style interaction controller for dismissal.
@MainActor
final class ZoomTransitionDelegate: UIViewControllerTransitioningDelegate {
    let animator = ZoomAnimator()
    var pinch: PinchDismissal?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let pinch, pinch.isPinching else { return nil }
        return pinch
    }
}

/// The seed's pinch controller: pinching in scrubs the dismissal, which finishes above 50 %.
@MainActor
final class PinchDismissal: UIPercentDrivenInteractiveTransition {
    weak var target: UIViewController?
    var isPinching = false
    var shouldComplete = false
    var startScale: CGFloat = 1

    func pinchBegan(scale: CGFloat) {
        isPinching = true
        startScale = scale
        target?.dismiss(animated: true)
    }

    func pinchChanged(scale: CGFloat) {
        let progress = min(max(1 - scale / startScale, 0), 1)
        shouldComplete = progress > 0.5
        update(progress)
    }

    func pinchEnded() {
        isPinching = false
        if shouldComplete { finish() } else { cancel() }
    }
}

/// The seed's fade animators.
@MainActor
final class FadeInAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from) else { return }
        ctx.containerView.addSubview(fromView)
        fromView.alpha = 1
        UIView.animate(withDuration: 0.35, animations: { fromView.alpha = 0 }) { _ in
            fromView.removeFromSuperview()
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

@MainActor
final class FadeOutAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toView = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.35, animations: { toView.alpha = 1 }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

@MainActor
final class FadeDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { FadeOutAnimator() }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeInAnimator()
    }
}

@MainActor
@Suite(.checksLifetimes) struct SeedScenarioTests {
    func root(_ device: VirtualDevice, _ log: EventLog) -> RecordingViewController {
        let a = RecordingViewController("A", log: log)
        device.window.rootViewController = a
        device.runUntilIdle()
        a.view.backgroundColor = .white
        log.clear()
        return a
    }

    @Test func halfHeightPresentationDimsScalesThePresenterAndSurvivesRotation() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = root(device, log)
        let delegate = HalfSheetDelegate()
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 0.25)
        let pc = b.presentationController as! HalfSheetPresentationController
        let midScale = a.view.layer.presentation()!.transform.m11
        #expect(midScale < 0.99 && midScale > 0.81)
        device.runUntilIdle()
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(b.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(pc.dimmingView.alpha == 1)
        #expect(pc.dimmingView.superview === pc.containerView)
        #expect(log.filtered("A.view").isEmpty)
        device.rotate(to: CGSize(width: 844, height: 390))
        device.runUntilIdle()
        #expect(b.view.frame == CGRect(x: 0, y: 195, width: 844, height: 195))
        #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        b.dismiss(animated: true)
        device.runUntilIdle()
        #expect(a.view.transform == .identity)
        #expect(pc.dimmingView.superview == nil)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func zoomAnimatorGrowsFromTheCellAndShrinksBack() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = root(device, log)
        let delegate = ZoomTransitionDelegate()
        let cell = CGRect(x: 20, y: 100, width: 100, height: 100)
        delegate.animator.cellFrame = cell
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 0.3)
        // Halfway in time on the ease-in-out curve is halfway in value: the interpolated frame.
        let zoom = delegate.animator.zoomingView!
        let mid = zoom.layer.presentation()!.frame
        let full = device.window.bounds
        let expected = CGRect(
            x: (cell.minX + full.minX) / 2, y: (cell.minY + full.minY) / 2,
            width: (cell.width + full.width) / 2, height: (cell.height + full.height) / 2)
        #expect(abs(mid.minX - expected.minX) < 0.5 && abs(mid.minY - expected.minY) < 0.5)
        #expect(abs(mid.width - expected.width) < 0.5 && abs(mid.height - expected.height) < 0.5)
        device.runUntilIdle()
        #expect(b.view.alpha == 1)
        #expect(zoom.superview == nil)
        #expect(a.view.window == nil)
        b.dismiss(animated: true)
        device.advance(by: 0.6)
        device.runUntilIdle()
        #expect(a.view.superview === device.window)
        #expect(a.presentedViewController == nil)
        #expect(
            log.filtered("A.viewWillAppear", "A.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear").count == 4)
        #expect(appearanceIsBalanced(log.entries))
    }

    private func pinchScene() -> (
        VirtualDevice, EventLog, RecordingViewController, RecordingViewController, ZoomTransitionDelegate,
        PinchDismissal
    ) {
        let device = VirtualDevice()
        let log = EventLog()
        let a = root(device, log)
        let delegate = ZoomTransitionDelegate()
        delegate.animator.cellFrame = CGRect(x: 20, y: 100, width: 100, height: 100)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let pinch = PinchDismissal()
        pinch.target = b
        delegate.pinch = pinch
        a.present(b, animated: true)
        device.runUntilIdle()
        log.clear()
        return (device, log, a, b, delegate, pinch)
    }

    @Test func pinchDismissalFinishesAboveHalf() {
        let (device, log, a, b, delegate, pinch) = pinchScene()
        var completed = false
        pinch.pinchBegan(scale: 1)
        device.advance(by: 1.0 / 60)
        for scale in stride(from: 0.95, through: 0.3, by: -0.05) {
            pinch.pinchChanged(scale: CGFloat(scale))
            device.advance(by: 1.0 / 60)
        }
        #expect(b.transitionCoordinator?.isInteractive == true)
        let zoom = delegate.animator.zoomingView!
        // Scrubbed to 70 %: the zoom view is most of the way to the cell.
        #expect(zoom.layer.presentation()!.frame.width < 200)
        b.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completed = true }
        pinch.pinchEnded()
        device.runUntilIdle()
        #expect(completed)
        #expect(a.presentedViewController == nil)
        #expect(a.view.superview === device.window)
        #expect(log.filtered("B.viewDidDisappear", "A.viewDidAppear").count == 2)
        #expect(appearanceIsBalanced(log.entries))
    }

    @Test func statement017_018_106_pinchDismissalCancelledBelowHalfRestoresEverything() {
        let (device, log, a, b, delegate, pinch) = pinchScene()
        var interactionEndedCancelled: Bool?
        pinch.pinchBegan(scale: 1)
        device.advance(by: 1.0 / 60)
        b.transitionCoordinator?.notifyWhenInteractionChanges { ctx in
            interactionEndedCancelled = ctx.isCancelled
            log.record("interactionChanged")
        }
        for scale in [0.95, 0.9, 0.85, 0.8] {
            pinch.pinchChanged(scale: CGFloat(scale))
            device.advance(by: 1.0 / 60)
        }
        pinch.pinchEnded()
        device.runUntilIdle()
        #expect(interactionEndedCancelled == true)
        #expect(a.presentedViewController === b)
        #expect(b.view.alpha == 1)
        #expect(b.view.window === device.window)
        #expect(a.view.window == nil)
        #expect(delegate.animator.zoomingView == nil || delegate.animator.zoomingView?.superview == nil)
        // A's view is put back in the hierarchy and laid out, so its vIA follows its vWA in the
        // same transaction (statements 2 and 3).
        #expect(
            log.entries.filter { $0.contains("ppear") || $0 == "interactionChanged" } == [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "interactionChanged",
                "A.viewWillDisappear",
                "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            ])
        // And it can be dismissed for real afterwards.
        b.dismiss(animated: false)
        device.runUntilIdle()
        #expect(a.presentedViewController == nil)
    }

    @Test func fadeAnimatorsPresentAndDismiss() {
        let device = VirtualDevice()
        let log = EventLog()
        let a = root(device, log)
        let delegate = FadeDelegate()
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 0.175)
        let alpha = b.view.layer.presentation()!.opacity
        #expect(alpha > 0.3 && alpha < 0.7)
        device.runUntilIdle()
        #expect(b.view.alpha == 1)
        b.dismiss(animated: true)
        device.advance(by: 0.2)
        #expect(b.view.layer.presentation()!.opacity < 0.9)
        device.runUntilIdle()
        #expect(a.presentedViewController == nil && b.view.superview == nil)
    }

    @Test func fadeInAnimatorWithNoFromViewLeavesTheTransitionHangingAndItIsReported() {
        // FadeIn used for a presentation that keeps the presenter: `.from` is nil, the seed's
        // guard returns without completing, and UIKit would hang; we report it.
        final class Backwards: UIViewControllerTransitioningDelegate {
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { FadeInAnimator() }
        }
        let device = VirtualDevice()
        let a = root(device, EventLog())
        let delegate = Backwards()
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        device.advance(by: 3)
        #expect(device.diagnostics.last?.contains("never called completeTransition(_:)") == true)
    }

    @Test func statement127_128_129_showRoutesToTheContainerThatHandlesItElsePresents() {
        final class Shower: UIViewController {
            var shown: [UIViewController] = []
            override func respondsToAction(_ action: Selector) -> Bool { action == .show }
            override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
        }
        let device = VirtualDevice()
        let container = Shower()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        device.window.rootViewController = container
        device.runUntilIdle()
        let next = UIViewController()
        #expect(child.targetViewController(forAction: .show, sender: nil) === container)
        child.show(next, sender: nil)
        #expect(container.shown.first === next)
        // showDetail has no handler: it presents modally.
        let detail = UIViewController()
        child.showDetailViewController(detail, sender: nil)
        device.runUntilIdle()
        #expect(detail.presentingViewController === container)
        #expect(child.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
    }

    @Test func statement061_065_popoverAdaptsToOverFullScreenInCompactWidthWhenTheDelegateAsks() {
        final class Adapt: UIAdaptivePresentationControllerDelegate {
            var willPresentStyle: UIModalPresentationStyle?
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
                -> UIModalPresentationStyle
            { .overFullScreen }
            func presentationController(
                _ presentationController: UIPresentationController,
                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                transitionCoordinator: UIViewControllerTransitionCoordinator?
            ) { willPresentStyle = style }
        }
        let device = VirtualDevice()
        let log = EventLog()
        let a = root(device, log)
        let anchor = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        a.view.addSubview(anchor)
        let b = RecordingViewController("B", log: log)
        b.modalPresentationStyle = .popover
        let adapt = Adapt()
        b.popoverPresentationController?.delegate = adapt
        b.popoverPresentationController?.sourceView = anchor
        a.present(b, animated: true)
        device.runUntilIdle()
        #expect(adapt.willPresentStyle == .overFullScreen)
        #expect(b.view.frame == device.window.bounds)
        #expect(log.filtered("A.view").isEmpty)
        // Without a delegate the phone shows the popover as a sheet.
        b.dismiss(animated: false)
        device.runUntilIdle()
        let c = UIViewController()
        c.modalPresentationStyle = .popover
        a.present(c, animated: false)
        device.runUntilIdle()
        #expect(c.view.frame.minY > 40 && c.view.frame.height < 844)
    }
}

@MainActor
@Suite(.checksLifetimes) struct PopoverTests {
    final class Delegate: UIPopoverPresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        func prepareForPopoverPresentation(_ p: UIPopoverPresentationController) { log.append("prepare") }
        func popoverPresentationControllerShouldDismissPopover(_ p: UIPopoverPresentationController) -> Bool {
            log.append("shouldDismissPopover")
            return allow
        }
        func popoverPresentationControllerDidDismissPopover(_ p: UIPopoverPresentationController) {
            log.append("didDismissPopover")
        }
    }

    func scene() -> (VirtualDevice, UIViewController, UIView, UIView) {
        let device = VirtualDevice(size: CGSize(width: 1024, height: 1366))
        let a = UIViewController()
        device.window.rootViewController = a
        device.runUntilIdle()
        let anchor = UIView(frame: CGRect(x: 400, y: 200, width: 100, height: 40))
        let passthrough = UIView(frame: CGRect(x: 0, y: 1200, width: 200, height: 100))
        a.view.addSubview(anchor)
        a.view.addSubview(passthrough)
        return (device, a, anchor, passthrough)
    }

    @Test func statement061_regularWidthShowsAPopoverThatATapOutsideDismisses() {
        let (device, a, anchor, passthrough) = scene()
        #expect(a.traitCollection.horizontalSizeClass == .regular)
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = b.popoverPresentationController!
        popover.sourceView = anchor
        popover.sourceRect = anchor.bounds
        popover.passthroughViews = [passthrough]
        let delegate = Delegate()
        popover.delegate = delegate
        var passthroughTaps = 0
        final class Counter { var n = 0 }
        let counter = Counter()
        passthrough.addGestureRecognizer(UITapGestureRecognizer(target: counter) { (c: Counter) in { c.n += 1 } })
        a.present(b, animated: true)
        device.runUntilIdle()
        #expect(popover.arrowDirection == .up)
        #expect(b.view.frame == CGRect(x: 300, y: 253, width: 300, height: 200))
        #expect(a.view.window != nil)
        // Taps over passthrough views reach them and leave the popover up.
        device.tap(at: CGPoint(x: 100, y: 1250))
        device.runUntilIdle()
        passthroughTaps = counter.n
        #expect(passthroughTaps == 1)
        #expect(a.presentedViewController === b)
        // Refused once, then dismissed.
        delegate.allow = false
        device.tap(at: CGPoint(x: 50, y: 50))
        device.runUntilIdle()
        #expect(a.presentedViewController === b)
        delegate.allow = true
        device.tap(at: CGPoint(x: 50, y: 50))
        device.runUntilIdle()
        #expect(a.presentedViewController == nil)
        #expect(delegate.log == ["prepare", "shouldDismissPopover", "shouldDismissPopover", "didDismissPopover"])
    }
}

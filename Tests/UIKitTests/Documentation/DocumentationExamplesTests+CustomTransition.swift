// The code of the "Writing and testing a custom transition" and "Driving an interactive
// transition with synthesized fingers" articles (UIKit.docc), verbatim.
import Testing
import UIKit
import UIKitTesting

/// Shows the presented view in the lower half of the screen over a dimming view and shrinks
/// the presenting view to 0.8 alongside the transition, as the seed tutorial's sheet does.
final class HalfSheetController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
            self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            self.presentingViewController.view.transform = .identity
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the sheet up from below the screen, and back down when it is dismissed.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let sheet = context.viewController(forKey: key) else { return }
        let shown = presenting ? context.finalFrame(for: sheet) : context.initialFrame(for: sheet)
        let hidden = shown.offsetBy(dx: 0, dy: shown.height)
        if presenting { context.containerView.addSubview(sheet.view) }
        sheet.view.frame = presenting ? hidden : shown
        // Linear, so that when a finger scrubs the transition the sheet stays under it.
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: .curveLinear,
            animations: { sheet.view.frame = self.presenting ? shown : hidden },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// Vends the presentation controller and the animators; `interaction` drives a dismissal
/// while a finger is on the sheet.
final class HalfSheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = SwipeDownInteraction()

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction.isInteracting ? interaction : nil
    }
}

@MainActor @Test(.checksLifetimes) func halfSheetCoversTheLowerHalfAndShrinksThePresenter() {
    let device = VirtualDevice()
    let home = UIViewController()
    home.view.backgroundColor = .systemBlue
    device.window.rootViewController = home
    device.runUntilIdle()

    let transitioning = HalfSheetTransitioning()  // the delegate property is weak: keep it
    let sheet = UIViewController()
    sheet.view.backgroundColor = .white
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitioning
    home.present(sheet, animated: true)

    device.advance(by: 0.15)  // halfway through the 0.3 s slide
    let top = sheet.view.layer.presentation()!.frame.minY
    #expect(top > 422 && top < 844)

    device.runUntilIdle()
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(home.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
    let screen = device.screenshot()
    let onSheet = screen.pixel(x: 195, y: 700)
    #expect(onSheet.r == 255 && onSheet.g == 255 && onSheet.b == 255)
    let dimmedHome = screen.pixel(x: 195, y: 200)  // systemBlue under half-black
    #expect(dimmedHome.r == 0 && (120...136).contains(dimmedHome.b))

    sheet.dismiss(animated: true)
    device.runUntilIdle()
    #expect(home.presentedViewController == nil)
    #expect(home.view.transform == .identity)
}

// MARK: An interactive transition driven by synthesized fingers

/// Scrubs the sheet's dismissal with a finger dragged down it; finishes past half its height.
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var sheet: UIViewController?

    func attach(to sheet: UIViewController) {
        self.sheet = sheet
        sheet.view.addGestureRecognizer(
            UIPanGestureRecognizer(target: self, action: SwipeDownInteraction.handlePan))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).y / view.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            sheet?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.5 { finish() } else { cancel() }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// Presents the half sheet from a blue home screen and lets it settle.
@MainActor func presentHalfSheet(on device: VirtualDevice, with transitioning: HalfSheetTransitioning)
    -> (home: UIViewController, sheet: UIViewController)
{
    let home = UIViewController()
    home.view.backgroundColor = .systemBlue
    device.window.rootViewController = home
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitioning
    home.present(sheet, animated: true)
    device.runUntilIdle()
    transitioning.interaction.attach(to: sheet)
    return (home, sheet)
}

@MainActor @Test(.checksLifetimes) func draggingTheSheetHalfwayDownFollowsTheFingerThenFinishes() {
    let device = VirtualDevice()
    let transitioning = HalfSheetTransitioning()
    let (home, sheet) = presentHalfSheet(on: device, with: transitioning)

    device.beginTouches(at: [CGPoint(x: 195, y: 500)])
    for y in stride(from: 510, through: 650, by: 10) {
        device.advance(by: 1.0 / 60)
        device.moveTouches(to: [CGPoint(x: 195, y: CGFloat(y))])
    }
    // The finger is 150 points down a 422-point sheet: the dismissal is held about a third in.
    let progress = transitioning.interaction.percentComplete
    #expect(progress > 0.3 && progress < 0.36)
    let top = sheet.view.layer.presentation()!.frame.minY
    #expect(abs(top - (422 + 422 * progress)) < 1)
    device.advance(by: 0.5)  // time passes, but only the finger moves the transition
    #expect(transitioning.interaction.percentComplete == progress)

    for y in stride(from: 660, through: 760, by: 10) {
        device.advance(by: 1.0 / 60)
        device.moveTouches(to: [CGPoint(x: 195, y: CGFloat(y))])
    }
    device.endTouches()  // lifted past half the sheet: the dismissal finishes
    device.runUntilIdle()
    #expect(home.presentedViewController == nil)
    #expect(sheet.view.window == nil)
}

@MainActor @Test(.checksLifetimes) func aShortDragCancelsAndTheSheetSettlesBack() {
    let device = VirtualDevice()
    let transitioning = HalfSheetTransitioning()
    let (home, sheet) = presentHalfSheet(on: device, with: transitioning)

    device.pan(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 600), duration: 0.3)
    device.runUntilIdle()
    #expect(home.presentedViewController === sheet)
    #expect(sheet.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(home.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
}

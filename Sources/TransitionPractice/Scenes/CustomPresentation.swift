import UIKit

/// Presents its content in the lower half of the screen over a dark blur, with a close button
/// that drops in from the top, scaling the presenting view to 0.8 alongside the transition
/// (the seed tutorial's first custom presentation).
@MainActor
public final class HalfScreenPresentationController: UIPresentationController {
    public let dimmingView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    public let closeButton = MenuRow(title: "Close") {}
    /// The close button's top constraint, animated in and out (the seed's `closeButtonTopConst`).
    public private(set) var closeButtonTopConst: NSLayoutConstraint?

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    public override func presentationTransitionWillBegin() {
        Trace.shared.record("HalfScreenPresentationController.presentationTransitionWillBegin")
        guard let container = containerView else { return }
        dimmingView.alpha = 0
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        closeButton.label.textAlignment = .center
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(closeButton)
        closeButton.centerXAnchor.constraint(equalTo: container.centerXAnchor).isActive = true
        closeButton.widthAnchor.constraint(equalToConstant: 120).isActive = true
        closeButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        closeButtonTopConst = closeButton.topAnchor.constraint(equalTo: container.topAnchor, constant: -80)
        closeButtonTopConst?.isActive = true
        container.layoutIfNeeded()
        closeButtonTopConst?.constant = 150
        let scale = CGAffineTransform(scaleX: 0.8, y: 0.8)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            presentingViewController.view.transform = scale
            container.layoutIfNeeded()
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
                self.presentingViewController.view.transform = scale
                container.layoutIfNeeded()
            }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        Trace.shared.record("HalfScreenPresentationController.presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview(); closeButton.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        Trace.shared.record("HalfScreenPresentationController.dismissalTransitionWillBegin")
        closeButtonTopConst?.constant = -80
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            presentingViewController.view.transform = .identity
            containerView?.layoutIfNeeded()
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
                self.presentingViewController.view.transform = .identity
                self.containerView?.layoutIfNeeded()
            }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        Trace.shared.record("HalfScreenPresentationController.dismissalTransitionDidEnd(\(completed))")
        if completed {
            dimmingView.removeFromSuperview()
            closeButton.removeFromSuperview()
        }
    }

    public override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView!.bounds
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        presentingViewController.view.transform = .identity
        coordinator.animate(
            alongsideTransition: { _ in
                self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            }, completion: nil)
    }
}

/// The screen that presents the half-screen sheet through Main.storyboard's modal segue.
@MainActor
public final class CustomPresentationViewController: MenuListViewController, UIViewControllerTransitioningDelegate {
    public override var traceName: String { "CustomPresentation" }

    /// The scene of Main.storyboard.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addRow("Present half screen") { [unowned self] in presentHalfScreen() }
    }

    /// Runs the storyboard's modal segue, with the row's cell as the sender.
    public func presentHalfScreen() {
        performSegue(withIdentifier: "presentHalfScreen", sender: row("Present half screen"))
    }

    /// The seed's preparation: the segue is modal in the storyboard; switch the destination to
    /// the custom presentation and be its transitioning delegate.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Trace.shared.record("CustomPresentation.prepare(for: \(segue.identifier ?? "nil"))")
        segue.destination.modalPresentationStyle = .custom
        segue.destination.transitioningDelegate = self
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let pc = HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
        pc.closeButton.action = { [weak presented] in presented?.dismiss(animated: true) }
        return pc
    }
}

/// What the half-screen sheet shows.
@MainActor
public final class HalfScreenContentViewController: TracedViewController {
    public override var traceName: String { "HalfScreenContent" }

    /// The close button of the storyboard's scene (the seed's `@IBAction`).
    @IBAction func dismiss(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        label.text = "Half screen"
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        view.addSubview(label)
    }
}

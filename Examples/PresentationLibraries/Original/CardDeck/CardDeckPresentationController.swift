import UIKit

/// Hears where a card deck put its card.
@objc public protocol CardDeckPresentationDelegate: AnyObject {
    /// The card moved to make room for the keyboard (or moved back when it left).
    @objc optional func cardDeck(_ controller: CardDeckPresentationController, didMoveCardTo frame: CGRect)
}

/// Shows a controller as a card floating over the presenter, which shrinks behind it like the
/// next card of a deck. The card keeps clear of the status bar (following its frame as the
/// device rotates) and rises above the keyboard when one appears.
public final class CardDeckPresentationController: UIPresentationController {
    /// The space around the card.
    @objc public var cardMargin: CGFloat = 16
    /// How much the presenter shrinks behind the card.
    @objc public var presenterScale: CGFloat = 0.92
    @objc public weak var cardDelegate: CardDeckPresentationDelegate?

    /// The top of the keyboard in the container, while a keyboard is up.
    private var keyboardTop: CGFloat?
    /// The status bar frame the card last kept clear of.
    @objc public private(set) var statusBarHeight: CGFloat = UIApplication.shared.statusBarFrame.height
    @objc public private(set) var statusBarChanges = 0

    private lazy var backdropView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        view.alpha = 0
        return view
    }()

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(
            self, selector: #selector(statusBarFrameDidChange(_:)),
            name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let safe = container.safeAreaInsets
        let top = statusBarHeight + cardMargin
        var bottom = container.bounds.height - max(safe.bottom, 0) - cardMargin
        if let keyboardTop = keyboardTop { bottom = min(bottom, keyboardTop - cardMargin) }
        let x = safe.left + cardMargin
        return CGRect(
            x: x, y: top, width: container.bounds.width - x - safe.right - cardMargin,
            height: max(bottom - top, 0))
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        backdropView.frame = container.bounds
        container.insertSubview(backdropView, at: 0)
        presentedView?.layer.cornerRadius = 12
        presentedView?.layer.cornerCurve = .continuous
        presentedView?.clipsToBounds = true
        let scale = presenterScale
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.backdropView.alpha = 1
                self.presentingViewController.view.transform = CGAffineTransform(scaleX: scale, y: scale)
            }, completion: nil)
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.backdropView.alpha = 0
                self.presentingViewController.view.transform = .identity
            }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            backdropView.removeFromSuperview()
            NotificationCenter.default.removeObserver(self)
        }
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView else { return }
        backdropView.frame = container.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    // MARK: Notifications

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let container = containerView,
            let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
        else { return }
        let frame = container.convert(value.cgRectValue, from: nil)
        keyboardTop = frame.minY
        moveCard(alongside: notification)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardTop = nil
        moveCard(alongside: notification)
    }

    @objc private func statusBarFrameDidChange(_ notification: Notification) {
        statusBarChanges += 1
        statusBarHeight = UIApplication.shared.statusBarFrame.height
        containerView?.setNeedsLayout()
    }

    private func moveCard(alongside notification: Notification) {
        let duration =
            (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
            .doubleValue ?? 0.25
        let frame = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: duration) {
            self.presentedView?.frame = frame
        }
        cardDelegate?.cardDeck?(self, didMoveCardTo: frame)
    }
}

/// Presents controllers as cards: set an instance as the controller's `transitioningDelegate`
/// with `modalPresentationStyle = .custom`, and keep it (the controller holds it weakly).
public final class CardDeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    @objc public weak var cardDelegate: CardDeckPresentationDelegate?

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = CardDeckPresentationController(presentedViewController: presented, presenting: presenting)
        controller.cardDelegate = cardDelegate
        return controller
    }
}

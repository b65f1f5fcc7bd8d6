//
//  PopupPresenter.swift
//  Centered popup presentation with a blurred background, spring animation and keyboard avoidance.
//

import UIKit

public struct PopupConfiguration {
    public var blurStyle: UIBlurEffect.Style = .systemMaterialDark
    public var cornerRadius: CGFloat = 14
    public var horizontalMargin: CGFloat = 32
    public var dismissOnTapOutside = true
    public var springDamping: CGFloat = 0.75
    public var duration: TimeInterval = 0.5
    public init() {}
}

public final class PopupPresentationController: UIPresentationController {
    private let configuration: PopupConfiguration
    private let blurView = UIVisualEffectView(effect: nil)
    private var keyboardHeight: CGFloat = 0

    public init(
        presentedViewController: UIViewController, presenting: UIViewController?,
        configuration: PopupConfiguration
    ) {
        self.configuration = configuration
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChange(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChange(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override public var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        let width = min(safe.width - configuration.horizontalMargin * 2, 420)
        let fitting =
            presentedViewController.preferredContentSize.height > 0
            ? presentedViewController.preferredContentSize
            : presentedView?.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) ?? CGSize(width: width, height: 240)
        let height = min(fitting.height, safe.height - keyboardHeight - 20)
        let available = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.height - keyboardHeight)
        return CGRect(x: available.midX - width / 2, y: available.midY - height / 2, width: width, height: height)
            .integral
    }

    override public func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        blurView.frame = container.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(blurView, at: 0)
        if configuration.dismissOnTapOutside {
            let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
            blurView.addGestureRecognizer(tap)
        }
        presentedView?.layer.cornerRadius = configuration.cornerRadius
        presentedView?.layer.cornerCurve = .continuous
        presentedView?.clipsToBounds = true

        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in
                    self.blurView.effect = UIBlurEffect(style: self.configuration.blurStyle)
                }, completion: nil)
        } else {
            blurView.effect = UIBlurEffect(style: configuration.blurStyle)
        }
    }

    override public func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { blurView.removeFromSuperview() }
    }

    override public func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.blurView.effect = nil
            }, completion: nil)
    }

    override public func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() }
    }

    override public func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override public func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
        UIView.animate(withDuration: 0.25) { self.containerView?.layoutIfNeeded() }
    }

    @objc private func backgroundTapped() {
        presentedViewController.view.endEditing(true)
        presentingViewController.dismiss(animated: true, completion: nil)
    }

    @objc private func keyboardWillChange(_ note: Notification) {
        guard let info = note.userInfo,
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let container = containerView
        else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curveRaw = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        let local = container.convert(end, from: nil)
        keyboardHeight = max(0, container.bounds.maxY - local.minY - container.safeAreaInsets.bottom)
        UIView.animate(
            withDuration: duration, delay: 0,
            options: UIView.AnimationOptions(rawValue: curveRaw << 16),
            animations: { self.presentedView?.frame = self.frameOfPresentedViewInContainerView },
            completion: nil)
    }

    @objc private func keyboardWillHide(_ note: Notification) {
        keyboardHeight = 0
        let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        UIView.animate(withDuration: duration) {
            self.presentedView?.frame = self.frameOfPresentedViewInContainerView
        }
    }
}

final class PopupAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let configuration: PopupConfiguration

    init(isPresenting: Bool, configuration: PopupConfiguration) {
        self.isPresenting = isPresenting
        self.configuration = configuration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? configuration.duration : 0.25
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: ctx)
        if isPresenting {
            guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) else { return }
            ctx.containerView.addSubview(toView)
            toView.frame = ctx.finalFrame(for: toVC)
            toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            toView.alpha = 0
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: configuration.springDamping,
                initialSpringVelocity: 0.6, options: [],
                animations: {
                    toView.transform = .identity
                    toView.alpha = 1
                },
                completion: { _ in
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        } else {
            guard let fromView = ctx.view(forKey: .from) else { return }
            UIView.animate(
                withDuration: duration,
                animations: {
                    fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                    fromView.alpha = 0
                },
                completion: { _ in
                    fromView.removeFromSuperview()
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        }
    }
}

public final class PopupTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public var configuration = PopupConfiguration()

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        PopupPresentationController(
            presentedViewController: presented, presenting: presenting,
            configuration: configuration)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        PopupAnimator(isPresenting: true, configuration: configuration)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        PopupAnimator(isPresenting: false, configuration: configuration)
    }
}

private var popupDelegateKey = "popupDelegateKey"

public extension UIViewController {
    /// Presents `popup` as a centred card over a blurred background.
    func presentPopup(
        _ popup: UIViewController, configuration: PopupConfiguration = PopupConfiguration(),
        completion: (() -> Void)? = nil
    ) {
        let delegate = PopupTransitioningDelegate()
        delegate.configuration = configuration
        // transitioningDelegate is weak; keep it alive for the popup's lifetime.
        objc_setAssociatedObject(popup, &popupDelegateKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        popup.modalPresentationStyle = .custom
        popup.transitioningDelegate = delegate
        present(popup, animated: true, completion: completion)
    }
}

/// Builds the transition-driver setups for modal presentation and dismissal: which views,
/// frames and controllers take part, per style, and the style's own start and end work.
@preconcurrency @MainActor
package enum ModalTransition {
    /// The transition that presents `presented` from `presenter`.
    package static func presentation(
        of presented: UIViewController, by presenter: UIViewController, source: UIViewController,
        controller pc: UIPresentationController, animated: Bool, completion: @escaping (Bool) -> Void
    ) -> TransitionDriver {
        let isCustom = presented.modalPresentationStyleStorage == .custom
        let (animator, interactor) = animators(
            presenting: true, presented: presented, presenter: presenter, source: source, animated: animated)
        var setup = TransitionDriver.Setup(
            from: presenter, to: presented, containerView: nil, isAnimated: isCustom ? animated : true,
            presentationStyle: pc.presentationStyle, animator: animator,
            appearing: [presented], disappearing: [], participants: [presented, presenter, source])
        setup.appearanceAnimated = animated
        setup.interactor = interactor
        setup.prepare = { s in
            let window = presenter.view.window ?? presenter.world.keyWindow ?? UIWindow()
            let container = pc.makeContainer(in: window)
            s.containerView = container
            let presenterView = presenter.view!
            s.toView = pc.presentedView
            if let replacement = pc.adaptivePresentedViewController { s.appearing = [replacement] }
            s.initialFrames[ObjectIdentifier(presenter)] = container.convert(
                presenterView.frame, from: presenterView.superview)
            if pc.removesPresentersView {
                s.disappearing = [presenter]
                s.fromView = presenterView
                pc.presenterPlacement = UIPresentationController.PresenterPlacement(of: presenterView)
                UIView.performWithoutAnimation {
                    presenterView.frame = container.convert(presenterView.frame, from: presenterView.superview)
                    container.insertSubview(presenterView, at: 0)
                }
            } else {
                s.finalFrames[ObjectIdentifier(presenter)] = s.initialFrames[ObjectIdentifier(presenter)]
            }
            s.finalFrames[ObjectIdentifier(presented)] = pc.frameOfPresentedViewInContainerView
        }
        setup.willBegin = { pc.presentationTransitionWillBegin() }
        setup.didEnd = { completed in
            pc.presentationTransitionDidEnd(completed)
            let container = pc.containerView
            if completed {
                // Whether the presenter's view goes was decided when the transition began; a
                // size change since (a sheet turned full-screen by a rotation) must not take
                // away a view nothing would put back.
                if pc.presenterPlacement != nil { presenter.viewIfLoaded?.removeFromSuperview() }
            } else {
                restorePresenterView(pc)
                container?.removeFromSuperview()
                pc.containerView = nil
            }
        }
        setup.completion = completion
        return TransitionDriver(setup)
    }

    /// The transition that dismisses `top` (and the controllers between it and `presenter`).
    package static func dismissal(
        of top: UIViewController, to presenter: UIViewController, removing intermediates: [UIViewController],
        animated: Bool, completion: @escaping (Bool) -> Void
    ) -> TransitionDriver {
        let pc =
            top.presentationControllerStorage
            ?? top.makeBuiltInPresentationController(presenting: presenter, source: nil)
        let bottomController = (intermediates.first ?? top).presentationControllerStorage ?? pc
        let isCustom = top.modalPresentationStyleStorage == .custom
        var (animator, interactor) = animators(
            presenting: false, presented: top, presenter: presenter, source: presenter, animated: animated)
        if interactor == nil, let userDrag = pc.pendingDismissalInteractor { interactor = userDrag }
        let visibleIntermediates = intermediates.filter { $0.appearance.state == .appeared }
        var setup = TransitionDriver.Setup(
            from: top, to: presenter, containerView: nil, isAnimated: isCustom ? animated : true,
            presentationStyle: pc.presentationStyle, animator: animator, appearing: [],
            disappearing: [top] + visibleIntermediates, participants: [top, presenter] + intermediates)
        setup.appearanceAnimated = animated
        setup.interactor = interactor
        setup.prepare = { s in
            let container = pc.containerView ?? pc.makeContainer(in: presenter.view.window ?? UIWindow())
            s.containerView = container
            s.fromView = pc.presentedView
            s.initialFrames[ObjectIdentifier(top)] = s.fromView?.frame ?? .zero
            if let placement = bottomController.presenterPlacement {
                s.appearing = [presenter]
                s.toView = presenter.view
                s.finalFrames[ObjectIdentifier(presenter)] = container.convert(
                    placement.frame, from: placement.superview)
            } else {
                let v = presenter.view!
                let frame = container.convert(v.frame, from: v.superview)
                s.initialFrames[ObjectIdentifier(presenter)] = frame
                s.finalFrames[ObjectIdentifier(presenter)] = frame
            }
        }
        // Every presentation in the chain ends, not only the top one: the controllers between
        // take part in the transition (their coordinator is this one), so what their
        // presentation controllers did to the views beneath (a sheet receding its presenter)
        // is undone alongside the top one's animation.
        let intermediateControllers = intermediates.reversed().compactMap { $0.presentationControllerStorage }
        setup.willBegin = {
            pc.dismissalTransitionWillBegin()
            for ipc in intermediateControllers { ipc.dismissalTransitionWillBegin() }
        }
        setup.didEnd = { completed in
            pc.dismissalTransitionDidEnd(completed)
            for ipc in intermediateControllers { ipc.dismissalTransitionDidEnd(completed) }
            guard completed else {
                if bottomController.presenterPlacement != nil, presenter.viewIfLoaded?.superview === pc.containerView {
                    presenter.viewIfLoaded?.removeFromSuperview()
                }
                return
            }
            restorePresenterView(bottomController)
            for vc in intermediates.reversed() + [top] {
                vc.presentationControllerStorage?.containerView?.removeFromSuperview()
                vc.presentationControllerStorage?.containerView = nil
                vc.viewIfLoaded?.removeFromSuperview()
            }
            pc.containerView?.removeFromSuperview()
            pc.containerView = nil
        }
        setup.completion = completion
        return TransitionDriver(setup)
    }

    /// Puts the presenter's view back where the presentation took it from.
    private static func restorePresenterView(_ pc: UIPresentationController) {
        guard let placement = pc.presenterPlacement, let host = placement.superview else { return }
        let v = pc.presentingViewController.view!
        UIView.performWithoutAnimation {
            host.insertSubview(v, at: min(placement.index, host.subviews.count))
            v.frame = placement.frame
            v.transform = .identity
            v.alpha = 1
        }
        pc.presenterPlacement = nil
    }

    /// The delegate's animator and interaction controller, else UIKit's for the style.
    private static func animators(
        presenting: Bool, presented: UIViewController, presenter: UIViewController, source: UIViewController,
        animated: Bool
    ) -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?) {
        if animated || presented.modalPresentationStyleStorage == .custom,
            let delegate = presented.transitioningDelegate
        {
            if presenting,
                let a = delegate.animationController(forPresented: presented, presenting: presenter, source: source)
            {
                return (a, delegate.interactionControllerForPresentation(using: a))
            }
            if !presenting, let a = delegate.animationController(forDismissed: presented) {
                return (a, delegate.interactionControllerForDismissal(using: a))
            }
        }
        var style = presented.modalTransitionStyle
        if presented.usesCurrentContext, presenter.providesPresentationContextTransitionStyle {
            style = presenter.modalTransitionStyle
        }
        return (ModalTransitionAnimator(style: style, presenting: presenting, animated: animated), nil)
    }
}

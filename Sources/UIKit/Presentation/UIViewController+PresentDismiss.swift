extension UIViewController {
    /// `present(_:animated:completion:)`: checks the request, links the controllers at once
    /// (so `presentedViewController` and `transitionCoordinator` answer immediately), and runs
    /// the transition on the next run-loop turn.
    package func performPresent(_ presented: UIViewController, animated requested: Bool, completion: (() -> Void)?) {
        let animated = requested && !world.isAnnouncingSizeChange
        if presented.modalPresentationStyleStorage == .custom, presented.presentationControllerStorage == nil {
            let candidate = PresentationRequest.containmentRoot(of: self)
            presented.presentationControllerStorage =
                presented.transitioningDelegate?.presentationController(
                    forPresented: presented, presenting: candidate, source: self)
                ?? presented.makeBuiltInPresentationController(presenting: candidate, source: self)
            presented.presentationControllerStorage?.styleForPresentation = .custom
        }
        guard case .present(let presenter) = PresentationRequest.resolve(source: self, presented: presented) else {
            return
        }
        let pc =
            presented.presentationControllerStorage
            ?? presented.makeBuiltInPresentationController(presenting: presenter, source: self)
        pc.presentingViewController = presenter
        presented.presentationControllerStorage = pc
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.beingPresented = true
        presenter.pendingPresentation = true
        let transition = ModalTransition.presentation(
            of: presented, by: presenter, source: self, controller: pc, animated: animated
        ) { completed in
            presenter.pendingPresentation = false
            presented.beingPresented = false
            if completed {
                completion?()
            } else {
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.presentationControllerStorage = nil
            }
        }
        presenter.runningTransition = transition
        transition.onRelease = { [weak presenter, weak transition] in presenter?.releaseTransition(transition) }
        pc.adaptForPresentation()
        presenter.loop.performOnNextTurn { transition.run() }
    }

    /// `dismiss(animated:completion:)`: dismisses what this controller (or its nearest ancestor)
    /// presented, with everything above it; or, with nothing presented, this controller itself.
    /// Only the top-most controller animates.
    package func performDismiss(animated: Bool, completion: (() -> Void)?) {
        let target: UIViewController
        if let presented = presentedViewController {
            target = presented
        } else if presentingViewController != nil {
            target = PresentationRequest.containmentRoot(of: self)
        } else {
            return
        }
        guard let presenter = target.presentingStorage else { return }
        if presenter.pendingPresentation || PresentationRequest.transitionInFlight(around: presenter) != nil {
            Diagnostics.log(
                in: presenter.loop,
                "Attempt to dismiss from view controller \(presenter.description) while a presentation or dismiss is in progress!"
            )
            return
        }
        var chain = [target]
        while let next = chain.last?.presentedStorage { chain.append(next) }
        if let busy = chain.dropLast().first(where: \.isModalTransitionInFlight) {
            Diagnostics.log(
                in: presenter.loop,
                "Attempt to dismiss from view controller \(busy.description) while a presentation or dismiss is in progress!"
            )
            return
        }
        let top = chain.last!
        let intermediates = Array(chain.dropLast())
        top.beingDismissed = true
        target.beingDismissed = true
        presenter.pendingPresentation = true
        let transition = ModalTransition.dismissal(
            of: top, to: presenter, removing: intermediates, animated: animated
        ) { completed in
            presenter.pendingPresentation = false
            for vc in chain { vc.beingDismissed = false }
            guard completed else { return }
            for vc in chain {
                vc.presentingStorage?.presentedStorage = nil
                vc.presentingStorage = nil
                vc.presentationControllerStorage = nil
            }
            completion?()
        }
        presenter.runningTransition = transition
        transition.onRelease = { [weak presenter, weak transition] in presenter?.releaseTransition(transition) }
        presenter.loop.performOnNextTurn { transition.run() }
    }
}

extension UIViewController {
    /// Whether a presentation or dismissal this controller runs was requested and has not
    /// reached its ending phase (its "did" callbacks and completions may start another).
    package var isModalTransitionInFlight: Bool {
        runningTransition.map { !$0.machine.hasEnded } ?? false
    }

    /// Forgets `transition` once it ended, unless a completion already started another.
    fileprivate func releaseTransition(_ transition: TransitionDriver?) {
        if runningTransition === transition { runningTransition = nil }
    }
}

extension UIViewController {
    /// `present(_:animated:completion:)`: checks the request, links the controllers at once
    /// (so `presentedViewController` and `transitionCoordinator` answer immediately), and runs
    /// the transition on the next run-loop turn.
    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
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
        let kind = PresentationTransition(of: presented, by: presenter, source: self)
        TransitionDriver.start(kind, animated: animated) {
            PresentationTransition.request(for: kind, animated: $0) { if $0 { completion?() } }
        }
    }

    /// `dismiss(animated:completion:)`: dismisses what this controller (or its nearest ancestor)
    /// presented, with everything above it; or, with nothing presented, this controller itself.
    /// Only the top-most controller animates. `interactor` drives a dismissal the user started
    /// (a sheet pulled down) when the transitioning delegate gives none.
    func performDismiss(
        animated: Bool, interactor: UIViewControllerInteractiveTransitioning? = nil, completion: (() -> Void)?
    ) {
        let target: UIViewController
        if let presented = presentedViewController {
            target = presented
        } else if presentingViewController != nil {
            target = PresentationRequest.containmentRoot(of: self)
        } else {
            return
        }
        guard let presenter = target.presentingStorage else { return }
        var chain = [target]
        while let next = chain.last?.presentedStorage { chain.append(next) }
        let admission = DismissalTransition.admission(of: chain, by: presenter)
        guard TransitionDriver.apply(admission, of: DismissalTransition.self, in: presenter) else { return }
        // Editing in what goes away ends as the dismissal starts, so the keyboard leaves with it.
        for controller in chain { controller.viewIfLoaded?.endEditing(true) }
        let kind = DismissalTransition(chain: chain, presenter: presenter)
        TransitionDriver.start(kind, animated: animated) {
            DismissalTransition.request(for: kind, animated: $0, interactor: interactor) { if $0 { completion?() } }
        }
    }
}

extension UIViewController {
    /// Whether this controller is the one a requested presentation brings in, until its
    /// completion phase (`isBeingPresented`).
    var presentationInFlight: Bool {
        guard let presenter = presentingStorage,
            let presentation = presenter.busyTransition(.modal)?.kind as? PresentationTransition
        else { return false }
        return presentation.presented === self
    }

    /// Whether this controller is the top or the bottom of a chain a requested dismissal takes
    /// away, until its completion phase (`isBeingDismissed`).
    var dismissalInFlight: Bool {
        guard world.modalContainerCount > 0 else { return false }
        var p = presentingStorage
        while let q = p {
            if let dismissal = q.busyTransition(.modal)?.kind as? DismissalTransition {
                return dismissal.reportsBeingDismissed(self)
            }
            p = q.presentingStorage
        }
        return false
    }
}

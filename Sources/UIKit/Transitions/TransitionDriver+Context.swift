// The transition context the animator and the interaction controller talk to: each call
// goes to the state machine, whose decision the driver carries out (`drive(_:)`).
extension TransitionDriver {
    var transitionWasCancelled: Bool { machine.wasCancelled }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { drive { $0.update(percentComplete) } }

    func finishInteractiveTransition() { drive { $0.finishInteraction() } }

    func cancelInteractiveTransition() { drive { $0.cancelInteraction() } }

    func pauseInteractiveTransition() { drive { $0.pause() } }

    func completeTransition(_ didComplete: Bool) { drive { $0.complete(didComplete) } }

    func initialFrame(for vc: UIViewController) -> CGRect { scene.initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { scene.finalFrames[ObjectIdentifier(vc)] ?? .zero }
}

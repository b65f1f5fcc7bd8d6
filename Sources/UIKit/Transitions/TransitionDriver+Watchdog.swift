// The watchdog: a transition whose animator never completes it, or whose interaction
// controller goes quiet, is named on the diagnostics channel instead of hanging silently.
extension TransitionDriver {
    /// Reports a transition whose animator never calls `completeTransition(_:)`, `seconds`
    /// plus the grace period from now, unless the interaction takes control first.
    func armHangCheck(after seconds: TimeInterval, since: String = "it began") {
        disarmHangCheck()
        let wait = seconds + Self.hangGracePeriod
        let world = kind.from.loop
        hangCheck = (
            world,
            world.schedule(after: wait) { [weak self] in
                self?.reportHang(after: wait, since: since)
            }
        )
    }

    /// Reports an interactive transition the interaction controller neither updates, finishes
    /// nor cancels for `interactionStallBound` seconds; the timer does not keep the device
    /// busy, so `runUntilIdle` still returns while an interaction waits for its user.
    func armInteractionCheck() {
        disarmHangCheck()
        let bound = Self.interactionStallBound
        let world = kind.from.loop
        hangCheck = (
            world,
            world.scheduleWatchdog(after: bound) { [weak self] in
                self?.reportStalledInteraction(after: bound)
            }
        )
    }

    func reportStalledInteraction(after bound: TimeInterval) {
        let world = hangCheck?.loop ?? kind.from.loop
        hangCheck = nil
        guard machine.isInteractive else { return }
        let interactorName = interactor.map { String(describing: type(of: $0)) } ?? "nil"
        Diagnostics.log(
            in: world,
            "Interactive transition from \(kind.from.description) to \(kind.to.description) has had no update, finish or cancel for \(String(format: "%.2g", bound)) s: the interaction controller \(interactorName) never called finishInteractiveTransition() or cancelInteractiveTransition()."
        )
    }

    func disarmHangCheck() {
        if let hangCheck { hangCheck.loop.cancelTimer(hangCheck.id) }
        hangCheck = nil
    }

    func reportHang(after wait: TimeInterval, since: String) {
        let world = hangCheck?.loop ?? kind.from.loop
        hangCheck = nil
        guard machine.animatorIsInControl else { return }
        Diagnostics.log(
            in: world,
            "Transition from \(kind.from.description) to \(kind.to.description) has not ended \(String(format: "%.2g", wait)) s after \(since): the animator \(String(describing: type(of: animator!))) never called completeTransition(_:)."
        )
    }
}

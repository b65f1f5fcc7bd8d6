/// UIKit's rules for recognizers that see the same touches:
///
/// ```
///  subclass sets .began / .ended(recognized)
///        │
///        ▼
///  failure requirements in play?  ── one recognized ─▶ .failed
///        │ one still possible ─▶ wait in .possible (pending) until it fails or recognizes
///        ▼
///  an active recognizer on shared touches prevents it? ─▶ .failed
///        ▼
///  view / delegate gestureRecognizerShouldBegin == false? ─▶ .failed
///        ▼
///  recognized: sharing recognizers it may prevent fail (or are cancelled), recognizers that
///  require its failure fail, the view's touches are cancelled (cancelsTouchesInView),
///  actions are sent
/// ```
///
/// Only recognizers in play (they received touches and were not reset since) take part; one
/// that never saw the touches counts as failed.
extension UIGestureRecognizer {
    /// A state change asked for by a subclass (or by the environment).
    func requestState(_ new: State) {
        let old = stateStorage
        switch (old, new) {
        case (.possible, .possible):
            return
        case (.possible, .began), (.possible, .ended):
            pendingState = new
            resolvePending()
        case (.possible, .failed), (.possible, .cancelled):
            fail()
        case (.began, .changed), (.changed, .changed), (.began, .began), (.changed, .began):
            stateStorage = .changed
            sendActions()
        case (.began, .ended), (.changed, .ended):
            stateStorage = .ended
            cancelTimer()
            sendActions()
            environment?.enqueueViewDelivery(trackedTouches)
        case (.began, .cancelled), (.changed, .cancelled), (.began, .failed), (.changed, .failed):
            cancelGesture()
        default:
            if old == new { return }
            Diagnostics.log("-[\(type(of: self)) setState:]: invalid transition from \(old) to \(new); ignored.")
        }
    }

    /// Whether this recognizer recognized (or began) the current gesture.
    var hasRecognized: Bool {
        stateStorage == .began || stateStorage == .changed || stateStorage == .ended || stateStorage == .cancelled
    }

    /// Tries to move from `.possible` to the pending state under UIKit's rules.
    func resolvePending() {
        guard let target = pendingState, stateStorage == .possible else { return }
        let requirements = failureRequirementsInPlay()
        if requirements.contains(where: \.hasRecognized) { return fail() }
        if requirements.contains(where: { $0.stateStorage == .possible }) { return }
        let others = environment?.engaged.filter { $0 !== self } ?? []
        for other in others where other.stateStorage == .began || other.stateStorage == .changed {
            if sharesTouches(with: other), !recognizesSimultaneously(with: other),
                other.canPrevent(self), canBePrevented(by: other)
            {
                return fail()
            }
        }
        guard shouldBegin() else { return fail() }

        pendingState = nil
        stateStorage = target
        for other in others where sharesTouches(with: other) && !recognizesSimultaneously(with: other) {
            guard canPrevent(other), other.canBePrevented(by: self) else { continue }
            if other.stateStorage == .possible {
                other.fail()
            } else if other.stateStorage == .began || other.stateStorage == .changed {
                other.cancelGesture()
            }
        }
        for other in others where other.stateStorage == .possible {
            if other.failureRequirementsInPlay().contains(where: { $0 === self }) { other.fail() }
        }
        if cancelsTouchesInView {
            for touch in trackedTouches { touch.cancelledForView = true }
        }
        environment?.enqueueViewDelivery(trackedTouches)
        sendActions()
        if target == .ended { cancelTimer() }
    }

    /// Fails from `.possible` (also while waiting), letting recognizers that waited for this
    /// failure go ahead.
    func fail() {
        pendingState = nil
        guard stateStorage == .possible else { return }
        stateStorage = .failed
        cancelTimer()
        guard let environment else { return }
        environment.enqueueViewDelivery(trackedTouches)
        for other in environment.engaged where other !== self && other.pendingState != nil {
            if other.failureRequirementsInPlay().contains(where: { $0 === self }) { other.resolvePending() }
        }
    }

    /// Cancels a gesture under way and tells the targets.
    func cancelGesture() {
        stateStorage = .cancelled
        pendingState = nil
        cancelTimer()
        sendActions()
        environment?.enqueueViewDelivery(trackedTouches)
    }

    /// The environment fails a recognizer that can no longer recognize.
    func failFromEnvironment() {
        fail()
    }

    /// Gives up the gesture now (disabled or removed from its view): cancels it if it began,
    /// fails it if possible, and resets it once nothing is pending.
    func abandonGesture() {
        if stateStorage == .began || stateStorage == .changed {
            cancelGesture()
        } else if stateStorage == .possible && environment != nil {
            fail()
        }
        if environment != nil { resetForNextGesture() }
        environment?.settle()
    }

    /// Whether the recognizer is in play, still possible, waiting for nothing, with no finger
    /// down and no timer: it can never recognize, so the environment fails it.
    var isStalled: Bool {
        stateStorage == .possible && pendingState == nil && timerID == nil
            && !trackedTouches.contains(where: \.isActive)
    }

    /// Whether the gesture is over and its fingers lifted, so the recognizer can reset.
    var isFinishedWithGesture: Bool {
        (stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed)
            && !trackedTouches.contains(where: \.isActive)
    }

    /// Recognizers in play this one must wait for: its own `require(toFail:)` list, its and
    /// their subclass overrides, and both delegates.
    func failureRequirementsInPlay() -> [UIGestureRecognizer] {
        guard let environment else { return [] }
        return environment.engaged.filter { other in
            guard other !== self else { return false }
            return explicitFailureRequirements.contains { $0.recognizer === other }
                || shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
        }
    }

    /// Whether either delegate lets the two recognize at once.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    func sharesTouches(with other: UIGestureRecognizer) -> Bool {
        trackedTouches.contains { other.tracks($0) }
    }

    /// Asks the views the touches are in (and the recognizer's view), then the delegate.
    private func shouldBegin() -> Bool {
        var views: [UIView] = []
        if let v = view { views.append(v) }
        for touch in trackedTouches {
            if let v = touch.view, !views.contains(where: { $0 === v }) { views.append(v) }
        }
        for v in views where !v.gestureRecognizerShouldBegin(self) { return false }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }
}

extension EventEnvironment {
    /// Notes touches whose view delivery a recognizer's change may have released or cancelled.
    func enqueueViewDelivery(_ touches: [UITouch]) {
        for t in touches where !t.viewFinished && !pendingViewTouches.contains(where: { $0 === t }) {
            pendingViewTouches.append(t)
        }
    }
}

extension UIApplication {
    /// Sends a touch event to each window that has touches in it, in the order their first
    /// touches began.
    func dispatchEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        var windows: [UIWindow] = []
        for touch in event.touchList {
            if let w = touch.window, !windows.contains(where: { $0 === w }) { windows.append(w) }
        }
        for window in windows { window.sendEvent(event) }
    }
}

extension UIWindow {
    /// The first responder, if it is still in this window.
    var currentFirstResponder: UIResponder? {
        guard let responder = firstResponderStorage else { return nil }
        // A responder that left the window is no longer its first responder.
        guard responder.responderWindow === self else {
            firstResponderStorage = nil
            return nil
        }
        return responder
    }

    /// UIKit's touch delivery: new touches pick up the recognizers of their view and its
    /// ancestors; recognizers see the event first; then views get what no recognizer delays
    /// or cancelled.
    func deliverTouchEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        let environment = application.eventEnvironment
        let touches = event.touchList.filter { $0.window === self }
        guard !touches.isEmpty else { return }
        environment.dispatchDepth += 1
        for touch in touches where touch.phase == .began && !touch.viewBeganDelivered && touch.recognizerRefs.isEmpty {
            if environment.isBlockedByExclusiveTouch(touch, among: touches) {
                touch.viewFinished = true
                continue
            }
            attachRecognizers(to: touch, event: event, environment: environment)
            environment.applyMultipleTouchRule(to: touch, among: touches)
        }
        deliverToRecognizers(touches, event: event)
        environment.deliverToViews(touches, event: event)
        environment.dispatchDepth -= 1
        environment.settle()
    }

    private func attachRecognizers(to touch: UITouch, event: UIEvent, environment: EventEnvironment) {
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerList where recognizer.isEnabled && recognizer.acceptsNewTouches {
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true,
                    recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
                else { continue }
                touch.recognizerRefs.append(WeakRecognizer(recognizer))
                recognizer.trackedTouches.append(touch)
                environment.engage(recognizer)
                // A touch joining a gesture already under way is not the view's to handle.
                if recognizer.cancelsTouchesInView && (recognizer.state == .began || recognizer.state == .changed) {
                    touch.cancelledForView = true
                }
            }
            view = current.superview
        }
    }

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for case let r? in touch.recognizerRefs.map(\.recognizer) where !recognizers.contains(where: { $0 === r }) {
                recognizers.append(r)
            }
        }
        for recognizer in recognizers {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                guard recognizer.isReceivingTouches else { break }
                let mine = touches.filter { $0.phase == phase && recognizer.tracks($0) }
                guard !mine.isEmpty else { continue }
                let set = Set(mine)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }
}

extension EventEnvironment {
    /// `isExclusiveTouch`: a touch on an exclusive view while other views have fingers, or on
    /// any other view while an exclusive view has one, goes nowhere.
    func isBlockedByExclusiveTouch(_ touch: UITouch, among eventTouches: [UITouch]) -> Bool {
        let others = (activeTouches + eventTouches).filter {
            $0 !== touch && $0.window === touch.window && $0.identifier < touch.identifier && !$0.viewFinished
        }
        guard let view = touch.view else { return false }
        return others.contains { other in
            guard let otherView = other.view, otherView !== view else { return false }
            return view.isExclusiveTouch || otherView.isExclusiveTouch
        }
    }

    /// A view that is not multiple-touch enabled hears only about its first finger.
    func applyMultipleTouchRule(to touch: UITouch, among eventTouches: [UITouch]) {
        guard let view = touch.view, !view.isMultipleTouchEnabled else { return }
        let others = activeTouches + eventTouches
        if others.contains(where: {
            $0 !== touch && $0.view === view && !$0.viewFinished && $0.identifier < touch.identifier
        }) {
            touch.viewFinished = true
        }
    }

    /// Delivers to views what recognizers no longer hold back: `touchesBegan` unless a
    /// recognizer that delays began is still possible, `touchesEnded` unless one that delays
    /// ended is, and `touchesCancelled` once a recognizer that cancels touches in its view
    /// recognized.
    func deliverToViews(_ touches: [UITouch], event: UIEvent) {
        // Touches a recognizer released or cancelled during this event go in the same calls.
        let pending = pendingViewTouches.filter { p in !touches.contains { $0 === p } }
        pendingViewTouches.removeAll()
        var batch = ViewDeliveryBatch()
        for touch in pending + touches { plan(touch, into: &batch) }
        batch.send(with: event)
    }

    private func plan(_ touch: UITouch, into batch: inout ViewDeliveryBatch) {
        guard let view = touch.view, !touch.viewFinished else { return }
        if touch.cancelledForView {
            if touch.viewBeganDelivered { batch.add(touch, to: view, phase: .cancelled) }
            touch.viewFinished = true
            return
        }
        if !touch.viewBeganDelivered {
            if touch.phase == .cancelled {
                touch.viewFinished = true
                return
            }
            if isHeldBack(touch, began: true) { return }
            batch.add(touch, to: view, phase: .began)
            touch.viewBeganDelivered = true
        } else if touch.phase == .moved {
            batch.add(touch, to: view, phase: .moved)
        }
        switch touch.phase {
        case .ended:
            if isHeldBack(touch, began: false) { return }
            batch.add(touch, to: view, phase: .ended)
            touch.viewFinished = true
        case .cancelled:
            batch.add(touch, to: view, phase: .cancelled)
            touch.viewFinished = true
        default: break
        }
    }

    private func isHeldBack(_ touch: UITouch, began: Bool) -> Bool {
        touch.recognizerRefs.contains { ref in
            guard let r = ref.recognizer, r.state == .possible, r.tracks(touch) else { return false }
            return began ? r.delaysTouchesBegan : r.delaysTouchesEnded
        }
    }

    /// Finishes the work an event or a recognizer's change left: pending view deliveries,
    /// failing recognizers that can no longer recognize, and resetting finished ones.
    func settle() {
        guard dispatchDepth == 0, !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        repeat {
            flushPendingViewTouches()
            for recognizer in engaged where recognizer.isStalled { recognizer.failFromEnvironment() }
            flushPendingViewTouches()
            for recognizer in engaged where recognizer.isFinishedWithGesture {
                recognizer.resetForNextGesture()
            }
            rounds += 1
        } while !pendingViewTouches.isEmpty && rounds < 16
    }

    private func flushPendingViewTouches() {
        while !pendingViewTouches.isEmpty {
            let touches = pendingViewTouches
            pendingViewTouches.removeAll()
            var batch = ViewDeliveryBatch()
            for touch in touches { plan(touch, into: &batch) }
            batch.send(with: touchEvent)
        }
    }
}

/// Touches for views grouped as UIKit sends them: one call per view and phase, began before
/// moved before ended before cancelled.
private struct ViewDeliveryBatch {
    private var entries: [(phase: UITouch.Phase, view: UIView, touches: [UITouch])] = []

    mutating func add(_ touch: UITouch, to view: UIView, phase: UITouch.Phase) {
        if let i = entries.firstIndex(where: { $0.phase == phase && $0.view === view }) {
            entries[i].touches.append(touch)
        } else {
            entries.append((phase, view, [touch]))
        }
    }

    @preconcurrency @MainActor
    func send(with event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for entry in entries where entry.phase == phase {
                let set = Set(entry.touches)
                switch phase {
                case .began: entry.view.touchesBegan(set, with: event)
                case .moved: entry.view.touchesMoved(set, with: event)
                case .ended: entry.view.touchesEnded(set, with: event)
                default: entry.view.touchesCancelled(set, with: event)
                }
            }
        }
    }
}

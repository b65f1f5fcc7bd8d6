@_spi(Testing) import QuartzCore

extension UIViewController {
    /// Whether the controller is being presented (read it in the appearance callbacks).
    public var isBeingPresented: Bool { presentationInFlight }
    /// Whether the controller is being dismissed (read it in the disappearance callbacks).
    public var isBeingDismissed: Bool { dismissalInFlight }
    /// Whether the controller is being added to a parent.
    public var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its parent.
    public var isMovingFromParent: Bool { movingFromParent }

    /// Starts an appearance change for a child whose container forwards appearance itself:
    /// `true` sends `viewWillAppear`, `false` sends `viewWillDisappear`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        sendBeginAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance change begun last: sends `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        sendEndAppearance()
    }

    /// Drives the appearance state machine and forwards to children whose views are in this
    /// controller's view, when this controller forwards automatically. Returns whether a
    /// "will" callback was sent, so a caller ends only the transitions it really began (a
    /// controller already in the requested state, such as one a presentation covers, gets
    /// neither "will" nor "did").
    @discardableResult
    func sendBeginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        switch appearance.begin(appearing: appearing) {
        case .willAppear:
            LifetimeTracker.appearance(of: self, began: true, description: "\(description) will appear")
            lastAppearanceAnimated = animated
            pendingIsAppearing = true
            viewWillAppear(animated)
        case .willDisappear:
            LifetimeTracker.appearance(of: self, began: true, description: "\(description) will disappear")
            lastAppearanceAnimated = animated
            pendingIsAppearing = false
            viewWillDisappear(animated)
        case .unbalanced:
            Diagnostics.log(in: loop, "Unbalanced calls to begin/end appearance transitions for \(description).")
            return false
        default:
            return false
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return true }
        // A child already heading the same way (its own push or pop runs) keeps that
        // transition: hearing this "will" again would be unbalanced, and its transition ends it.
        let heading: AppearanceState.State = appearing ? .appearing : .disappearing
        for child in childList where child.viewIsInHierarchy(of: self) && child.appearance.state != heading {
            child.sendBeginAppearance(appearing, animated: animated)
        }
        return true
    }

    func sendEndAppearance() {
        let animated = lastAppearanceAnimated
        switch appearance.state {
        case .appearing: deliverIsAppearing()
        default: break
        }
        let ended = appearance.end()
        if ended == .didAppear || ended == .didDisappear {
            LifetimeTracker.appearance(of: self, began: false, description: "")
        }
        switch ended {
        case .didAppear:
            viewDidAppear(animated)
        case .didDisappear:
            viewDidDisappear(animated)
        case .unbalanced:
            Diagnostics.log(in: loop, "Unbalanced calls to begin/end appearance transitions for \(description).")
            return
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // Only children still waiting for this "did": one whose own transition (a push run
        // while this controller's appearance was pending) already ended it, or still runs and
        // will end it, is not this controller's to end.
        for child in childList where child.viewIsInHierarchy(of: self) && child.awaitsForwardedEnd {
            child.sendEndAppearance()
        }
    }

    private var awaitsForwardedEnd: Bool { !isDrivenByTransition && isInAppearanceTransition }

    /// Whether a "will" was sent and its "did" (or reversal) has not been.
    var isInAppearanceTransition: Bool {
        appearance.state == .appearing || appearance.state == .disappearing
    }

    /// Sends `viewIsAppearing` if this appearance has not had it yet and the view is in a window.
    func deliverIsAppearingIfNeeded() {
        guard appearance.state == .appearing, viewStorage?.window != nil else { return }
        deliverIsAppearing()
    }

    private func deliverIsAppearing() {
        guard pendingIsAppearing else { return }
        pendingIsAppearing = false
        viewIsAppearing(lastAppearanceAnimated)
    }

    // MARK: Automatic appearance when a view enters or leaves a visible window

    /// Whether appearance follows the view's window without a transition driving it: a child
    /// of a forwarding parent, or a controller with no parent whose view was added by hand.
    private var followsWindowAutomatically: Bool {
        guard let parent = parentStorage else { return !isDrivenByTransition }
        return parent.shouldAutomaticallyForwardAppearanceMethods && !isDrivenByTransition
    }

    func rootViewWillMove(toWindow window: UIWindow?) {
        guard followsWindowAutomatically else { return }
        let visible = window.map { !$0.isHidden } ?? false
        if visible, appearance.state == .disappeared, parentAllowsAppearance {
            sendBeginAppearance(true, animated: false)
        } else if !visible, appearance.state == .appeared {
            sendBeginAppearance(false, animated: false)
        }
    }

    func rootViewDidMoveToWindow() {
        guard followsWindowAutomatically else { return }
        if settleDetachedChild() { return }
        switch appearance.state {
        case .appearing where !viewIsInVisibleWindow:
            // Taken out of the window before it finished appearing.
            cancelAppearance()
        case .appearing where parentStorage?.appearance.state != .appearing:
            sendEndAppearance()
        case .disappearing where !viewIsInVisibleWindow && parentStorage?.appearance.state != .disappearing:
            sendEndAppearance()
        default:
            break
        }
    }

    /// A child's view taken out of its parent's view while neither is in a window (a push on a
    /// navigation controller a dismissal is uncovering, before its view is back) gets no window
    /// notifications: it settles as when its view leaves the window, since the parent's "did"
    /// forwards only to the children in its view.
    func rootViewWasRemovedOutsideWindow() {
        guard followsWindowAutomatically else { return }
        _ = settleDetachedChild()
    }

    /// Whether the view is in a window that is shown.
    var viewIsInVisibleWindow: Bool { viewStorage?.window.map { !$0.isHidden } ?? false }

    /// A child removed from its parent while the parent's appearance transition runs will not
    /// hear the parent's "did" (the parent forwards only to its children), so it settles by its
    /// own view's window now: an appearance in a visible window ends, one out of it is
    /// cancelled; a disappearance ends unless its view is still in the window, in which case
    /// the view leaving the window ends it.
    func settleAfterLeavingParent() {
        guard !isDrivenByTransition else { return }
        finishAppearanceByWindow()
    }

    /// A child whose view was taken out of its parent's view while the parent's appearance
    /// transition runs will not hear the parent's "did" (the parent forwards only to children
    /// in its view), so it finishes its own: a disappearance ends, an appearance is reversed
    /// and ends, as when UIKit cancels it. Returns whether it settled anything.
    private func settleDetachedChild() -> Bool {
        guard let parent = parentStorage, viewStorage?.window == nil, !viewIsInHierarchy(of: parent) else {
            return false
        }
        return finishAppearanceByWindow()
    }

    /// Finishes an appearance change this controller is in by where its view is now: an
    /// appearance in a visible window ends, one out of it is cancelled; a disappearance ends
    /// once the view is out of a visible window. Returns whether there was one to finish.
    @discardableResult
    private func finishAppearanceByWindow() -> Bool {
        switch appearance.state {
        case .appearing where viewIsInVisibleWindow: sendEndAppearance()
        case .appearing: cancelAppearance()
        case .disappearing where !viewIsInVisibleWindow: sendEndAppearance()
        default: return false
        }
        return true
    }

    /// Reverses an appearance that cannot finish, as UIKit cancels one: will-disappear, then
    /// did-disappear.
    private func cancelAppearance() {
        sendBeginAppearance(false, animated: lastAppearanceAnimated)
        sendEndAppearance()
    }

    /// Whether the parent (if any) is visible or appearing, so this controller may appear.
    var parentAllowsAppearance: Bool {
        guard let parent = parentStorage else { return true }
        return parent.appearance.isVisibleOrAppearing
    }
}

// UIKit declares `UIViewImplicitlyAnimating`'s own members optional: an app's type may group
// property animators behind one interruptible animator and implement only what
// `UIViewAnimating` asks, and UIKit asks whether it responds before it hands it animations or
// new timing. Swift protocols here have no optional members, so these defaults stand in for
// "does not respond": animations offered to an animator that takes none are handed back to the
// coordinator (which runs them in a block of their own), and continuing restarts it.

extension UIViewImplicitlyAnimating {
    /// Takes no animations: a transition coordinator offering alongside blocks runs them itself.
    public func addAnimations(_ animation: @escaping () -> Void) {
        ImplicitlyAnimatingDefaults.declined = true
    }

    /// Adds animations as `addAnimations(_:)` does; the delay is not consulted.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Takes no completion: UIKit calls it only on animators that implement it.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}

    /// Lets a paused animation run on, in whichever direction `isReversed` says, with the
    /// timing it had: the new timing and duration factor need the animator's own implementation.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        startAnimation()
    }
}

/// Whether an interruptible animator took the animations offered to it.
enum ImplicitlyAnimatingDefaults {
    /// Offers `animations` to `animator`; false when it declined them (its type does not
    /// implement `addAnimations(_:)`).
    @MainActor
    static func offer(_ animations: @escaping () -> Void, to animator: UIViewImplicitlyAnimating) -> Bool {
        let outer = declined
        declined = false
        defer { declined = outer }
        animator.addAnimations(animations)
        return !declined
    }

    @MainActor
    fileprivate static var declined: Bool {
        get { ProcessWide.declined }
        set { ProcessWide.declined = newValue }
    }
}

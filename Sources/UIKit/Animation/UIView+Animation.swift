extension UIView {
    /// Animates the property changes made in `animations`, as UIKit's block animation.
    ///
    /// Model values change at once; the layers animate from the values on screen. `completion`
    /// receives false when any of the animations was removed, or replaced by a later block
    /// (a superseded animation of the geometry runs out and counts as finished).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let tracker = UIViewAnimationTracker(completion: completion)
        UIViewAnimationContext.run(
            duration: duration, delay: delay, options: options,
            pacing: .curve(options.curve.timingFunction), tracker: tracker, animations)
        tracker.blockDidEnd()
    }

    /// Animates changes with the default curve and no delay.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes with the default curve and no delay or completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a spring of the given damping ratio and initial velocity.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let tracker = UIViewAnimationTracker(completion: completion)
        UIViewAnimationContext.run(
            duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
            pacing: .spring(dampingRatio: dampingRatio, initialVelocity: velocity), tracker: tracker, animations)
        tracker.blockDidEnd()
    }

    /// Applies the changes in `actionsWithoutAnimation` without animating them, even inside
    /// an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        UIViewAnimationContext.withoutAnimationDepth += 1
        actionsWithoutAnimation()
        UIViewAnimationContext.withoutAnimationDepth -= 1
    }

    /// Turns block animations on or off globally.
    public class func setAnimationsEnabled(_ enabled: Bool) { UIViewAnimationContext.animationsEnabled = enabled }

    /// Whether block animations are on.
    public class var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }

    /// The duration of the innermost running animation block (0 outside blocks).
    public class var inheritedAnimationDuration: TimeInterval { UIViewAnimationContext.inheritedDuration }

    /// Runs a block with an explicit curve (`UIViewPropertyAnimator` and others use it).
    class func animate(
        withDuration duration: TimeInterval, curve: AnimationCurve, animations: @escaping () -> Void
    ) {
        animate(
            withDuration: duration, delay: 0, options: AnimationOptions(rawValue: UInt(curve.rawValue) << 16),
            animations: animations)
    }
}

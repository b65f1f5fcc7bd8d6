extension UIView {
    /// Animates a change of `view`'s content with the transition in `options` (cross-dissolve,
    /// flips and curls); changes made in `animations` are the new content.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let tracker = UIViewAnimationTracker(completion: completion)
        addContentTransition(to: view.layer, duration: duration, options: options, tracker: tracker)
        if let animations {
            // Property changes inside are part of the new content, not separate animations,
            // unless the caller asks for animated content.
            if options.contains(.allowAnimatedContent) {
                UIViewAnimationContext.run(
                    duration: duration, delay: 0, options: options, pacing: .curve(options.curve.timingFunction),
                    tracker: tracker, animations)
            } else {
                performWithoutAnimation(animations)
            }
        }
        tracker.blockDidEnd()
    }

    /// Replaces `fromView` with `toView` in its superview using the transition in `options`;
    /// with `.showHideTransitionViews` the views are hidden and shown instead.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion.map { c in fromView.loop.performOnNextTurn { c(true) } }
            return
        }
        let tracker = UIViewAnimationTracker(completion: completion)
        addContentTransition(to: container.layer, duration: duration, options: options, tracker: tracker)
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        tracker.blockDidEnd()
    }

    /// Adds the CATransition that stands for a UIKit view transition style. Flips and curls
    /// are drawn as the closest 2-D transitions (see Deviations.md).
    private class func addContentTransition(
        to layer: CALayer, duration: TimeInterval, options: AnimationOptions, tracker: UIViewAnimationTracker
    ) {
        guard duration > 0, options.transition != 0 else { return }
        let t = CATransition()
        switch options.transition {
        case 1: (t.type, t.subtype) = (.push, .fromLeft)  // flip from left
        case 2: (t.type, t.subtype) = (.push, .fromRight)  // flip from right
        case 3: (t.type, t.subtype) = (.reveal, .fromBottom)  // curl up
        case 4: (t.type, t.subtype) = (.moveIn, .fromTop)  // curl down
        case 6: (t.type, t.subtype) = (.push, .fromTop)  // flip from top
        case 7: (t.type, t.subtype) = (.push, .fromBottom)  // flip from bottom
        default: t.type = .fade
        }
        t.duration = duration
        t.timingFunction = options.curve.timingFunction
        t.delegate = tracker
        tracker.expectOne(in: layer.loop)
        layer.add(t, forKey: "transition")
        UIViewAnimationContext.announce(layer, "transition", nil)
    }
}

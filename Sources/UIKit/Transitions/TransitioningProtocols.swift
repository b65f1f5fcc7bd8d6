/// Vends the objects of a custom presentation or dismissal, as
/// `UIViewControllerTransitioningDelegate`. Every method is optional: nil means "use UIKit's".
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for a presentation (asked only when an animator was vended).
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller for a dismissal (asked only when an animator was vended).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller for a `.custom` presentation.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Animates a transition, as `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition's animations.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Performs the animations and calls `completeTransition(_:)` when done.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition; the same instance for the whole transition.
    /// Implementing it makes the transition interruptible.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    /// Called after `completeTransition(_:)`, with its value.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// Not implemented by this animator: UIKit treats the transition as not interruptible.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        // Swift cannot ask whether an optional requirement is implemented, so the default
        // answers with a marker the transition driver recognises.
        NotInterruptibleAnimator.marker
    }
}

/// What the default `interruptibleAnimator(using:)` returns: the animator does not implement
/// it. An inert animator that never runs anything; any other value makes the transition
/// interruptible.
@preconcurrency @MainActor
final class NotInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    static let marker = NotInterruptibleAnimator()

    private override init() {}

    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool {
        get { false }
        set {}
    }
    var fractionComplete: CGFloat {
        get { 0 }
        set {}
    }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}

/// Drives a transition interactively, as `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed of the non-interactive completion.
    var completionSpeed: CGFloat { get }
    /// The curve of the non-interactive completion.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// What an animator needs to know about a transition, as `UIViewControllerContextTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the interactive transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The modal style (`.none` outside modal presentations).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during a rotation transition (identity otherwise).
    var targetTransform: CGAffineTransform { get }
    /// Updates the interactive progress (0...1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends the interaction; the transition completes.
    func finishInteractiveTransition()
    /// Ends the interaction; the transition reverts.
    func cancelInteractiveTransition()
    /// Pauses an interruptible transition to make it interactive.
    func pauseInteractiveTransition()
    /// Tells UIKit the transition's animations are done (`false` when it was cancelled).
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`, or nil.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil meaning "leave it alone".
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame `vc`'s view starts at (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame `vc`'s view must end at (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animation that can be scrubbed and interrupted, as `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation that can take more animations and new timing, as `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}

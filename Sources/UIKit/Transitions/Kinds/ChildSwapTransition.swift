/// The child-swap kind (`transition(from:to:duration:options:animations:completion:)`): the new
/// child's view goes beside the old one in the old one's superview and the old view leaves at
/// the end. Off screen nobody appears or disappears.
@preconcurrency @MainActor
final class ChildSwapTransition: TransitionKind {
    static let domain = TransitionDomain.childSwap
    static let startTiming = TransitionStartTiming.immediately
    /// The caller's duration and animations are its own, inside a size change too.
    static let followsSizeChangeRule = false
    /// Off screen the swap still runs the caller's animations and completion, with nobody
    /// appearing or disappearing.
    static let offScreenRule = TransitionOffScreenRule.transition
    unowned let parent: UIViewController
    let from: UIViewController
    let to: UIViewController
    let fromView: UIView
    let toView: UIView
    let superview: UIView
    let onScreen: Bool

    init(in parent: UIViewController, from: UIViewController, to: UIViewController, in superview: UIView) {
        self.parent = parent
        self.from = from
        self.to = to
        fromView = from.view
        toView = to.view
        self.superview = superview
        onScreen = fromView.window.map { !$0.isHidden } ?? false
    }

    var container: UIViewController { parent }
    var participants: [UIViewController] { [parent, from, to] }
    var appearing: [UIViewController] { onScreen ? [to] : [] }
    var disappearing: [UIViewController] { onScreen ? [from] : [] }

    func prepare(_ s: inout TransitionScene) {
        s.containerView = superview
        s.fromView = fromView
        s.toView = toView
        s.initialFrames[ObjectIdentifier(from)] = fromView.frame
        s.finalFrames[ObjectIdentifier(to)] = toView.frame
    }

    func didEnd(completed: Bool) { fromView.removeFromSuperview() }
}

/// The presentation kind: `presented` appears over `presenter`, in the presentation
/// controller's container view; the presenter's view leaves when the style removes it.
@preconcurrency @MainActor
final class PresentationTransition: TransitionKind {
    static let domain = TransitionDomain.modal
    static let startTiming = TransitionStartTiming.nextTurn
    /// A presentation never reaches the driver off screen: its admission refuses it first
    /// (statement 39).
    static let offScreenRule = TransitionOffScreenRule.transition
    let presented: UIViewController
    let presenter: UIViewController
    let source: UIViewController
    let pc: UIPresentationController

    init(of presented: UIViewController, by presenter: UIViewController, source: UIViewController) {
        self.presented = presented
        self.presenter = presenter
        self.source = source
        pc = presented.presentationControllerStorage!
    }

    var container: UIViewController { presenter }
    var from: UIViewController { presenter }
    var to: UIViewController { presented }
    var participants: [UIViewController] { [presented, presenter, source] }
    var appearing: [UIViewController] { [presented] }
    var disappearing: [UIViewController] { [] }
    var disappearingEndsFirst: Bool { false }
    var presentationStyle: UIModalPresentationStyle { pc.presentationStyle }

    /// The request, with the delegate's animator and interaction controller or UIKit's.
    static func request(
        for kind: PresentationTransition, animated: Bool, completion: @escaping (Bool) -> Void
    ) -> TransitionRequest {
        let (presented, presenter, source) = (kind.presented, kind.presenter, kind.source)
        return TransitionRequest(
            kind: kind, animated: animated,
            contextIsAnimated: presented.modalPresentationStyleStorage == .custom ? animated : true,
            animators: {
                ModalAnimators.pick(
                    presenting: true, presented: presented, presenter: presenter, source: source, animated: animated)
            }, completion: completion)
    }

    func requested() { pc.adaptForPresentation() }

    func prepare(_ s: inout TransitionScene) {
        let window = presenter.view.window ?? presenter.world.keyWindow ?? UIWindow()
        let container = pc.makeContainer(in: window)
        s.containerView = container
        let presenterView = presenter.view!
        // The presented view loads before the appearance callbacks; the presentation
        // controller's `presentedView` is asked for only after its transition begins.
        presented.loadViewIfNeeded()
        if let replacement = pc.adaptivePresentedViewController { s.appearing = [replacement] }
        s.initialFrames[ObjectIdentifier(presenter)] = container.convert(
            presenterView.frame, from: presenterView.superview)
        if pc.removesPresentersView {
            s.disappearing = [presenter]
            s.fromView = presenterView
            pc.presenterPlacement = UIPresentationController.PresenterPlacement(
                of: presenterView, presenterWasChild: presenter.parent != nil)
            UIView.performWithoutAnimation {
                presenterView.frame = container.convert(presenterView.frame, from: presenterView.superview)
                container.insertSubview(presenterView, at: 0)
            }
        } else {
            s.finalFrames[ObjectIdentifier(presenter)] = s.initialFrames[ObjectIdentifier(presenter)]
        }
        s.finalFrames[ObjectIdentifier(presented)] = pc.frameOfPresentedViewInContainerView
    }

    func willBegin() { pc.presentationTransitionWillBegin() }

    func readViews(_ s: inout TransitionScene) { s.toView = pc.presentedView }

    func didEnd(completed: Bool) {
        pc.presentationTransitionDidEnd(completed)
        let container = pc.containerView
        if completed {
            // Whether the presenter's view goes was decided when the transition began; a size
            // change since (a sheet turned full-screen by a rotation) must not take away a view
            // nothing would put back.
            if pc.presenterPlacement != nil { presenter.viewIfLoaded?.removeFromSuperview() }
        } else {
            ModalAnimators.restorePresenterView(pc)
            container?.removeFromSuperview()
            pc.containerView = nil
        }
    }

    /// A cancelled presentation unlinks the controllers.
    func finish(completed: Bool) {
        guard !completed else { return }
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        presented.presentationControllerStorage = nil
    }
}

/// The dismissal kind: `top` (and the controllers between it and `presenter`) go; the
/// presenter's view comes back where the presentation took it from.
@preconcurrency @MainActor
final class DismissalTransition: TransitionKind {
    static let domain = TransitionDomain.modal
    static let startTiming = TransitionStartTiming.nextTurn
    /// A dismissal runs as a transition off screen too (a presenter covered by another
    /// full-screen presentation still takes its presented controller away with callbacks).
    static let offScreenRule = TransitionOffScreenRule.transition
    /// [U] Not applied yet: a dismissal inside `viewWillTransition(to:with:)` keeps its
    /// animation (statement 137 says most transitions lose theirs).
    static let followsSizeChangeRule = false

    /// Refused with statement 38's warning while a presentation or dismissal on `presenter` (or
    /// around it), or one run by a controller in `chain` below its top, has not reached its
    /// ending phase. Which controller UIKit names is undocumented: the presenter, else the busy
    /// controller in the chain.
    static func admission(of chain: [UIViewController], by presenter: UIViewController) -> TransitionAdmission {
        let busy =
            presenter.busyTransition(.modal) != nil || PresentationRequest.transitionInFlight(around: presenter) != nil
            ? presenter : chain.dropLast().first(where: \.isModalTransitionInFlight)
        guard let busy else { return .start }
        return .refuse(
            consoleText:
                "Attempt to dismiss from view controller \(busy.description) while a presentation or dismiss is in progress!"
        )
    }
    /// The dismissed chain, bottom first: `chain.first` was presented by `presenter`.
    let chain: [UIViewController]
    let presenter: UIViewController
    let pc: UIPresentationController
    let bottomController: UIPresentationController
    let visibleIntermediates: [UIViewController]
    /// Every presentation in the chain ends, not only the top one: the controllers between
    /// take part in the transition (their coordinator is this one), so what their presentation
    /// controllers did to the views beneath (a sheet receding its presenter) is undone
    /// alongside the top one's animation.
    let intermediateControllers: [UIPresentationController]

    init(chain: [UIViewController], presenter: UIViewController) {
        self.chain = chain
        self.presenter = presenter
        let top = chain.last!
        let pc =
            top.presentationControllerStorage
            ?? top.makeBuiltInPresentationController(presenting: presenter, source: nil)
        self.pc = pc
        bottomController = chain[0].presentationControllerStorage ?? pc
        visibleIntermediates = chain.dropLast().filter { $0.appearance.state == .appeared }
        intermediateControllers = chain.dropLast().reversed().compactMap { $0.presentationControllerStorage }
    }

    var top: UIViewController { chain.last! }
    var intermediates: [UIViewController] { Array(chain.dropLast()) }
    /// The controllers that report `isBeingDismissed`: the top and the bottom of the chain.
    func reportsBeingDismissed(_ vc: UIViewController) -> Bool { vc === top || vc === chain.first }

    var container: UIViewController { presenter }
    var from: UIViewController { top }
    var to: UIViewController { presenter }
    var participants: [UIViewController] { [top, presenter] + intermediates }
    var appearing: [UIViewController] { [] }
    var disappearing: [UIViewController] { [top] + visibleIntermediates }
    var disappearingEndsFirst: Bool { false }
    var presentationStyle: UIModalPresentationStyle { pc.presentationStyle }

    /// The request, with the delegate's animator and interaction controller or UIKit's; a user
    /// drag's interaction controller (a sheet pulled down) when the delegate gives none.
    static func request(
        for kind: DismissalTransition, animated: Bool,
        interactor dragInteractor: UIViewControllerInteractiveTransitioning?, completion: @escaping (Bool) -> Void
    ) -> TransitionRequest {
        let presenter = kind.presenter
        return TransitionRequest(
            kind: kind, animated: animated,
            contextIsAnimated: kind.top.modalPresentationStyleStorage == .custom ? animated : true,
            animators: {
                let (animator, interactor) = ModalAnimators.pick(
                    presenting: false, presented: kind.top, presenter: presenter, source: presenter, animated: animated)
                return (animator, interactor ?? dragInteractor)
            }, completion: completion)
    }

    func prepare(_ s: inout TransitionScene) {
        let container = pc.containerView ?? pc.makeContainer(in: presenter.view.window ?? UIWindow())
        s.containerView = container
        if let placement = bottomController.presenterPlacement {
            s.appearing = [presenter]
            s.toView = presenter.view
            s.finalFrames[ObjectIdentifier(presenter)] = container.convert(placement.frame, from: placement.superview)
        } else {
            let v = presenter.view!
            let frame = container.convert(v.frame, from: v.superview)
            s.initialFrames[ObjectIdentifier(presenter)] = frame
            s.finalFrames[ObjectIdentifier(presenter)] = frame
        }
    }

    func willBegin() {
        pc.dismissalTransitionWillBegin()
        for ipc in intermediateControllers { ipc.dismissalTransitionWillBegin() }
    }

    func readViews(_ s: inout TransitionScene) {
        s.fromView = pc.presentedView
        s.initialFrames[ObjectIdentifier(top)] = s.fromView?.frame ?? .zero
        // [U] A custom presentation's dismissed controller reports its presented frame as its
        // final frame (not `.zero`, which Apple allows for a view that leaves): animators size
        // the slide out from it, and on iOS the view leaves whole.
        if pc.presentationStyle == .custom {
            s.finalFrames[ObjectIdentifier(top)] = pc.frameOfPresentedViewInContainerView
        }
    }

    func didEnd(completed: Bool) {
        pc.dismissalTransitionDidEnd(completed)
        for ipc in intermediateControllers { ipc.dismissalTransitionDidEnd(completed) }
        guard completed else {
            if bottomController.presenterPlacement != nil, presenter.viewIfLoaded?.superview === pc.containerView {
                presenter.viewIfLoaded?.removeFromSuperview()
            }
            return
        }
        ModalAnimators.restorePresenterView(bottomController)
        for vc in intermediates.reversed() + [top] {
            vc.presentationControllerStorage?.containerView?.removeFromSuperview()
            vc.presentationControllerStorage?.containerView = nil
            vc.viewIfLoaded?.removeFromSuperview()
        }
        pc.containerView?.removeFromSuperview()
        pc.containerView = nil
    }

    /// A completed dismissal unlinks the chain.
    func finish(completed: Bool) {
        guard completed else { return }
        for vc in chain {
            vc.presentingStorage?.presentedStorage = nil
            vc.presentingStorage = nil
            vc.presentationControllerStorage = nil
        }
    }
}

/// What presentations and dismissals share: the animators and putting the presenter's view back.
@preconcurrency @MainActor
enum ModalAnimators {
    /// Puts the presenter's view back where the presentation took it from.
    static func restorePresenterView(_ pc: UIPresentationController) {
        guard let placement = pc.presenterPlacement, let host = placement.superview else { return }
        // [U] A presentation-context provider that left its container while covered stays out
        // of it: its container no longer shows it (Deviations, issue 31).
        if placement.presenterWasChild, pc.presentingViewController.parent == nil {
            pc.presenterPlacement = nil
            return
        }
        let v = pc.presentingViewController.view!
        // A presented view whose container was resized while it was away goes where its own
        // presentation controller now puts it, as after a size change it saw.
        let frame =
            placement.superviewWasResized
            ? pc.presentingViewController.presentationControllerStorage?.frameForReturningPresentedView(v, to: host)
            : nil
        UIView.performWithoutAnimation {
            host.insertSubview(v, at: min(placement.index, host.subviews.count))
            v.frame = frame ?? placement.frame
            v.transform = .identity
            v.alpha = 1
        }
        pc.presenterPlacement = nil
    }

    /// The delegate's animator and interaction controller, else UIKit's for the style.
    static func pick(
        presenting: Bool, presented: UIViewController, presenter: UIViewController, source: UIViewController,
        animated: Bool
    ) -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?) {
        if animated || presented.modalPresentationStyleStorage == .custom,
            let delegate = presented.transitioningDelegate
        {
            if presenting,
                let a = delegate.animationController(forPresented: presented, presenting: presenter, source: source)
            {
                return (a, delegate.interactionControllerForPresentation(using: a))
            }
            if !presenting, let a = delegate.animationController(forDismissed: presented) {
                return (a, delegate.interactionControllerForDismissal(using: a))
            }
        }
        if let alert = presented as? UIAlertController,
            let animator = alert.builtInAnimator(presenting: presenting, animated: animated)
        {
            return (animator, nil)
        }
        var style = presented.modalTransitionStyle
        if presented.usesCurrentContext, presenter.providesPresentationContextTransitionStyle {
            style = presenter.modalTransitionStyle
        }
        return (ModalTransitionAnimator(style: style, presenting: presenting, animated: animated), nil)
    }
}

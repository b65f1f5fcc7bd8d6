/// The tab-switch kind: the new tab's view replaces the old one in the content area. A
/// cancelled (interactive) switch selects the old tab again.
@preconcurrency @MainActor
final class TabSwitchTransition: TransitionKind {
    static let domain = TransitionDomain.tabSelection
    static let startTiming = TransitionStartTiming.immediately
    /// Off screen the views swap at once, as UIKit's do while the tab bar controller is hidden.
    static let offScreenRule = TransitionOffScreenRule.applyAtOnce

    /// A switch requested while the tab bar controller's own switch runs (a custom animator's
    /// or an interactive one) is ignored, silently: the selection stays where the running
    /// switch takes it. UIKit documents no rule; its tab bar ignores taps meanwhile, where a
    /// navigation controller refuses with a console warning.
    static func admission(in container: UIViewController) -> TransitionAdmission {
        container.busyTransition(.tabSelection) == nil ? .start : .ignore
    }
    unowned let tabBarController: UITabBarController
    let from: UIViewController
    let to: UIViewController
    let previousIndex: Int

    /// A switch from `from` to `to`; a cancelled one selects `previousIndex` again (by default
    /// the index of `from`).
    init(
        in tabBarController: UITabBarController, from: UIViewController, to: UIViewController,
        previousIndex: Int? = nil
    ) {
        self.tabBarController = tabBarController
        self.from = from
        self.to = to
        self.previousIndex = previousIndex ?? tabBarController.tabs.firstIndex { $0 === from } ?? 0
    }

    /// The request for `kind`, with the delegate's animator and interaction controller, else
    /// an immediate swap.
    static func request(
        for kind: TabSwitchTransition, animated: Bool, completion: @escaping (Bool) -> Void = { _ in }
    ) -> TransitionRequest {
        let (tbc, from, to) = (kind.tabBarController, kind.from, kind.to)
        if animated,
            let custom = tbc.delegate?.tabBarController(tbc, animationControllerForTransitionFrom: from, to: to)
        {
            return TransitionRequest(
                kind: kind, animated: true, animator: custom,
                interactor: tbc.delegate?.tabBarController(tbc, interactionControllerFor: custom),
                completion: completion)
        }
        return TransitionRequest(kind: kind, animated: false, animator: TabSwapAnimator(), completion: completion)
    }

    var container: UIViewController { tabBarController }
    var participants: [UIViewController] { [tabBarController, from, to] }
    var appearing: [UIViewController] { [to] }
    var disappearing: [UIViewController] { [from] }

    func prepare(_ s: inout TransitionScene) {
        let content = tabBarController.transitionView
        s.containerView = content
        s.fromView = from.view
        s.toView = to.view
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        s.initialFrames[ObjectIdentifier(from)] = from.view.frame
        s.finalFrames[ObjectIdentifier(to)] = content.bounds
        s.initialFrames[ObjectIdentifier(to)] = content.bounds
        s.finalFrames[ObjectIdentifier(from)] = content.bounds
        tabBarController.layoutTabBar()
    }

    func applyWithoutTransition() {
        from.viewIfLoaded?.removeFromSuperview()
        tabBarController.install(to)
    }

    func didEnd(completed: Bool) {
        let tbc = tabBarController
        ChildReplacement.settleViews(completed: completed, leaving: [from], arriving: [to]) { vc in
            if vc.viewIfLoaded?.superview !== tbc.transitionView { tbc.install(vc) }
        }
        if !completed {
            tbc.selectedIndexStorage = previousIndex
            tbc.tabBar.selectedItem = from.tabBarItem
        }
        tbc.layoutTabBar()
    }
}

extension UITabBarController {
    /// Replaces the tabs: children leave and join around one switch (without animation) from
    /// the old selected tab to the new one.
    func performSetViewControllers(_ new: [UIViewController], animated: Bool) {
        if busyTransition(.tabSelection) != nil { return }
        let old = containedControllers
        let oldSelectedTab = selectedIndexStorage == NSNotFound ? nil : selectedViewController
        let oldSelected = displayedController
        tabs = new
        customizableViewControllers = new
        if let oldSelectedTab, let index = new.firstIndex(where: { $0 === oldSelectedTab }) {
            selectedIndexStorage = index
        } else if selectedIndexStorage == NSNotFound ? !showsMoreTab : !new.indices.contains(selectedIndexStorage) {
            selectedIndexStorage = 0
        }
        // A tab that leaves the More list (it gets an item of its own, or goes) leaves the More
        // navigation controller before it joins or leaves this controller.
        arrangeMoreStack(animated: false)
        let contained = containedControllers
        let removed = old.filter { o in !contained.contains { $0 === o } }
        let added = contained.filter { n in !old.contains { $0 === n } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { addChild(vc) }
        let newSelected = displayedController
        updateTabBarItems()
        if let oldSelected, let newSelected, oldSelected !== newSelected, viewIfLoaded?.window != nil {
            TransitionDriver.start(
                TabSwitchTransition.request(in: self, from: oldSelected, to: newSelected, animated: false) { _ in })
        } else if oldSelected !== newSelected {
            oldSelected?.viewIfLoaded?.removeFromSuperview()
            if let newSelected { install(newSelected) }
        }
        for vc in removed {
            if vc.viewIfLoaded?.superview === transitionView { vc.view.removeFromSuperview() }
            vc.removeFromParent()
        }
        for vc in added { vc.didMove(toParent: self) }
        layoutTabBar()
    }

    /// Selects the tab at `index`: a switch through the driver (the delegate's animator and
    /// interaction controller, else none) when the view is on screen, else the views change
    /// at once. A request while a switch runs is ignored (the policy in TransitionKind.swift).
    @discardableResult
    func select(index: Int) -> Bool {
        guard busyTransition(.tabSelection) == nil else { return false }
        guard let from = displayedController, index != selectedIndexStorage else { return true }
        let previousIndex = selectedIndexStorage
        selectedIndexStorage = index
        // A tab past the bar's items is shown inside the More navigation controller.
        arrangeMoreStack(animated: false)
        guard let to = displayedController else { return true }
        tabBar.selectedItem = selectedTabBarItem
        if from === to {
            layoutTabBar()
            return true
        }
        guard viewIfLoaded?.window != nil else {
            from.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded { install(to) }
            layoutTabBar()
            return true
        }
        TransitionDriver.start(
            TabSwitchTransition.request(in: self, from: from, to: to, previousIndex: previousIndex, animated: true) {
                _ in
            })
        return true
    }

    /// The user tapped `item`: the delegate may refuse; tapping the selected tab pops its
    /// navigation controller to the root; `didSelect` follows either way.
    func userSelected(_ item: UITabBarItem) {
        if showsMoreTab, let more = moreNavigationStorage, item === more.tabBarItem {
            if delegate?.tabBarController(self, shouldSelect: more) == false { return }
            if displayedController === more {
                selectedIndexStorage = NSNotFound
                more.popToRootViewController(animated: true)
            } else if !select(index: NSNotFound) {
                return
            }
            delegate?.tabBarController(self, didSelect: more)
            return
        }
        guard let index = tabs.prefix(visibleTabCount).firstIndex(where: { $0.tabBarItem === item }) else { return }
        let vc = tabs[index]
        if delegate?.tabBarController(self, shouldSelect: vc) == false { return }
        if index == selectedIndexStorage {
            (vc as? UINavigationController)?.popToRootViewController(animated: true)
        } else if !select(index: index) {
            return
        }
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// Puts a tab's view in the content area without a transition.
    func install(_ vc: UIViewController) {
        guard isViewLoaded else { return }
        let v = vc.view!
        v.frame = transitionView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(v)
    }

    /// Gives the bar the tabs' items and the selection.
    func updateTabBarItems() {
        tabBar.items =
            tabs.prefix(visibleTabCount).map { $0.tabBarItem }
            + (showsMoreTab ? [moreNavigationController.tabBarItem] : [])
        tabBar.selectedItem = selectedTabBarItem
    }

    /// Whether the bar shows: not hidden, and no controller in the selected tab's navigation
    /// stack asks to hide it (`hidesBottomBarWhenPushed`).
    var showsTabBar: Bool {
        guard !tabBar.isHidden else { return false }
        let stack = (displayedController as? UINavigationController)?.stack ?? []
        return !stack.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Places the bar at the bottom (49 points plus the bottom safe area) and tells the tabs
    /// how much of their bottom it covers.
    func layoutTabBar() {
        guard let v = viewIfLoaded else { return }
        let height = UITabBar.contentHeight + max(0, v.safeAreaInsets.bottom)
        let shows = showsTabBar
        // A bar hidden for a pushed controller leaves below the screen (its own `isHidden` stays
        // the app's).
        let y = v.bounds.height - (shows || tabBar.isHidden ? height : 0)
        tabBar.frame = CGRect(x: 0, y: y, width: v.bounds.width, height: height)
        for child in containedControllers { child.systemSafeAreaExtraBottom = shows ? UITabBar.contentHeight : 0 }
    }
}

/// The tab-switch kind: the new tab's view replaces the old one in the content area. A
/// cancelled (interactive) switch selects the old tab again.
@preconcurrency @MainActor
final class TabSwitchTransition: TransitionKind {
    static let domain = TransitionDomain.tabSelection
    static let startTiming = TransitionStartTiming.immediately
    unowned let tabBarController: UITabBarController
    let from: UIViewController
    let to: UIViewController
    let previousIndex: Int

    init(in tabBarController: UITabBarController, from: UIViewController, to: UIViewController, previousIndex: Int) {
        self.tabBarController = tabBarController
        self.from = from
        self.to = to
        self.previousIndex = previousIndex
    }

    /// The request, with the delegate's animator and interaction controller, else an
    /// immediate swap.
    static func request(
        in tbc: UITabBarController, from: UIViewController, to: UIViewController, previousIndex: Int? = nil,
        animated: Bool, completion: @escaping (Bool) -> Void
    ) -> TransitionRequest {
        let previousIndex = previousIndex ?? tbc.tabs.firstIndex { $0 === from } ?? 0
        let kind = TabSwitchTransition(in: tbc, from: from, to: to, previousIndex: previousIndex)
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

    func didEnd(completed: Bool) {
        let tbc = tabBarController
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            if to.viewIfLoaded?.superview !== tbc.transitionView { tbc.install(to) }
        } else {
            to.viewIfLoaded?.removeFromSuperview()
            tbc.selectedIndexStorage = previousIndex
            tbc.tabBar.selectedItem = from.tabBarItem
            if from.viewIfLoaded?.superview !== tbc.transitionView { tbc.install(from) }
        }
        tbc.layoutTabBar()
    }
}

/// The switch without a delegate animator: the new tab's view replaces the old one at once.
@preconcurrency @MainActor
final class TabSwapAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if let toView = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) {
            toView.frame = ctx.finalFrame(for: vc)
            ctx.containerView.addSubview(toView)
        }
        ctx.completeTransition(true)
    }
}

extension UITabBarController {
    /// Replaces the tabs: children leave and join around one switch (without animation) from
    /// the old selected tab to the new one.
    func performSetViewControllers(_ new: [UIViewController], animated: Bool) {
        guard TransitionDriver.admit(TabSwitchTransition.self, in: self) else { return }
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
        let children = ChildReplacement(from: old, to: containedControllers)
        children.begin(in: self)
        let newSelected = displayedController
        updateTabBarItems()
        if let oldSelected, let newSelected, oldSelected !== newSelected {
            let kind = TabSwitchTransition(in: self, from: oldSelected, to: newSelected)
            TransitionDriver.start(kind, animated: false) { TabSwitchTransition.request(for: kind, animated: $0) }
        } else if oldSelected !== newSelected {
            oldSelected?.viewIfLoaded?.removeFromSuperview()
            if let newSelected { install(newSelected) }
        }
        children.removeLeaving { vc in
            if vc.viewIfLoaded?.superview === transitionView { vc.view.removeFromSuperview() }
        }
        children.didMove(to: self)
        layoutTabBar()
    }

    /// Selects the tab at `index`: a switch through the driver (the delegate's animator and
    /// interaction controller, else none; off screen the views change at once, as the kind
    /// says). A request while a switch runs is ignored (the policy in TransitionKind.swift).
    @discardableResult
    func select(index: Int) -> Bool {
        guard TransitionDriver.admit(TabSwitchTransition.self, in: self) else { return false }
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
        let kind = TabSwitchTransition(in: self, from: from, to: to, previousIndex: previousIndex)
        // Off screen the views swapped at once; the bar follows the new selection.
        if TransitionDriver.start(kind, animated: true, { TabSwitchTransition.request(for: kind, animated: $0) }) == nil
        {
            layoutTabBar()
        }
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

extension UINavigationController {
    /// Brings the bars up to date with the stack (the top item, the top controller's toolbar
    /// items) and lays them out.
    func layoutBar() {
        guard isViewLoaded else { return }
        showStackInBar(operation: .none, animated: false, coordinator: nil)
        showToolbarItems(animated: false)
        layoutBars()
        // A controller that hides the bottom bar may have joined or left the stack.
        if let tabs = parentStorage as? UITabBarController, tabs.isViewLoaded { tabs.layoutTabBar() }
    }

    /// Hands the bar the items of the stack's controllers above the part it already mirrors.
    func showStackInBar(
        operation: Operation, animated: Bool, coordinator: UIViewControllerTransitionCoordinator?
    ) {
        let kept = barMirroredCount
        navigationBar.show(
            keeping: kept, stack[kept...].map(\.navigationItem), operation: operation, animated: animated,
            coordinator: coordinator)
        barMirroredCount = stack.count
    }

    /// Whether the toolbar shows: not hidden, and the top controller does not ask to hide it.
    var showsToolbar: Bool {
        !toolbarHiddenStorage && topViewController?.hidesBottomBarWhenPushed != true
    }

    /// Places the navigation bar below the top safe area (above the view when hidden) and the
    /// toolbar above the bottom safe area (below the view when hidden); the children's safe
    /// area leaves out the bars that show.
    func layoutBars() {
        guard let v = viewIfLoaded else { return }
        let safe = v.safeAreaInsets
        let width = v.bounds.width
        let barHeight = navigationBar.preferredHeight
        let barY = navigationBarHiddenStorage ? -(barHeight + safe.top) : safe.top
        navigationBar.frame = CGRect(x: 0, y: barY, width: width, height: barHeight)
        navigationBar.backgroundExtension = max(0, safe.top)
        let toolbarShows = showsToolbar
        let rowHeight = toolbarStorage.contentHeight
        let toolbarY = toolbarShows ? v.bounds.height - safe.bottom - rowHeight : v.bounds.height
        toolbarStorage.frame = CGRect(x: 0, y: toolbarY, width: width, height: rowHeight + max(0, safe.bottom))
        if toolbarShows { toolbarStorage.isHidden = false }
        let extraTop = navigationBarHiddenStorage ? 0 : barHeight, extraBottom = toolbarShows ? rowHeight : 0
        // Controllers get the extras as they join the stack, so the whole stack is walked only
        // when the extras change: a push on a deep stack costs what it does on a shallow one.
        if let applied = appliedBarExtras, applied.top == extraTop, applied.bottom == extraBottom { return }
        for child in stack {
            child.systemSafeAreaExtraTop = extraTop
            child.systemSafeAreaExtraBottom = extraBottom
        }
        appliedBarExtras = (extraTop, extraBottom)
    }

    /// Gives a controller joining the stack the extras the others already have.
    func applyBarExtras(to vc: UIViewController) {
        guard let applied = appliedBarExtras else { return }
        vc.systemSafeAreaExtraTop = applied.top
        vc.systemSafeAreaExtraBottom = applied.bottom
    }

    /// Gives the toolbar the top controller's items when they changed, cross-fading alongside
    /// `coordinator`'s transition when there is one.
    func showToolbarItems(animated: Bool, coordinator: UIViewControllerTransitionCoordinator? = nil) {
        let wanted = topViewController?.toolbarItems ?? []
        let shown = toolbarStorage.items ?? []
        guard wanted.count != shown.count || zip(wanted, shown).contains(where: { $0 !== $1 }) else { return }
        toolbarStorage.replaceItems(
            wanted, animated: animated && toolbarStorage.window != nil, coordinator: coordinator)
    }

    func performSetNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        let changed = hidden != navigationBarHiddenStorage
        navigationBarHiddenStorage = hidden
        guard isViewLoaded else { return navigationBar.isHidden = hidden }
        guard animated, changed, view.window != nil else {
            navigationBar.isHidden = hidden
            return layoutBar()
        }
        if !hidden {
            navigationBar.isHidden = false
            let height = navigationBar.preferredHeight
            UIView.performWithoutAnimation {
                navigationBar.frame.origin.y = -(height + view.safeAreaInsets.top)
            }
        }
        slideBars { [weak self] in
            guard let self, navigationBarHiddenStorage else { return }
            navigationBar.isHidden = true
        }
    }

    func performSetToolbarHidden(_ hidden: Bool, animated: Bool) {
        let changed = hidden != toolbarHiddenStorage
        toolbarHiddenStorage = hidden
        guard isViewLoaded else { return }
        guard animated, changed, view.window != nil else {
            if !showsToolbar { toolbarStorage.isHidden = true }
            return layoutBar()
        }
        slideBars { [weak self] in
            guard let self, !showsToolbar else { return }
            toolbarStorage.isHidden = true
        }
    }

    /// Moves the bars to their places in an animation of `hideShowBarDuration`, the children
    /// laying out to their new safe area in the same animation; during a push or pop (a
    /// controller hiding the bar in `viewWillAppear(_:)`) the bars move alongside the transition
    /// instead, so an interactive pop scrubs them too.
    private func slideBars(completion: @escaping () -> Void) {
        if let coordinator = busyTransition(.navigation) {
            coordinator.animateAlongsideTransition(in: toolbarStorage, animation: nil, completion: nil)
            let queued = coordinator.animateAlongsideTransition(
                in: navigationBar,
                animation: { [weak self] _ in
                    self?.layoutBars()
                    self?.view.layoutIfNeeded()
                },
                completion: { _ in completion() })
            if queued { return }
        }
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration),
            animations: {
                self.layoutBars()
                self.view.layoutIfNeeded()
            },
            completion: { _ in completion() })
    }

    /// The bars follow a push or pop: the items cross-fade and the titles slide alongside the
    /// transition, and the bars move (a large title appearing, a toolbar hidden by
    /// `hidesBottomBarWhenPushed`) in the same animation; a cancelled pop puts them back.
    func barsWillTransition(operation: Operation, animated: Bool) {
        let coordinator = animated ? transitionCoordinator : nil
        showStackInBar(operation: operation, animated: animated, coordinator: coordinator)
        showToolbarItems(animated: animated, coordinator: coordinator)
        guard let coordinator else { return layoutBars() }
        coordinator.animateAlongsideTransition(in: toolbarStorage, animation: nil, completion: nil)
        let moving = coordinator.animateAlongsideTransition(
            in: navigationBar, animation: { [weak self] _ in self?.layoutBars() }, completion: nil)
        if !moving { layoutBars() }
    }
}

extension UIViewController {
    /// The items the navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items, cross-fading the toolbar's when this controller is on top.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        guard let nav = navigationController, nav.topViewController === self, nav.isViewLoaded else { return }
        nav.showToolbarItems(animated: animated)
    }
}

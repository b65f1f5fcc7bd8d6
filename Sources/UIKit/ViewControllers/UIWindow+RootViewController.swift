extension UIWindow {
    /// The controller whose view fills the window. Setting it installs and sizes the view and
    /// sends appearance callbacks when the window is visible; the old root disappears.
    public var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { setRootViewController(newValue) }
    }

    private func setRootViewController(_ newRoot: UIViewController?) {
        setRootViewController(newRoot, loadingItsView: true)
    }

    /// Sets the root; `loadingItsView` false leaves a hidden window's new root unloaded until the
    /// window is shown, as UIKit does with the window it makes from an app's storyboard: the
    /// delegates see the root before its `viewDidLoad` runs, so they can hand it what it needs.
    func setRootViewController(_ newRoot: UIViewController?, loadingItsView: Bool) {
        let old = rootViewControllerStorage
        guard old !== newRoot else { return }
        let visible = !isHidden
        if let old {
            old.isDrivenByTransition = true
            if visible { old.sendBeginAppearance(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            if visible { old.sendEndAppearance() }
            old.isDrivenByTransition = false
        }
        rootViewControllerStorage = newRoot
        guard let root = newRoot else { return }
        guard visible || loadingItsView else { return }
        root.loadViewIfNeeded()
        root.isDrivenByTransition = true
        if visible { root.sendBeginAppearance(true, animated: false) }
        installRootView(of: root)
        if visible { finishRootAppearance(root) } else { root.isDrivenByTransition = false }
        updateStatusBarAppearance()
    }

    /// Puts the root's view in the window, filling it.
    private func installRootView(of root: UIViewController) {
        let v = root.view!
        v.frame = bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(v)
        root.updateTraitsIfNeeded(silently: true)
    }

    /// The root's "did appear" comes after the first layout, at the end of the run-loop turn.
    private func finishRootAppearance(_ root: UIViewController) {
        loop.performOnNextTurn { [weak self, weak root] in
            guard let root else { return }
            self?.layoutIfNeeded()
            root.isDrivenByTransition = false
            if root.appearance.state == .appearing { root.sendEndAppearance() }
        }
    }

    /// Called when the window is shown or hidden: the root controller appears or disappears.
    func visibilityDidChange() {
        guard let root = rootViewControllerStorage else { return }
        if !isHidden, root.appearance.state == .disappeared {
            root.isDrivenByTransition = true
            if root.viewIfLoaded?.superview !== self {
                installRootView(of: root)
                updateStatusBarAppearance()
            }
            root.sendBeginAppearance(true, animated: false)
            finishRootAppearance(root)
        } else if isHidden, root.appearance.isVisibleOrAppearing {
            root.sendBeginAppearance(false, animated: false)
            root.sendEndAppearance()
        }
    }

    /// The window's traits, from its screen.
    var windowTraits: UITraitCollection { UITraitCollection.defaultTraits(for: screen) }

    /// The screen's safe-area insets when the window covers the screen.
    var screenSafeAreaInsets: UIEdgeInsets { frame == screen.bounds ? screen.safeAreaInsets : .zero }

    /// Recomputes the status bar style and visibility from the root controller's preferences,
    /// following `childForStatusBarStyle`/`childForStatusBarHidden`.
    func updateStatusBarAppearance() {
        var styleSource = rootViewControllerStorage
        while let c = styleSource?.childForStatusBarStyle { styleSource = c }
        var hiddenSource = rootViewControllerStorage
        while let c = hiddenSource?.childForStatusBarHidden { hiddenSource = c }
        statusBarStyle = styleSource?.preferredStatusBarStyle ?? .default
        isStatusBarHidden = hiddenSource?.prefersStatusBarHidden ?? false
    }
}

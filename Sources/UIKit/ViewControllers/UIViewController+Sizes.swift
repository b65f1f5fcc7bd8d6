extension UIViewController {
    /// Extra insets added to the safe area of the controller's view.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard newValue != additionalSafeAreaInsetsStorage else { return }
            additionalSafeAreaInsetsStorage = newValue
            viewStorage?.setNeedsLayout()
            viewStorage?.markSafeAreaChangedInSubtree()
        }
    }

    /// The default forwarding of `viewWillTransition(to:with:)`: each child hears the size the
    /// parent gives it.
    func forwardViewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childList {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        if let presented = presentedForSizeForwarding {
            presented.presentationControllerStorage?.viewWillTransition(to: size, with: coordinator)
            presented.presentationControllerStorage?.followContainerSizeChange(with: coordinator)
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Asks for a status bar update; the window recomputes the style and visibility it reports.
    public func setNeedsStatusBarAppearanceUpdate() {
        viewStorage?.window?.updateStatusBarAppearance()
    }
}

extension UIView {
    func markSafeAreaChangedInSubtree() {
        layer.discardBranchValues()
        setNeedsLayout()
        for v in subviewList { v.markSafeAreaChangedInSubtree() }
    }
}

extension UIApplication {
    /// Rotates or resizes the screen: tells each window's root controller (trait change, then
    /// size), animates the windows to the new size with the alongside animations in the same
    /// block, then runs the coordinators' completions.
    ///
    /// Overlap with view-controller transitions: a rotation arriving while one runs waits until
    /// every transition in the world has ended (`deviceDidRotate`); a transition requested while
    /// controllers hear `viewWillTransition(to:with:)` happens at once, without animation
    /// (statement 137); one requested while the resize animates runs as usual. A presenter whose
    /// view a presentation took out of the window follows the size change when it comes back
    /// (`PresenterPlacement`).
    func performSizeTransition(to size: CGSize, duration: TimeInterval) {
        let oldBounds = screen.bounds
        let newBounds = CGRect(origin: .zero, size: size)
        guard oldBounds != newBounds else { return }
        let affected = windows.filter { $0.frame == oldBounds }
        let oldTraits = UITraitCollection.defaultTraits(for: screen)
        screen.bounds = newBounds
        let newTraits = UITraitCollection.defaultTraits(for: screen)
        screen.bounds = oldBounds
        var coordinators: [TransitionCoordinator] = []
        // Transitions requested while controllers hear about the size change are applied at
        // once, without animation (statement 137).
        isAnnouncingSizeChange = true
        defer { isAnnouncingSizeChange = false }
        for window in affected {
            let coordinator = TransitionCoordinator(sizeChangeIn: window, duration: duration)
            coordinators.append(coordinator)
            guard let root = window.rootViewController else { continue }
            if oldTraits != newTraits { root.willTransition(to: newTraits, with: coordinator) }
            root.viewWillTransition(to: size, with: coordinator)
        }
        screen.bounds = newBounds
        screen.safeAreaInsets = UIScreen.phoneSafeAreaInsets(for: size)
        let resize = {
            for (window, coordinator) in zip(affected, coordinators) {
                window.frame = newBounds
                window.markSafeAreaChangedInSubtree()
                window.propagateTraitChanges()
                window.layoutIfNeeded()
                coordinator.runQueuedAlongside()
            }
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: resize) { _ in
                coordinators.forEach { $0.runCompletions() }
            }
        } else {
            resize()
            coordinators.forEach { $0.runCompletions() }
        }
    }
}

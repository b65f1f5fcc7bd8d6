@_spi(Testing) import QuartzCore

extension UIApplication {
    /// Ends this world for good (a `VirtualDevice` going away): finishes the current run-loop
    /// turn, cancels transitions still running, dismisses presentations without animation,
    /// empties the windows and stops every timer and animation, so nothing the world made is
    /// kept alive by it.
    package func tearDown() {
        loop.drainTurns()
        // Fingers still down are cancelled and recognizers reset, so no touch keeps a view.
        eventEnvironment.cancelAllTouches(in: self)
        eventEnvironment.tearDown()
        var controllers: [UIViewController] = []
        // A set beside the list: a stack or chain thousands deep must not take a scan per member.
        var seen: Set<ObjectIdentifier> = []
        func collect(_ vc: UIViewController?) {
            guard let vc, seen.insert(ObjectIdentifier(vc)).inserted else { return }
            controllers.append(vc)
            vc.childList.forEach(collect)
            collect(vc.presentedStorage)
        }
        for window in windowList { collect(window.rootViewControllerStorage) }
        for vc in controllers {
            // A child swap ends with its own animation block, which the teardown drops below.
            for domain in [TransitionDomain.modal, .navigation, .tabSelection, .splitColumns] {
                vc.containerTransitions[domain]?.abandon()
            }
        }
        // Transitions of containers no longer in a window (an app let go of them mid-transition).
        for driver in runningTransitions { driver.abandon() }
        runningTransitions.removeAll()
        loop.drainTurns()
        for vc in controllers {
            vc.presentationControllerStorage?.containerView?.removeFromSuperview()
            vc.presentedStorage = nil
            vc.presentingStorage = nil
            vc.presentationControllerStorage = nil
            vc.containerTransitions.removeAll()
        }
        for window in windowList {
            window.rootViewController = nil
            window.subviews.forEach { $0.removeFromSuperview() }
        }
        loop.drainTurns()
        for window in windowList { window.layer.dropAnimationsInSubtree() }
        windowList.removeAll()
        // Scene delegates hold their windows; the app's delegate belongs to the launcher.
        for scene in sceneList { scene.delegate = nil }
        sceneList.removeAll()
        sessionList.removeAll()
        declaredSceneDelegate = nil
        delegate = nil
        loop.tearDown()
    }
}

extension TransitionDriver {
    /// Ends a transition that is still running as cancelled (world teardown).
    func abandon() {
        guard !machine.hasEnded else { return }
        if machine.isInteractive { cancelInteractiveTransition() }
        completeTransition(false)
    }
}

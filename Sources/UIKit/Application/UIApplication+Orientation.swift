extension UIApplication {
    /// The device turned to `orientation`: `UIDevice.current.orientation` follows at once; the
    /// interface rotates to `size` (animated over `duration`) only when the controller that
    /// decides accepts the matching interface orientation, as UIKit does.
    ///
    /// A rotation that arrives while a view-controller transition runs (a presentation, a
    /// dismissal, a push or pop, interactive or not) waits: the interface rotates once every
    /// transition in the world has ended, to the latest such rotation, as UIKit holds
    /// autorotation back until a transition (or the edge swipe driving one) is over. A
    /// transition never has its geometry changed under it. The other way round, a transition
    /// requested while controllers hear about the size change runs at once without animation
    /// (statement 137, see `performSizeTransition`), and one requested while the resize
    /// animates runs normally.
    package func deviceDidRotate(to orientation: UIDeviceOrientation, size: CGSize, duration: TimeInterval) {
        device.setOrientation(orientation)
        // Flat or unknown orientations leave the interface as it is.
        guard orientation.interfaceOrientation != nil else { return }
        if runningTransitionCount > 0 {
            deferredRotation = DeferredRotation(orientation: orientation, size: size, duration: duration)
            return
        }
        rotateInterface(to: orientation, size: size, duration: duration)
    }

    /// A transition started: rotations wait for it.
    func transitionDidStart(_ driver: TransitionDriver) { runningTransitions.append(driver) }

    /// A transition ended: the last one to end lets a rotation that waited happen, on the next
    /// turn (after the transition's own completion handlers).
    func transitionDidEnd(_ driver: TransitionDriver) {
        runningTransitions.removeAll { $0 === driver }
        guard runningTransitionCount == 0, deferredRotation != nil else { return }
        loop.performOnNextTurn { [weak self] in
            guard let self, self.runningTransitionCount == 0, let r = self.deferredRotation else { return }
            self.deferredRotation = nil
            self.rotateInterface(to: r.orientation, size: r.size, duration: r.duration)
        }
    }

    private func rotateInterface(to orientation: UIDeviceOrientation, size: CGSize, duration: TimeInterval) {
        guard let target = orientation.interfaceOrientation else { return }
        guard acceptsInterfaceOrientation(target) else { return }
        let previousOrientation = interfaceOrientation
        let previousTraits = UITraitCollection.defaultTraits(for: screen)
        let previousSize = screen.bounds.size
        postingStatusBarNotifications(to: target, size: size) {
            interfaceOrientation = target
            performSizeTransition(to: size, duration: duration)
        }
        keyboard.screenDidChangeSize()
        guard previousOrientation != target || previousSize != size else { return }
        for case let scene as UIWindowScene in sceneList {
            (scene.delegate as? UIWindowSceneDelegate)?.windowScene(
                scene, didUpdate: screen, interfaceOrientation: previousOrientation, traitCollection: previousTraits)
        }
    }

    /// The size the screen has in `orientation` (its long side vertical in portrait).
    package func screenSize(in orientation: UIInterfaceOrientation) -> CGSize {
        let short = min(screen.bounds.width, screen.bounds.height)
        let long = max(screen.bounds.width, screen.bounds.height)
        return orientation.isLandscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
    }

    /// Whether the key window's deciding controller (and the app delegate) allow `orientation`.
    func acceptsInterfaceOrientation(_ orientation: UIInterfaceOrientation) -> Bool {
        guard let window = keyWindow ?? windows.last(where: { !$0.isHidden }) else { return true }
        var mask = delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .all
        if let controller = window.rootViewController?.orientationDecidingController {
            guard controller.shouldAutorotate else { return orientation == interfaceOrientation }
            mask.formIntersection(controller.supportedInterfaceOrientations)
        }
        return mask.contains(orientation.mask)
    }
}

extension UIViewController {
    /// The controller whose supported orientations count: this one, or the topmost controller
    /// presented over it that covers the whole window.
    var orientationDecidingController: UIViewController {
        var top = self
        while let presented = top.presentedStorage, presented.coversWindowForOrientation { top = presented }
        return top
    }

    private var coversWindowForOrientation: Bool {
        guard let pc = presentationControllerStorage as? BuiltInPresentationController else { return false }
        return pc.effectiveStyle == .fullScreen || pc.effectiveStyle == .overFullScreen
    }
}

/// A rotation held back while a transition ran.
struct DeferredRotation {
    var orientation: UIDeviceOrientation
    var size: CGSize
    var duration: TimeInterval
}

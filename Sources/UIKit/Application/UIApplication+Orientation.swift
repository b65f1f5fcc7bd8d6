extension UIApplication {
    /// The device turned to `orientation`: `UIDevice.current.orientation` follows at once; the
    /// interface rotates to `size` (animated over `duration`) only when the controller that
    /// decides accepts the matching interface orientation, as UIKit does.
    package func deviceDidRotate(to orientation: UIDeviceOrientation, size: CGSize, duration: TimeInterval) {
        device.setOrientation(orientation)
        // Flat or unknown orientations leave the interface as it is.
        guard let target = orientation.interfaceOrientation else { return }
        guard acceptsInterfaceOrientation(target) else { return }
        let previousOrientation = interfaceOrientation
        let previousTraits = UITraitCollection.defaultTraits(for: screen)
        let previousSize = screen.bounds.size
        interfaceOrientation = target
        performSizeTransition(to: size, duration: duration)
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
    package func acceptsInterfaceOrientation(_ orientation: UIInterfaceOrientation) -> Bool {
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
    package var orientationDecidingController: UIViewController {
        var top = self
        while let presented = top.presentedStorage, presented.coversWindowForOrientation { top = presented }
        return top
    }

    private var coversWindowForOrientation: Bool {
        guard let pc = presentationControllerStorage as? BuiltInPresentationController else { return false }
        return pc.effectiveStyle == .fullScreen || pc.effectiveStyle == .overFullScreen
    }
}

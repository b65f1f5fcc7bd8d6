import Foundation

extension Snapshotting where Value == UIViewController, Format == CGImage {
    /// The controller as the root of an iPhone 13's window, settled, compared exactly.
    public static var image: Snapshotting { image() }

    /// The controller as the root of a window on a fresh `VirtualDevice` of `config` (its
    /// traits and `traits` laid over the device's through a parent's trait override), after
    /// its appearance and any animations settle; the screen is captured, then the controller
    /// is taken off the window again. `size` replaces the config's screen size. A controller
    /// already on screen is not moved: its view is rendered where it is.
    public static func image(
        on config: ViewImageConfig = .iPhone13, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        Snapshotting<CGImage, CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { controller in
                if let view = controller.viewIfLoaded, let window = view.window {
                    window.layoutIfNeeded()
                    return renderLayer(view.layer, scale: window.screen.scale)
                }
                var config = config.with(traits: traits)
                if let size { config.size = size }
                return SnapshotStage(config).show(controller) { $0.screenshot() }
            }
    }
}

/// A fresh device showing one controller for as long as a snapshot takes.
@MainActor
struct SnapshotStage {
    let config: ViewImageConfig

    init(_ config: ViewImageConfig) { self.config = config }

    /// Puts `controller` on a new device's window (inside a trait-overriding parent when the
    /// config has traits), lets it settle, runs `body`, then takes it off again so the caller
    /// can keep using it.
    func show<T>(_ controller: UIViewController, _ body: (VirtualDevice) -> T) -> T {
        let device = VirtualDevice(size: config.size, scale: config.scale)
        let host = config.traits == UITraitCollection() ? nil : TraitOverridingHost(controller, traits: config.traits)
        device.window.rootViewController = host ?? controller
        device.runUntilIdle(limit: 5)
        let result = body(device)
        device.window.rootViewController = nil
        host?.release()
        device.runUntilIdle(limit: 5)
        return result
    }
}

/// A parent that lays traits over its one child's, as swift-snapshot-testing does with a
/// trait override on a parent controller.
final class TraitOverridingHost: UIViewController {
    private let content: UIViewController
    private let traits: UITraitCollection

    init(_ content: UIViewController, traits: UITraitCollection) {
        self.content = content
        self.traits = traits
        super.init(nibName: nil, bundle: nil)
        addChild(content)
        setOverrideTraitCollection(traits, forChild: content)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// Hands the child back: no parent, its view out of this one.
    func release() {
        content.willMove(toParent: nil)
        content.viewIfLoaded?.removeFromSuperview()
        content.removeFromParent()
    }
}

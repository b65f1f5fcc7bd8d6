import Foundation

/// A transition to film: the device it runs on and the call that starts it
/// (`nav.pushViewController(next, animated: true)`), for ``Snapshotting/transition(frames:duration:thumbnailScale:precision:perceptualPrecision:)``.
@preconcurrency @MainActor
public struct SnapshotTransition {
    /// The device the transition runs on.
    public let device: VirtualDevice
    /// Starts the transition.
    public let start: @MainActor () -> Void

    /// A transition on `device` that `start` begins.
    public init(on device: VirtualDevice, start: @escaping @MainActor () -> Void) {
        self.device = device
        self.start = start
    }
}

extension Snapshotting where Value == SnapshotTransition, Format == CGImage {
    /// A filmstrip: one PNG of `frames` screens side by side (scaled by `thumbnailScale`, 4
    /// white pixels apart), sampled at evenly spaced virtual times from the moment the
    /// transition starts to the moment it ends; the device is then run until idle. The length
    /// is `duration` when given, else the running transition coordinator's
    /// `transitionDuration`, else the time until the device goes idle (sampled on display
    /// frames).
    public static func transition(
        frames: Int, duration: TimeInterval? = nil, thumbnailScale: CGFloat = 0.5, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        Snapshotting<CGImage, CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { transition in
                TransitionFilm.record(
                    transition, frames: max(1, frames), duration: duration
                )
                .contactSheet(columns: max(1, frames), thumbnailScale: thumbnailScale)
            }
    }
}

extension Snapshotting where Value == UIViewController, Format == CGImage {
    /// The controller shown on a fresh device of `config`, then a filmstrip of the transition
    /// `start` begins from it (`{ $0.present(sheet, animated: true) }`): see
    /// ``Snapshotting/transition(frames:duration:thumbnailScale:precision:perceptualPrecision:)``.
    public static func transition(
        frames: Int, on config: ViewImageConfig = .iPhone13, duration: TimeInterval? = nil,
        thumbnailScale: CGFloat = 0.5, precision: Float = 1, perceptualPrecision: Float = 1,
        _ start: @escaping @MainActor (UIViewController) -> Void
    ) -> Snapshotting {
        let film = Snapshotting<SnapshotTransition, CGImage>.transition(
            frames: frames, duration: duration, thumbnailScale: thumbnailScale, precision: precision,
            perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: film.pathExtension, diffing: film.diffing) { controller in
            SnapshotStage(config).show(controller) { device in
                film.snapshot(SnapshotTransition(on: device) { start(controller) })
            }
        }
    }
}

/// Films a transition at evenly spaced virtual times.
@MainActor
enum TransitionFilm {
    static func record(_ transition: SnapshotTransition, frames: Int, duration: TimeInterval?) -> Filmstrip {
        let device = transition.device
        device.runUntilIdle(limit: 5)
        transition.start()
        // Let a transition that starts on the next run-loop turn begin.
        device.advance(by: 0)
        var strip = Filmstrip()
        if let length = duration ?? coordinatorDuration(device) {
            strip.capture(device)
            for _ in 1..<max(frames, 1) {
                device.advance(by: length / Double(frames - 1))
                strip.capture(device)
            }
            device.runUntilIdle(limit: 5)
            return strip
        }
        // No known length: film every display frame until idle, then pick evenly spaced ones.
        var all = Filmstrip()
        all.capture(device)
        all.record(device, fps: 60) { device.runUntilIdle(limit: 5) }
        let start = all.times.first ?? 0, end = all.times.last ?? 0
        for i in 0..<frames {
            let target = frames == 1 ? end : start + (end - start) * Double(i) / Double(frames - 1)
            let nearest = all.times.indices.min { abs(all.times[$0] - target) < abs(all.times[$1] - target) } ?? 0
            strip.append(all.frames[nearest], at: all.times[nearest])
        }
        return strip
    }

    /// The duration of the transition running in the window's controller tree, if any.
    private static func coordinatorDuration(_ device: VirtualDevice) -> TimeInterval? {
        func search(_ vc: UIViewController) -> TimeInterval? {
            if let c = vc.transitionCoordinator { return c.transitionDuration }
            for child in vc.children {
                if let d = search(child) { return d }
            }
            if let presented = vc.presentedViewController, presented.presentingViewController === vc {
                return search(presented)
            }
            return nil
        }
        return device.window.rootViewController.flatMap(search)
    }
}

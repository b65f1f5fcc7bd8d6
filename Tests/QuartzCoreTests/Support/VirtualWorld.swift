@testable import QuartzCore

/// Test set-up for anything time-based.
@MainActor
enum VirtualWorld {
    /// Settles what earlier tests left in the shared transaction state, then makes a fresh
    /// virtual main loop (clock at 0) current. Tests on the main actor run one at a time.
    static func make() -> MainLoop {
        CATransaction.commitAll()
        let loop = MainLoop(clock: .virtual)
        loop.isQuiet = true
        MainLoop.current = loop
        return loop
    }

    /// A committed layer (so implicit animations apply) with the given geometry.
    static func committedLayer(
        in loop: MainLoop, bounds: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
        position: CGPoint = .zero
    ) -> CALayer {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        loop.drainTurns()
        return layer
    }

    /// A basic animation of `keyPath` between two values.
    static func basic(
        _ keyPath: String, from: Any?, to: Any?, duration: Double = 1,
        timing: CAMediaTimingFunction? = nil
    ) -> CABasicAnimation {
        let anim = CABasicAnimation(keyPath: keyPath)
        anim.fromValue = from
        anim.toValue = to
        anim.duration = duration
        anim.timingFunction = timing
        return anim
    }
}

extension MainLoop {
    /// Advances the virtual clock to the absolute time `t` (no-op when already past it).
    func advance(to t: Double) {
        if t > now { advance(by: t - now) }
    }
}

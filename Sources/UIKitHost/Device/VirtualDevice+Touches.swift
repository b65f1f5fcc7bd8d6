@_spi(Testing) import QuartzCore

/// Synthesized touches on the virtual clock: the device samples every finger once a display
/// frame (1/60 s), plus at each touch-down and lift-off, advancing the clock between samples,
/// and sends each sample through `UIApplication.sendEvent(_:)` as UIKit's event system would.
/// Points are in screen coordinates.
extension VirtualDevice {
    /// Plays a multi-touch script from now; returns when the last finger has lifted.
    public func touches(_ script: TouchScript) {
        enter()
        let application = self.application
        let environment = application.eventEnvironment
        let ids = environment.makeInputIDs(count: script.paths.count)
        let start = now
        let epsilon = 1e-9
        enum Finger { case waiting, down, done }
        var fingers = [Finger](repeating: .waiting, count: script.paths.count)

        func sample(at t: TimeInterval, final: Bool) {
            var inputs: [EventEnvironment.TouchInput] = []
            for (i, path) in script.paths.enumerated() {
                switch fingers[i] {
                case .waiting where t >= path.start - epsilon:
                    // A finger that comes down on the keyboard is the keyboard's, not the app's.
                    if keyboardTakesTouch(at: path.location(at: t)) {
                        fingers[i] = .done
                        continue
                    }
                    inputs.append(.init(id: ids[i], phase: .began, location: path.location(at: t)))
                    fingers[i] = .down
                case .down where t >= path.end - epsilon || final:
                    let phase: UITouch.Phase = path.isCancelledAtEnd ? .cancelled : .ended
                    inputs.append(.init(id: ids[i], phase: phase, location: path.location(at: path.end)))
                    fingers[i] = .done
                case .down:
                    inputs.append(.init(id: ids[i], phase: .moved, location: path.location(at: t)))
                default: break
                }
            }
            if !inputs.isEmpty { environment.inject(inputs, into: application) }
        }

        for t in script.sampleTimes() {
            let wait = start + t - now
            if wait > epsilon { advance(by: wait) }
            sample(at: t, final: false)
        }
        // A finger that touched down on the last sample lifts in an event of its own.
        if fingers.contains(where: { $0 == .down }) { sample(at: script.duration, final: true) }
        loop.drainTurns()
    }

    /// Taps once at `point`: touch-down, then lift-off `duration` seconds later in place.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.1) {
        touches(TouchScript([.hold(at: point, end: duration)]))
    }

    /// Presses and holds at `point` for `duration` seconds.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
        touches(TouchScript([.hold(at: point, end: duration)]))
    }

    /// Drags one finger in a straight line from `from` to `to` over `duration` seconds.
    public func pan(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.5) {
        touches(TouchScript([.init(from: from, to: to, end: duration)]))
    }

    /// Pinches two fingers placed side by side around `center`: at scale 1 they are 200 points
    /// apart; their span goes from `fromScale` to `toScale` times that over `duration` seconds.
    public func pinch(at center: CGPoint, fromScale: CGFloat, toScale: CGFloat, duration: TimeInterval = 0.5) {
        let r = VirtualDevice.pinchRadius
        touches(
            TouchScript([
                .init(
                    from: CGPoint(x: center.x - r * fromScale, y: center.y),
                    to: CGPoint(x: center.x - r * toScale, y: center.y), end: duration),
                .init(
                    from: CGPoint(x: center.x + r * fromScale, y: center.y),
                    to: CGPoint(x: center.x + r * toScale, y: center.y), end: duration),
            ]))
    }

    /// Turns two fingers 200 points apart around `center` by `angle` radians (clockwise on
    /// screen) over `duration` seconds.
    public func rotate(at center: CGPoint, by angle: CGFloat, duration: TimeInterval = 0.5) {
        let r = VirtualDevice.pinchRadius
        touches(
            TouchScript([
                .arc(center: center, radius: r, from: .pi, to: .pi + angle, end: duration),
                .arc(center: center, radius: r, from: 0, to: angle, end: duration),
            ]))
    }

    /// Drags one finger in from the middle of a screen edge, starting 2 points inside it and
    /// moving `distance` points straight away from it over `duration` seconds.
    public func edgePan(from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval = 0.5) {
        enter()
        let screen = UIScreen.main.bounds
        let inset: CGFloat = 2
        let (start, direction): (CGPoint, CGVector)
        if edge.contains(.left) {
            (start, direction) = (CGPoint(x: screen.minX + inset, y: screen.midY), CGVector(dx: 1, dy: 0))
        } else if edge.contains(.right) {
            (start, direction) = (CGPoint(x: screen.maxX - inset, y: screen.midY), CGVector(dx: -1, dy: 0))
        } else if edge.contains(.top) {
            (start, direction) = (CGPoint(x: screen.midX, y: screen.minY + inset), CGVector(dx: 0, dy: 1))
        } else {
            (start, direction) = (CGPoint(x: screen.midX, y: screen.maxY - inset), CGVector(dx: 0, dy: -1))
        }
        let end = CGPoint(x: start.x + direction.dx * distance, y: start.y + direction.dy * distance)
        pan(from: start, to: end, duration: duration)
    }

    /// Half the distance between the two fingers of `pinch` and `rotate` at scale 1.
    public static let pinchRadius: CGFloat = 100
}

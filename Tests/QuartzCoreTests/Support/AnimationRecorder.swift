import TestSupport

@testable import QuartzCore

/// An animation delegate that writes "name start" and "name stop finished|cancelled" to a log.
@MainActor
final class AnimationRecorder: CAAnimationDelegate {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    func animationDidStart(_ anim: CAAnimation) { log.record("\(name) start") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.record("\(name) stop \(flag ? "finished" : "cancelled")")
    }
}

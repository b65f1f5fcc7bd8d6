@testable import QuartzCore

/// An ordered list of what happened and when (virtual time), shared by recorders.
@MainActor
final class EventLog {
    private(set) var entries: [(event: String, time: Double)] = []
    var events: [String] { entries.map(\.event) }

    func record(_ event: String) { entries.append((event, MainLoop.current.now)) }

    /// The virtual time of the first entry named `event`.
    func time(of event: String) -> Double? { entries.first { $0.event == event }?.time }
}

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
